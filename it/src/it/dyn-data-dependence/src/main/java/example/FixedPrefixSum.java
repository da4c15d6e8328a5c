package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The running sum declared as what it is: an ACROSS loop. */
public class FixedPrefixSum {
    @Distributed(shadow = 1)
    double[] s = new double[10];

    @ParallelLoop(on = "s", across = "s")
    void accumulate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double previous = s[i - 1];
            s[i] = previous + s[i];
        }
    }

    static void run() {
        FixedPrefixSum p = new FixedPrefixSum();
        java.util.Arrays.fill(p.s, 1);
        p.accumulate(1, 10);
    }
}

