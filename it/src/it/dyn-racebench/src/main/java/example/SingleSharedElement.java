package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow, output)

/**
 * Every iteration adds into element 5 of a replicated array; the loop declares no reduction, so each
 * processor would add into its own copy and the copies disagree.
 */
public class SingleSharedElement {
    static final int N = 16;

    @Distributed
    double[] x = new double[N];
    @Distributed(format = WHOLE)
    double[] b = new double[N];

    @ParallelLoop(on = "x")
    void accumulate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double acc = b[5]; // race: read
            b[5] = acc + x[i]; // race: write
        }
    }

    static void run() {
        SingleSharedElement p = new SingleSharedElement();
        java.util.Arrays.fill(p.x, 0.25);
        java.util.Arrays.fill(p.b, 0);
        p.accumulate(0, N);
    }
}
