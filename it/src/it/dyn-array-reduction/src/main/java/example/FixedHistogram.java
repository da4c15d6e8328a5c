package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** The histogram declared: counts in the body and in a helper, a maximum updated when beaten, all clean. */
public class FixedHistogram {
    @Distributed
    int[] keys = new int[12];
    int[] counts = new int[4];
    double[] largest = new double[4];

    @ParallelLoop(on = "keys")
    @Reduction(var = "counts", op = SUM)
    @Reduction(var = "largest", op = MAX)
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            counts[keys[i] % 4]++;
            add(keys[i] % 4);
            if (keys[i] > largest[keys[i] % 4]) {
                largest[keys[i] % 4] = keys[i];
            }
        }
    }

    private void add(int bin) {
        counts[bin] += 10;
    }

    static String run() {
        FixedHistogram h = new FixedHistogram();
        for (int i = 0; i < h.keys.length; i++) {
            h.keys[i] = i * 5;
        }
        h.count(0, h.keys.length);
        return java.util.Arrays.toString(h.counts) + java.util.Arrays.toString(h.largest);
    }
}
