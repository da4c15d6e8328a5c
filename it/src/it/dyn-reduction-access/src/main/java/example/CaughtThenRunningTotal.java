package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/**
 * Seeded: the body catches a division by zero in its update and then reads the SUM variable as a running total.
 * The cut update is no partial read, the read after the handler is.
 */
public class CaughtThenRunningTotal {
    @Distributed
    int[] den = {1, 2, 0, 4};
    @Distributed
    long[] upTo = new long[4];
    long total;

    @ParallelLoop(on = "den")
    @Reduction(var = "total", op = SUM)
    void run(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                total += 1000 / den[i];
            } catch (ArithmeticException e) {
                upTo[i] = -1;
            }
            upTo[i] += total; // expect DVM04 read total partial-read at=(0)
        }
    }

    static void run() {
        CaughtThenRunningTotal c = new CaughtThenRunningTotal();
        c.run(0, c.den.length);
    }
}
