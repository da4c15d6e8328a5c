package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow along the second dimension)

/** b[i][j] depends on b[i][j - 1]. */
public class FlowAlongColumns {
    @Distributed(shadow = {1, 1})
    double[][] b = new double[8][8];

    @ParallelLoop(on = "b", shadowRenew = "b")
    void right(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double left = b[i][j - 1]; // race: read
                b[i][j] = left * 2; // race: write
            }
        }
    }

    static void run() {
        FlowAlongColumns p = new FlowAlongColumns();
        for (double[] row : p.b) {
            java.util.Arrays.fill(row, 1);
        }
        p.right(0, 8, 1, 8);
    }
}
