package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/** The counterpart of MissingPrivate: the scratch field is declared private. */
public class DeclaredPrivate {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    @Distributed(alignWith = "a")
    double[] b = new double[N];
    double scratch;

    @ParallelLoop(on = "b", privates = "scratch")
    void square(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            scratch = a[i] + 1;
            b[i] = scratch * scratch;
        }
    }

    static void run() {
        DeclaredPrivate p = new DeclaredPrivate();
        for (int i = 0; i < N; i++) {
            p.a[i] = i;
        }
        p.square(0, N);
    }
}
