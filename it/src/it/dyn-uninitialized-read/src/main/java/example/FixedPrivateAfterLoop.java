package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The scratch field assigned again before the sequential code reads it. */
public class FixedPrivateAfterLoop {
    @Distributed
    double[] a = new double[8];
    double square;

    @ParallelLoop(on = "a", privates = "square")
    void squares(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            square = a[i] * a[i];
            a[i] = square;
        }
    }

    static void run() {
        FixedPrivateAfterLoop p = new FixedPrivateAfterLoop();
        java.util.Arrays.fill(p.a, 3);
        p.squares(0, 8);
        p.square = p.a[7];
        double last = p.square;
    }
}

