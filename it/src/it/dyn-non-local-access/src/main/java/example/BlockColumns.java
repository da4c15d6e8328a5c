package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * The matrix is distributed by rows and columns, the vector by its elements: on a 2-D grid the columns of m are
 * spread over the second grid dimension too, while the loop on y runs row i on one processor only, which holds
 * part of it. Fix: distribute m by rows ({BLOCK, WHOLE}), or map the loop on m.
 */
public class BlockColumns {
    @Distributed(format = {BLOCK, BLOCK})
    double[][] m = new double[6][6];
    @Distributed(format = BLOCK)
    double[] y = new double[6];

    @ParallelLoop(on = "y")
    void rowSums(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int j = 0; j < 6; j++) {
                sum += m[i][j]; // expect DVM06 read m[0][0] at=(0)
            }
            y[i] = sum;
        }
    }

    static void run() {
        BlockColumns b = new BlockColumns();
        for (int i = 0; i < 6; i++) {
            java.util.Arrays.fill(b.m[i], i);
        }
        b.rowSums(0, 6);
    }
}
