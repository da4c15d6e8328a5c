package org.javadvm.npb;

import static org.javadvm.ReductionOp.SUM;

import java.util.Locale;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * EP, the embarrassingly parallel kernel (NAS report RNR-94-007, section 2.2.1): 2^M pairs of uniform
 * deviates from NPB's generator become Gaussian pairs by the Marsaglia polar method; the kernel sums them
 * and counts them in square annuli. The pairs are cut into batches of 2^16; each batch jumps to its place in
 * the random stream ({@link Randlc#power}), so the batches are independent and spread over the processors
 * by owner-computes on {@link #accepted}. The sums are scalar reductions, the annulus counts {@link #q} an
 * array reduction.
 */
public final class EP {
    /** log2 of the pairs in a batch. */
    static final int BATCH_LOG = 16;
    static final int BATCH = 1 << BATCH_LOG;
    /** The number of annuli counted: |X|, |Y| below 10 in practice. */
    static final int ANNULI = 10;
    static final double SEED = 271828183;

    final ProblemClass problemClass;
    /** log2 of the number of pairs. */
    final int m;
    final int batches;
    /** The pairs of each batch that fell in the unit disc (the batches' template, one per batch). */
    @Distributed
    double[] accepted;
    /** Counts of Gaussian pairs per annulus l <= max(|X|, |Y|) < l + 1. */
    final double[] q = new double[ANNULI];
    double sx;
    double sy;

    EP(ProblemClass problemClass) {
        this.problemClass = problemClass;
        switch (problemClass) {
            case S: m = 24; break;
            case W: m = 25; break;
            default: m = 28; break;
        }
        batches = 1 << (m - BATCH_LOG);
        accepted = new double[batches];
    }

    @ParallelLoop(on = "accepted")
    @Reduction(var = "sx", op = SUM)
    @Reduction(var = "sy", op = SUM)
    @Reduction(var = "q", op = SUM)
    void generate(int k0, int k1) {
        double[] uniform = new double[2 * BATCH];
        for (int k = k0; k < k1; k++) {
            double start = Randlc.multiply(Randlc.power(Randlc.A, 2L * BATCH * k), SEED);
            new Randlc(start).fill(Randlc.A, uniform, 0, 2 * BATCH);
            double pairs = 0;
            for (int i = 0; i < BATCH; i++) {
                double x1 = 2 * uniform[2 * i] - 1;
                double x2 = 2 * uniform[2 * i + 1] - 1;
                double t = x1 * x1 + x2 * x2;
                if (t <= 1) {
                    double f = Math.sqrt(-2 * Math.log(t) / t);
                    double gx = x1 * f;
                    double gy = x2 * f;
                    q[(int) Math.max(Math.abs(gx), Math.abs(gy))] += 1;
                    sx += gx;
                    sy += gy;
                    pairs++;
                }
            }
            accepted[k] = pairs;
        }
    }

    /** The official sums of the Gaussian deviates (NPB 3 EP reference values). */
    static double[] reference(ProblemClass problemClass) {
        switch (problemClass) {
            case S: return new double[] {-3.247834652034740e3, -6.958407078382297e3};
            case W: return new double[] {-2.863319731645753e3, -6.320053679109499e3};
            default: return new double[] {-4.295875165629892e3, -1.580732573678431e4};
        }
    }

    public static void main(String[] args) {
        ProblemClass problemClass = ProblemClass.fromArguments(args);
        EP ep = new EP(problemClass);
        System.out.printf(Locale.ROOT, "%n NAS Parallel Benchmarks (Java-DVM) - EP Benchmark%n");
        System.out.printf(Locale.ROOT, " Number of random numbers generated: %d%n", 2L << ep.m);
        Timer timer = new Timer();
        timer.start();
        ep.generate(0, ep.batches);
        timer.stop();

        double gaussians = 0;
        for (double count : ep.q) {
            gaussians += count;
        }
        double acceptedTotal = 0;
        for (double pairs : ep.accepted) {
            acceptedTotal += pairs;
        }
        System.out.printf(Locale.ROOT, " EP benchmark results:%n CPU time = %.4f%n N = 2^%d%n", timer.seconds(), ep.m);
        System.out.printf(Locale.ROOT, " No. Gaussian Pairs = %.0f%n Sums = %.15e %.15e%n Counts:%n", gaussians, ep.sx, ep.sy);
        for (int l = 0; l < ANNULI; l++) {
            System.out.printf(Locale.ROOT, " %3d %15.0f%n", l, ep.q[l]);
        }
        Verification verification = new Verification(System.out);
        double[] reference = reference(problemClass);
        verification.relative("sx", ep.sx, reference[0], 1e-8);
        verification.relative("sy", ep.sy, reference[1], 1e-8);
        verification.exact("pairs counted = accepted", (long) gaussians, (long) acceptedTotal);
        new ResultBlock("EP", problemClass)
                .size(Long.toString(2L << ep.m))
                .iterations(0)
                .time(timer.seconds(), (2L << ep.m) * 1e-6)
                .operation("Random numbers generated")
                .verified(verification.passed())
                .print(System.out);
    }
}
