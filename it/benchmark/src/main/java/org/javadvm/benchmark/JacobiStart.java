package org.javadvm.benchmark;

/** The Jacobi problem both implementations solve: its starting values and its checksum. */
final class JacobiStart {
    private JacobiStart() {
    }

    /** Zero on the boundary, a smooth ramp inside. */
    static double value(int n, int i, int j) {
        return (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 0 : 1 + i * 0.5 + j * 0.25;
    }

    /** Sum in a fixed order, so that equal arrays give bit-equal sums whatever computed them. */
    static double sum(double[][] a) {
        double sum = 0;
        for (double[] row : a) {
            for (double v : row) {
                sum += v;
            }
        }
        return sum;
    }
}
