package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Counts values above a threshold; the count is not declared a reduction. */
public class Histogram {
    @Distributed
    final double[] values;
    int above;

    public Histogram(double[] data) {
        values = data.clone();
    }

    @ParallelLoop(on = "values")
    void count(int lo, int hi, double threshold) {
        for (int i = lo; i < hi; i++) {
            if (values[i] > threshold) {
                above++;
            }
        }
    }

    public int countAbove(double threshold) {
        above = 0;
        count(0, values.length, threshold);
        return above;
    }
}
