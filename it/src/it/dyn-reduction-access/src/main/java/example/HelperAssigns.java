package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** A helper the body calls assigns the SUM variable instead of adding to it; another helper adds, correctly. */
public class HelperAssigns {
    @Distributed
    double[] a = new double[8];
    double total;

    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = SUM)
    void sum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (i % 2 == 0) {
                add(a[i]);
            } else {
                replace(a[i]);
            }
        }
    }

    void add(double v) {
        total += v;
    }

    void replace(double v) {
        total = v; // expect DVM04 write total assignment at=(1)
    }

    static void run() {
        HelperAssigns h = new HelperAssigns();
        java.util.Arrays.fill(h.a, 2);
        h.sum(0, 8);
    }
}
