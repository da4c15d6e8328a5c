package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The loop mapped on the element it writes. */
public class FixedShadowWrite {
    @Distributed(shadow = 1)
    double[] a = new double[8];

    @ParallelLoop(on = "a", offset = 1)
    void push(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i + 1] = i;
        }
    }

    static void run() {
        new FixedShadowWrite().push(0, 7);
    }
}

