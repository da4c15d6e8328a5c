package org.javadvm.benchmark;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

/**
 * Successive over-relaxation, red-black ordered: each sweep is two half-sweeps (the cells with i + j even,
 * then the odd ones), each a parallel loop over rows that reads its neighbours' shadow rows. A small grid and
 * many sweeps: short loops called often.
 */
public class SorDvm implements Kernel {
    private static final double OMEGA = 1.25;
    private final int n;
    @Distributed(format = {BLOCK, WHOLE}, shadow = {1, 0})
    double[][] g;

    public SorDvm(int n) {
        this.n = n;
        g = new double[n][n];
    }

    @Override
    public void reset() {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                g[i][j] = JacobiStart.value(n, i, j) + ((i * 7 + j * 3) % 11) * 0.01;
            }
        }
    }

    /** Relaxes the cells of rows [i0, i1) whose i + j has the parity {@code colour}. */
    @ParallelLoop(on = "g", rank = 1, shadowRenew = "g")
    void halfSweep(int i0, int i1, int colour) {
        for (int i = i0; i < i1; i++) {
            double[] above = g[i - 1];
            double[] row = g[i];
            double[] below = g[i + 1];
            for (int j = 1 + ((i + 1 + colour) & 1); j < n - 1; j += 2) {
                row[j] = OMEGA * 0.25 * (above[j] + below[j] + row[j - 1] + row[j + 1]) + (1 - OMEGA) * row[j];
            }
        }
    }

    @Override
    public void solve(int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++) {
            halfSweep(1, n - 1, 0);
            halfSweep(1, n - 1, 1);
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {JacobiStart.sum(g)};
    }
}
