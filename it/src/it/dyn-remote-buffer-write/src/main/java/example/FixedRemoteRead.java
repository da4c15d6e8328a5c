package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Remote elements only read. */
public class FixedRemoteRead {
    @Distributed
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] b = new double[8];

    @ParallelLoop(on = "b", remoteAccess = "a")
    void mirror(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = a[7 - i];
        }
    }

    static void run() {
        FixedRemoteRead r = new FixedRemoteRead();
        java.util.Arrays.fill(r.a, 3);
        r.mirror(0, 8);
    }
}

