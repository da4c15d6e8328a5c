package example;

import org.javadvm.*;

/**
 * Found with Ig_left=2: iterations 1 and 2 are both checked. With Ig_left=1 it would not be: iteration 2
 * runs unchecked, and the last iteration reads what an unchecked iteration wrote.
 */
public class PrefixSum {
    @Distributed(shadow = 1)
    double[] s = new double[16];

    @ParallelLoop(on = "s", shadowRenew = "s")
    void accumulate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double previous = s[i - 1]; // expect DVM01 read s[1] flow at=(2) related=write:17@(1)
            s[i] = previous + s[i];
        }
    }

    static String run() {
        PrefixSum p = new PrefixSum();
        java.util.Arrays.fill(p.s, 1);
        p.accumulate(1, 16);
        return String.valueOf(p.s[15]);
    }
}
