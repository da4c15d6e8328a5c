package org.javadvm.samples.nested;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;
import org.javadvm.TaskRegion;

/**
 * Constructs called inside other constructs that reduce into fields: declared by the caller (the sum reaches the
 * caller's copy), reduced by one task each (each its own field), or declared nowhere (every iteration writes the
 * field: refused on a grid, warned by the weaver).
 */
public class Nested {
    @Distributed
    double[] rows = new double[200];
    @Distributed
    double[] cells = new double[300];
    double t;
    double left;
    double right;
    double total;

    /** Declares t: each processor's calls of {@link #rowSum} add into its copy. */
    @ParallelLoop(on = "rows")
    @Reduction(var = "t", op = ReductionOp.SUM)
    void declared(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            rowSum(0, cells.length);
        }
    }

    /** Does not declare t: every iteration's call of {@link #rowSum} writes the field. */
    @ParallelLoop(on = "rows")
    void undeclared(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            rowSum(0, cells.length);
        }
    }

    /** Only the first iteration calls {@link #rowSum}: one writer, correct without a declaration. */
    @ParallelLoop(on = "rows")
    void once(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (i == 0) {
                rowSum(0, cells.length);
            }
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "t", op = ReductionOp.SUM)
    void rowSum(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            t += cells[j];
        }
    }

    /** Each of two tasks reduces into a field of its own. */
    @TaskRegion
    void halves(int t0, int t1) {
        for (int task = t0; task < t1; task++) {
            if (task == 0) {
                sumLeft(0, cells.length / 2);
            } else {
                sumRight(cells.length / 2, cells.length);
            }
        }
    }

    /** Every task adds into total, which the region does not declare. */
    @TaskRegion
    void everyTaskAdds(int t0, int t1) {
        for (int task = t0; task < t1; task++) {
            addAll(0, cells.length);
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "left", op = ReductionOp.SUM)
    void sumLeft(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            left += cells[j];
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "right", op = ReductionOp.SUM)
    void sumRight(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            right += cells[j];
        }
    }

    @ParallelLoop(on = "cells")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void addAll(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            total += cells[j];
        }
    }

    private static Nested filled() {
        Nested n = new Nested();
        for (int j = 0; j < n.cells.length; j++) {
            n.cells[j] = j % 7;
        }
        return n;
    }

    /** The correct variants. */
    public static String run() {
        Nested n = filled();
        n.declared(0, n.rows.length);
        String text = "declared " + n.t + "\n";
        n.t = 0;
        n.once(0, n.rows.length);
        text += "once " + n.t + "\n";
        n.halves(0, 2);
        return text + "halves " + n.left + " " + n.right + "\n";
    }

    /** Every iteration of a loop reduces into t, undeclared. */
    public static String undeclaredLoop() {
        Nested n = filled();
        n.undeclared(0, n.rows.length);
        return "undeclared " + n.t + "\n";
    }

    /** Every one of 20 tasks reduces into total, undeclared. */
    public static String undeclaredTasks() {
        Nested n = filled();
        n.everyTaskAdds(0, 20);
        return "everyTaskAdds " + n.total + "\n";
    }
}
