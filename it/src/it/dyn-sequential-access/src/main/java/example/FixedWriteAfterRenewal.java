package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The element changed after the wait (and renewed again before it would be read remotely). */
public class FixedWriteAfterRenewal {
    @Distributed(shadow = 1)
    double[] a = new double[8];

    static void run() {
        FixedWriteAfterRenewal w = new FixedWriteAfterRenewal();
        java.util.Arrays.fill(w.a, 1);
        ShadowGroup renewal = ShadowGroup.of(w.a);
        renewal.start();
        renewal.waitDone();
        w.a[2] = 5;
    }
}

