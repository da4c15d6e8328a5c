package example;

import java.util.Locale;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.ReductionOp.MAX;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/** Jacobi 2D: shadow renewal before relax, a MAX reduction in update. */
public class Jacobi {
    final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double eps;

    Jacobi(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
        init(0, n, 0, n);
    }

    @ParallelLoop(on = "a")
    void init(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                boolean edge = i == 0 || j == 0 || i == n - 1 || j == n - 1;
                a[i][j] = edge ? 0 : 1 + i + j;
            }
        }
    }

    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
            }
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "eps", op = MAX)
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                eps = Math.max(eps, Math.abs(b[i][j] - a[i][j]));
                a[i][j] = b[i][j];
            }
        }
    }

    public static void main(String[] args) {
        Jacobi jacobi = new Jacobi(300);
        for (int sweep = 0; sweep < 50; sweep++) {
            jacobi.eps = 0;
            jacobi.relax(1, jacobi.n - 1, 1, jacobi.n - 1);
            jacobi.update(1, jacobi.n - 1, 1, jacobi.n - 1);
        }
        double sum = 0;
        for (double[] row : jacobi.a) {
            for (double v : row) {
                sum += v;
            }
        }
        print("eps", jacobi.eps);
        print("checksum", sum);
    }

    /** A double result twice: exact bits in hex, and 17 significant digits for reading and tolerance. */
    static void print(String key, double value) {
        System.out.println(key + "=" + Double.toHexString(value));
        System.out.println(key + ".g17=" + String.format(Locale.ROOT, "%.17g", value));
    }
}
