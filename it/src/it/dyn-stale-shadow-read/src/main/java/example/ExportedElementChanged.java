package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Renewed, then the sequential code changes an element: the neighbours' copies are stale again. */
public class ExportedElementChanged {
    @Distributed(shadow = 1)
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] b = new double[8];

    @ParallelLoop(on = "b")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = a[i - 1] + a[i]; // expect DVM08 read a[0] not-renewed at=(1)
        }
    }

    static void run() {
        ExportedElementChanged e = new ExportedElementChanged();
        java.util.Arrays.fill(e.a, 1);
        ShadowGroup renewal = ShadowGroup.of(e.a);
        renewal.start();
        renewal.waitDone();
        e.a[3] = 2;
        e.smooth(1, 8);
    }
}

