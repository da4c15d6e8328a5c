package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * m and y are cut into the same blocks, but the previous values are aligned with m one row down (an offset copied
 * from a staggered declaration): prev[i] lives with m[i + 1], so with y[i + 1], not with the iteration's y[i].
 * Fix: align prev with m without the offset.
 */
public class ShiftedTwin {
    @Distributed(format = {BLOCK, WHOLE})
    double[][] m = new double[6][3];
    @Distributed(alignWith = "m", alignOffset = {1, 0})
    double[][] prev = new double[6][3];
    @Distributed(format = BLOCK)
    double[] y = new double[6];

    @ParallelLoop(on = "y")
    void change(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int j = 0; j < 3; j++) {
                sum += Math.abs(m[i][j] - prev[i][j]); // expect DVM06 read prev[0][0] at=(0)
            }
            y[i] = sum;
        }
    }

    static void run() {
        ShiftedTwin s = new ShiftedTwin();
        for (int i = 0; i < 6; i++) {
            java.util.Arrays.fill(s.m[i], i);
        }
        s.change(0, 6);
    }
}
