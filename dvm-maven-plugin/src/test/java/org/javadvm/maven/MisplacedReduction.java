package org.javadvm.maven;

import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Fixture: a reduction declared on a method that is no parallel construct. */
class MisplacedReduction {
    double sum;

    @Reduction(var = "sum", op = ReductionOp.SUM)
    void total() {
        sum = 1;
    }
}
