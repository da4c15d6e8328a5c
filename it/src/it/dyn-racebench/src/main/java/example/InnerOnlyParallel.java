package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/**
 * A sequential outer loop over time steps t calls a rank-1 parallel loop over the space index x. Column t
 * of u depends on column t - 1, written by the previous call (an earlier construct); the iterations of
 * one call touch disjoint rows, so the parallel loop carries no dependence.
 */
public class InnerOnlyParallel {
    static final int N = 16;

    @Distributed(format = {BLOCK, WHOLE})
    double[][] u = new double[N][N];

    @ParallelLoop(on = "u", rank = 1)
    void advance(int lo, int hi, int t) {
        for (int x = lo; x < hi; x++) {
            u[x][t] = u[x][t - 1] * 0.5 + x;
        }
    }

    static void run() {
        InnerOnlyParallel p = new InnerOnlyParallel();
        for (double[] row : p.u) {
            java.util.Arrays.fill(row, 1);
        }
        for (int t = 1; t < N; t++) {
            p.advance(0, N, t);
        }
    }
}
