package org.javadvm.benchmark;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Conjugate gradients on a sparse (CSR) matrix declared for Java-DVM: a sparse matrix-vector product
 * fused with a dot product, an axpy pair fused with a dot product, and the direction update. The matrix
 * itself is not distributed (every processor reads it); p is read at other processors' rows in the
 * product, hence REMOTE_ACCESS.
 */
public class CgDvm implements Kernel {
    private final int size;
    private final int[] rowStart;
    private final int[] column;
    private final double[] value;
    @Distributed
    double[] x;
    @Distributed(alignWith = "x")
    double[] r;
    @Distributed(alignWith = "x")
    double[] p;
    @Distributed(alignWith = "x")
    double[] q;
    double pq;
    double rr;

    public CgDvm(int m) {
        CgProblem problem = new CgProblem(m);
        size = problem.size;
        rowStart = problem.rowStart;
        column = problem.column;
        value = problem.value;
        x = new double[size];
        r = new double[size];
        p = new double[size];
        q = new double[size];
    }

    @Override
    public void reset() {
        restart();
    }

    private void restart() {
        rr = 0;
        start(0, size);
    }

    /** x = 0, r = p = b, rr = r.r */
    @ParallelLoop(on = "x")
    @Reduction(var = "rr", op = ReductionOp.SUM)
    void start(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            x[i] = 0;
            r[i] = CgProblem.rightHandSide(i);
            p[i] = r[i];
            rr += r[i] * r[i];
        }
    }

    /** q = A p, pq = p.q */
    @ParallelLoop(on = "q", remoteAccess = "p")
    @Reduction(var = "pq", op = ReductionOp.SUM)
    void multiply(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            double s = 0;
            for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                s += value[k] * p[column[k]];
            }
            q[i] = s;
            pq += p[i] * s;
        }
    }

    /** x += alpha p, r -= alpha q, rr = r.r */
    @ParallelLoop(on = "x")
    @Reduction(var = "rr", op = ReductionOp.SUM)
    void step(int i0, int i1, double alpha) {
        for (int i = i0; i < i1; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
            rr = Seed.REDUCTION ? Math.max(rr, r[i] * r[i]) : rr + r[i] * r[i]; // seeded: MAX where SUM is declared
        }
    }

    /** p = r + beta p */
    @ParallelLoop(on = "p")
    void direction(int i0, int i1, double beta) {
        for (int i = i0; i < i1; i++) {
            p[i] = Seed.INTERIOR && i == size / 3 ? r[i] - beta * p[i] : r[i] + beta * p[i]; // seeded: a sign
        }
    }

    @Override
    public void solve(int iterations) {
        for (int it = 0; it < iterations; it++) {
            if (it % CgProblem.RESTART == 0) {
                restart();
            }
            pq = 0;
            multiply(0, size);
            double alpha = rr / pq;
            double rrOld = rr;
            rr = 0;
            step(0, size, alpha);
            direction(0, size, rr / rrOld);
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {CgProblem.sum(x)};
    }
}
