package org.javadvm.npb;

import static org.javadvm.ReductionOp.SUM;

import java.util.Locale;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * CG, the conjugate gradient kernel (NAS report RNR-94-007, section 2.2.4): the inverse power method on a
 * random sparse symmetric positive definite matrix ({@link CgMatrix}), each of its outer iterations solving
 * A z = x by 25 unpreconditioned conjugate gradient steps; the estimate of the smallest eigenvalue,
 * zeta = shift + 1 / (x . z), is checked against the official value.
 *
 * <p>The vectors are distributed alike (aligned with {@link #x}); the matrix is read-only and every
 * processor reads the rows of its own block. A matrix-vector product gathers its vector through the column
 * indices (REMOTE_ACCESS); the dot products and norms are SUM reductions.
 */
public final class CG {
    static final int STEPS = 25;
    static final double RCOND = 0.1;

    final ProblemClass problemClass;
    final int n;
    final int nonzeros;
    final int iterations;
    final double shift;
    final double zetaReference;
    final CgMatrix matrix;

    @Distributed
    double[] x;
    @Distributed(alignWith = "x")
    double[] z;
    @Distributed(alignWith = "x")
    double[] p;
    @Distributed(alignWith = "x")
    double[] q;
    @Distributed(alignWith = "x")
    double[] r;
    double dot;
    double dot2;

    CG(ProblemClass problemClass) {
        this.problemClass = problemClass;
        switch (problemClass) {
            case S:
                n = 1400; nonzeros = 7; shift = 10; zetaReference = 8.5971775078648;
                break;
            case W:
                n = 7000; nonzeros = 8; shift = 12; zetaReference = 10.362595087124;
                break;
            default:
                n = 14000; nonzeros = 11; shift = 20; zetaReference = 17.130235054029;
                break;
        }
        iterations = 15;
        Randlc stream = new Randlc(314159265);
        stream.next(Randlc.A); // the reference draws one number before the matrix
        matrix = CgMatrix.generate(n, nonzeros, RCOND, shift, stream);
        x = new double[n];
        z = new double[n];
        p = new double[n];
        q = new double[n];
        r = new double[n];
    }

    @ParallelLoop(on = "x")
    void fill(int lo, int hi, double value) {
        for (int i = lo; i < hi; i++) {
            x[i] = value;
        }
    }

    /** The start of a solve: z = 0, r = p = x. */
    @ParallelLoop(on = "x")
    void start(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            q[i] = 0;
            z[i] = 0;
            r[i] = x[i];
            p[i] = x[i];
        }
    }

    /** q = A p. */
    @ParallelLoop(on = "q", remoteAccess = "p")
    void multiplyP(int lo, int hi) {
        int[] rowStart = matrix.rowStart;
        int[] column = matrix.column;
        double[] value = matrix.value;
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                sum += value[k] * p[column[k]];
            }
            q[i] = sum;
        }
    }

    /** r = A z. */
    @ParallelLoop(on = "r", remoteAccess = "z")
    void multiplyZ(int lo, int hi) {
        int[] rowStart = matrix.rowStart;
        int[] column = matrix.column;
        double[] value = matrix.value;
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                sum += value[k] * z[column[k]];
            }
            r[i] = sum;
        }
    }

    @ParallelLoop(on = "x")
    @Reduction(var = "dot", op = SUM)
    void dot(int lo, int hi, double[] u, double[] v) {
        for (int i = lo; i < hi; i++) {
            dot += u[i] * v[i];
        }
    }

    /** x . z into dot and z . z into dot2, in one pass. */
    @ParallelLoop(on = "x")
    @Reduction(var = "dot", op = SUM)
    @Reduction(var = "dot2", op = SUM)
    void norms(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            dot += x[i] * z[i];
            dot2 += z[i] * z[i];
        }
    }

    /** z += alpha p, r -= alpha q. */
    @ParallelLoop(on = "x")
    void step(int lo, int hi, double alpha) {
        for (int i = lo; i < hi; i++) {
            z[i] += alpha * p[i];
            r[i] -= alpha * q[i];
        }
    }

    /** p = r + beta p. */
    @ParallelLoop(on = "p")
    void direction(int lo, int hi, double beta) {
        for (int i = lo; i < hi; i++) {
            p[i] = r[i] + beta * p[i];
        }
    }

    /** The squared distance of x and r: dot = sum (x - r)^2. */
    @ParallelLoop(on = "x")
    @Reduction(var = "dot", op = SUM)
    void residual(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double d = x[i] - r[i];
            dot += d * d;
        }
    }

    /** x = factor z. */
    @ParallelLoop(on = "x")
    void normalize(int lo, int hi, double factor) {
        for (int i = lo; i < hi; i++) {
            x[i] = factor * z[i];
        }
    }

    double dotOf(double[] u, double[] v) {
        dot = 0;
        dot(0, n, u, v);
        return dot;
    }

    /** 25 conjugate gradient steps towards A z = x; returns the residual norm |x - A z|. */
    double solve() {
        start(0, n);
        double rho = dotOf(r, r);
        for (int step = 0; step < STEPS; step++) {
            multiplyP(0, n);
            double alpha = rho / dotOf(p, q);
            double previous = rho;
            step(0, n, alpha);
            rho = dotOf(r, r);
            direction(0, n, rho / previous);
        }
        multiplyZ(0, n);
        dot = 0;
        residual(0, n);
        return Math.sqrt(dot);
    }

    /** One outer iteration: solve, then zeta from x . z, and x = z / |z|; returns zeta. */
    double iterate(int iteration, boolean print) {
        double rnorm = solve();
        dot = 0;
        dot2 = 0;
        norms(0, n);
        double zeta = shift + 1 / dot;
        if (print) {
            System.out.printf(Locale.ROOT, "    %5d       %20.14e%20.13e%n", iteration, rnorm, zeta);
        }
        normalize(0, n, 1 / Math.sqrt(dot2));
        return zeta;
    }

    public static void main(String[] args) {
        ProblemClass problemClass = ProblemClass.fromArguments(args);
        System.out.printf(Locale.ROOT, "%n NAS Parallel Benchmarks (Java-DVM) - CG Benchmark%n");
        CG cg = new CG(problemClass);
        System.out.printf(Locale.ROOT, " Size: %11d%n Iterations: %5d%n Nonzeros: %d%n", cg.n, cg.iterations,
                cg.matrix.rowStart[cg.n]);
        cg.fill(0, cg.n, 1);
        cg.iterate(0, false); // once untimed, as NPB does
        cg.fill(0, cg.n, 1);
        Timer timer = new Timer();
        timer.start();
        System.out.printf(Locale.ROOT, "%n   iteration           ||r||                 zeta%n");
        double zeta = 0;
        for (int iteration = 1; iteration <= cg.iterations; iteration++) {
            zeta = cg.iterate(iteration, true);
        }
        timer.stop();

        Verification verification = new Verification(System.out);
        verification.absolute("zeta", zeta, cg.zetaReference, 1e-10);
        double perIteration = 3 + cg.nonzeros * (cg.nonzeros + 1.0);
        double operations = 2.0 * cg.iterations * cg.n * (perIteration + 25 * (5 + cg.nonzeros * (cg.nonzeros + 1.0)) + 3);
        new ResultBlock("CG", problemClass)
                .size(Integer.toString(cg.n))
                .iterations(cg.iterations)
                .time(timer.seconds(), operations * 1e-6)
                .operation("floating point")
                .verified(verification.passed())
                .print(System.out);
    }
}
