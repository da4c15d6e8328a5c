package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** The fix of RunningTotal: the total is a reduction; the running values are computed where they are needed. */
public class FixedRunningTotal {
    @Distributed
    double[] a = new double[8];
    double total;
    double largest = Double.NEGATIVE_INFINITY;

    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = SUM)
    @Reduction(var = "largest", op = MAX)
    void sum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            total += a[i];
            if (a[i] > largest) { // a MAX may read its variable to decide
                largest = a[i];
            }
        }
    }

    static void run() {
        FixedRunningTotal f = new FixedRunningTotal();
        java.util.Arrays.fill(f.a, 2);
        f.sum(0, 8);
    }
}
