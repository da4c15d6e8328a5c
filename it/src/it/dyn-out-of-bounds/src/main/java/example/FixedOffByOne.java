package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The loop stops where a[i + 1] exists. */
public class FixedOffByOne {
    @Distributed(shadow = 1)
    int[] a = new int[8];
    @Distributed(alignWith = "a")
    int[] next = new int[8];

    @ParallelLoop(on = "next", shadowRenew = "a")
    void shift(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            next[i] = a[i + 1];
        }
    }

    static void run() {
        FixedOffByOne o = new FixedOffByOne();
        java.util.Arrays.fill(o.a, 4);
        o.shift(0, 7);
    }
}

