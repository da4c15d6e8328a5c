package org.javadvm.checker;

import java.util.Arrays;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.SUM;

/**
 * A correct program whose reduction bodies catch the exception themselves: a division by zero between the read
 * of the reduction variable (or element of a reduction array) and its write, caught inside the iteration, which
 * then goes on. Dynamic control must report nothing.
 */
public class CaughtInBody {
    @Distributed
    int[] den = new int[40];
    long sum;
    long[] buckets = new long[4];
    int skipped;

    @ParallelLoop(on = "den")
    @Reduction(var = "sum", op = SUM)
    @Reduction(var = "skipped", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                sum += 1000 / den[i];
            } catch (ArithmeticException e) {
                skipped++;
            }
        }
    }

    @ParallelLoop(on = "den")
    @Reduction(var = "buckets", op = SUM)
    void histogram(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                buckets[i % 4] += 1000 / den[i];
            } catch (ArithmeticException e) {
                // a zero divisor adds nothing
            }
        }
    }

    public static String run() {
        CaughtInBody c = new CaughtInBody();
        for (int i = 0; i < c.den.length; i++) {
            c.den[i] = i % 13 == 4 ? 0 : i % 5 + 1;
        }
        c.total(0, c.den.length);
        c.histogram(0, c.den.length);
        return "sum=" + c.sum + "\nskipped=" + c.skipped + "\nbuckets=" + Arrays.toString(c.buckets) + "\n";
    }
}
