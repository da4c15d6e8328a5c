package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow, output)

/**
 * A scatter-add through an index array in which every value occurs twice: iterations i and i + 8 update
 * the same element of a replicated array.
 */
public class IndirectOverlap {
    static final int N = 16;

    @Distributed
    double[] x = new double[N];
    @Distributed(format = WHOLE)
    double[] a = new double[N];
    int[] idx = new int[N];

    @ParallelLoop(on = "x")
    void scatter(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[idx[i]] += x[i]; // race: read race: write
        }
    }

    static void run() {
        IndirectOverlap p = new IndirectOverlap();
        for (int i = 0; i < N; i++) {
            p.x[i] = i;
            p.idx[i] = (3 * i) % (N / 2); // 0, 3, 6, 1, 4, 7, 2, 5, then the same again
        }
        java.util.Arrays.fill(p.a, 0);
        p.scatter(0, N);
    }
}
