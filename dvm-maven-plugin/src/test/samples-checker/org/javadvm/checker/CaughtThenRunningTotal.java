package org.javadvm.checker;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.SUM;

/**
 * After a construct that ended by a caught exception, checking goes on as before: a running total read in a
 * later construct (the SUM variable read without being updated) is still reported, once, at its own line.
 */
public class CaughtThenRunningTotal {
    @Distributed
    int[] den = new int[12];
    @Distributed
    long[] prefix = new long[12];
    long sum;

    @ParallelLoop(on = "den")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += 100 / den[i];
        }
    }

    @ParallelLoop(on = "prefix")
    @Reduction(var = "sum", op = SUM)
    void runningTotal(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += den[i];
            prefix[i] = sum; // the seeded error: a partial result read as the running value
        }
    }

    public static String run() {
        CaughtThenRunningTotal c = new CaughtThenRunningTotal();
        for (int i = 0; i < c.den.length; i++) {
            c.den[i] = i == 5 ? 0 : 1;
        }
        String failed;
        try {
            c.total(0, c.den.length);
            failed = "no exception";
        } catch (ArithmeticException e) {
            failed = e.getMessage();
        }
        c.sum = 0;
        c.runningTotal(0, c.den.length);
        return "failed=" + failed + "\nsum=" + c.sum + "\n";
    }
}
