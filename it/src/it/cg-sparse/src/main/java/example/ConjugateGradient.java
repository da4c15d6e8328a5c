package example;

import java.util.Locale;

import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Conjugate gradients on a sparse symmetric positive definite matrix in CSR form: the vectors are
 * distributed (aligned with x), the matrix-vector product gathers p through the column indices
 * (REMOTE_ACCESS), the dot products are SUM reductions.
 */
public class ConjugateGradient {
    final int n;
    final int[] rowStart;
    final int[] column;
    final double[] value;
    @Distributed
    double[] x;
    @Distributed(alignWith = "x")
    double[] r;
    @Distributed(alignWith = "x")
    double[] p;
    @Distributed(alignWith = "x")
    double[] q;
    double dot;

    ConjugateGradient(int n) {
        this.n = n;
        rowStart = new int[n + 1];
        column = new int[5 * n];
        value = new double[5 * n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            rowStart[i] = k;
            // a 1-D Laplacian plus long-range couplings: diagonally dominant, symmetric
            int[] neighbours = {i - 1, i + 1, (i + n / 3) % n, (i - n / 3 + n) % n};
            double diagonal = 0;
            for (int j : neighbours) {
                if (j >= 0 && j < n && j != i) {
                    column[k] = j;
                    value[k] = -1;
                    diagonal += 1;
                    k++;
                }
            }
            column[k] = i;
            value[k] = diagonal + 2; // well conditioned: rounding differences stay near 1e-15
            k++;
        }
        rowStart[n] = k;
        x = new double[n];
        r = new double[n];
        p = new double[n];
        q = new double[n];
    }

    @ParallelLoop(on = "x")
    void start(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            x[i] = 0;
            r[i] = 1 + (i % 7) * 0.25; // b, with x = 0
            p[i] = r[i];
        }
    }

    @ParallelLoop(on = "q", remoteAccess = "p")
    void multiply(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                sum += value[k] * p[column[k]];
            }
            q[i] = sum;
        }
    }

    @ParallelLoop(on = "x")
    @Reduction(var = "dot", op = SUM)
    void dot(int lo, int hi, double[] u, double[] v) {
        for (int i = lo; i < hi; i++) {
            dot += u[i] * v[i];
        }
    }

    @ParallelLoop(on = "x")
    void step(int lo, int hi, double alpha) {
        for (int i = lo; i < hi; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
        }
    }

    @ParallelLoop(on = "p")
    void direction(int lo, int hi, double beta) {
        for (int i = lo; i < hi; i++) {
            p[i] = r[i] + beta * p[i];
        }
    }

    double dotOf(double[] u, double[] v) {
        dot = 0;
        dot(0, n, u, v);
        return dot;
    }

    public static void main(String[] args) {
        ConjugateGradient cg = new ConjugateGradient(20_000);
        cg.start(0, cg.n);
        double rr = cg.dotOf(cg.r, cg.r);
        for (int it = 0; it < 6; it++) { // few: a converged residual is all cancellation, not a stable figure
            cg.multiply(0, cg.n);
            double alpha = rr / cg.dotOf(cg.p, cg.q);
            cg.step(0, cg.n, alpha);
            double next = cg.dotOf(cg.r, cg.r);
            cg.direction(0, cg.n, next / rr);
            rr = next;
        }
        print("residual", Math.sqrt(rr));
        print("x0", cg.x[0]);
        print("xnorm2", cg.dotOf(cg.x, cg.x));
    }

    /** A double result twice: exact bits in hex, and 17 significant digits for reading and tolerance. */
    static void print(String key, double value) {
        System.out.println(key + "=" + Double.toHexString(value));
        System.out.println(key + ".g17=" + String.format(Locale.ROOT, "%.17g", value));
    }
}
