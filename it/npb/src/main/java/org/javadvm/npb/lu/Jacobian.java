package org.javadvm.npb.lu;

/**
 * The 5x5 blocks of the SSOR sweeps' matrices at one grid point (NPB's jacld and jacu, RNR-94-007 section 3):
 * the diagonal block, and the block coupling the point with its neighbour along one direction, from the
 * state {@code u} at that neighbour. Blocks are row-major {@code double[25]}: element {@code (m, n)} at
 * {@code 5 * m + n} multiplies component {@code n} of the neighbour's correction in equation {@code m}.
 * The blocks depend on {@code u} only, so each sweep computes them where it needs them.
 */
final class Jacobian {
    static final double C1 = 1.4;
    static final double C2 = 0.4;
    static final double C3 = 0.1;
    static final double C4 = 1.0;
    static final double C5 = 1.4;
    private static final double R43 = 4.0 / 3.0;
    private static final double C34 = C3 * C4;
    private static final double C1345 = C1 * C3 * C4 * C5;

    /** Directions: the momentum component each one carries. */
    static final int X = 1;
    static final int Y = 2;
    static final int Z = 3;

    private final double dt;
    /** Per direction (index X, Y, Z): 1/h^2, 1/(2h), and the second-difference dissipation coefficient. */
    private final double[] t1 = new double[4];
    private final double[] t2 = new double[4];
    private final double[] dissipation = new double[4];

    Jacobian(double dt, Grid grid) {
        this.dt = dt;
        t1[X] = grid.tx1;
        t1[Y] = grid.ty1;
        t1[Z] = grid.tz1;
        t2[X] = grid.tx2;
        t2[Y] = grid.ty2;
        t2[Z] = grid.tz2;
        dissipation[X] = Grid.DX;
        dissipation[Y] = Grid.DY;
        dissipation[Z] = Grid.DZ;
    }

    /** The diagonal block at the point whose state is {@code u[at .. at + 4]}, with {@code rho = 1 / u[at]}. */
    void diagonal(double[] d, double[] u, int at, double rho) {
        double tmp1 = rho;
        double tmp2 = tmp1 * tmp1;
        double tmp3 = tmp1 * tmp2;
        double tx1 = t1[X];
        double ty1 = t1[Y];
        double tz1 = t1[Z];
        double damping = dt * 2.0 * (tx1 * dissipation[X] + ty1 * dissipation[Y] + tz1 * dissipation[Z]);
        java.util.Arrays.fill(d, 0.0);
        d[0] = 1.0 + damping;
        for (int r = 1; r <= 3; r++) {
            double weights = tx1 * (r == X ? R43 : 1.0) + ty1 * (r == Y ? R43 : 1.0) + tz1 * (r == Z ? R43 : 1.0);
            d[5 * r] = -dt * 2.0 * weights * C34 * tmp2 * u[at + r];
            d[6 * r] = 1.0 + dt * 2.0 * C34 * tmp1 * weights + damping;
        }
        double energy = 0.0;
        for (int r = 1; r <= 3; r++) {
            double weights = tx1 * heat(r, X) + ty1 * heat(r, Y) + tz1 * heat(r, Z);
            energy += weights * (u[at + r] * u[at + r]);
            d[20 + r] = dt * 2.0 * tmp2 * u[at + r] * weights;
        }
        d[20] = -dt * 2.0 * (energy * tmp3 + (tx1 + ty1 + tz1) * C1345 * tmp2 * u[at + 4]);
        d[24] = 1.0 + dt * 2.0 * (tx1 + ty1 + tz1) * C1345 * tmp1 + damping;
    }

    /** The viscous energy coefficient of momentum component {@code r} in direction {@code direction}. */
    private static double heat(int r, int direction) {
        return r == direction ? R43 * C34 - C1345 : C34 - C1345;
    }

    /**
     * The block coupling a point with its neighbour along {@code direction} (X, Y or Z), from the neighbour's
     * state {@code u[at .. at + 4]}, {@code rho = 1 / u[at]} and {@code qs} (its kinetic energy density):
     * {@code sign} -1 for the neighbour before (the lower sweep's), +1 for the one after (the upper sweep's).
     */
    void neighbour(double[] out, int direction, double sign, double[] u, int at, double rho, double qs) {
        int q = direction;
        double tmp1 = rho;
        double tmp2 = tmp1 * tmp1;
        double tmp3 = tmp1 * tmp2;
        double flux = sign * dt * t2[q];
        double viscous = dt * t1[q];
        double damping = viscous * dissipation[q];
        double uq = u[at + q];
        double u4 = u[at + 4];
        java.util.Arrays.fill(out, 0.0);
        out[0] = -damping;
        out[q] = flux;
        for (int r = 1; r <= 3; r++) {
            double ur = u[at + r];
            if (r != q) {
                out[5 * r] = flux * (-(ur * uq) * tmp2) - viscous * (-C34 * tmp2 * ur);
                out[6 * r] = flux * (uq * tmp1) - viscous * (C34 * tmp1) - damping;
                out[5 * r + q] = flux * (ur * tmp1);
                out[5 * q + r] = flux * (-C2 * (ur * tmp1));
                out[20 + r] = flux * (-C2 * (ur * uq) * tmp2) - viscous * (C34 - C1345) * tmp2 * ur;
            }
        }
        out[5 * q] = flux * (-(uq * tmp1) * (uq * tmp1) + C2 * qs * tmp1) - viscous * (-R43 * C34 * tmp2 * uq);
        out[6 * q] = flux * ((2.0 - C2) * (uq * tmp1)) - viscous * (R43 * C34 * tmp1) - damping;
        out[5 * q + 4] = flux * C2;
        double energy = 0.0;
        for (int r = 1; r <= 3; r++) {
            energy -= heat(r, q) * tmp3 * (u[at + r] * u[at + r]);
        }
        out[20] = flux * ((C2 * 2.0 * qs - C1 * u4) * (uq * tmp2)) - viscous * (energy - C1345 * tmp2 * u4);
        out[20 + q] = flux * (C1 * (u4 * tmp1) - C2 * (qs * tmp1 + uq * uq * tmp2))
                - viscous * (R43 * C34 - C1345) * tmp2 * uq;
        out[24] = flux * (C1 * (uq * tmp1)) - viscous * C1345 * tmp1 - damping;
    }

    /**
     * Solves {@code block * x = b} for the 5x5 {@code block} by Gaussian elimination without pivoting (the
     * blocks are diagonally dominant), {@code b} given and {@code x} returned in {@code rhs}; {@code block} is
     * overwritten.
     */
    static void solve(double[] block, double[] rhs) {
        for (int p = 0; p < 4; p++) {
            double inverse = 1.0 / block[6 * p];
            for (int r = p + 1; r < 5; r++) {
                double factor = inverse * block[5 * r + p];
                for (int c = p + 1; c < 5; c++) {
                    block[5 * r + c] = block[5 * r + c] - factor * block[5 * p + c];
                }
                rhs[r] = rhs[r] - rhs[p] * factor;
            }
        }
        for (int r = 4; r >= 0; r--) {
            double value = rhs[r];
            for (int c = r + 1; c < 5; c++) {
                value = value - block[5 * r + c] * rhs[c];
            }
            rhs[r] = value / block[6 * r];
        }
    }
}
