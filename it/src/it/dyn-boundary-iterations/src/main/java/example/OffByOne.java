package example;

import org.javadvm.*;

/** Found: the loop's upper bound is one too far for a[i + 1], and the last iteration is a boundary one. */
public class OffByOne {
    @Distributed(shadow = 1)
    int[] a = new int[16];
    @Distributed(alignWith = "a")
    int[] next = new int[16];

    @ParallelLoop(on = "next", shadowRenew = "a")
    void shift(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            next[i] = a[i + 1]; // expect DVM05 read a[16] at=(15)
        }
    }

    static String run() {
        OffByOne o = new OffByOne();
        java.util.Arrays.fill(o.a, 4);
        o.shift(0, 16);
        return String.valueOf(o.next[3]);
    }
}
