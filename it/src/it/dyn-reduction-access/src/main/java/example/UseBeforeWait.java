package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The reduction variable is read between the group's start and its wait: it still holds the old value. */
public class UseBeforeWait {
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
        UseBeforeWait u = new UseBeforeWait();
        java.util.Arrays.fill(u.a, 2);
        u.total = 0;
        u.sum(0, 8);
        u.group.start();
        double early = u.total; // expect DVM04 read total use-before-wait
        u.group.waitDone();
    }
}

