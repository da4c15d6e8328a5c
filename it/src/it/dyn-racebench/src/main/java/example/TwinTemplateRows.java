package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/**
 * A matrix distributed by rows and a vector distributed on its own with as many elements: two templates cut
 * into the same blocks on every grid. The loop on the vector sums and scales row i of the matrix, which lives
 * with element i: nothing is shared between iterations, nothing is remote.
 */
public class TwinTemplateRows {
    static final int N = 16;

    @Distributed(format = {BLOCK, WHOLE})
    double[][] m = new double[N][N];
    @Distributed
    double[] total = new double[N];

    @ParallelLoop(on = "total")
    void normalize(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int j = 0; j < N; j++) {
                sum += m[i][j];
            }
            total[i] = sum;
            for (int j = 0; j < N; j++) {
                m[i][j] = m[i][j] / sum;
            }
        }
    }

    static void run() {
        TwinTemplateRows p = new TwinTemplateRows();
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                p.m[i][j] = i + j + 1;
            }
        }
        p.normalize(0, N);
    }
}
