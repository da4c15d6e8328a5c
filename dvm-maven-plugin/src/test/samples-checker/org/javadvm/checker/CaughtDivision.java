package org.javadvm.checker;

import java.util.Arrays;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.SUM;

/**
 * A correct program whose constructs end by an exception its caller catches: a division by zero inside a
 * reduction's update, between the read of the variable and its write (a scalar, an element of a reduction array,
 * and an outer loop whose iteration calls the failing construct), and then the same constructs again, finished.
 * Dynamic control must report nothing.
 */
public class CaughtDivision {
    @Distributed
    int[] den = new int[40];
    long sum;
    long[] buckets = new long[4];
    long rows;

    @ParallelLoop(on = "den")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += 1000 / den[i];
        }
    }

    @ParallelLoop(on = "den")
    @Reduction(var = "buckets", op = SUM)
    void histogram(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            buckets[i % 4] += 1000 / den[i];
        }
    }

    /**
     * Each iteration adds to its own total what {@link #tenth} returns, which runs {@link #total} on a slice (that
     * may throw between the read of rows and its write); total's variable is this construct's reduction too.
     */
    @ParallelLoop(on = "den")
    @Reduction(var = "rows", op = SUM)
    @Reduction(var = "sum", op = SUM)
    void slices(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            rows += i + tenth(i);
        }
    }

    private long tenth(int i) {
        if (i % 10 != 0) {
            return 0;
        }
        total(i, i + 10);
        return 1;
    }

    public static String run() {
        CaughtDivision c = new CaughtDivision();
        for (int i = 0; i < c.den.length; i++) {
            c.den[i] = i == 17 ? 0 : i % 5 + 1;
        }
        StringBuilder out = new StringBuilder();
        try {
            c.total(0, c.den.length);
            out.append("total=no exception\n");
        } catch (ArithmeticException e) {
            out.append("total=").append(e.getMessage()).append('\n');
        }
        try {
            c.histogram(0, c.den.length);
            out.append("histogram=no exception\n");
        } catch (ArithmeticException e) {
            out.append("histogram=").append(e.getMessage()).append('\n');
        }
        try {
            c.slices(0, c.den.length);
            out.append("slices=no exception\n");
        } catch (ArithmeticException e) {
            out.append("slices=").append(e.getMessage()).append('\n');
        }
        c.den[17] = 1;
        c.sum = 0;
        Arrays.fill(c.buckets, 0);
        c.rows = 0;
        c.total(0, c.den.length);
        c.histogram(0, c.den.length);
        c.slices(0, c.den.length);
        out.append("sum=").append(c.sum).append("\nbuckets=").append(Arrays.toString(c.buckets))
                .append("\nrows=").append(c.rows).append('\n');
        return out.toString();
    }
}
