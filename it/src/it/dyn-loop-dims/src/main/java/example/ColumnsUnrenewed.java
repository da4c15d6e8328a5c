package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/** Smooths along the rows of a column-distributed array with shadow columns, and never renews them. */
public class ColumnsUnrenewed {
    @Distributed(format = {WHOLE, BLOCK}, shadow = {0, 1})
    double[][] c = new double[2][8];
    @Distributed(alignWith = "c")
    double[][] smooth = new double[2][8];

    @ParallelLoop(on = "smooth", dims = 1)
    void average(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            for (int r = 0; r < 2; r++) {
                smooth[r][k] = (c[r][k - 1] + c[r][k] + c[r][k + 1]) / 3; // expect DVM08 read c[0][0] not-renewed at=(1)
            }
        }
    }

    static void run() {
        ColumnsUnrenewed u = new ColumnsUnrenewed();
        for (int k = 0; k < 8; k++) {
            u.c[0][k] = k;
            u.c[1][k] = -k;
        }
        u.average(1, 7);
    }
}
