package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A limit read by the first iterations and changed by a later one. */
public class ReadOnlyWritten {
    @Distributed
    double[] a = new double[4];
    double limit;

    @ParallelLoop(on = "a")
    void clamp(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i] = Math.min(a[i], limit);
            if (i == 3) {
                limit = 5; // expect DVM03 write limit read-only-write at=(3) related=read:16@(0)
            }
        }
    }

    static void run() {
        ReadOnlyWritten r = new ReadOnlyWritten();
        java.util.Arrays.fill(r.a, 9);
        r.limit = 7;
        r.clamp(0, 4);
    }
}

