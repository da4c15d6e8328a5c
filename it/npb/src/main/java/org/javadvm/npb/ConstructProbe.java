package org.javadvm.npb;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * The benchmark's per-construct probe (not an NPB program): a parallel loop over a few elements called many
 * times, timed per call. Run plain, it gives the cost of the method call and its few iterations; woven, the
 * same plus what a construct call costs on the grid. {@code java ... ConstructProbe [calls]} prints
 * {@code Microseconds per call = <us>}, the calling thread's {@code CPU microseconds per call} and a checksum that every run must agree on.
 */
public class ConstructProbe {
    private static final int ELEMENTS = 64;
    private static final int DEFAULT_CALLS = 200_000;

    @Distributed
    double[] values = new double[ELEMENTS];

    @ParallelLoop(on = "values")
    void touch(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            values[i] += 1.0 / (i + 1);
        }
    }

    /**
     * The mean elapsed time and the calling thread's CPU time of one of {@code calls} calls, in microseconds,
     * after as many calls of warm-up (on a machine busy with other work the CPU time is the steadier figure).
     */
    double[] microsecondsPerCall(int calls) {
        for (int c = 0; c < calls; c++) {
            touch(0, ELEMENTS);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int c = 0; c < calls; c++) {
            touch(0, ELEMENTS);
        }
        long elapsed = System.nanoTime() - start;
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        return new double[] {elapsed / 1e3 / calls, cpu / 1e3 / calls};
    }

    double checksum() {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum;
    }

    public static void main(String[] args) {
        int calls = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_CALLS;
        if (calls <= 0) {
            throw new IllegalArgumentException("calls must be positive: " + calls);
        }
        ConstructProbe probe = new ConstructProbe();
        double[] micros = probe.microsecondsPerCall(calls);
        System.out.printf(Locale.ROOT, " Loop calls      = %d of %d elements%n", calls, ELEMENTS);
        System.out.printf(Locale.ROOT, " Microseconds per call = %.4f%n", micros[0]);
        System.out.printf(Locale.ROOT, " CPU microseconds per call = %.4f%n", micros[1]);
        System.out.printf(Locale.ROOT, " Checksum        = %.10e%n", probe.checksum());
    }
}
