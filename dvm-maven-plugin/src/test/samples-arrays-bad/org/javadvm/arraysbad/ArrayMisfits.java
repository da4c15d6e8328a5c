package org.javadvm.arraysbad;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;

import static org.javadvm.ReductionOp.*;

/** Reductions over arrays that do not fit, one per method. */
public class ArrayMisfits {
    @Distributed
    double[] data = new double[10];
    @Distributed(alignWith = "data")
    double[] spread = new double[10];
    double[][] matrix = new double[2][2];
    double[] values = new double[3];
    String[] names = new String[3];
    boolean[] marks = new boolean[3];
    int at;
    final ReductionGroup group = new ReductionGroup();

    @ParallelLoop(on = "data")
    @Reduction(var = "matrix", op = SUM)
    void twoDimensional(int lo, int hi) {
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "spread", op = SUM)
    void distributedArray(int lo, int hi) {
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "values", op = MAXLOC, loc = "at")
    void located(int lo, int hi) {
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "values", op = SUM, group = "group")
    void grouped(int lo, int hi) {
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "values", op = AND)
    void bitwiseOnDoubles(int lo, int hi) {
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "names", op = SUM)
    void strings(int lo, int hi) {
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "marks", op = OR)
    void booleans(int lo, int hi) {
    }
}
