package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** waitDone() without start(). */
public class WaitWithoutStart {
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
        WaitWithoutStart w = new WaitWithoutStart();
        java.util.Arrays.fill(w.a, 2);
        w.total = 0;
        w.sum(0, 8);
        w.group.waitDone(); // expect DVM04 call group wait-without-start
        double total = w.total;
    }
}

