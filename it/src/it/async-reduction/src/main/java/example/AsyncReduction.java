package example;

import java.util.Locale;

import static org.javadvm.ReductionOp.MAX;
import static org.javadvm.ReductionOp.MIN;
import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ShadowGroup;

/**
 * Two loops feed one asynchronous reduction group; unrelated work runs between the group's start and
 * wait; a shadow group is renewed asynchronously before a stencil loop.
 */
public class AsyncReduction {
    final int n = 5000;
    @Distributed(shadow = {1})
    double[] signal = new double[n];
    @Distributed(alignWith = "signal")
    double[] smooth = new double[n];
    final ReductionGroup statistics = new ReductionGroup();
    double sum;
    double peak = Double.NEGATIVE_INFINITY;
    double floor = Double.POSITIVE_INFINITY;
    long unrelated = 0;

    @ParallelLoop(on = "signal")
    void generate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            signal[i] = Math.sin(i * 0.01) * 100 + (i % 13);
        }
    }

    @ParallelLoop(on = "signal")
    @Reduction(var = "sum", op = SUM, group = "statistics")
    @Reduction(var = "peak", op = MAX, group = "statistics")
    void measure(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += signal[i];
            peak = Math.max(peak, signal[i]);
        }
    }

    @ParallelLoop(on = "signal")
    @Reduction(var = "floor", op = MIN, group = "statistics")
    void lowest(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            floor = Math.min(floor, signal[i]);
        }
    }

    @ParallelLoop(on = "smooth")
    void average(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            smooth[i] = (signal[i - 1] + signal[i] + signal[i + 1]) / 3;
        }
    }

    public static void main(String[] args) {
        AsyncReduction program = new AsyncReduction();
        program.generate(0, program.n);
        program.measure(0, program.n);
        program.lowest(0, program.n);
        program.statistics.start();
        for (int i = 0; i < 1000; i++) {
            program.unrelated += (long) i * i; // work that does not touch the reduction variables
        }
        program.statistics.waitDone();
        ShadowGroup edges = ShadowGroup.of(program.signal);
        edges.start();
        edges.waitDone();
        program.average(1, program.n - 1);
        double total = 0;
        for (int i = 1; i < program.n - 1; i++) { // the elements average wrote
            total += program.smooth[i];
        }
        print("sum", program.sum);
        print("peak", program.peak);
        print("floor", program.floor);
        print("smooth", total);
        System.out.println("unrelated=" + program.unrelated);
    }

    /** A double result twice: exact bits in hex, and 17 significant digits for reading and tolerance. */
    static void print(String key, double value) {
        System.out.println(key + "=" + Double.toHexString(value));
        System.out.println(key + ".g17=" + String.format(Locale.ROOT, "%.17g", value));
    }
}
