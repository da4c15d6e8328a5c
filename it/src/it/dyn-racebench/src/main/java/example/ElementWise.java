package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/** Two element-wise loops one after the other; each iteration touches only its own elements. */
public class ElementWise {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    @Distributed(alignWith = "a")
    double[] b = new double[N];
    @Distributed(alignWith = "a")
    double[] c = new double[N];

    @ParallelLoop(on = "c")
    void add(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            c[i] = a[i] + b[i];
        }
    }

    @ParallelLoop(on = "a")
    void scaleInPlace(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i] = a[i] * c[i];
        }
    }

    static void run() {
        ElementWise p = new ElementWise();
        for (int i = 0; i < N; i++) {
            p.a[i] = i;
            p.b[i] = N - i;
        }
        p.add(0, N);
        p.scaleInPlace(0, N);
    }
}
