package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The asynchronous renewal is started but the loop runs before its wait. */
public class GroupNotWaited {
    @Distributed(shadow = 1)
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] b = new double[8];

    @ParallelLoop(on = "b")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = a[i - 1] + a[i]; // expect DVM08 read a[0] renewal-in-progress at=(1)
        }
    }

    static void run() {
        GroupNotWaited g = new GroupNotWaited();
        java.util.Arrays.fill(g.a, 1);
        ShadowGroup renewal = ShadowGroup.of(g.a);
        renewal.start();
        g.smooth(1, 8);
        renewal.waitDone();
    }
}

