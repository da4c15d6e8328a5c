package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03 undeclared-private)

/** A sum accumulated in a field by every iteration, without @Reduction. */
public class MissingReduction {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    double sum;

    @ParallelLoop(on = "a")
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += a[i]; // race: read race: write
        }
    }

    static void run() {
        MissingReduction p = new MissingReduction();
        java.util.Arrays.fill(p.a, 1.5);
        p.sum = 0;
        p.total(0, N);
    }
}
