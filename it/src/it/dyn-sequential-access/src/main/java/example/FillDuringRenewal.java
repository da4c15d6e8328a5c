package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Arrays.fill over a 2-D array's row while the renewal runs. */
public class FillDuringRenewal {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[4][4];

    static void run() {
        FillDuringRenewal f = new FillDuringRenewal();
        for (double[] row : f.a) {
            java.util.Arrays.fill(row, 1);
        }
        ShadowGroup renewal = ShadowGroup.of(f.a);
        renewal.start();
        java.util.Arrays.fill(f.a[1], 7); // expect DVM10 write a[1][0] write-during-renewal
        renewal.waitDone();
    }
}

