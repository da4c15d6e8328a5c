package org.javadvm.demo;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

import static org.javadvm.Format.BLOCK;

/**
 * {@link Jacobi} with two declarations missing, as they are easily forgotten: relax does not renew a's
 * shadow edges, and update does not declare eps a MAX reduction. Run sequentially (or on shared memory)
 * it computes the same numbers as Jacobi; dynamic control reports both mistakes.
 */
public class JacobiWithBugs {
    final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double eps;

    public JacobiWithBugs(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
        init(0, n, 0, n);
    }

    @ParallelLoop(on = "a")
    void init(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                a[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 0 : 1 + i + j;
    }

    /** Missing: shadowRenew = "a". */
    @ParallelLoop(on = "b")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
    }

    /** Missing: @Reduction(var = "eps", op = MAX). */
    @ParallelLoop(on = "a")
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++) {
                eps = Math.max(eps, Math.abs(b[i][j] - a[i][j]));
                a[i][j] = b[i][j];
            }
    }

    public double solve(int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++) {
            eps = 0;
            relax(1, n - 1, 1, n - 1);
            update(1, n - 1, 1, n - 1);
        }
        return eps;
    }
}
