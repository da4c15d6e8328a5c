package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A diagonal neighbour is read, but the renewal does not include the corners. */
public class CornerWithoutCorner {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[5][5];
    @Distributed(alignWith = "a")
    double[][] b = new double[5][5];

    @ParallelLoop(on = "b", shadowRenew = "a")
    void diagonal(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = a[i - 1][j - 1]; // expect DVM08 read a[0][0] corner at=(1,1)
            }
        }
    }

    static void run() {
        CornerWithoutCorner c = new CornerWithoutCorner();
        for (double[] row : c.a) {
            java.util.Arrays.fill(row, 1);
        }
        c.diagonal(1, 5, 1, 5);
    }
}

