package org.javadvm.samples.stride;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * A fine grid, a coarse grid on its even points (DVM's ALIGN c(i) WITH f(2*i)) and a coarser one on every third
 * coarse point shifted by one (coarser(i) with coarse(3i + 1), that is fine(6i + 2)): restriction onto the
 * coarse grids and prolongation back, each loop ON the grid it writes. Each iteration also records the
 * processor thread that ran it, which must own the iteration's template element.
 */
public class Coarsen {
    static final int N = 50;
    @Distributed(format = {BLOCK, WHOLE}, shadow = {1, 0})
    double[][] fine = new double[N][3];
    @Distributed(alignWith = "fine", alignStride = {2, 1}, shadow = {1, 0})
    double[][] coarse = new double[N / 2][3];
    @Distributed(alignWith = "coarse", alignStride = {3, 1}, alignOffset = {1, 0})
    double[][] coarser = new double[8][3];
    String[] ranBy = new String[N];

    @ParallelLoop(on = "fine", rank = 1)
    void initialise(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            for (int k = 0; k < 3; k++) {
                fine[i][k] = Math.sin(0.37 * i + k);
            }
        }
    }

    @ParallelLoop(on = "coarse", rank = 1, shadowRenew = "fine")
    void restrict(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            ranBy[i] = Thread.currentThread().getName();
            for (int k = 0; k < 3; k++) {
                coarse[i][k] = 0.25 * fine[2 * i - 1][k] + 0.5 * fine[2 * i][k] + 0.25 * fine[2 * i + 1][k];
            }
        }
    }

    @ParallelLoop(on = "coarser", rank = 1, offset = {1})
    void sample(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            for (int k = 0; k < 3; k++) {
                coarser[i + 1][k] = coarse[3 * (i + 1) + 1][k];
            }
        }
    }

    @ParallelLoop(on = "fine", rank = 1, shadowRenew = "coarse")
    void prolong(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            for (int k = 0; k < 3; k++) {
                fine[i][k] += i % 2 == 0 ? coarse[i / 2][k] : 0.5 * (coarse[i / 2][k] + coarse[i / 2 + 1][k]);
            }
        }
    }

    public static String run() {
        Coarsen grids = new Coarsen();
        grids.initialise(0, N);
        grids.restrict(1, N / 2 - 1);
        grids.sample(0, 6);
        grids.prolong(2, N - 2);
        StringBuilder out = new StringBuilder();
        double fineSum = 0;
        for (double[] row : grids.fine) {
            fineSum += row[0] + row[1] + row[2];
        }
        out.append("fine=").append(fineSum).append('\n');
        for (int i = 1; i < 7; i++) {
            out.append("coarser").append(i).append('=').append(grids.coarser[i][2]).append('\n');
        }
        for (int i = 1; i < N / 2 - 1; i++) {
            out.append("ranBy").append(i).append('=').append(grids.ranBy[i]).append('\n');
        }
        return out.toString();
    }
}
