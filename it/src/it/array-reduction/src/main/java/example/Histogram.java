package example;

import java.util.Locale;

import static org.javadvm.ReductionOp.MAX;
import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Histograms of samples as a DVM program declares them: the bins are arrays every processor holds whole,
 * declared reductions of the loop over the distributed samples (DVM's REDUCTION(SUM(counts))). Each
 * processor counts its own samples into its own copy; the copies are added bin by bin at the end.
 */
public class Histogram {
    static final int BINS = 16;
    final int n;
    @Distributed
    double[] samples;
    final long[] counts = new long[BINS];
    final double[] weights = new double[BINS];
    final double[] highest = new double[BINS];
    double total;

    Histogram(int n) {
        this.n = n;
        samples = new double[n];
    }

    @ParallelLoop(on = "samples")
    void generate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double x = Math.sin(i * 0.61803398875) * 0.5 + 0.5; // in [0, 1]
            samples[i] = x * x;
        }
    }

    @ParallelLoop(on = "samples")
    @Reduction(var = "counts", op = SUM)
    @Reduction(var = "weights", op = SUM)
    @Reduction(var = "highest", op = MAX)
    @Reduction(var = "total", op = SUM)
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int bin = Math.min(BINS - 1, (int) (samples[i] * BINS));
            counts[bin]++;
            weigh(bin, samples[i]);
            if (samples[i] > highest[bin]) { // MAX may read its copy to decide
                highest[bin] = samples[i];
            }
            total += samples[i];
        }
    }

    /** A helper: weights here is the processor's copy too. */
    private void weigh(int bin, double sample) {
        weights[bin] += sample;
    }

    public static void main(String[] args) {
        Histogram h = new Histogram(50_000);
        h.generate(0, h.n);
        java.util.Arrays.fill(h.counts, 1);   // the values before the loop take part
        java.util.Arrays.fill(h.highest, -1);
        h.count(0, h.n);
        h.count(0, h.n / 3);                   // a second loop accumulates into the same bins
        long all = 0;
        for (int b = 0; b < BINS; b++) {
            System.out.println("count" + b + "=" + h.counts[b]);
            System.out.println("weight" + b + "=" + String.format(Locale.ROOT, "%.17g", h.weights[b]));
            System.out.println("highest" + b + "=" + String.format(Locale.ROOT, "%.17g", h.highest[b]));
            all += h.counts[b];
        }
        System.out.println("all=" + all);
        System.out.println("total=" + String.format(Locale.ROOT, "%.17g", h.total));
    }
}
