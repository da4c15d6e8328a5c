package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** An element is changed between the start and the wait of its array's shadow renewal. */
public class WriteDuringRenewal {
    @Distributed(shadow = 1)
    double[] a = new double[8];

    static void run() {
        WriteDuringRenewal w = new WriteDuringRenewal();
        java.util.Arrays.fill(w.a, 1);
        ShadowGroup renewal = ShadowGroup.of(w.a);
        renewal.start();
        w.a[2] = 5; // expect DVM10 write a[2] write-during-renewal
        renewal.waitDone();
    }
}

