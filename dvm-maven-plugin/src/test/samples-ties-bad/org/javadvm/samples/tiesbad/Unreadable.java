package org.javadvm.samples.tiesbad;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Location reductions whose bodies do not say which of equal values they keep. */
public class Unreadable {
    @Distributed
    double[] v = new double[10];
    double max;
    int at;

    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void unguarded(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double before = max;
            max = Math.max(max, v[i]);
            if (max != before) {
                at = i;
            }
        }
    }

    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void afterTheLoop(int lo, int hi) {
        double best = Double.NEGATIVE_INFINITY;
        int where = -1;
        for (int i = lo; i < hi; i++) {
            if (v[i] > best) {
                best = v[i];
                where = i;
            }
        }
        if (best > max) {
            max = best;
            at = where;
        }
    }

    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void inAHelper(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            consider(i);
        }
    }

    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void inAnotherClass(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            Elsewhere.consider(this, i);
        }
    }

    void consider(int i) {
        if (v[i] > max) {
            max = v[i];
            at = i;
        }
    }

    /** Writes the variable itself and through a nested loop of its class that reduces it too. */
    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void alsoNested(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (v[i] > max) {
                max = v[i];
                at = i;
            }
            unguarded(i, i + 1);
        }
    }

    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MINLOC, loc = "at")
    void wrongWay(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (v[i] > max) {
                max = v[i];
                at = i;
            }
        }
    }

    /** Takes a NaN (a failed comparison reaches the write), then any value after it: no order of equal values. */
    @ParallelLoop(on = "v")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void keepsNaN(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (!(v[i] <= max)) {
                max = v[i];
                at = i;
            }
        }
    }
}
