package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Reads two elements to the left with a shadow of width 1. */
public class WideStencil {
    @Distributed(shadow = 1)
    double[] a = new double[10];
    @Distributed(alignWith = "a")
    double[] b = new double[10];

    @ParallelLoop(on = "b", shadowRenew = "a")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = a[i - 1] + a[i - 2]; // expect DVM06 read a[0] at=(2)
        }
    }

    static void run() {
        WideStencil w = new WideStencil();
        java.util.Arrays.fill(w.a, 1);
        w.smooth(2, 10);
    }
}

