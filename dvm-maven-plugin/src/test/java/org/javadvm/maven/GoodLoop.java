package org.javadvm.maven;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Fixture: a parallel loop the weaver accepts. */
class GoodLoop {
    @Distributed
    double[] values = new double[8];

    @ParallelLoop(on = "values")
    void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            values[i] *= 2;
        }
    }
}
