package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The loop declares sum a reduction, but a helper it calls adds into the shared field, not the loop's copy. */
public class HelperTouchesReduction {
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
        sum = sum + x; // expect DVM03 read sum reduction-shared at=(0) expect DVM03 write sum reduction-shared at=(0)
    }

    static void run() {
        HelperTouchesReduction h = new HelperTouchesReduction();
        java.util.Arrays.fill(h.a, 1);
        h.sum = 0;
        h.total(0, 8);
    }
}

