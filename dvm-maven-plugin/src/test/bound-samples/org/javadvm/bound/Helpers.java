package org.javadvm.bound;

import java.util.function.IntUnaryOperator;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Reductions and privates used outside the construct's own method: a helper of this class, a method of
 * another class on a static field, a lambda, a construct calling itself, a construct nested in one that
 * declares the same variable, a body with its own try/catch, and a failing iteration.
 */
public class Helpers {
    static long hits;

    @Distributed
    double[] data = new double[600];
    double sum;
    long count;
    int best;
    byte scratchByte;
    double scratch;

    @ParallelLoop(on = "data", privates = {"scratch", "scratchByte"})
    @Reduction(var = "sum", op = ReductionOp.SUM)
    @Reduction(var = "best", op = ReductionOp.MAX)
    void helperOfThisClass(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            square(i);
        }
    }

    private void square(int i) {
        scratch = data[i] * data[i];
        scratchByte = (byte) i;
        sum += scratch + scratchByte;
        best = Math.max(best, (int) scratch);
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "hits", op = ReductionOp.SUM)
    @Reduction(var = "count", op = ReductionOp.SUM)
    void lambdaAndOtherClass(int lo, int hi) {
        IntUnaryOperator twice = i -> {
            count += 2;
            return 2 * i;
        };
        for (int i = lo; i < hi; i++) {
            Counter.hit(twice.applyAsInt(i));
        }
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void recursive(int lo, int hi) {
        if (hi - lo > 50) {
            int mid = (lo + hi) / 2;
            recursive(lo, mid);
            recursive(mid, hi);
            return;
        }
        for (int i = lo; i < hi; i++) {
            sum += i;
        }
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void outer(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += 1;
            if (i % 100 == 0) {
                inner(0, 600);
            }
        }
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void inner(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += 0.5;
        }
    }

    /** The body catches what a call throws; the helper added to the variable before throwing. */
    @ParallelLoop(on = "data")
    @Reduction(var = "count", op = ReductionOp.SUM)
    void catching(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            count += 1;
            try {
                Counter.addThenCheck(this, i);
                count++;
            } catch (IllegalArgumentException e) {
                count += 1000;
            }
        }
    }

    /** Iteration 333 fails; a helper adds first, so both the body's and the helper's additions count. */
    @ParallelLoop(on = "data")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    @Reduction(var = "hits", op = ReductionOp.SUM)
    void failing(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += i;
            Counter.hitOrFail(i);
        }
    }

    public static String run() {
        Helpers h = new Helpers();
        for (int i = 0; i < h.data.length; i++) {
            h.data[i] = (i % 13) * 0.5;
        }
        StringBuilder out = new StringBuilder();
        hits = 0;
        h.helperOfThisClass(0, 600);
        out.append("sum=").append(h.sum).append("\nbest=").append(h.best).append('\n');
        h.lambdaAndOtherClass(0, 600);
        out.append("count=").append(h.count).append("\nhits2=").append(hits).append('\n');
        h.sum = 0;
        h.recursive(0, 600);
        out.append("recursive=").append(h.sum).append('\n');
        h.sum = 0;
        h.outer(0, 600);
        out.append("nested=").append(h.sum).append('\n');
        h.count = 0;
        h.catching(0, 600);
        out.append("caught=").append(h.count).append('\n');
        h.sum = 0;
        hits = 0;
        try {
            h.failing(0, 600);
            out.append("failed=no\n");
        } catch (IllegalStateException e) {
            out.append("failed=").append(e.getMessage()).append('\n');
        }
        // every processor's additions up to its failure; on one processor the sequential value
        out.append("partialSumP1=").append(org.javadvm.Dvm.processors() == 1 ? String.valueOf(h.sum) : "-").append('\n');
        out.append("partialHitsP1=").append(org.javadvm.Dvm.processors() == 1 ? String.valueOf(hits) : "-").append('\n');
        return out.toString();
    }
}
