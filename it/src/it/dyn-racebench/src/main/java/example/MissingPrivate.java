package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03 undeclared-private)

/** A scratch field written and read back in every iteration, without privates = "scratch". */
public class MissingPrivate {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    @Distributed(alignWith = "a")
    double[] b = new double[N];
    double scratch;

    @ParallelLoop(on = "b")
    void square(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            scratch = a[i] + 1; // race: write
            b[i] = scratch * scratch; // race: read
        }
    }

    static void run() {
        MissingPrivate p = new MissingPrivate();
        for (int i = 0; i < N; i++) {
            p.a[i] = i;
        }
        p.square(0, N);
    }
}
