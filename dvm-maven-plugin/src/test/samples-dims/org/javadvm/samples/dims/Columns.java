package org.javadvm.samples.dims;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Loops along the columns of column-distributed matrices: alone, shifted through an alignment, and transposed. */
public class Columns {
    @Distributed(format = {WHOLE, BLOCK}, shadow = {0, 1})
    double[][] c;
    /** d(r, k) lives with c(r, k + 1). */
    @Distributed(alignWith = "c", alignOffset = {0, 1})
    double[][] d;
    @Distributed(format = {BLOCK, BLOCK})
    long[][] m;
    double total;

    @ParallelLoop(on = "c", dims = 1)
    void fill(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            c[0][k] = Math.cos(k * 0.3);
            c[1][k] = Math.sin(k * 0.7) / (k + 1);
        }
    }

    /** Iteration k runs with d(*, k + 1), that is c(*, k + 2). */
    @ParallelLoop(on = "d", dims = 1, offset = 1, shadowRenew = "c")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void shifted(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            d[0][k + 1] = c[0][k + 1] + c[0][k + 2] + c[0][k + 3];
            d[1][k + 1] = c[1][k + 2] * 2;
            total += d[0][k + 1];
        }
    }

    /** The outer loop runs along the columns: iteration (j, i) is element (i, j). */
    @ParallelLoop(on = "m", dims = {1, 0})
    void transposed(int j0, int j1, int i0, int i1) {
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                m[i][j] = 100L * i + j + (j > 0 ? 1 : 0);
            }
        }
    }

    public static String run() {
        Columns s = new Columns();
        int n = 23;
        s.c = new double[2][n];
        s.d = new double[2][n];
        s.m = new long[7][9];
        s.fill(0, n);
        s.shifted(0, n - 3);
        s.transposed(0, 9, 0, 7);
        StringBuilder out = new StringBuilder();
        long check = 0;
        for (int i = 0; i < 7; i++) {
            for (int j = 0; j < 9; j++) {
                check = check * 31 + s.m[i][j];
            }
        }
        double sum = 0;
        for (int k = 0; k < n; k++) {
            sum += s.d[0][k] * (k + 1) + s.d[1][k];
        }
        out.append("total=").append(s.total).append('\n');
        out.append("weighted=").append(sum).append('\n');
        out.append("m=").append(check);
        return out.toString();
    }
}
