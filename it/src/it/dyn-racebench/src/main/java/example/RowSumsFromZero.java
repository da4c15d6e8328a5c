package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/**
 * A sparse matrix (CSR) times a vector into a fresh result array, accumulating into y[i] from the zero that
 * new gave it, as Java programs do. Every iteration accumulates into its own element only.
 */
public class RowSumsFromZero {
    static final int N = 16;

    int[] start = new int[N + 1];
    int[] col = new int[2 * N];
    double[] val = new double[2 * N];
    double[] x = new double[N];
    @Distributed
    double[] y;

    @ParallelLoop(on = "y")
    void multiply(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            for (int k = start[i]; k < start[i + 1]; k++) {
                y[i] += val[k] * x[col[k]];
            }
        }
    }

    static void run() {
        RowSumsFromZero p = new RowSumsFromZero();
        for (int i = 0; i < N; i++) {
            p.start[i + 1] = 2 * (i + 1);
            p.col[2 * i] = i;
            p.col[2 * i + 1] = (i + 5) % N;
            p.val[2 * i] = 2;
            p.val[2 * i + 1] = -1;
            p.x[i] = i;
        }
        p.y = new double[N];
        p.multiply(0, N);
    }
}
