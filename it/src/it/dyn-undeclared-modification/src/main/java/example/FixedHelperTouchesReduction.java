package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The helper adds into the loop's own reduction: that is the processor's copy, wherever the code is. */
public class FixedHelperTouchesReduction {
    @Distributed
    double[] a = new double[8];
    double sum;

    @ParallelLoop(on = "a")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            add(a[i]);
        }
    }

    private void add(double x) {
        sum = sum + x;
    }

    static void run() {
        FixedHelperTouchesReduction h = new FixedHelperTouchesReduction();
        java.util.Arrays.fill(h.a, 1);
        h.sum = 0;
        h.total(0, 8);
        System.out.println("FixedHelperTouchesReduction.sum=" + h.sum);
    }
}
