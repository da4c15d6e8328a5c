package example;

import java.util.Locale;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/** A rank-3 seven-point stencil on (BLOCK, BLOCK, WHOLE) arrays, with a private scratch field. */
public class Stencil3d {
    final int n;
    @Distributed(format = {BLOCK, BLOCK, WHOLE}, shadow = {1, 1, 1})
    double[][][] u;
    @Distributed(alignWith = "u")
    double[][][] next;
    double laplacian; // per-iteration scratch
    double energy;

    Stencil3d(int n) {
        this.n = n;
        u = new double[n][n][n];
        next = new double[n][n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                for (int k = 0; k < n; k++) {
                    u[i][j][k] = Math.cos(i * 0.3) * Math.sin(j * 0.2 + k * 0.1);
                }
            }
        }
    }

    @ParallelLoop(on = "next", shadowRenew = "u", privates = "laplacian")
    void smooth(int i0, int i1, int j0, int j1, int k0, int k1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                for (int k = k0; k < k1; k++) {
                    laplacian = u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k] + u[i][j + 1][k]
                            + u[i][j][k - 1] + u[i][j][k + 1] - 6 * u[i][j][k];
                    next[i][j][k] = u[i][j][k] + 0.1 * laplacian;
                }
            }
        }
    }

    @ParallelLoop(on = "u")
    @Reduction(var = "energy", op = SUM)
    void copyBack(int i0, int i1, int j0, int j1, int k0, int k1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                for (int k = k0; k < k1; k++) {
                    u[i][j][k] = next[i][j][k];
                    energy += next[i][j][k] * next[i][j][k];
                }
            }
        }
    }

    public static void main(String[] args) {
        Stencil3d s = new Stencil3d(40);
        for (int step = 0; step < 10; step++) {
            s.energy = 0;
            s.smooth(1, s.n - 1, 1, s.n - 1, 1, s.n - 1);
            s.copyBack(1, s.n - 1, 1, s.n - 1, 1, s.n - 1);
            print("energy" + step, s.energy);
        }
        print("center", s.u[20][20][20]);
    }

    /** A double result twice: exact bits in hex, and 17 significant digits for reading and tolerance. */
    static void print(String key, double value) {
        System.out.println(key + "=" + Double.toHexString(value));
        System.out.println(key + ".g17=" + String.format(Locale.ROOT, "%.17g", value));
    }
}
