package org.javadvm.bad.descending;

import static org.javadvm.Format.BLOCK;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Every misuse of descending, one per method. */
public class DescendingMisfits {
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;

    @ParallelLoop(on = "a", across = "a", descending = 2)
    void beyondTheRank(int i0, int i1, int j0, int j1) {
        a[i0][j0] = 1;
    }

    @ParallelLoop(on = "a", across = "a", descending = -1)
    void negative(int i0, int i1, int j0, int j1) {
        a[i0][j0] = 1;
    }

    @ParallelLoop(on = "a", rank = 1, across = "a", descending = {0, 0})
    void twice(int i0, int i1) {
        a[i0][0] = 1;
    }
}
