package org.javadvm.benchmark;

import java.util.Random;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * Sparse matrix times vector, repeated: y = A x with A's entries stored row by row (row pointer, column
 * index, value), the rows' columns random, so that x is read indirectly anywhere (REMOTE_ACCESS). Each
 * product is one parallel loop over the rows of y.
 */
public class SparseDvm implements Kernel {
    private final int size;
    private final int[] rowStart;
    private final int[] column;
    private final double[] value;
    @Distributed
    double[] y;
    @Distributed(alignWith = "y")
    double[] x;

    /** {@code size} rows and columns, five entries per row at random columns. */
    public SparseDvm(int size) {
        this.size = size;
        int perRow = 5;
        rowStart = new int[size + 1];
        column = new int[size * perRow];
        value = new double[size * perRow];
        Random random = new Random(7);
        for (int i = 0; i < size; i++) {
            rowStart[i] = i * perRow;
            for (int k = i * perRow; k < (i + 1) * perRow; k++) {
                column[k] = random.nextInt(size);
                value[k] = random.nextDouble();
            }
        }
        rowStart[size] = size * perRow;
        y = new double[size];
        x = new double[size];
    }

    @Override
    public void reset() {
        for (int i = 0; i < size; i++) {
            x[i] = i % 13 * 0.1;
            y[i] = 0;
        }
    }

    @ParallelLoop(on = "y", remoteAccess = "x")
    void multiply(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            double s = 0;
            for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                s += value[k] * x[column[k]];
            }
            y[i] += s;
        }
    }

    @Override
    public void solve(int products) {
        for (int p = 0; p < products; p++) {
            multiply(0, size);
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {CgProblem.sum(y)};
    }
}
