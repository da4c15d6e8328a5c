package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/**
 * Correct: Jacobi sweeps with a renewed shadow, a helper method reading the neighbours and a MAX reduction.
 * Nothing to report whichever iterations are checked; the interior runs the plain body and the helper's
 * accesses from there are not reported.
 */
public class Stencil {
    static final int N = 12;
    @Distributed(shadow = {1, 1})
    double[][] a = new double[N][N];
    @Distributed(alignWith = "a")
    double[][] b = new double[N][N];
    double eps;

    double neighbours(int i, int j) {
        return a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1];
    }

    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = neighbours(i, j) / 4;
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

    static String run() {
        Stencil s = new Stencil();
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                s.a[i][j] = i == 0 || j == 0 ? 1 : 0;
                s.b[i][j] = 0;
            }
        }
        for (int sweep = 0; sweep < 4; sweep++) {
            s.relax(1, N - 1, 1, N - 1);
            s.eps = 0;
            s.update(1, N - 1, 1, N - 1);
        }
        double sum = 0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                sum += s.a[i][j] * (i + 1) + s.a[i][j] * j;
            }
        }
        return sum + " eps " + s.eps;
    }
}
