package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** Tasks that each call a SUM loop into total, which the task region does not declare. */
public class NestedTaskReduction {
    @Distributed
    double[] cells = new double[8];
    double total;

    @TaskRegion
    void tasks(int t0, int t1) {
        for (int task = t0; task < t1; task++) {
            addAll(0, 8); // expect DVM03 write total nested-reduction at=task1 related=write:15@task0
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "total", op = SUM)
    void addAll(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            total += cells[j];
        }
    }

    static void run() {
        NestedTaskReduction n = new NestedTaskReduction();
        java.util.Arrays.fill(n.cells, 1);
        n.tasks(0, 3);
    }
}
