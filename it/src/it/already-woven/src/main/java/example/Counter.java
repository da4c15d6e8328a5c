package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

public class Counter {
    @Distributed
    int[] cells = new int[64];
    long total;

    @ParallelLoop(on = "cells")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            cells[i] = i;
            total += i;
        }
    }
}
