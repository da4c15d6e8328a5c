package example;

import java.util.Locale;
import java.util.function.DoubleSupplier;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Compiled with --release 8 (class file 52): a woven loop called from a lambda and from an anonymous class. */
public class Java8Sample {
    @Distributed(shadow = {1})
    double[] values = new double[1000];
    double sum;

    @ParallelLoop(on = "values")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void fill(int lo, int hi, double scale) {
        for (int i = lo; i < hi; i++) {
            values[i] = i * scale;
            sum += values[i];
        }
    }

    public static void main(String[] args) {
        final Java8Sample sample = new Java8Sample();
        Runnable fillHalves = () -> sample.fill(0, sample.values.length, 0.5);
        fillHalves.run();
        System.out.println("sum=" + Double.toHexString(sample.sum));
        DoubleSupplier refill = new DoubleSupplier() {
            @Override
            public double getAsDouble() {
                sample.fill(1, sample.values.length - 1, 0.25);
                return sample.sum;
            }
        };
        double both = refill.getAsDouble();
        System.out.println("both=" + Double.toHexString(both));
        System.out.println("both.g17=" + String.format(Locale.ROOT, "%.17g", both));
        System.out.println("last=" + Double.toHexString(sample.values[999]));
    }
}
