package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

import static org.javadvm.Format.BLOCK;

/** Jacobi 2D: shadow renewal, alignment, a MAX reduction on an instance field. */
public class Jacobi {
    final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double eps;

    Jacobi(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
        init(0, n, 0, n);
    }

    @ParallelLoop(on = "a")
    void init(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 0 : 1 + i * 0.5 + j * 0.25;
                b[i][j] = 0;
            }
        }
    }

    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
            }
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "eps", op = ReductionOp.MAX)
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                eps = Math.max(eps, Math.abs(b[i][j] - a[i][j]));
                a[i][j] = b[i][j];
            }
        }
    }

    public static String run() {
        Jacobi jacobi = new Jacobi(37);
        StringBuilder out = new StringBuilder();
        for (int it = 0; it < 6; it++) {
            jacobi.eps = 0;
            jacobi.relax(1, jacobi.n - 1, 1, jacobi.n - 1);
            jacobi.update(1, jacobi.n - 1, 1, jacobi.n - 1);
            out.append("eps").append(it).append('=').append(jacobi.eps).append('\n');
        }
        double sum = 0;
        for (double[] row : jacobi.a) {
            for (double v : row) {
                sum += v;
            }
        }
        return out.append("checksum=").append(sum).append('\n').toString();
    }
}
