package org.javadvm.npb.lu;

/**
 * LU's prescribed exact solution (NAS report RNR-94-007, section 3): each of the five components is a
 * polynomial of degree four in each of the normalised coordinates xi, eta and zeta in [0, 1], with NPB's
 * table of thirteen coefficients per component. It gives the boundary values, the initial field (by
 * interpolation between opposite faces), the forcing term and the error of the final solution.
 */
final class Exact {
    /**
     * Per component: the constant, the linear coefficients of xi, eta, zeta, then the quadratic, cubic and
     * quartic ones, each for xi, eta and zeta in turn (NPB's ce(m, 1..13)).
     */
    private static final double[][] CE = {
            {2.0, 0.0, 0.0, 4.0, 5.0, 3.0, 0.5, 0.02, 0.01, 0.03, 0.5, 0.4, 0.3},
            {1.0, 0.0, 0.0, 0.0, 1.0, 2.0, 3.0, 0.01, 0.03, 0.02, 0.4, 0.3, 0.5},
            {2.0, 2.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.04, 0.03, 0.05, 0.3, 0.5, 0.4},
            {2.0, 2.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.03, 0.05, 0.04, 0.2, 0.1, 0.3},
            {5.0, 4.0, 3.0, 2.0, 0.1, 0.4, 0.3, 0.05, 0.04, 0.03, 0.1, 0.3, 0.2},
    };

    private final int nx;
    private final int ny;
    private final int nz;

    Exact(int nx, int ny, int nz) {
        this.nx = nx;
        this.ny = ny;
        this.nz = nz;
    }

    /** The five components at grid point {@code (i, j, k)} (0-based) into {@code out[at .. at + 4]}. */
    void at(int i, int j, int k, double[] out, int at) {
        double xi = (double) i / (nx - 1);
        double eta = (double) j / (ny - 1);
        double zeta = (double) k / (nz - 1);
        for (int m = 0; m < 5; m++) {
            double[] c = CE[m];
            out[at + m] = c[0]
                    + (c[1] + (c[4] + (c[7] + c[10] * xi) * xi) * xi) * xi
                    + (c[2] + (c[5] + (c[8] + c[11] * eta) * eta) * eta) * eta
                    + (c[3] + (c[6] + (c[9] + c[12] * zeta) * zeta) * zeta) * zeta;
        }
    }
}
