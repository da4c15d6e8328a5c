package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The sum declared as a reduction. */
public class FixedMissingReduction {
    @Distributed
    double[] a = new double[8];
    double sum;

    @ParallelLoop(on = "a")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double s = sum;
            sum = s + a[i];
        }
    }

    static void run() {
        FixedMissingReduction m = new FixedMissingReduction();
        java.util.Arrays.fill(m.a, 1);
        m.sum = 0;
        m.total(0, 8);
    }
}

