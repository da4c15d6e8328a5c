package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/**
 * Correct: an iteration divides by zero between the read of the SUM variable and its write, and the caller
 * catches the exception. The update the exception cut short is no partial read (the value read went nowhere);
 * the report only notes that the construct ended by an exception.
 */
public class FixedCaughtDivision {
    @Distributed
    int[] den = {1, 2, 0, 4};
    long sum;

    @ParallelLoop(on = "den")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sum += 1000 / den[i];
        }
    }

    static void run() {
        FixedCaughtDivision f = new FixedCaughtDivision();
        try {
            f.total(0, f.den.length);
        } catch (ArithmeticException e) {
            f.sum = -1;
        }
    }
}
