package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow)

/** Row i of the 2-D array is computed from row i - 1, which another iteration of the same loop writes. */
public class FlowAlongRows {
    static final int N = 16;

    @Distributed(shadow = {1, 1})
    double[][] b = new double[N][N];

    @ParallelLoop(on = "b", shadowRenew = "b")
    void downwards(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double up = b[i - 1][j]; // race: read
                b[i][j] = up * 0.5 + 1; // race: write
            }
        }
    }

    static void run() {
        FlowAlongRows p = new FlowAlongRows();
        for (double[] row : p.b) {
            java.util.Arrays.fill(row, 2);
        }
        p.downwards(1, N, 0, N);
    }
}
