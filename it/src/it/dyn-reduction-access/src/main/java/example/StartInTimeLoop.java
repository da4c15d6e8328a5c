package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** The group is started in every step of a time loop and waited for only once, after it. */
public class StartInTimeLoop {
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
        StartInTimeLoop s = new StartInTimeLoop();
        java.util.Arrays.fill(s.a, 2);
        s.total = 0;
        for (int step = 0; step < 2; step++) {
            s.sum(0, 8);
            s.group.start(); // expect DVM04 call group start-without-wait
        }
        s.group.waitDone();
        double total = s.total;
    }
}
