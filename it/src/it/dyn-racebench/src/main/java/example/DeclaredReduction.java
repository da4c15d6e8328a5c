package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/** The counterpart of MissingReduction: the same sum, declared a SUM reduction. */
public class DeclaredReduction {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
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
        java.util.Arrays.fill(p.a, 1.5);
        p.sum = 0;
        p.total(0, N);
        if (p.sum != 1.5 * N) {
            throw new IllegalStateException("sum " + p.sum);
        }
    }
}
