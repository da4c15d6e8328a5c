package org.javadvm.npb.lu;

/**
 * The flux differences of the Navier-Stokes operator at one grid point along one direction (NPB's rhs and
 * erhs, RNR-94-007 section 3): the central difference of the inviscid flux, the viscous flux and
 * second-difference terms, and the fourth-difference dissipation (one-sided next to the boundary). The
 * caller hands the states of the five points {@code p-2 .. p+2} along the direction in {@code line}
 * ({@code line[5 * (s + 2) + m]} is component {@code m} at {@code p + s}; points off the grid are never read),
 * and {@code 1 / rho} and the kinetic energy density {@code qs} at {@code p-1 .. p+1}.
 */
final class Fluxes {
    private static final double R43 = 4.0 / 3.0;
    private static final double C1 = Jacobian.C1;
    private static final double C2 = Jacobian.C2;
    private static final double C3 = Jacobian.C3;
    private static final double C4 = Jacobian.C4;
    private static final double C5 = Jacobian.C5;

    private final double[] t1 = new double[4];
    private final double[] t2 = new double[4];
    private final double[] t3 = new double[4];
    private final double[] dissipation = new double[4];

    Fluxes(Grid grid) {
        t1[Jacobian.X] = grid.tx1;
        t1[Jacobian.Y] = grid.ty1;
        t1[Jacobian.Z] = grid.tz1;
        t2[Jacobian.X] = grid.tx2;
        t2[Jacobian.Y] = grid.ty2;
        t2[Jacobian.Z] = grid.tz2;
        t3[Jacobian.X] = grid.tx3;
        t3[Jacobian.Y] = grid.ty3;
        t3[Jacobian.Z] = grid.tz3;
        dissipation[Jacobian.X] = Grid.DX;
        dissipation[Jacobian.Y] = Grid.DY;
        dissipation[Jacobian.Z] = Grid.DZ;
    }

    /**
     * Adds to {@code target[at .. at + 4]} the flux differences along direction {@code q} (X, Y or Z) at
     * position {@code p} of the {@code n} points along it ({@code 1 <= p <= n - 2}).
     */
    void add(double[] target, int at, double[] line, double[] rho, double[] qs, int q, int p, int n) {
        double t1q = t1[q];
        double t2q = t2[q];
        double t3q = t3[q];
        double dq = dissipation[q];
        for (int m = 0; m < 5; m++) {
            target[at + m] = target[at + m] - t2q * (inviscid(line, rho, qs, q, 1, m) - inviscid(line, rho, qs, q, -1, m));
        }
        target[at] = target[at] + dq * t1q * (line[5] - 2.0 * line[10] + line[15]);
        for (int m = 1; m < 5; m++) {
            target[at + m] = target[at + m] + t3q * C3 * C4 * (viscous(line, rho, q, 1, m) - viscous(line, rho, q, 0, m))
                    + dq * t1q * (line[5 + m] - 2.0 * line[10 + m] + line[15 + m]);
        }
        for (int m = 0; m < 5; m++) {
            double before2 = p >= 2 ? line[m] : 0.0;
            double before = line[5 + m];
            double here = line[10 + m];
            double after = line[15 + m];
            double after2 = p <= n - 3 ? line[20 + m] : 0.0;
            double fourth;
            if (p == 1) {
                fourth = 5.0 * here - 4.0 * after + after2;
            } else if (p == 2) {
                fourth = -4.0 * before + 6.0 * here - 4.0 * after + after2;
            } else if (p == n - 3) {
                fourth = before2 - 4.0 * before + 6.0 * here - 4.0 * after;
            } else if (p == n - 2) {
                fourth = before2 - 4.0 * before + 5.0 * here;
            } else {
                fourth = before2 - 4.0 * before + 6.0 * here - 4.0 * after + after2;
            }
            target[at + m] = target[at + m] - Grid.DSSP * fourth;
        }
    }

    /** Component {@code m} of the inviscid flux along {@code q} at {@code p + s}. */
    private static double inviscid(double[] line, double[] rho, double[] qs, int q, int s, int m) {
        int base = 5 * (s + 2);
        double velocity = line[base + q] * rho[s + 1];
        double kinetic = qs[s + 1];
        if (m == 0) {
            return line[base + q];
        }
        if (m == 4) {
            return (C1 * line[base + 4] - C2 * kinetic) * velocity;
        }
        return m == q ? line[base + m] * velocity + C2 * (line[base + 4] - kinetic) : line[base + m] * velocity;
    }

    /** Component {@code m} (1..4) of the viscous flux along {@code q} between {@code p + s - 1} and {@code p + s}. */
    private double viscous(double[] line, double[] rho, int q, int s, int m) {
        int a = 5 * (s + 2);
        int b = a - 5;
        double rhoA = rho[s + 1];
        double rhoB = rho[s];
        double t3q = t3[q];
        if (m < 4) {
            double difference = rhoA * line[a + m] - rhoB * line[b + m];
            return m == q ? R43 * t3q * difference : t3q * difference;
        }
        double squaresA = 0.0;
        double squaresB = 0.0;
        for (int r = 1; r <= 3; r++) {
            double va = rhoA * line[a + r];
            double vb = rhoB * line[b + r];
            squaresA += va * va;
            squaresB += vb * vb;
        }
        double vaq = rhoA * line[a + q];
        double vbq = rhoB * line[b + q];
        return 0.50 * (1.0 - C1 * C5) * t3q * (squaresA - squaresB)
                + (1.0 / 6.0) * t3q * (vaq * vaq - vbq * vbq)
                + C1 * C5 * t3q * (rhoA * line[a + 4] - rhoB * line[b + 4]);
    }
}
