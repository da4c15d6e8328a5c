package org.javadvm.npb.lu;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.javadvm.ReductionOp.SUM;

import java.util.Arrays;
import java.util.Locale;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ShadowGroup;
import org.javadvm.npb.ProblemClass;
import org.javadvm.npb.ResultBlock;
import org.javadvm.npb.Timer;
import org.javadvm.npb.Verification;

/**
 * NPB LU: the pseudo-application that solves the steady 3-D compressible Navier-Stokes equations on the unit
 * cube with symmetric successive over-relaxation (NAS report RNR-94-007, section 3; NAS-95-020). The exact
 * solution is prescribed ({@link Exact}); the forcing term {@code frct} is the operator applied to it, so the
 * residual {@code rsd = L(u) - frct} vanishes there. Each SSOR iteration scales the residual by the time step,
 * solves the block lower triangular system in one sweep from the corner (0, 0, 0) and the block upper
 * triangular one in a sweep from the opposite corner, adds the correction to {@code u} and recomputes the
 * residual. The run verifies the RMS norms of the residual and of the error and a surface integral.
 *
 * <p>The state is {@code double[k][j][5 * i + m]}: five components {@code m} per point, the point's index
 * {@code i} folded into the last dimension, which is {@code WHOLE}; {@code k} and {@code j} are
 * {@code BLOCK}. Every loop is a nest over {@code (k, j)} whose iterations run along {@code i} inside.
 *
 * <p>The sweeps are ACROSS loops: the lower one reads the new corrections at {@code k-1} and {@code j-1} (and
 * {@code i-1} in its own row), the upper one those at {@code k+1}, {@code j+1}, {@code i+1} and runs downward
 * ({@code descending}), so each is a wavefront over the processor grid. The residual and the forcing term are
 * parallel loops reading neighbours through shadow edges of width 2 (the fourth-difference dissipation), the
 * norms are array reductions.
 */
public class LU {
    private static final double OMEGA = 1.2;
    /** SSOR stops early when every residual norm falls below this (never for the NPB classes). */
    private static final double STEADY = 1.0e-8;

    final Grid grid;
    final int nx;
    final int ny;
    final int nz;
    final double dt;
    final Exact exact;
    final Jacobian jacobian;
    final Fluxes fluxes;

    /** The state: density, the three momenta and the energy per point. */
    @Distributed(format = {BLOCK, BLOCK, WHOLE}, shadow = {2, 2, 0})
    double[][][] u;
    /** The residual; in the sweeps the correction, updated in place (hence across). */
    @Distributed(alignWith = "u", shadow = {2, 2, 0})
    double[][][] rsd;
    /** The forcing term. */
    @Distributed(alignWith = "u")
    double[][][] frct;
    /** 1 / density and the kinetic energy density per point, from the state the residual was computed from. */
    @Distributed(alignWith = "u", shadow = {1, 1, 0})
    double[][][] rhoI;
    @Distributed(alignWith = "u", shadow = {1, 1, 0})
    double[][][] qs;

    /** The norms' sums of squares per component (DVM's REDUCTION(SUM(sums))). */
    final double[] sums = new double[5];

    LU(int n, double dt) {
        grid = new Grid(n, n, n);
        nx = n;
        ny = n;
        nz = n;
        this.dt = dt;
        exact = new Exact(nx, ny, nz);
        jacobian = new Jacobian(dt, grid);
        fluxes = new Fluxes(grid);
        u = new double[nz][ny][5 * nx];
        rsd = new double[nz][ny][5 * nx];
        frct = new double[nz][ny][5 * nx];
        rhoI = new double[nz][ny][nx];
        qs = new double[nz][ny][nx];
    }

    /** NPB's setbv: the exact solution on the six faces. */
    @ParallelLoop(on = "u", rank = 2)
    void boundaryValues(int k0, int k1, int j0, int j1) {
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] row = u[k][j];
                if (k == 0 || k == nz - 1 || j == 0 || j == ny - 1) {
                    for (int i = 0; i < nx; i++) {
                        exact.at(i, j, k, row, 5 * i);
                    }
                } else {
                    exact.at(0, j, k, row, 0);
                    exact.at(nx - 1, j, k, row, 5 * (nx - 1));
                }
            }
        }
    }

    /** NPB's setiv: the interior by transfinite interpolation between the exact solution on opposite faces. */
    @ParallelLoop(on = "u", rank = 2)
    void initialValues(int k0, int k1, int j0, int j1) {
        double[] west = new double[5];
        double[] east = new double[5];
        double[] south = new double[5];
        double[] north = new double[5];
        double[] bottom = new double[5];
        double[] top = new double[5];
        for (int k = k0; k < k1; k++) {
            double zeta = (double) k / (nz - 1);
            for (int j = j0; j < j1; j++) {
                double eta = (double) j / (ny - 1);
                double[] row = u[k][j];
                for (int i = 1; i < nx - 1; i++) {
                    double xi = (double) i / (nx - 1);
                    exact.at(0, j, k, west, 0);
                    exact.at(nx - 1, j, k, east, 0);
                    exact.at(i, 0, k, south, 0);
                    exact.at(i, ny - 1, k, north, 0);
                    exact.at(i, j, 0, bottom, 0);
                    exact.at(i, j, nz - 1, top, 0);
                    for (int m = 0; m < 5; m++) {
                        double pxi = (1.0 - xi) * west[m] + xi * east[m];
                        double peta = (1.0 - eta) * south[m] + eta * north[m];
                        double pzeta = (1.0 - zeta) * bottom[m] + zeta * top[m];
                        row[5 * i + m] = pxi + peta + pzeta - pxi * peta - peta * pzeta - pzeta * pxi
                                + pxi * peta * pzeta;
                    }
                }
            }
        }
    }

    /** erhs's first part: {@code rsd} holds the exact solution everywhere, the forcing term starts at zero. */
    @ParallelLoop(on = "u", rank = 2)
    void exactField(int k0, int k1, int j0, int j1) {
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                for (int i = 0; i < nx; i++) {
                    exact.at(i, j, k, rsd[k][j], 5 * i);
                }
                Arrays.fill(frct[k][j], 0.0);
            }
        }
    }

    /**
     * rhs's first part, and erhs's with {@code w = rsd}: 1 / density and the kinetic energy density of
     * {@code w} at every point; with {@code residual} also {@code rsd = -frct}.
     */
    @ParallelLoop(on = "u", rank = 2)
    void densities(int k0, int k1, int j0, int j1, double[][][] w, boolean residual) {
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] state = w[k][j];
                if (residual) {
                    double[] r = rsd[k][j];
                    double[] f = frct[k][j];
                    for (int e = 0; e < 5 * nx; e++) {
                        r[e] = -f[e];
                    }
                }
                for (int i = 0; i < nx; i++) {
                    double inverse = 1.0 / state[5 * i];
                    rhoI[k][j][i] = inverse;
                    qs[k][j][i] = 0.50 * (state[5 * i + 1] * state[5 * i + 1] + state[5 * i + 2] * state[5 * i + 2]
                            + state[5 * i + 3] * state[5 * i + 3]) * inverse;
                }
            }
        }
    }

    /**
     * Adds the operator's flux differences along x, y and z, computed from {@code w}, to {@code target} at
     * the interior points of the rows {@code (k, j)}: rhs with {@code w = u, target = rsd}, erhs with
     * {@code w = rsd} (the exact solution), {@code target = frct}. Reads {@code w} two points and
     * {@link #rhoI}, {@link #qs} one point away along k and j: the caller renews their shadow edges.
     */
    @ParallelLoop(on = "u", rank = 2)
    void fluxDifferences(int k0, int k1, int j0, int j1, double[][][] w, double[][][] target) {
        double[] line = new double[25];
        double[] rho = new double[3];
        double[] kinetic = new double[3];
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] out = target[k][j];
                for (int i = 1; i < nx - 1; i++) {
                    for (int s = -2; s <= 2; s++) {
                        if (i + s >= 0 && i + s < nx) {
                            System.arraycopy(w[k][j], 5 * (i + s), line, 5 * (s + 2), 5);
                        }
                    }
                    for (int s = -1; s <= 1; s++) {
                        rho[s + 1] = rhoI[k][j][i + s];
                        kinetic[s + 1] = qs[k][j][i + s];
                    }
                    fluxes.add(out, 5 * i, line, rho, kinetic, Jacobian.X, i, nx);
                }
                for (int i = 1; i < nx - 1; i++) {
                    for (int s = -2; s <= 2; s++) {
                        if (j + s >= 0 && j + s < ny) {
                            System.arraycopy(w[k][j + s], 5 * i, line, 5 * (s + 2), 5);
                        }
                    }
                    for (int s = -1; s <= 1; s++) {
                        rho[s + 1] = rhoI[k][j + s][i];
                        kinetic[s + 1] = qs[k][j + s][i];
                    }
                    fluxes.add(out, 5 * i, line, rho, kinetic, Jacobian.Y, j, ny);
                }
                for (int i = 1; i < nx - 1; i++) {
                    for (int s = -2; s <= 2; s++) {
                        if (k + s >= 0 && k + s < nz) {
                            System.arraycopy(w[k + s][j], 5 * i, line, 5 * (s + 2), 5);
                        }
                    }
                    for (int s = -1; s <= 1; s++) {
                        rho[s + 1] = rhoI[k + s][j][i];
                        kinetic[s + 1] = qs[k + s][j][i];
                    }
                    fluxes.add(out, 5 * i, line, rho, kinetic, Jacobian.Z, k, nz);
                }
            }
        }
    }

    /** NPB's erhs: the forcing term, the operator applied to the exact solution. */
    void forcingTerm() {
        exactField(0, nz, 0, ny);
        densities(0, nz, 0, ny, rsd, false);
        renew(rsd);
        fluxDifferences(1, nz - 1, 1, ny - 1, rsd, frct);
    }

    /** NPB's rhs: the residual {@code rsd = L(u) - frct}. */
    void residual() {
        densities(0, nz, 0, ny, u, true);
        renew(u);
        fluxDifferences(1, nz - 1, 1, ny - 1, u, rsd);
    }

    /** Renews the shadow edges the flux differences read: {@code w}'s, {@link #rhoI}'s and {@link #qs}'s. */
    private void renew(double[][][] w) {
        ShadowGroup renewal = ShadowGroup.of(w, rhoI, qs);
        renewal.start();
        renewal.waitDone();
    }

    /** The residual times the time step: the right-hand side of the SSOR step. */
    @ParallelLoop(on = "u", rank = 2)
    void scaleResidual(int k0, int k1, int j0, int j1) {
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] r = rsd[k][j];
                for (int e = 5; e < 5 * (nx - 1); e++) {
                    r[e] = dt * r[e];
                }
            }
        }
    }

    /**
     * NPB's jacld and blts: the block lower triangular solve, in place in {@link #rsd}, from the corner
     * (1, 1, 1) on: each point takes the new corrections of its neighbours before it along k, j and i.
     */
    @ParallelLoop(on = "u", rank = 2, across = "rsd", shadowRenew = {"u", "rhoI", "qs"})
    void lowerSweep(int k0, int k1, int j0, int j1) {
        double[] d = new double[25];
        double[] alongZ = new double[25];
        double[] alongY = new double[25];
        double[] alongX = new double[25];
        double[] tv = new double[5];
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] v = rsd[k][j];
                double[] below = rsd[k - 1][j];
                double[] south = rsd[k][j - 1];
                for (int i = 1; i < nx - 1; i++) {
                    int at = 5 * i;
                    jacobian.diagonal(d, u[k][j], at, rhoI[k][j][i]);
                    jacobian.neighbour(alongZ, Jacobian.Z, -1.0, u[k - 1][j], at, rhoI[k - 1][j][i], qs[k - 1][j][i]);
                    jacobian.neighbour(alongY, Jacobian.Y, -1.0, u[k][j - 1], at, rhoI[k][j - 1][i], qs[k][j - 1][i]);
                    jacobian.neighbour(alongX, Jacobian.X, -1.0, u[k][j], at - 5, rhoI[k][j][i - 1], qs[k][j][i - 1]);
                    for (int m = 0; m < 5; m++) {
                        double coupled = 0.0;
                        for (int n = 0; n < 5; n++) {
                            coupled += alongZ[5 * m + n] * below[at + n];
                        }
                        tv[m] = v[at + m] - OMEGA * coupled;
                    }
                    for (int m = 0; m < 5; m++) {
                        double coupled = 0.0;
                        for (int n = 0; n < 5; n++) {
                            coupled += alongY[5 * m + n] * south[at + n] + alongX[5 * m + n] * v[at - 5 + n];
                        }
                        tv[m] = tv[m] - OMEGA * coupled;
                    }
                    Jacobian.solve(d, tv);
                    System.arraycopy(tv, 0, v, at, 5);
                }
            }
        }
    }

    /**
     * NPB's jacu and buts: the block upper triangular solve, in place in {@link #rsd}, from the corner
     * (n-2, n-2, n-2) down: each point takes the new corrections of its neighbours after it along k, j and i.
     * Its nest runs downward in both loop dimensions, which {@code descending} declares.
     */
    @ParallelLoop(on = "u", rank = 2, across = "rsd", descending = {0, 1}, shadowRenew = {"u", "rhoI", "qs"})
    void upperSweep(int k0, int k1, int j0, int j1) {
        double[] d = new double[25];
        double[] alongX = new double[25];
        double[] alongY = new double[25];
        double[] alongZ = new double[25];
        double[] tv = new double[5];
        for (int k = k1 - 1; k >= k0; k--) {
            for (int j = j1 - 1; j >= j0; j--) {
                double[] v = rsd[k][j];
                double[] above = rsd[k + 1][j];
                double[] north = rsd[k][j + 1];
                for (int i = nx - 2; i >= 1; i--) {
                    int at = 5 * i;
                    jacobian.diagonal(d, u[k][j], at, rhoI[k][j][i]);
                    jacobian.neighbour(alongX, Jacobian.X, 1.0, u[k][j], at + 5, rhoI[k][j][i + 1], qs[k][j][i + 1]);
                    jacobian.neighbour(alongY, Jacobian.Y, 1.0, u[k][j + 1], at, rhoI[k][j + 1][i], qs[k][j + 1][i]);
                    jacobian.neighbour(alongZ, Jacobian.Z, 1.0, u[k + 1][j], at, rhoI[k + 1][j][i], qs[k + 1][j][i]);
                    for (int m = 0; m < 5; m++) {
                        double coupled = 0.0;
                        for (int n = 0; n < 5; n++) {
                            coupled += alongZ[5 * m + n] * above[at + n];
                        }
                        tv[m] = OMEGA * coupled;
                    }
                    for (int m = 0; m < 5; m++) {
                        double coupled = 0.0;
                        for (int n = 0; n < 5; n++) {
                            coupled += alongY[5 * m + n] * north[at + n] + alongX[5 * m + n] * v[at + 5 + n];
                        }
                        tv[m] = tv[m] + OMEGA * coupled;
                    }
                    Jacobian.solve(d, tv);
                    for (int m = 0; m < 5; m++) {
                        v[at + m] = v[at + m] - tv[m];
                    }
                }
            }
        }
    }

    /** The SSOR update {@code u += rsd / (omega (2 - omega))} at the interior points. */
    @ParallelLoop(on = "u", rank = 2)
    void update(int k0, int k1, int j0, int j1) {
        double factor = 1.0 / (OMEGA * (2.0 - OMEGA));
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] state = u[k][j];
                double[] r = rsd[k][j];
                for (int e = 5; e < 5 * (nx - 1); e++) {
                    state[e] = state[e] + factor * r[e];
                }
            }
        }
    }

    /** Adds the squares of {@code v}'s interior components to {@link #sums}. */
    @ParallelLoop(on = "u", rank = 2)
    @Reduction(var = "sums", op = SUM)
    void squares(int k0, int k1, int j0, int j1, double[][][] v) {
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] row = v[k][j];
                for (int i = 1; i < nx - 1; i++) {
                    for (int m = 0; m < 5; m++) {
                        sums[m] += row[5 * i + m] * row[5 * i + m];
                    }
                }
            }
        }
    }

    /** Adds the squares of the interior error {@code exact - u} per component to {@link #sums}. */
    @ParallelLoop(on = "u", rank = 2)
    @Reduction(var = "sums", op = SUM)
    void errorSquares(int k0, int k1, int j0, int j1) {
        double[] solution = new double[5];
        for (int k = k0; k < k1; k++) {
            for (int j = j0; j < j1; j++) {
                double[] row = u[k][j];
                for (int i = 1; i < nx - 1; i++) {
                    exact.at(i, j, k, solution, 0);
                    for (int m = 0; m < 5; m++) {
                        double error = solution[m] - row[5 * i + m];
                        sums[m] += error * error;
                    }
                }
            }
        }
    }

    /** NPB's l2norm: the RMS norm per component of {@code v} over the interior points. */
    double[] l2norm(double[][][] v) {
        Arrays.fill(sums, 0.0);
        squares(1, nz - 1, 1, ny - 1, v);
        return rootMeanSquares();
    }

    /** NPB's error: the RMS norm per component of the error against the exact solution. */
    double[] errorNorm() {
        Arrays.fill(sums, 0.0);
        errorSquares(1, nz - 1, 1, ny - 1);
        return rootMeanSquares();
    }

    private double[] rootMeanSquares() {
        double[] norms = new double[5];
        for (int m = 0; m < 5; m++) {
            norms[m] = Math.sqrt(sums[m] / ((double) (nx - 2) * (ny - 2) * (nz - 2)));
        }
        return norms;
    }

    /**
     * NPB's ssor: up to {@code iterations} SSOR steps from the current state, whose residual norms are
     * {@code initialNorms}; returns the residual norms after the last step. As in NPB the norms are recomputed
     * after the last step only (its {@code inorm} is the iteration count), and the steps stop early once every
     * norm known is below the steady-state tolerance (never for the NPB classes).
     */
    double[] ssor(int iterations, double[] initialNorms) {
        double[] rsdnm = initialNorms;
        for (int step = 1; step <= iterations; step++) {
            scaleResidual(1, nz - 1, 1, ny - 1);
            lowerSweep(1, nz - 1, 1, ny - 1);
            upperSweep(1, nz - 1, 1, ny - 1);
            update(1, nz - 1, 1, ny - 1);
            if (step == iterations) {
                l2norm(rsd); // NPB's norm of the last correction (delunm), printed by nobody
            }
            residual();
            if (step == iterations) {
                rsdnm = l2norm(rsd);
            }
            if (allBelow(rsdnm, STEADY)) {
                break;
            }
        }
        return rsdnm;
    }

    private static boolean allBelow(double[] norms, double tolerance) {
        for (double norm : norms) {
            if (!(norm < tolerance)) {
                return false;
            }
        }
        return true;
    }

    /** The pressure {@code c2 (e - |m|^2 / (2 rho))} at the point {@code row[at ..]}. */
    private static double pressure(double[] row, int at) {
        return Jacobian.C2 * (row[at + 4] - 0.50 * (row[at + 1] * row[at + 1] + row[at + 2] * row[at + 2]
                + row[at + 3] * row[at + 3]) / row[at]);
    }

    /**
     * NPB's pintgr: the integral of the pressure over the faces of NPB's box of points {@code 1 <= i <= n-2},
     * {@code 1 <= j <= n-3}, {@code 2 <= k <= n-2} (its historical bounds), by the trapezoidal rule on each
     * cell, a quarter of the three pairs of faces' sums. Verification only: it runs in the sequential part.
     */
    double surfaceIntegral() {
        int iLo = 1;
        int iHi = nx - 2;
        int jLo = 1;
        int jHi = ny - 3;
        int kLo = 2;
        int kHi = nz - 2;
        double acrossK = 0.0;
        for (int j = jLo; j < jHi; j++) {
            for (int i = iLo; i < iHi; i++) {
                acrossK += cell(u[kLo][j], u[kLo][j + 1], i) + cell(u[kHi][j], u[kHi][j + 1], i);
            }
        }
        double acrossJ = 0.0;
        for (int k = kLo; k < kHi; k++) {
            for (int i = iLo; i < iHi; i++) {
                acrossJ += cell(u[k][jLo], u[k + 1][jLo], i) + cell(u[k][jHi], u[k + 1][jHi], i);
            }
        }
        double acrossI = 0.0;
        for (int k = kLo; k < kHi; k++) {
            for (int j = jLo; j < jHi; j++) {
                acrossI += pressure(u[k][j], 5 * iLo) + pressure(u[k][j + 1], 5 * iLo)
                        + pressure(u[k + 1][j], 5 * iLo) + pressure(u[k + 1][j + 1], 5 * iLo)
                        + pressure(u[k][j], 5 * iHi) + pressure(u[k][j + 1], 5 * iHi)
                        + pressure(u[k + 1][j], 5 * iHi) + pressure(u[k + 1][j + 1], 5 * iHi);
            }
        }
        return 0.25 * (grid.dxi * grid.deta * acrossK + grid.dxi * grid.dzeta * acrossJ
                + grid.deta * grid.dzeta * acrossI);
    }

    /** The pressures at the four corners of the cell from point {@code i} to {@code i + 1} of two rows. */
    private static double cell(double[] first, double[] second, int i) {
        return pressure(first, 5 * i) + pressure(first, 5 * i + 5) + pressure(second, 5 * i)
                + pressure(second, 5 * i + 5);
    }

    public static void main(String[] args) {
        ProblemClass problemClass = ProblemClass.fromArguments(args);
        Parameters parameters = Parameters.of(problemClass);
        int n = parameters.n;
        System.out.printf(Locale.ROOT, "%n NAS Parallel Benchmarks (Java-DVM) - LU Benchmark%n%n");
        System.out.printf(Locale.ROOT, " Size: %dx%dx%d  (class %s)%n", n, n, n, problemClass);
        System.out.printf(Locale.ROOT, " Iterations: %d, dt = %s, omega = %s%n", parameters.iterations,
                parameters.dt, OMEGA);
        LU lu = new LU(n, parameters.dt);
        lu.boundaryValues(0, lu.nz, 0, lu.ny);
        lu.initialValues(1, lu.nz - 1, 1, lu.ny - 1);
        lu.forcingTerm();
        lu.residual();
        double[] initialNorms = lu.l2norm(lu.rsd);

        Timer timer = new Timer();
        timer.start();
        double[] residualNorms = lu.ssor(parameters.iterations, initialNorms);
        timer.stop();

        double[] errorNorms = lu.errorNorm();
        double integral = lu.surfaceIntegral();
        Verification verification = new Verification(System.out);
        for (int m = 0; m < 5; m++) {
            verification.relative("residual norm " + (m + 1), residualNorms[m], parameters.xcr[m], Parameters.EPSILON);
        }
        for (int m = 0; m < 5; m++) {
            verification.relative("error norm " + (m + 1), errorNorms[m], parameters.xce[m], Parameters.EPSILON);
        }
        verification.relative("surface integral", integral, parameters.xci, Parameters.EPSILON);
        double seconds = timer.seconds();
        double points = n;
        double operations = parameters.iterations * (1984.77 * points * points * points
                - 10923.3 * points * points + 27770.9 * points - 144010.0) * 1.0e-6;
        new ResultBlock("LU", problemClass)
                .size(n + "x" + n + "x" + n)
                .iterations(parameters.iterations)
                .time(seconds, operations)
                .operation("floating point")
                .verified(verification.passed())
                .print(System.out);
        if (!verification.passed()) {
            System.exit(1);
        }
    }
}
