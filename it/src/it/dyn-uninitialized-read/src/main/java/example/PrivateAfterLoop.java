package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A private scratch field read after its loop: its value there is undefined, reported by default too. */
public class PrivateAfterLoop {
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
        PrivateAfterLoop p = new PrivateAfterLoop();
        java.util.Arrays.fill(p.a, 3);
        p.squares(0, 8);
        double last = p.square; // expect DVM02 read square private-after-construct expect-strict DVM02 read square private-after-construct
    }
}

