package org.javadvm.bad.redblack;

import static org.javadvm.Format.BLOCK;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Starts of stepped loops that pick other points on a part of the range than the whole loop picks there. */
public class RedBlackMisfits {
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] u;

    /** The offset ignores the bound: its parity is relative to where a part begins. */
    @ParallelLoop(on = "u")
    void offsetWithoutTheBound(int i0, int i1, int j0, int j1, int colour) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0 + (i + colour) % 2; j < j1; j += 2) {
                u[i][j] = 0;
            }
        }
    }

    /** % of a sum that may be negative: -1, a start before the bound. */
    @ParallelLoop(on = "u")
    void remainderOfANegativeSum(int i0, int i1, int j0, int j1, int colour) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0 + (i + j0 + colour) % 2; j < j1; j += 2) {
                u[i][j] = 0;
            }
        }
    }

    /** An absolute start: a part beginning further on would start before its bound. */
    @ParallelLoop(on = "u")
    void fixedStart(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = 1 + (i & 1); j < j1; j += 2) {
                u[i][j] = 0;
            }
        }
    }
}
