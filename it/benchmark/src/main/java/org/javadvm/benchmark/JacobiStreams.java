package org.javadvm.benchmark;

import java.util.stream.IntStream;

/** Jacobi 2D as idiomatic Java: rows in parallel with parallel streams on the common pool (variant d). */
public class JacobiStreams implements Kernel {
    private final int n;
    private final double[][] a;
    private final double[][] b;
    private double eps;

    public JacobiStreams(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
    }

    @Override
    public void reset() {
        IntStream.range(0, n).parallel().forEach(i -> {
            for (int j = 0; j < n; j++) {
                a[i][j] = JacobiStart.value(n, i, j);
                b[i][j] = 0;
            }
        });
    }

    @Override
    public void solve(int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++) {
            IntStream.range(1, n - 1).parallel().forEach(this::relaxRow);
            eps = IntStream.range(1, n - 1).parallel().mapToDouble(this::updateRow).max().orElse(0);
        }
    }

    private void relaxRow(int i) {
        for (int j = 1; j < n - 1; j++) {
            b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
        }
    }

    /** Copies row {@code i} of b into a and returns the row's largest change. */
    private double updateRow(int i) {
        double rowEps = 0;
        for (int j = 1; j < n - 1; j++) {
            rowEps = Math.max(rowEps, Math.abs(b[i][j] - a[i][j]));
            a[i][j] = b[i][j];
        }
        return rowEps;
    }

    @Override
    public double[] checksums() {
        return new double[] {JacobiStart.sum(a), eps};
    }
}
