package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/**
 * NestedLoopReduction and NestedTaskReduction fixed: the loop declares t, so each iteration's call adds into the
 * processor's copy; each task reduces into a field of its own.
 */
public class FixedNestedReduction {
    @Distributed
    double[] rows = new double[4];
    @Distributed
    double[] cells = new double[8];
    double t;
    double left;
    double right;

    @ParallelLoop(on = "rows")
    @Reduction(var = "t", op = SUM)
    void outer(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            inner(0, 8);
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "t", op = SUM)
    void inner(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            t += cells[j];
        }
    }

    @TaskRegion
    void halves(int t0, int t1) {
        for (int task = t0; task < t1; task++) {
            if (task == 0) {
                sumLeft(0, 4);
            } else {
                sumRight(4, 8);
            }
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "left", op = SUM)
    void sumLeft(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            left += cells[j];
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "right", op = SUM)
    void sumRight(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            right += cells[j];
        }
    }

    static void run() {
        FixedNestedReduction n = new FixedNestedReduction();
        java.util.Arrays.fill(n.cells, 1);
        n.outer(0, 4);
        n.halves(0, 2);
    }
}
