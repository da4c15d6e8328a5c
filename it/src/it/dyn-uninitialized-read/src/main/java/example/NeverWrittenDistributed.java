package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** b is read before anything was written into it: only the strict reading reports Java's zeros. */
public class NeverWrittenDistributed {
    @Distributed
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] b = new double[8];

    @ParallelLoop(on = "a")
    void twice(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i] = 2 * b[i]; // expect-strict DVM02 read b[0] distributed-element at=(0)
        }
    }

    static void run() {
        new NeverWrittenDistributed().twice(0, 8);
    }
}

