package org.javadvm.benchmark;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * LU factorisation with partial pivoting of a dense n x n matrix stored by columns ({@code a[j]} is column j),
 * then the solve. Step k finds the pivot in column k and scales it (sequential, short), then updates every
 * later column in one parallel loop over columns k+1 .. n-1, which reads column k (REMOTE_ACCESS): about n
 * loops per factorisation over a shrinking range, the last ones only a few columns long.
 */
public class LuDvm implements Kernel {
    private final int n;
    private final double[][] original;
    @Distributed
    double[][] a;
    private final int[] pivot;
    private final double[] rhs;

    public LuDvm(int n) {
        this.n = n;
        original = new double[n][n];
        a = new double[n][n];
        pivot = new int[n];
        rhs = new double[n];
        java.util.Random random = new java.util.Random(1325);
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                original[j][i] = random.nextDouble() - 0.5;
            }
        }
    }

    @Override
    public void reset() {
        for (int j = 0; j < n; j++) {
            System.arraycopy(original[j], 0, a[j], 0, n);
        }
    }

    /** Swaps row {@code p} into row k of columns [j0, j1) and subtracts their multiple of column k below row k. */
    @ParallelLoop(on = "a", rank = 1, remoteAccess = "a")
    void eliminate(int j0, int j1, int k, int p) {
        double[] pivotColumn = a[k];
        for (int j = j0; j < j1; j++) {
            double[] col = a[j];
            double t = col[p];
            if (p != k) {
                col[p] = col[k];
                col[k] = t;
            }
            for (int i = k + 1; i < n; i++) {
                col[i] += t * pivotColumn[i];
            }
        }
    }

    /** Factorises a in place; a column without a non-zero pivot is skipped (the matrix is random: none is). */
    private void factorise() {
        for (int k = 0; k < n - 1; k++) {
            double[] col = a[k];
            int p = k;
            for (int i = k + 1; i < n; i++) {
                if (Math.abs(col[i]) > Math.abs(col[p])) {
                    p = i;
                }
            }
            pivot[k] = p;
            if (col[p] == 0) {
                continue;
            }
            double t = col[p];
            col[p] = col[k];
            col[k] = t;
            double scale = -1 / col[k];
            for (int i = k + 1; i < n; i++) {
                col[i] *= scale;
            }
            eliminate(k + 1, n, k, p);
        }
        pivot[n - 1] = n - 1;
    }

    /** Solves A x = b for b = A (1, 1, ..., 1) with the factors, into rhs. */
    private void solveFactored() {
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                sum += original[j][i];
            }
            rhs[i] = sum;
        }
        for (int k = 0; k < n - 1; k++) {
            int p = pivot[k];
            double t = rhs[p];
            rhs[p] = rhs[k];
            rhs[k] = t;
            for (int i = k + 1; i < n; i++) {
                rhs[i] += t * a[k][i];
            }
        }
        for (int k = n - 1; k >= 0; k--) {
            rhs[k] /= a[k][k];
            double t = -rhs[k];
            for (int i = 0; i < k; i++) {
                rhs[i] += t * a[k][i];
            }
        }
    }

    @Override
    public void solve(int factorisations) {
        for (int f = 0; f < factorisations; f++) {
            reset();
            factorise();
        }
        solveFactored();
    }

    @Override
    public double[] checksums() {
        double error = 0;
        for (double x : rhs) {
            error = Math.max(error, Math.abs(x - 1));
        }
        return new double[] {CgProblem.sum(rhs), error < 1e-8 ? 0 : error};
    }
}
