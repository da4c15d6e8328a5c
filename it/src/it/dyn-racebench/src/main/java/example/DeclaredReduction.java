package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (the sum is a declared reduction)

public class DeclaredReduction {
    @Distributed
    double[] a = new double[16];
    double sum;

    @ParallelLoop(on = "a")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += a[i];
        }
    }

    static void run() {
        DeclaredReduction p = new DeclaredReduction();
        java.util.Arrays.fill(p.a, 1);
        p.sum = 0;
        p.total(0, 16);
    }
}
