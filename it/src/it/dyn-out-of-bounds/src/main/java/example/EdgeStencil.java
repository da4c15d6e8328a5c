package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The right neighbour of the last column is read: a[i][n]. */
public class EdgeStencil {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[8][8];
    @Distributed(alignWith = "a")
    double[][] b = new double[8][8];

    @ParallelLoop(on = "b", shadowRenew = "a")
    void right(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = a[i][j + 1]; // expect DVM05 read a[1][8] at=(1,7)
            }
        }
    }

    static void run() {
        EdgeStencil e = new EdgeStencil();
        for (double[] row : e.a) {
            java.util.Arrays.fill(row, 1);
        }
        e.right(1, 7, 1, 8);
    }
}

