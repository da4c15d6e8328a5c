package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03: scratch field not declared private)

/** tmp is per-iteration scratch but shared by all iterations. */
public class MissingPrivate {
    @Distributed
    double[] a = new double[16];
    @Distributed(alignWith = "a")
    double[] b = new double[16];
    double tmp;

    @ParallelLoop(on = "a")
    void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            tmp = a[i] * 2; // race: write
            b[i] = tmp + 1; // race: read
        }
    }

    static void run() {
        MissingPrivate p = new MissingPrivate();
        java.util.Arrays.fill(p.a, 5);
        p.scale(0, 16);
    }
}
