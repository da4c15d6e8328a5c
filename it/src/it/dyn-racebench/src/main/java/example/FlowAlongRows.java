package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow along the first dimension)

/** b[i][j] depends on b[i - 1][j], computed by another iteration of the same loop. */
public class FlowAlongRows {
    @Distributed(shadow = {1, 1})
    double[][] b = new double[8][8];

    @ParallelLoop(on = "b", shadowRenew = "b")
    void down(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double above = b[i - 1][j]; // race: read
                b[i][j] = above + 1; // race: write
            }
        }
    }

    static void run() {
        FlowAlongRows p = new FlowAlongRows();
        for (double[] row : p.b) {
            java.util.Arrays.fill(row, 0);
        }
        p.down(1, 8, 0, 8);
    }
}
