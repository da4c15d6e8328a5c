package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A 2-D stencil reaching two columns to the right; the declared shadow is one wide. */
public class NarrowShadow {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[6][6];
    @Distributed(alignWith = "a")
    double[][] b = new double[6][6];

    @ParallelLoop(on = "b", shadowRenew = "a")
    void reach(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = a[i][j + 1] + a[i][j + 2]; // expect DVM06 read a[1][3] at=(1,1)
            }
        }
    }

    static void run() {
        NarrowShadow n = new NarrowShadow();
        for (double[] row : n.a) {
            java.util.Arrays.fill(row, 2);
        }
        n.reach(1, 5, 1, 4);
    }
}

