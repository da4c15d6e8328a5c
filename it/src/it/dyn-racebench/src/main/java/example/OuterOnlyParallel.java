package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/**
 * A rank-1 parallel loop over the rows; inside each row a sequential prefix sum carries a dependence along
 * j, which stays within one iteration.
 */
public class OuterOnlyParallel {
    static final int N = 16;

    @Distributed(format = {BLOCK, WHOLE})
    double[][] a = new double[N][N];

    @ParallelLoop(on = "a", rank = 1)
    void prefixSums(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            for (int j = 1; j < N; j++) {
                a[i][j] = a[i][j - 1] + a[i][j];
            }
        }
    }

    static void run() {
        OuterOnlyParallel p = new OuterOnlyParallel();
        for (double[] row : p.a) {
            java.util.Arrays.fill(row, 1);
        }
        p.prefixSums(0, N);
    }
}
