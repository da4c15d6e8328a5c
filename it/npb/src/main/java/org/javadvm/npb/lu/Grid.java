package org.javadvm.npb.lu;

/**
 * The grid's spacing and the difference coefficients derived from it (NPB's setcoeff): {@code n} points per
 * dimension on the unit cube, spacing {@code h = 1 / (n - 1)}; per direction {@code t1 = 1/h^2},
 * {@code t2 = 1/(2h)}, {@code t3 = 1/h}; the second-difference dissipation coefficients {@code DX}, {@code DY},
 * {@code DZ}; and the fourth-difference dissipation {@code DSSP}, a quarter of their largest.
 */
final class Grid {
    static final double DX = 0.75;
    static final double DY = 0.75;
    static final double DZ = 1.0;
    static final double DSSP = Math.max(DX, Math.max(DY, DZ)) / 4.0;

    final int nx;
    final int ny;
    final int nz;
    final double dxi;
    final double deta;
    final double dzeta;
    final double tx1;
    final double tx2;
    final double tx3;
    final double ty1;
    final double ty2;
    final double ty3;
    final double tz1;
    final double tz2;
    final double tz3;

    Grid(int nx, int ny, int nz) {
        if (nx < 5 || ny < 5 || nz < 5) {
            throw new IllegalArgumentException("LU needs at least 5 points per dimension, not " + nx + "x" + ny + "x" + nz);
        }
        this.nx = nx;
        this.ny = ny;
        this.nz = nz;
        dxi = 1.0 / (nx - 1);
        deta = 1.0 / (ny - 1);
        dzeta = 1.0 / (nz - 1);
        tx1 = 1.0 / (dxi * dxi);
        tx2 = 1.0 / (2.0 * dxi);
        tx3 = 1.0 / dxi;
        ty1 = 1.0 / (deta * deta);
        ty2 = 1.0 / (2.0 * deta);
        ty3 = 1.0 / deta;
        tz1 = 1.0 / (dzeta * dzeta);
        tz2 = 1.0 / (2.0 * dzeta);
        tz3 = 1.0 / dzeta;
    }
}
