package org.javadvm.benchmark;

/**
 * The sparse system both CG implementations solve: the 5-point Laplacian on an m x m grid, shifted by
 * one on the diagonal so that it is well conditioned (eigenvalues in (1, 9)). CG then converges to
 * round-off in about 50 iterations, which keeps the solution, and so the checksum, insensitive to the
 * summation order of the parallel dot products.
 */
final class CgProblem {
    /** CG restarts from zero every so many iterations, so that residuals never sink into subnormals. */
    static final int RESTART = 50;

    final int size;
    /** Compressed sparse rows: row i holds entries rowStart[i] .. rowStart[i+1]-1. */
    final int[] rowStart;
    final int[] column;
    final double[] value;

    CgProblem(int m) {
        size = m * m;
        rowStart = new int[size + 1];
        column = new int[5 * size];
        double[] values = new double[5 * size];
        int k = 0;
        for (int gi = 0; gi < m; gi++) {
            for (int gj = 0; gj < m; gj++) {
                int row = gi * m + gj;
                rowStart[row] = k;
                // Columns in increasing order, as a CSR matrix read from a file would have them.
                if (gi > 0) { column[k] = row - m; values[k++] = -1; }
                if (gj > 0) { column[k] = row - 1; values[k++] = -1; }
                column[k] = row; values[k++] = 5;
                if (gj < m - 1) { column[k] = row + 1; values[k++] = -1; }
                if (gi < m - 1) { column[k] = row + m; values[k++] = -1; }
            }
        }
        rowStart[size] = k;
        value = values;
    }

    static double rightHandSide(int i) {
        return 1 + (i % 10) * 0.1;
    }

    static double sum(double[] x) {
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        return sum;
    }
}
