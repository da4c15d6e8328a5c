package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03 on a field every iteration writes)

/** The last value seen, kept in a field that every iteration overwrites. */
public class SharedScalar {
    @Distributed
    double[] a = new double[16];
    double last;

    @ParallelLoop(on = "a")
    void remember(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            last = a[i]; // race: write
        }
    }

    static void run() {
        SharedScalar p = new SharedScalar();
        java.util.Arrays.fill(p.a, 3);
        p.remember(0, 16);
    }
}
