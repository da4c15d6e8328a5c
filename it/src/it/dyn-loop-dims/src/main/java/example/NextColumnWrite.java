package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * Coefficients distributed by columns; the loop over the columns derives b[k + 1] from a[k] and so writes the
 * next column, which another processor owns.
 */
public class NextColumnWrite {
    @Distributed(format = {WHOLE, BLOCK})
    double[][] c = new double[2][8];

    @ParallelLoop(on = "c", dims = 1)
    void derive(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            c[1][k + 1] = c[0][k] * (k + 1); // expect DVM06 write c[1][2] at=(1)
        }
    }

    static void run() {
        NextColumnWrite n = new NextColumnWrite();
        for (int k = 0; k < 8; k++) {
            n.c[0][k] = 1.0 / (k + 1);
        }
        n.derive(1, 7);
    }
}
