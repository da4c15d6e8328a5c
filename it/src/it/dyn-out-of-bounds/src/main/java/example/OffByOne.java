package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The loop's upper bound is one too far for a[i + 1]. */
public class OffByOne {
    @Distributed(shadow = 1)
    int[] a = new int[8];
    @Distributed(alignWith = "a")
    int[] next = new int[8];

    @ParallelLoop(on = "next", shadowRenew = "a")
    void shift(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            next[i] = a[i + 1]; // expect DVM05 read a[8] at=(7)
        }
    }

    static void run() {
        OffByOne o = new OffByOne();
        java.util.Arrays.fill(o.a, 4);
        o.shift(0, 8);
    }
}

