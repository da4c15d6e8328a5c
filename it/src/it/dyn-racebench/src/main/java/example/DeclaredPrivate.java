package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (the scratch field is declared private)

public class DeclaredPrivate {
    @Distributed
    double[] a = new double[16];
    @Distributed(alignWith = "a")
    double[] b = new double[16];
    double tmp;

    @ParallelLoop(on = "a", privates = "tmp")
    void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            tmp = a[i] * 2;
            b[i] = tmp + 1;
        }
    }

    static void run() {
        DeclaredPrivate p = new DeclaredPrivate();
        java.util.Arrays.fill(p.a, 5);
        p.scale(0, 16);
    }
}
