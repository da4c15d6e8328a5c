package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03 undeclared-private)

/**
 * A second induction variable kept in a field: j is used as the index and advanced by every iteration,
 * so an iteration's index is whatever the iterations before it left in j.
 */
public class SecondaryInduction {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    @Distributed(alignWith = "a")
    double[] b = new double[N];
    int j;

    @ParallelLoop(on = "a")
    void copy(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[j] = a[i] * 3; // race: read
            j = j + 1; // race: read race: write
        }
    }

    static void run() {
        SecondaryInduction p = new SecondaryInduction();
        java.util.Arrays.fill(p.a, 2);
        p.j = 0;
        p.copy(0, N);
    }
}
