package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A running sum computed in place by a parallel loop: iteration i needs iteration i - 1's result. */
public class PrefixSum {
    @Distributed(shadow = 1)
    double[] s = new double[10];

    @ParallelLoop(on = "s", shadowRenew = "s")
    void accumulate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double previous = s[i - 1]; // expect DVM01 read s[1] flow at=(2) related=write:16@(1)
            s[i] = previous + s[i];
        }
    }

    static void run() {
        PrefixSum p = new PrefixSum();
        for (int i = 0; i < 10; i++) {
            p.s[i] = 1;
        }
        p.accumulate(1, 10);
    }
}

