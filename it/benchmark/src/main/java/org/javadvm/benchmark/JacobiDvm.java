package org.javadvm.benchmark;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

import static org.javadvm.Format.BLOCK;

/**
 * Jacobi 2D relaxation declared for Java-DVM: run un-woven it is the plain sequential program (variant a),
 * woven it runs on the processor grid given by {@code dvm.procs} (variants b and c).
 */
public class JacobiDvm implements Kernel {
    private final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double eps;

    public JacobiDvm(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
    }

    @Override
    public void reset() {
        init(0, n, 0, n);
    }

    @ParallelLoop(on = "a")
    void init(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = JacobiStart.value(n, i, j);
                b[i][j] = 0;
            }
        }
    }

    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                if (Seed.INTERIOR && i == n / 3 && j == n / 3) {
                    b[i][j] = a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]; // seeded: the division forgotten
                } else {
                    b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
                }
            }
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "eps", op = ReductionOp.MAX)
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                eps = Seed.REDUCTION ? eps + Math.abs(b[i][j] - a[i][j]) // seeded: a sum where MAX is declared
                        : Math.max(eps, Math.abs(b[i][j] - a[i][j]));
                a[i][j] = b[i][j];
            }
        }
    }

    @Override
    public void solve(int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++) {
            eps = 0;
            relax(1, n - 1, 1, n - 1);
            update(1, n - 1, 1, n - 1);
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {JacobiStart.sum(a), eps};
    }
}
