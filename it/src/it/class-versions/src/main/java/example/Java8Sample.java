package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Compiled with --release 8: an anonymous class and a lambda around a woven loop. */
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
        Runnable run = () -> sample.fill(0, sample.values.length, 0.5);
        run.run();
        System.out.println("sum=" + Double.toHexString(sample.sum));
        System.out.println("last=" + Double.toHexString(sample.values[999]));
    }
}
