package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/**
 * The loop declares this object's sum a reduction, but the helper it calls adds into the sum of another,
 * shared object: that field is nobody's reduction, and every iteration writes it.
 */
public class HelperTouchesReduction {
    @Distributed
    double[] a = new double[8];
    double sum;
    HelperTouchesReduction totals;

    @ParallelLoop(on = "a")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            add(a[i]);
        }
    }

    private void add(double x) {
        totals.sum = totals.sum + x; // expect DVM03 read sum undeclared-private at=(1) related=write:26@(0) expect DVM03 write sum undeclared-private at=(1) related=write:26@(0)
    }

    static void run() {
        HelperTouchesReduction h = new HelperTouchesReduction();
        h.totals = new HelperTouchesReduction();
        h.totals.sum = 0;
        java.util.Arrays.fill(h.a, 1);
        h.sum = 0;
        h.total(0, 8);
    }
}
