package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * The fixes of NextColumnWrite and ColumnsUnrenewed: column k derives b[k] from a[k - 1], a renewed shadow
 * column, and the smoothing renews the shadow; and a loop over the columns of a table distributed both ways,
 * touching every row of its column (the rows are * for the loop).
 */
public class FixedColumns {
    @Distributed(format = {WHOLE, BLOCK}, shadow = {0, 1})
    double[][] c = new double[2][8];
    @Distributed(alignWith = "c")
    double[][] smooth = new double[2][8];
    @Distributed
    double[][] table = new double[5][8];

    @ParallelLoop(on = "c", dims = 1, shadowRenew = "c")
    void derive(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            c[1][k] = c[0][k - 1] * k;
        }
    }

    @ParallelLoop(on = "smooth", dims = 1, shadowRenew = "c")
    void average(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            for (int r = 0; r < 2; r++) {
                smooth[r][k] = (c[r][k - 1] + c[r][k] + c[r][k + 1]) / 3;
            }
        }
    }

    @ParallelLoop(on = "table", dims = 1)
    void columns(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            for (int i = 0; i < 5; i++) {
                table[i][k] = i * k;
            }
        }
    }

    static void run() {
        FixedColumns f = new FixedColumns();
        for (int k = 0; k < 8; k++) {
            f.c[0][k] = 1.0 / (k + 1);
            f.c[1][k] = 0;
        }
        f.derive(1, 8);
        f.average(1, 7);
        f.columns(0, 8);
    }
}
