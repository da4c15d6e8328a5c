package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Compiled with --release 25 (class file 69): a record and a pattern-matching switch inside the woven body. */
public class Java25Sample {
    record Weight(int index, long factor) {
    }

    @Distributed
    long[] cells = new long[777];
    long total;

    @ParallelLoop(on = "cells")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void weigh(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            Object item = i % 3 == 0 ? new Weight(i, 3) : Integer.valueOf(i);
            long value = switch (item) {
                case Weight w when w.factor() > 2 -> w.index() * w.factor();
                case Weight w -> w.index();
                case Integer n -> n;
                default -> 0;
            };
            cells[i] = value;
            total += value;
        }
    }

    public static void main(String[] args) {
        var sample = new Java25Sample();
        sample.weigh(0, sample.cells.length);
        System.out.println("total=" + sample.total);
        System.out.println("cell776=" + sample.cells[776]);
    }
}
