package example;

import java.util.Locale;

import static org.javadvm.ReductionOp.MAX;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Successive over-relaxation in place: each point reads the new values above and to the left and the
 * old values below and to the right, so the loop carries regular dependences: ACROSS. The parallel
 * wavefront must reproduce the sequential sweep bit for bit.
 */
public class Sor {
    static final double OMEGA = 1.5;
    @Distributed(shadow = {1, 1})
    double[][] a;
    double change;

    @ParallelLoop(on = "a", across = "a")
    @Reduction(var = "change", op = MAX)
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double gauss = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25;
                double next = a[i][j] + OMEGA * (gauss - a[i][j]);
                change = Math.max(change, Math.abs(next - a[i][j]));
                a[i][j] = next;
            }
        }
    }

    public static void main(String[] args) {
        int n = 200;
        Sor sor = new Sor();
        sor.a = new double[n][n];
        for (int i = 0; i < n; i++) {
            sor.a[i][0] = 1;
            sor.a[0][i] = Math.sin(i * 0.1);
        }
        for (int it = 0; it < 20; it++) {
            sor.change = 0;
            sor.sweep(1, n - 1, 1, n - 1);
            print("change" + it, sor.change);
        }
        long bits = 0;
        for (double[] row : sor.a) {
            for (double v : row) {
                bits = bits * 31 + Double.doubleToLongBits(v);
            }
        }
        System.out.println("bits=" + bits);
    }

    /** A double result twice: exact bits in hex, and 17 significant digits for reading and tolerance. */
    static void print(String key, double value) {
        System.out.println(key + "=" + Double.toHexString(value));
        System.out.println(key + ".g17=" + String.format(Locale.ROOT, "%.17g", value));
    }
}
