package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * A matrix distributed by rows and a vector distributed on its own, with as many elements as the matrix has
 * rows: two templates, cut into the same blocks on every grid, so row i of m lives with element i of y. The
 * loop on y reads and scales row i of m: every access is local.
 */
public class FixedTwinTemplates {
    @Distributed(format = {BLOCK, WHOLE})
    double[][] m = new double[6][4];
    @Distributed(format = BLOCK)
    double[] y = new double[6];

    @ParallelLoop(on = "y")
    void normalizeRows(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int j = 0; j < 4; j++) {
                sum += m[i][j];
            }
            y[i] = sum;
            for (int j = 0; j < 4; j++) {
                m[i][j] /= sum;
            }
        }
    }

    static void run() {
        FixedTwinTemplates t = new FixedTwinTemplates();
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 4; j++) {
                t.m[i][j] = i + j + 1;
            }
        }
        t.normalizeRows(0, 6);
    }
}
