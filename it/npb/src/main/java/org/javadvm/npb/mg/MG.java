package org.javadvm.npb.mg;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.javadvm.ReductionOp.MAX;
import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ShadowGroup;
import org.javadvm.npb.ProblemClass;
import org.javadvm.npb.Randlc;
import org.javadvm.npb.ResultBlock;
import org.javadvm.npb.Timer;
import org.javadvm.npb.Verification;

/**
 * NPB MG: V-cycle multigrid for the discrete Poisson problem {@code A u = v} on an n^3 grid with periodic
 * boundaries (NAS report RNR-94-007, section 2.5). Arrays are indexed {@code [i3][i2][i1]}, extent
 * {@code m + 2} per dimension at a level of {@code m} interior points: index 0 and {@code m + 1} are the
 * periodic ghost planes (copies of {@code m} and 1).
 *
 * <p>Level 0 is the finest grid; level {@code j} has {@code n / 2^j} interior points, down to 2. Its element
 * {@code i} sits on element {@code 2^j * i} of the finest grid: every level is aligned, with stride 2, with
 * the next finer one, so all of them are distributed by the finest grid {@code u0}, the template (DVM's
 * {@code ALIGN c(i) WITH f(2*i)}). Each operator is one parallel loop on {@code u0} over the template indices
 * {@code (t3, t2)} of its level's points (a level-{@code j} point every {@code 2^j}), so one method serves
 * every level; shadow edges are renewed per level with a {@link ShadowGroup} before a loop reads neighbours.
 */
public class MG {
    private static final int MAX_LEVELS = 8;
    /** The operator A (resid): centre, face, edge and corner coefficients. */
    private static final double[] A = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
    /** The smoother S (psinv) of classes S, W and A. */
    private static final double[] C = {-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0};
    /** The restriction P (rprj3): weights of the fine points around a coarse point. */
    private static final double[] P = {0.5, 0.25, 0.125, 0.0625};

    final int n;
    final int levels;

    @Distributed(format = {BLOCK, BLOCK, WHOLE}, shadow = {1, 1, 0})
    double[][][] u0;
    @Distributed(alignWith = "u0", shadow = {1, 1, 0})
    double[][][] r0;
    @Distributed(alignWith = "u0")
    double[][][] v;
    @Distributed(alignWith = "u0", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u1;
    @Distributed(alignWith = "u1", shadow = {1, 1, 0})
    double[][][] r1;
    @Distributed(alignWith = "u1", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u2;
    @Distributed(alignWith = "u2", shadow = {1, 1, 0})
    double[][][] r2;
    @Distributed(alignWith = "u2", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u3;
    @Distributed(alignWith = "u3", shadow = {1, 1, 0})
    double[][][] r3;
    @Distributed(alignWith = "u3", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u4;
    @Distributed(alignWith = "u4", shadow = {1, 1, 0})
    double[][][] r4;
    @Distributed(alignWith = "u4", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u5;
    @Distributed(alignWith = "u5", shadow = {1, 1, 0})
    double[][][] r5;
    @Distributed(alignWith = "u5", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u6;
    @Distributed(alignWith = "u6", shadow = {1, 1, 0})
    double[][][] r6;
    @Distributed(alignWith = "u6", alignStride = {2, 2, 2}, shadow = {1, 1, 0})
    double[][][] u7;
    @Distributed(alignWith = "u7", shadow = {1, 1, 0})
    double[][][] r7;

    /** norm2u3's reductions: the sum of squares and the largest magnitude. */
    double sumOfSquares;
    double largest;

    MG(int n) {
        this.n = n;
        this.levels = Integer.numberOfTrailingZeros(n);
        if (Integer.bitCount(n) != 1 || levels < 1 || levels > MAX_LEVELS) {
            throw new IllegalArgumentException("MG needs a grid of 2^k points, 2 <= 2^k <= 256, not " + n);
        }
        for (int j = 0; j < levels; j++) {
            int extent = (n >> j) + 2;
            setLevel(j, new double[extent][extent][extent], new double[extent][extent][extent]);
        }
        v = new double[n + 2][n + 2][n + 2];
    }

    private void setLevel(int j, double[][][] u, double[][][] r) {
        switch (j) {
            case 0: u0 = u; r0 = r; break;
            case 1: u1 = u; r1 = r; break;
            case 2: u2 = u; r2 = r; break;
            case 3: u3 = u; r3 = r; break;
            case 4: u4 = u; r4 = r; break;
            case 5: u5 = u; r5 = r; break;
            case 6: u6 = u; r6 = r; break;
            default: u7 = u; r7 = r; break;
        }
    }

    /** The approximation at level {@code j}. */
    double[][][] u(int j) {
        switch (j) {
            case 0: return u0;
            case 1: return u1;
            case 2: return u2;
            case 3: return u3;
            case 4: return u4;
            case 5: return u5;
            case 6: return u6;
            default: return u7;
        }
    }

    /** The residual at level {@code j}. */
    double[][][] r(int j) {
        switch (j) {
            case 0: return r0;
            case 1: return r1;
            case 2: return r2;
            case 3: return r3;
            case 4: return r4;
            case 5: return r5;
            case 6: return r6;
            default: return r7;
        }
    }

    /** Interior points of level {@code j} per dimension. */
    int points(int j) {
        return n >> j;
    }

    /**
     * The smallest template index at or above {@code t} that is a level-{@code j} point. The level-{@code j}
     * points are fixed multiples of {@code 2^j}, whatever part of the range a processor gets, so the loops stepping
     * over them from {@code first(lo, j)} compute on a part exactly what they compute there on the whole range:
     * they are declared {@code splittable}.
     */
    static int first(int t, int j) {
        return ((t + (1 << j) - 1) >> j) << j;
    }

    // ---------------------------------------------------------------- the operators, one loop each

    /** r = v - A u at level {@code j} (v may be r itself: each point reads its own v only). */
    @ParallelLoop(on = "u0", rank = 2, splittable = true)
    void resid(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] u, double[][][] vv, double[][][] r) {
        int m = points(j);
        double[] faces = new double[m + 2];
        double[] edges = new double[m + 2];
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            int i3 = t3 >> j;
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                int i2 = t2 >> j;
                rowSums(u, i3, i2, m, faces, edges);
                double[] middle = u[i3][i2];
                double[] vRow = vv[i3][i2];
                double[] rRow = r[i3][i2];
                for (int i1 = 1; i1 <= m; i1++) {
                    rRow[i1] = vRow[i1] - stencil(A, middle, faces, edges, i1);
                }
            }
        }
    }

    /** u = u + S r at level {@code j}. */
    @ParallelLoop(on = "u0", rank = 2, splittable = true)
    void psinv(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] r, double[][][] u) {
        int m = points(j);
        double[] faces = new double[m + 2];
        double[] edges = new double[m + 2];
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            int i3 = t3 >> j;
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                int i2 = t2 >> j;
                rowSums(r, i3, i2, m, faces, edges);
                double[] middle = r[i3][i2];
                double[] uRow = u[i3][i2];
                for (int i1 = 1; i1 <= m; i1++) {
                    uRow[i1] += stencil(C, middle, faces, edges, i1);
                }
            }
        }
    }

    /**
     * The restriction from level {@code j - 1} to the coarser level {@code j}: coarse point {@code i} is the
     * weighted sum of the 27 fine points around fine point {@code 2 * i}.
     */
    @ParallelLoop(on = "u0", rank = 2, splittable = true)
    void rprj3(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] fine, double[][][] coarse) {
        int m = points(j);
        double[] faces = new double[2 * m + 2];
        double[] edges = new double[2 * m + 2];
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            int i3 = t3 >> j;
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                int i2 = t2 >> j;
                rowSums(fine, 2 * i3, 2 * i2, 2 * m, faces, edges);
                double[] middle = fine[2 * i3][2 * i2];
                double[] coarseRow = coarse[i3][i2];
                for (int i1 = 1; i1 <= m; i1++) {
                    coarseRow[i1] = stencil(P, middle, faces, edges, 2 * i1);
                }
            }
        }
    }

    /**
     * The trilinear prolongation from level {@code j + 1} to the finer level {@code j}, added to u: along each
     * dimension an even fine point {@code 2 * i} takes coarse point {@code i}, an odd one {@code 2 * i + 1}
     * the mean of coarse points {@code i} and {@code i + 1}.
     */
    @ParallelLoop(on = "u0", rank = 2, splittable = true)
    void interp(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] coarse, double[][][] fine) {
        int m = points(j);
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            int i3 = t3 >> j;
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                int i2 = t2 >> j;
                for (int i1 = 1; i1 <= m; i1++) {
                    double sum = 0;
                    for (int c3 = i3 >> 1; c3 <= (i3 + 1) >> 1; c3++) {
                        for (int c2 = i2 >> 1; c2 <= (i2 + 1) >> 1; c2++) {
                            for (int c1 = i1 >> 1; c1 <= (i1 + 1) >> 1; c1++) {
                                sum += coarse[c3][c2][c1];
                            }
                        }
                    }
                    // each odd index averages two coarse points: halve once per odd dimension
                    int odd = (i3 & 1) + (i2 & 1) + (i1 & 1);
                    fine[i3][i2][i1] += sum / (1 << odd);
                }
            }
        }
    }

    /**
     * The sums along row (i3, i2) of {@code x} that the 27-point stencil reads at every i1 from 0 to m + 1:
     * {@code faces[i1]}, the four neighbours across i2 and i3; {@code edges[i1]}, the four diagonal ones. A point
     * then reads its own row and these sums ({@link #stencil(double[], double[], double[], double[], int)}): NPB's
     * own way of computing the operators, each neighbouring row read once per row instead of once per point.
     */
    static void rowSums(double[][][] x, int i3, int i2, int m, double[] faces, double[] edges) {
        double[] south = x[i3][i2 - 1];
        double[] north = x[i3][i2 + 1];
        double[] belowMiddle = x[i3 - 1][i2];
        double[] belowSouth = x[i3 - 1][i2 - 1];
        double[] belowNorth = x[i3 - 1][i2 + 1];
        double[] aboveMiddle = x[i3 + 1][i2];
        double[] aboveSouth = x[i3 + 1][i2 - 1];
        double[] aboveNorth = x[i3 + 1][i2 + 1];
        for (int i1 = 0; i1 <= m + 1; i1++) {
            faces[i1] = south[i1] + north[i1] + belowMiddle[i1] + aboveMiddle[i1];
            edges[i1] = belowSouth[i1] + belowNorth[i1] + aboveSouth[i1] + aboveNorth[i1];
        }
    }

    /**
     * The 27-point stencil with coefficients by distance class (centre, face, edge, corner) at point i1 of the row
     * {@code middle}, from the row's sums ({@link #rowSums}): the faces are the row's two neighbours and the four
     * across; the edges the four diagonal ones and the across ones at i1 - 1 and i1 + 1; the corners the diagonal
     * ones there.
     */
    static double stencil(double[] c, double[] middle, double[] faces, double[] edges, int i1) {
        return c[0] * middle[i1]
                + c[1] * (middle[i1 - 1] + middle[i1 + 1] + faces[i1])
                + c[2] * (edges[i1] + faces[i1 - 1] + faces[i1 + 1])
                + c[3] * (edges[i1 - 1] + edges[i1 + 1]);
    }


    /** Periodic ghost elements along i1 (kept whole on every processor): interior rows i3, i2. */
    @ParallelLoop(on = "u0", rank = 2, splittable = true)
    void ghostsAlongI1(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] x) {
        int m = points(j);
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                double[] row = x[t3 >> j][t2 >> j];
                row[0] = row[m];
                row[m + 1] = row[1];
            }
        }
    }

    /** Periodic ghost rows along i2: the loop runs over the two ghost rows' template indices. */
    @ParallelLoop(on = "u0", rank = 2, splittable = true, remoteAccess = {"u0", "r0", "v", "u1", "r1", "u2", "r2", "u3", "r3", "u4", "r4", "u5",
            "r5", "u6", "r6", "u7", "r7"})
    void ghostsAlongI2(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] x) {
        int m = points(j);
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            int i3 = t3 >> j;
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                int i2 = t2 >> j;
                int from = i2 == 0 ? m : 1;
                for (int i1 = 0; i1 <= m + 1; i1++) {
                    x[i3][i2][i1] = x[i3][from][i1];
                }
            }
        }
    }

    /** Periodic ghost planes along i3: the loop runs over the two ghost planes' template indices. */
    @ParallelLoop(on = "u0", rank = 2, splittable = true, remoteAccess = {"u0", "r0", "v", "u1", "r1", "u2", "r2", "u3", "r3", "u4", "r4", "u5",
            "r5", "u6", "r6", "u7", "r7"})
    void ghostsAlongI3(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] x) {
        int m = points(j);
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            int i3 = t3 >> j;
            int from = i3 == 0 ? m : 1;
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                int i2 = t2 >> j;
                for (int i1 = 0; i1 <= m + 1; i1++) {
                    x[i3][i2][i1] = x[from][i2][i1];
                }
            }
        }
    }

    /** Sum of squares and largest magnitude over the finest grid's interior. */
    @ParallelLoop(on = "u0", rank = 2)
    @Reduction(var = "sumOfSquares", op = SUM)
    @Reduction(var = "largest", op = MAX)
    void norms(int i3lo, int i3hi, int i2lo, int i2hi, double[][][] x) {
        for (int i3 = i3lo; i3 < i3hi; i3++) {
            for (int i2 = i2lo; i2 < i2hi; i2++) {
                for (int i1 = 1; i1 <= n; i1++) {
                    double value = x[i3][i2][i1];
                    sumOfSquares += value * value;
                    largest = Math.max(largest, Math.abs(value));
                }
            }
        }
    }

    /** Sets every element of a level's array to zero. */
    @ParallelLoop(on = "u0", rank = 2, splittable = true)
    void zero(int t3lo, int t3hi, int t2lo, int t2hi, int j, double[][][] x) {
        for (int t3 = first(t3lo, j); t3 < t3hi; t3 += 1 << j) {
            for (int t2 = first(t2lo, j); t2 < t2hi; t2 += 1 << j) {
                double[] row = x[t3 >> j][t2 >> j];
                for (int i1 = 0; i1 < row.length; i1++) {
                    row[i1] = 0.0;
                }
            }
        }
    }

    // ---------------------------------------------------------------- calling the loops at a level

    /** The template bounds {@code [lo, hi)} covering level-{@code j} indices {@code [from, to]}. */
    private static int lo(int from, int j) {
        return from << j;
    }

    private static int hi(int to, int j) {
        return (to << j) + 1;
    }

    private void renew(double[][][] x) {
        ShadowGroup shadows = ShadowGroup.of(x);
        shadows.start();
        shadows.waitDone();
    }

    /** NPB's comm3: the periodic ghost elements of a level's array from the opposite interior. */
    void comm3(int j, double[][][] x) {
        int m = points(j);
        ghostsAlongI1(lo(1, j), hi(m, j), lo(1, j), hi(m, j), j, x);
        ghostsAlongI2(lo(1, j), hi(m, j), lo(0, j), hi(0, j), j, x);
        ghostsAlongI2(lo(1, j), hi(m, j), lo(m + 1, j), hi(m + 1, j), j, x);
        ghostsAlongI3(lo(0, j), hi(0, j), lo(0, j), hi(m + 1, j), j, x);
        ghostsAlongI3(lo(m + 1, j), hi(m + 1, j), lo(0, j), hi(m + 1, j), j, x);
    }

    void zero3(int j, double[][][] x) {
        zero(lo(0, j), hi(points(j) + 1, j), lo(0, j), hi(points(j) + 1, j), j, x);
    }

    void resid3(int j, double[][][] u, double[][][] vv, double[][][] r) {
        int m = points(j);
        renew(u);
        resid(lo(1, j), hi(m, j), lo(1, j), hi(m, j), j, u, vv, r);
        comm3(j, r);
    }

    void psinv3(int j, double[][][] r, double[][][] u) {
        int m = points(j);
        renew(r);
        psinv(lo(1, j), hi(m, j), lo(1, j), hi(m, j), j, r, u);
        comm3(j, u);
    }

    /** Restricts the residual of level {@code j - 1} onto level {@code j}. */
    void restrict(int j) {
        int m = points(j);
        renew(r(j - 1));
        rprj3(lo(1, j), hi(m, j), lo(1, j), hi(m, j), j, r(j - 1), r(j));
        comm3(j, r(j));
    }

    /** Adds the prolonged correction of level {@code j + 1} to level {@code j}. */
    void prolong(int j) {
        int m = points(j);
        renew(u(j + 1));
        interp(lo(1, j), hi(m, j), lo(1, j), hi(m, j), j, u(j + 1), u(j));
        comm3(j, u(j));
    }

    /** One V-cycle (NPB's mg3P): down to the coarsest level, smooth there, and back up. */
    void vCycle() {
        int coarsest = levels - 1;
        for (int j = 1; j <= coarsest; j++) {
            restrict(j);
        }
        zero3(coarsest, u(coarsest));
        psinv3(coarsest, r(coarsest), u(coarsest));
        for (int j = coarsest - 1; j >= 1; j--) {
            zero3(j, u(j));
            prolong(j);
            resid3(j, u(j), r(j), r(j));
            psinv3(j, r(j), u(j));
        }
        prolong(0);
        resid3(0, u0, v, r0);
        psinv3(0, r0, u0);
    }

    /** {rnm2, rnmu} of the finest grid's array: the L2 norm over n^3 points and the largest magnitude. */
    double[] norm2u3(double[][][] x) {
        sumOfSquares = 0;
        largest = 0;
        norms(1, n + 1, 1, n + 1, x);
        return new double[] {Math.sqrt(sumOfSquares / ((double) n * n * n)), largest};
    }

    /**
     * NPB's zran3: v is zero except +1 at the ten largest and -1 at the ten smallest of n^3 uniform deviates
     * drawn in order (i1 fastest) from seed 314159265, then made periodic. Runs in the sequential part.
     */
    void zran3() {
        Randlc stream = new Randlc(314159265.0);
        int count = 10;
        double[] high = new double[count];
        double[] low = new double[count];
        int[][] highAt = new int[count][];
        int[][] lowAt = new int[count][];
        java.util.Arrays.fill(high, Double.NEGATIVE_INFINITY);
        java.util.Arrays.fill(low, Double.POSITIVE_INFINITY);
        double[] row = new double[n];
        for (int i3 = 1; i3 <= n; i3++) {
            for (int i2 = 1; i2 <= n; i2++) {
                stream.fill(Randlc.A, row, 0, n);
                for (int i1 = 1; i1 <= n; i1++) {
                    double x = row[i1 - 1];
                    if (x > high[0]) {
                        insert(high, highAt, x, new int[] {i3, i2, i1}, true);
                    }
                    if (x < low[0]) {
                        insert(low, lowAt, x, new int[] {i3, i2, i1}, false);
                    }
                }
            }
        }
        zero3(0, v);
        for (int k = 0; k < count; k++) {
            v[lowAt[k][0]][lowAt[k][1]][lowAt[k][2]] = -1.0;
            v[highAt[k][0]][highAt[k][1]][highAt[k][2]] = 1.0;
        }
        comm3(0, v);
    }

    /**
     * Keeps the {@code values.length} most extreme values seen, the least extreme at index 0: {@code x} replaces
     * it and sinks to its place ({@code largest}: ascending order, else descending).
     */
    private static void insert(double[] values, int[][] at, double x, int[] where, boolean largest) {
        values[0] = x;
        at[0] = where;
        for (int k = 1; k < values.length && (largest ? values[k] < values[k - 1] : values[k] > values[k - 1]); k++) {
            double value = values[k];
            values[k] = values[k - 1];
            values[k - 1] = value;
            int[] place = at[k];
            at[k] = at[k - 1];
            at[k - 1] = place;
        }
    }

    // ---------------------------------------------------------------- the benchmark

    /** Official class parameters: grid size, iterations and rnm2 reference (NPB 3 tables). */
    static final class Parameters {
        final int n;
        final int iterations;
        final double rnm2;

        Parameters(int n, int iterations, double rnm2) {
            this.n = n;
            this.iterations = iterations;
            this.rnm2 = rnm2;
        }

        static Parameters of(ProblemClass problemClass) {
            switch (problemClass) {
                case S: return new Parameters(32, 4, 0.5307707005734e-04);
                case W: return new Parameters(128, 4, 0.6467329375339e-05);
                default: return new Parameters(256, 4, 0.2433365309069e-05);
            }
        }
    }

    public static void main(String[] args) {
        ProblemClass problemClass = ProblemClass.fromArguments(args);
        Parameters parameters = Parameters.of(problemClass);
        int n = parameters.n;
        System.out.printf(java.util.Locale.ROOT, "%n NAS Parallel Benchmarks (Java-DVM) - MG Benchmark%n%n");
        System.out.printf(java.util.Locale.ROOT, " Size: %dx%dx%d  (class %s)%n", n, n, n, problemClass);
        System.out.printf(java.util.Locale.ROOT, " Iterations: %d%n", parameters.iterations);
        MG mg = new MG(n);

        mg.zero3(0, mg.u0);
        mg.zran3();
        mg.resid3(0, mg.u0, mg.v, mg.r0);
        mg.norm2u3(mg.r0);
        mg.vCycle(); // one untimed iteration, as NPB does, then everything from the start again
        mg.resid3(0, mg.u0, mg.v, mg.r0);
        mg.zero3(0, mg.u0);
        mg.zran3();

        Timer timer = new Timer();
        timer.start();
        mg.resid3(0, mg.u0, mg.v, mg.r0);
        mg.norm2u3(mg.r0);
        for (int it = 1; it <= parameters.iterations; it++) {
            mg.vCycle();
            mg.resid3(0, mg.u0, mg.v, mg.r0);
        }
        double[] norms = mg.norm2u3(mg.r0);
        timer.stop();

        System.out.printf(java.util.Locale.ROOT, " L2 Norm is %22.13e%n", norms[0]);
        Verification verification = new Verification(System.out);
        verification.relative("rnm2", norms[0], parameters.rnm2, 1.0e-8);
        double seconds = timer.seconds();
        new ResultBlock("MG", problemClass)
                .size(n + "x" + n + "x" + n)
                .iterations(parameters.iterations)
                .time(seconds, 58.0 * parameters.iterations * n * n * n * 1.0e-6)
                .operation("floating point")
                .verified(verification.passed())
                .print(System.out);
        if (!verification.passed()) {
            System.exit(1);
        }
    }
}
