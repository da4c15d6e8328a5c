package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Counts values above a threshold; the count is not declared a reduction (the seeded error). */
public class Histogram {
    @Distributed
    final double[] values;
    int above;

    Histogram(int n) {
        values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = i % 10;
        }
    }

    @ParallelLoop(on = "values")
    void count(int lo, int hi, double threshold) {
        for (int i = lo; i < hi; i++) {
            if (values[i] > threshold) {
                above++;
            }
        }
    }

    public static void main(String[] args) {
        Histogram histogram = new Histogram(Integer.parseInt(args[0]));
        histogram.above = 0;
        histogram.count(0, histogram.values.length, Double.parseDouble(args[1]));
        System.out.println("above " + args[1] + ": " + histogram.above);
    }
}
