package org.javadvm.benchmark;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * The first Fourier coefficients of f(x) = (x + 1)^x on [0, 2], each integral by the trapezoid rule:
 * compute-bound, one parallel loop over the coefficients per solve step, equal work per coefficient.
 */
public class SeriesDvm implements Kernel {
    private static final int STEPS = 500;
    private final int count;
    @Distributed
    double[] cosine;
    @Distributed(alignWith = "cosine")
    double[] sine;

    public SeriesDvm(int count) {
        this.count = count;
        cosine = new double[count];
        sine = new double[count];
    }

    @Override
    public void reset() {
        java.util.Arrays.fill(cosine, 0);
        java.util.Arrays.fill(sine, 0);
    }

    @ParallelLoop(on = "cosine")
    void coefficients(int k0, int k1) {
        double h = 2.0 / STEPS;
        for (int k = k0; k < k1; k++) {
            double omega = Math.PI * k;
            double c = 0.5 * (f(0) * Math.cos(0) + f(2) * Math.cos(2 * omega));
            double s = 0.5 * (f(0) * Math.sin(0) + f(2) * Math.sin(2 * omega));
            for (int t = 1; t < STEPS; t++) {
                double x = t * h;
                double fx = f(x);
                c += fx * Math.cos(omega * x);
                s += fx * Math.sin(omega * x);
            }
            cosine[k] += c * h;
            sine[k] += s * h;
        }
    }

    private static double f(double x) {
        return Math.pow(x + 1, x);
    }

    @Override
    public void solve(int rounds) {
        for (int r = 0; r < rounds; r++) {
            coefficients(0, count);
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {CgProblem.sum(cosine), CgProblem.sum(sine)};
    }
}
