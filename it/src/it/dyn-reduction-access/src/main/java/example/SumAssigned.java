package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** Declared SUM, but the body assigns the variable: the sequential loop leaves the last element, a grid the sum of each processor's last. */
public class SumAssigned {
    @Distributed
    double[] a = new double[8];
    double last;

    @ParallelLoop(on = "a")
    @Reduction(var = "last", op = SUM)
    void keepLast(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            last = a[i]; // expect DVM04 write last assignment at=(0)
        }
    }

    static void run() {
        SumAssigned s = new SumAssigned();
        java.util.Arrays.fill(s.a, 2);
        s.keepLast(0, 8);
    }
}
