package org.javadvm.bad;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * One bad element of a rank-2 declaration (one shadow width): reported once, against the field; the loops on the
 * array are checked as usual, so that their own misfits show and the correct ones say nothing.
 */
public class BadShadow {
    @Distributed(shadow = {1})
    double[][] grid = new double[8][8];
    @Distributed(alignWith = "grid")
    double[][] next = new double[8][8];
    @Distributed
    String notAnArray;
    @Distributed(alignWith = "notAnArray")
    double[] follower = new double[8];
    String label;

    @ParallelLoop(on = "next", shadowRenew = "grid")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                next[i][j] = (grid[i - 1][j] + grid[i + 1][j]) / 2;
            }
        }
    }

    @ParallelLoop(on = "grid", across = "grid")
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                grid[i][j] += grid[i - 1][j];
            }
        }
    }

    @ParallelLoop(on = "grid")
    @Reduction(var = "label", op = ReductionOp.SUM)
    void labelled(int i0, int i1, int j0, int j1) {
    }

    @ParallelLoop(on = "grid")
    void fewBounds(int i0, int i1) {
    }

    @ParallelLoop(on = "notAnArray")
    void onTheRefused(int lo, int hi) {
    }
}
