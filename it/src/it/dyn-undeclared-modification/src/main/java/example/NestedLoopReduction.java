package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/**
 * A loop whose body calls a SUM loop into t without declaring t: each iteration's call reduces into the field
 * itself, so on a grid the processors' results overwrite one another.
 */
public class NestedLoopReduction {
    @Distributed
    double[] rows = new double[4];
    @Distributed
    double[] cells = new double[8];
    double t;

    @ParallelLoop(on = "rows")
    void outer(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            inner(0, 8); // expect DVM03 write t nested-reduction at=(1) related=write:20@(0)
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "t", op = SUM)
    void inner(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            t += cells[j];
        }
    }

    static void run() {
        NestedLoopReduction n = new NestedLoopReduction();
        java.util.Arrays.fill(n.cells, 1);
        n.outer(0, 4);
    }
}
