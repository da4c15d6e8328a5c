package org.javadvm.bad;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** A subclass declaring a construct over the fields of its superclass. */
public class Inherits {
    static class Base {
        @Distributed
        double[] a = new double[10];
        double s;
    }

    static class Sub extends Base {
        @ParallelLoop(on = "a")
        @Reduction(var = "s", op = ReductionOp.SUM)
        void fill(int lo, int hi) {
            for (int i = lo; i < hi; i++) {
                s += a[i];
            }
        }
    }
}
