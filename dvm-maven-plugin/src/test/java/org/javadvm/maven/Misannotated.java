package org.javadvm.maven;

import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Fixture: two members whose annotations do not fit; the goal must name both. */
class Misannotated {
    double sum;

    @Reduction(var = "sum", op = ReductionOp.SUM)
    void total() {
        sum = 1;
    }

    @ParallelLoop(on = "missing")
    void scale(int lo, int hi) {
    }
}
