package org.javadvm.demo;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.ReductionOp.MAX;

/**
 * Jacobi relaxation on an n x n grid, the README's example. Without weaving this is an ordinary
 * sequential program; woven, each loop runs on the processor grid, every processor on its own block.
 */
public class Jacobi {
    final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double eps;

    public Jacobi(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
        init(0, n, 0, n);
    }

    /** Zero on the boundary, a ramp inside. */
    @ParallelLoop(on = "a")
    void init(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                a[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 0 : 1 + i + j;
    }

    /** b = average of a's four neighbours; a's shadow edges are renewed first. */
    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
    }

    /** a = b, and eps = the largest change, combined over all processors. */
    @ParallelLoop(on = "a")
    @Reduction(var = "eps", op = MAX)
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++) {
                eps = Math.max(eps, Math.abs(b[i][j] - a[i][j]));
                a[i][j] = b[i][j];
            }
    }

    /** Runs the sweeps and returns the last sweep's largest change. */
    public double solve(int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++) {
            eps = 0;
            relax(1, n - 1, 1, n - 1);
            update(1, n - 1, 1, n - 1);
        }
        return eps;
    }

    /** Sum of a's elements in a fixed order (sequential code: it runs once, wherever a lives). */
    public double checksum() {
        double sum = 0;
        for (double[] row : a)
            for (double v : row)
                sum += v;
        return sum;
    }
}
