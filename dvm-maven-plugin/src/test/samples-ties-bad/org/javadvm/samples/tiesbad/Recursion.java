package org.javadvm.samples.tiesbad;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Recursive location reductions whose iterations run in another order than their nest's: a processor splits its own
 * part of the range at other points than the sequential call, so ties could not be ordered as the sequential run.
 */
public class Recursion {
    @Distributed
    int[] m = new int[100];
    int max;
    int at;

    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void upperHalfFirst(int lo, int hi) {
        if (hi - lo > 10) {
            int mid = (lo + hi) >>> 1;
            upperHalfFirst(mid, hi);
            upperHalfFirst(lo, mid);
            return;
        }
        for (int i = lo; i < hi; i++) {
            if (m[i] > max) {
                max = m[i];
                at = i;
            }
        }
    }

    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void downwardLeaves(int lo, int hi) {
        if (hi - lo > 10) {
            int mid = (lo + hi) >>> 1;
            downwardLeaves(lo, mid);
            downwardLeaves(mid, hi);
            return;
        }
        for (int i = hi - 1; i >= lo; i--) {
            if (m[i] > max) {
                max = m[i];
                at = i;
            }
        }
    }
}
