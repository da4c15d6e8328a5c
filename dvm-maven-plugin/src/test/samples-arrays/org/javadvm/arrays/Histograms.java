package org.javadvm.arrays;

import java.util.Arrays;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.*;

/**
 * Reductions over arrays as a program writes them: a histogram counted in the body and, through a helper,
 * in a static array; a per-bin maximum updated only when beaten; a bitwise OR of flags; every array starting
 * from values that take part in the result.
 */
public class Histograms {
    @Distributed
    int[] data = new int[101];
    final int[] counts = new int[8];
    double[] peaks = new double[8];
    static long[] flags = new long[4];
    static int[] helperCounts = new int[8];
    int nonArray;

    @ParallelLoop(on = "data")
    @Reduction(var = "counts", op = SUM)
    @Reduction(var = "peaks", op = MAX)
    @Reduction(var = "flags", op = OR)
    @Reduction(var = "helperCounts", op = SUM)
    @Reduction(var = "nonArray", op = SUM)
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int bin = data[i] % 8;
            counts[bin]++;
            if (data[i] * 0.5 > peaks[bin]) {
                peaks[bin] = data[i] * 0.5;
            }
            flags[i % 4] |= 1L << (data[i] % 64);
            Tally.add(bin);
            nonArray += data[i];
        }
    }

    public static String run() {
        Histograms h = new Histograms();
        for (int i = 0; i < h.data.length; i++) {
            h.data[i] = (i * 7919) % 103;
        }
        Arrays.fill(h.counts, 1);
        Arrays.fill(h.peaks, 20);
        Arrays.fill(flags, 1L << 63);
        Arrays.fill(helperCounts, 2);
        int[] countsBefore = h.counts;
        h.count(0, h.data.length);
        return "counts=" + Arrays.toString(h.counts) + "\npeaks=" + Arrays.toString(h.peaks)
                + "\nflags=" + Arrays.toString(flags) + "\nhelper=" + Arrays.toString(helperCounts)
                + "\nsame=" + (countsBefore == h.counts) + "\nsum=" + h.nonArray + "\n";
    }
}
