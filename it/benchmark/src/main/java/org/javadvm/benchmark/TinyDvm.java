package org.javadvm.benchmark;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** The cost of a construct call itself: a loop over a few elements, called many times. */
public class TinyDvm implements Kernel {
    /** Loop calls per solve iteration. */
    static final int CALLS = 1000;
    private final int n;
    @Distributed
    double[] v;

    public TinyDvm(int n) {
        this.n = n;
        v = new double[n];
    }

    @Override
    public void reset() {
        java.util.Arrays.fill(v, 1);
    }

    @ParallelLoop(on = "v")
    void scale(int i0, int i1, double factor) {
        for (int i = i0; i < i1; i++) {
            v[i] = v[i] * factor + 1e-3;
        }
    }

    @Override
    public void solve(int iterations) {
        for (int it = 0; it < iterations; it++) {
            for (int c = 0; c < CALLS; c++) {
                scale(0, n, 0.5);
            }
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {CgProblem.sum(v)};
    }
}
