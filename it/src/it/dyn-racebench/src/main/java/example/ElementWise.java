package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (independent element-wise loops)

public class ElementWise {
    @Distributed
    double[] a = new double[16];
    @Distributed(alignWith = "a")
    double[] b = new double[16];
    @Distributed(alignWith = "a")
    double[] c = new double[16];

    @ParallelLoop(on = "c")
    void add(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            c[i] = a[i] + b[i];
        }
    }

    static void run() {
        ElementWise p = new ElementWise();
        java.util.Arrays.fill(p.a, 1);
        java.util.Arrays.fill(p.b, 2);
        p.add(0, 16);
    }
}
