package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM02: a private field read after its loop)

/** The last iteration's scratch value is used after the loop, where private values are undefined. */
public class ValueUsedAfterLoop {
    @Distributed
    double[] a = new double[16];
    double square;
    double result;

    @ParallelLoop(on = "a", privates = "square")
    void squares(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            square = a[i] * a[i];
            a[i] = square;
        }
    }

    static void run() {
        ValueUsedAfterLoop p = new ValueUsedAfterLoop();
        java.util.Arrays.fill(p.a, 2);
        p.squares(0, 16);
        p.result = p.square; // race: read
    }
}
