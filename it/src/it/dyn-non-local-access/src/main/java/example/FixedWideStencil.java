package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The shadow as wide as the stencil. */
public class FixedWideStencil {
    @Distributed(shadow = 2)
    double[] a = new double[10];
    @Distributed(alignWith = "a")
    double[] b = new double[10];

    @ParallelLoop(on = "b", shadowRenew = "a")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = a[i - 1] + a[i - 2];
        }
    }

    static void run() {
        FixedWideStencil w = new FixedWideStencil();
        java.util.Arrays.fill(w.a, 1);
        w.smooth(2, 10);
    }
}

