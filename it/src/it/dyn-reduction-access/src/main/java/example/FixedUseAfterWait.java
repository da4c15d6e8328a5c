package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Start, other work, wait, then use. */
public class FixedUseAfterWait {
    @Distributed
    double[] a = new double[8];
    final ReductionGroup group = new ReductionGroup();
    double total;

    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = SUM, group = "group")
    void sum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            total += a[i];
        }
    }

    static void run() {
        FixedUseAfterWait f = new FixedUseAfterWait();
        java.util.Arrays.fill(f.a, 2);
        f.total = 0;
        f.sum(0, 8);
        f.group.start();
        f.group.waitDone();
        double total = f.total;
    }
}

