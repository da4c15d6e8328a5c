package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow and output on one element)

/** Every iteration accumulates into element 0 of a replicated array. */
public class SingleSharedElement {
    @Distributed
    double[] a = new double[16];
    @Distributed(format = WHOLE)
    double[] total = new double[1];

    @ParallelLoop(on = "a")
    void accumulate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = total[0]; // race: read
            total[0] = sum + a[i]; // race: write
        }
    }

    static void run() {
        SingleSharedElement p = new SingleSharedElement();
        java.util.Arrays.fill(p.a, 2);
        p.total[0] = 0;
        p.accumulate(0, 16);
    }
}
