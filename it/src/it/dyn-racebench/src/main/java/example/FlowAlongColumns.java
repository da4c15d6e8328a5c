package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow)

/** Element (i, j) is computed from (i, j - 1): a dependence along the second dimension. */
public class FlowAlongColumns {
    static final int N = 16;

    @Distributed(shadow = {1, 1})
    double[][] b = new double[N][N];

    @ParallelLoop(on = "b", shadowRenew = "b")
    void rightwards(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double left = b[i][j - 1]; // race: read
                b[i][j] = left + i; // race: write
            }
        }
    }

    static void run() {
        FlowAlongColumns p = new FlowAlongColumns();
        for (double[] row : p.b) {
            java.util.Arrays.fill(row, 1);
        }
        p.rightwards(0, N, 1, N);
    }
}
