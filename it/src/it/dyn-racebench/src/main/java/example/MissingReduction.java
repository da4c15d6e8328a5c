package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03: sum not declared a reduction)

/** sum += a[i] without @Reduction. */
public class MissingReduction {
    @Distributed
    double[] a = new double[16];
    double sum;

    @ParallelLoop(on = "a")
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double s = sum; // race: read
            sum = s + a[i]; // race: write
        }
    }

    static void run() {
        MissingReduction p = new MissingReduction();
        java.util.Arrays.fill(p.a, 1);
        p.sum = 0;
        p.total(0, 16);
    }
}
