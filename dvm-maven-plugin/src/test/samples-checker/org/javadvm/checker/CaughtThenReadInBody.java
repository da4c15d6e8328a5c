package org.javadvm.checker;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.SUM;

/**
 * A caught exception inside the body does not hide a real partial read that comes after the handler in the same
 * iteration: the running total read there (a scalar, then an element of a reduction array) is reported at its own
 * line, and the cut update before it is not.
 */
public class CaughtThenReadInBody {
    @Distributed
    int[] den = new int[12];
    @Distributed
    long[] prefix = new long[12];
    long sum;
    long[] buckets = new long[2];

    @ParallelLoop(on = "den")
    @Reduction(var = "sum", op = SUM)
    void runningTotal(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                sum += 100 / den[i];
            } catch (ArithmeticException e) {
                prefix[i] = -1;
            }
            prefix[i] += sum; // the seeded error: a partial result read as the running value
        }
    }

    @ParallelLoop(on = "den")
    @Reduction(var = "buckets", op = SUM)
    void runningBucket(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                buckets[i % 2] += 100 / den[i];
            } catch (ArithmeticException e) {
                prefix[i] = -1;
            }
            prefix[i] += buckets[i % 2]; // the seeded error: a partial result of the array read
        }
    }

    public static String run() {
        CaughtThenReadInBody c = new CaughtThenReadInBody();
        for (int i = 0; i < c.den.length; i++) {
            c.den[i] = i == 5 ? 0 : 1;
        }
        c.runningTotal(0, c.den.length);
        c.runningBucket(0, c.den.length);
        return "sum=" + c.sum + "\nbuckets=" + c.buckets[0] + "," + c.buckets[1] + "\nprefix5=" + c.prefix[5] + "\n";
    }
}
