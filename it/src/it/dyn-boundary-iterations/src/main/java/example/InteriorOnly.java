package example;

import org.javadvm.*;

/**
 * Missed: the dependence exists in interior iterations only (10 reads what 9 wrote), which run unchecked.
 * A full check reports it (verify.groovy shows that); this is the price of checking boundary iterations only.
 */
public class InteriorOnly {
    @Distributed(shadow = 1)
    double[] v = new double[20];

    @ParallelLoop(on = "v", shadowRenew = "v")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (i == 10) {
                v[i] = v[i - 1] + 1; // full DVM01 read v[9] flow at=(10) related=write:19@(9)
            } else {
                v[i] = 2 * v[i];
            }
        }
    }

    static String run() {
        InteriorOnly o = new InteriorOnly();
        java.util.Arrays.fill(o.v, 1);
        o.smooth(1, 19);
        return String.valueOf(o.v[10]);
    }
}
