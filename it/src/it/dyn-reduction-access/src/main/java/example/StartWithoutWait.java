package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** start() and never waitDone(): the results never reach the variable. */
public class StartWithoutWait {
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
        StartWithoutWait s = new StartWithoutWait();
        java.util.Arrays.fill(s.a, 2);
        s.total = 0;
        s.sum(0, 8);
        s.group.start(); // expect DVM04 call group start-without-wait
    }
}

