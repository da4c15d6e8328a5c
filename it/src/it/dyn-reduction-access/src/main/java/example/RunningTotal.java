package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** A running total kept in a SUM reduction: each element reads the sum so far, which a processor does not hold. */
public class RunningTotal {
    @Distributed
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] upTo = new double[8];
    double total;

    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = SUM)
    void prefix(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            total += a[i];
            upTo[i] = total; // expect DVM04 read total partial-read at=(0)
        }
    }

    static void run() {
        RunningTotal r = new RunningTotal();
        java.util.Arrays.fill(r.a, 2);
        r.prefix(0, 8);
    }
}
