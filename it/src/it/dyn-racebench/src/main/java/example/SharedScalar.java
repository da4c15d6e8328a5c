package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03 undeclared-private)

/** A plain field overwritten by every iteration: which value survives depends on the schedule. */
public class SharedScalar {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    double latest;

    @ParallelLoop(on = "a")
    void track(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            latest = a[i] + i; // race: write
        }
    }

    static void run() {
        SharedScalar p = new SharedScalar();
        java.util.Arrays.fill(p.a, 3);
        p.track(0, N);
    }
}
