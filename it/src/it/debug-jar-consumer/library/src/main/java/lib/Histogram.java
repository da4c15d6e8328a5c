package lib;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Seeded: counts the values above a limit into a field of the loop that is not declared a reduction. */
public class Histogram {
    @Distributed
    final double[] values = new double[64];
    int above;

    @ParallelLoop(on = "values")
    void count(int lo, int hi, double limit) {
        for (int i = lo; i < hi; i++) {
            if (values[i] > limit) {
                above++;
            }
        }
    }

    public static void main(String[] args) {
        Histogram histogram = new Histogram();
        for (int i = 0; i < histogram.values.length; i++) {
            histogram.values[i] = i;
        }
        histogram.count(0, histogram.values.length, 31.5);
        System.out.println("above=" + histogram.above);
    }
}
