package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/**
 * Gauss-Seidel in place: (i, j) reads the new values of (i - 1, j) and (i, j - 1) and the old values of
 * (i + 1, j) and (i, j + 1). The flow and anti dependences are regular and within the shadow width, and
 * the loop declares them: across = "a".
 */
public class AcrossGaussSeidel {
    static final int N = 16;

    @Distributed(shadow = {1, 1})
    double[][] a = new double[N][N];

    @ParallelLoop(on = "a", across = "a")
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]) / 4;
            }
        }
    }

    static void run() {
        AcrossGaussSeidel p = new AcrossGaussSeidel();
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                p.a[i][j] = i == 0 || j == 0 || i == N - 1 || j == N - 1 ? 1 : 0;
            }
        }
        for (int it = 0; it < 3; it++) {
            p.sweep(1, N - 1, 1, N - 1);
        }
    }
}
