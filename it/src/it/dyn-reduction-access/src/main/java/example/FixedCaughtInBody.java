package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/**
 * Correct: an iteration divides by zero between the read of the SUM variable (and of an element of a SUM
 * reduction array) and its write, and the body itself catches the exception and goes on. The update the
 * exception cut short is no partial read; the construct ends normally, so nothing is reported or noted.
 */
public class FixedCaughtInBody {
    @Distributed
    int[] den = {1, 2, 0, 4};
    long sum;
    long[] buckets = new long[2];

    @ParallelLoop(on = "den")
    @Reduction(var = "sum", op = SUM)
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                sum += 1000 / den[i];
            } catch (ArithmeticException e) {
                // a zero divisor adds nothing
            }
        }
    }

    @ParallelLoop(on = "den")
    @Reduction(var = "buckets", op = SUM)
    void histogram(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            try {
                buckets[i % 2] += 1000 / den[i];
            } catch (ArithmeticException e) {
                // a zero divisor adds nothing
            }
        }
    }

    static void run() {
        FixedCaughtInBody f = new FixedCaughtInBody();
        f.total(0, f.den.length);
        f.histogram(0, f.den.length);
    }
}
