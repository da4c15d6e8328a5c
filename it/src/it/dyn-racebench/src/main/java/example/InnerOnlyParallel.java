package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (the dependence runs along the sequential outer loop)

public class InnerOnlyParallel {
    @Distributed
    double[] previous = new double[16];
    @Distributed(alignWith = "previous")
    double[] current = new double[16];

    @ParallelLoop(on = "current")
    void advance(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            current[j] = previous[j] + 1;
        }
    }

    @ParallelLoop(on = "previous")
    void keep(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            previous[j] = current[j];
        }
    }

    static void run() {
        InnerOnlyParallel p = new InnerOnlyParallel();
        java.util.Arrays.fill(p.previous, 0);
        for (int step = 0; step < 4; step++) {
            p.advance(0, 16);
            p.keep(0, 16);
        }
    }
}
