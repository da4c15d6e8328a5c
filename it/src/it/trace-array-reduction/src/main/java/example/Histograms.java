package example;

import static org.javadvm.ReductionOp.MAX;
import static org.javadvm.ReductionOp.SUM;

import java.util.Arrays;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Two histograms of the same samples, each an array reduction: {@code counts} declared SUM and counted with
 * {@code +=} (right), {@code peaks} declared MAX but counted with {@code +=} as well (wrong: it should keep the
 * largest sample per bin, or be declared SUM).
 */
public class Histograms {
    static final int BINS = 8;

    @Distributed
    final double[] samples = new double[400];
    final int[] counts = new int[BINS];
    final double[] weights = new double[BINS];
    final long[] peaks = new long[BINS];

    Histograms() {
        for (int i = 0; i < samples.length; i++) {
            samples[i] = Math.abs(Math.sin(i * 0.37) * Math.cos(i * 0.011)) * BINS;
        }
    }

    @ParallelLoop(on = "samples")
    @Reduction(var = "counts", op = SUM)
    @Reduction(var = "weights", op = SUM)
    void count(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            int bin = Math.min(BINS - 1, (int) samples[i]);
            counts[bin] += 1;
            weights[bin] += samples[i];
        }
    }

    @ParallelLoop(on = "samples")
    @Reduction(var = "peaks", op = MAX)
    void peaks(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            int bin = Math.min(BINS - 1, (int) samples[i]);
            peaks[bin] += 1;
        }
    }

    public static void main(String[] args) {
        Histograms h = new Histograms();
        h.count(0, h.samples.length);
        h.peaks(0, h.samples.length);
        System.out.println("counts " + Arrays.toString(h.counts));
        System.out.println("weights " + Arrays.toString(h.weights));
        System.out.println("peaks " + Arrays.toString(h.peaks));
    }
}
