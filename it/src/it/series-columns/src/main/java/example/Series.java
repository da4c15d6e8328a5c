package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.javadvm.ReductionOp.MAXLOC;
import static org.javadvm.ReductionOp.SUM;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Fourier coefficients of f(x) = (x + 1)^x on [0, 2] by the trapezoid rule, the kind of kernel Java Grande's
 * Series times: column k of the coefficient array holds a_k (row 0) and b_k (row 1), and the arrays are
 * distributed by columns, so every loop runs over the columns (or, for the sampled series, over the columns
 * of a table distributed both ways).
 */
public class Series {
    final int n;
    final int steps;
    final int points;

    @Distributed(format = {WHOLE, BLOCK}, shadow = {0, 1})
    double[][] coefficients;
    /** Each coefficient averaged with its neighbours, (c[k-1] + 2 c[k] + c[k+1]) / 4. */
    @Distributed(alignWith = "coefficients")
    double[][] smoothed;
    /** Running sums of the coefficients along each row. */
    @Distributed(alignWith = "coefficients", shadow = {0, 1})
    double[][] partial;
    /** Term k of the series at sample point i: a_k cos(pi k x_i) + b_k sin(pi k x_i). */
    @Distributed(format = {BLOCK, BLOCK})
    double[][] terms;

    double energy;
    double peak;
    int peakColumn;
    /** The threads that computed coefficients: how many processors shared the columns. */
    static final Set<String> columnThreads = ConcurrentHashMap.newKeySet();

    Series(int n, int steps, int points) {
        this.n = n;
        this.steps = steps;
        this.points = points;
    }

    /** The natural loop of the kernel: one iteration per coefficient pair. */
    @ParallelLoop(on = "coefficients", dims = 1)
    void coefficientsOf(int k0, int k1) {
        columnThreads.add(Thread.currentThread().getName());
        for (int k = k0; k < k1; k++) {
            double omega = Math.PI * k;
            coefficients[0][k] = integrate(omega, false);
            coefficients[1][k] = integrate(omega, true);
        }
    }

    @ParallelLoop(on = "smoothed", dims = 1, shadowRenew = "coefficients")
    void smooth(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            for (int r = 0; r < 2; r++) {
                smoothed[r][k] = (coefficients[r][k - 1] + 2 * coefficients[r][k] + coefficients[r][k + 1]) / 4;
            }
        }
    }

    @ParallelLoop(on = "coefficients", dims = 1)
    @Reduction(var = "energy", op = SUM)
    @Reduction(var = "peak", op = MAXLOC, loc = "peakColumn")
    void spectrum(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            double a = coefficients[0][k];
            double b = coefficients[1][k];
            energy += a * a + b * b;
            if (Math.abs(b) > peak) {
                peak = Math.abs(b);
                peakColumn = k;
            }
        }
    }

    /** Column k needs the new column k - 1: a pipeline along the distributed dimension. */
    @ParallelLoop(on = "partial", dims = 1, across = "partial")
    void accumulate(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            partial[0][k] = partial[0][k - 1] + coefficients[0][k];
            partial[1][k] = partial[1][k - 1] + coefficients[1][k];
        }
    }

    /** Over the columns of a table distributed both ways: every sample point of a column in one iteration. */
    @ParallelLoop(on = "terms", dims = 1, remoteAccess = "coefficients")
    void evaluate(int k0, int k1) {
        for (int k = k0; k < k1; k++) {
            for (int i = 0; i < points; i++) {
                double x = 2.0 * i / (points - 1);
                terms[i][k] = coefficients[0][k] * Math.cos(Math.PI * k * x)
                        + coefficients[1][k] * Math.sin(Math.PI * k * x);
            }
        }
    }

    /** Lanczos' sigma factors, column by column: the outer loop runs along dimension 1. */
    @ParallelLoop(on = "terms", dims = {1, 0})
    void weigh(int k0, int k1, int i0, int i1) {
        for (int k = k0; k < k1; k++) {
            double t = Math.PI * k / n;
            double sigma = Math.sin(t) / t;
            for (int i = i0; i < i1; i++) {
                terms[i][k] *= sigma;
            }
        }
    }

    private double integrate(double omega, boolean sine) {
        double h = 2.0 / steps;
        double sum = (term(0, omega, sine) + term(2, omega, sine)) / 2;
        for (int s = 1; s < steps; s++) {
            sum += term(s * h, omega, sine);
        }
        return sum * h;
    }

    private static double term(double x, double omega, boolean sine) {
        double f = Math.pow(x + 1, x);
        return f * (sine ? Math.sin(omega * x) : Math.cos(omega * x));
    }

    void run() {
        coefficients = new double[2][n];
        smoothed = new double[2][n];
        partial = new double[2][n];
        terms = new double[points][n];
        coefficients[0][0] = integrate(0, false) / 2; // the mean value
        coefficients[1][0] = 0;
        coefficientsOf(1, n);
        for (int r = 0; r < 2; r++) {
            smoothed[r][0] = coefficients[r][0];
            smoothed[r][n - 1] = coefficients[r][n - 1];
            partial[r][0] = coefficients[r][0];
        }
        smooth(1, n - 1);
        energy = 0;
        peak = -1;
        peakColumn = -1;
        spectrum(1, n);
        accumulate(1, n);
        evaluate(0, n);
        weigh(1, n, 0, points);
    }

    public static void main(String[] args) {
        Series series = new Series(120, 1000, 9);
        series.run();
        for (int k = 0; k < 4; k++) {
            System.out.println("a" + k + "=" + series.coefficients[0][k]);
            System.out.println("b" + k + "=" + series.coefficients[1][k]);
        }
        System.out.println("a119=" + series.coefficients[0][119]);
        System.out.println("b119=" + series.coefficients[1][119]);
        double smoothedSum = 0;
        for (int k = 0; k < series.n; k++) {
            smoothedSum += series.smoothed[0][k] - series.smoothed[1][k];
        }
        System.out.println("smoothedSum=" + smoothedSum);
        System.out.println("energy=" + series.energy);
        System.out.println("peak=" + series.peak);
        System.out.println("peakColumn=" + series.peakColumn);
        System.out.println("partialA=" + series.partial[0][series.n - 1]);
        System.out.println("partialB=" + series.partial[1][series.n - 1]);
        for (int i = 0; i < series.points; i++) {
            double value = 0;
            for (int k = 0; k < series.n; k++) {
                value += series.terms[i][k];
            }
            System.out.println("f" + i + "=" + value);
        }
        System.out.println("coefficients computed by " + columnThreads.size() + " threads");
    }
}
