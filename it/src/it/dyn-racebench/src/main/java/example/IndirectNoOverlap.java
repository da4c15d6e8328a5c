package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free

/**
 * The counterpart of IndirectOverlap: the same scatter-add, through a permutation (every index once),
 * and a gather through the same permutation from an array the loop declares remote.
 */
public class IndirectNoOverlap {
    static final int N = 16;

    @Distributed
    double[] x = new double[N];
    @Distributed(format = WHOLE)
    double[] a = new double[N];
    @Distributed(alignWith = "x")
    double[] y = new double[N];
    int[] perm = new int[N];

    @ParallelLoop(on = "x")
    void scatter(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[perm[i]] += x[i];
        }
    }

    @ParallelLoop(on = "y", remoteAccess = "x")
    void gather(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            y[i] = x[perm[i]];
        }
    }

    static void run() {
        IndirectNoOverlap p = new IndirectNoOverlap();
        for (int i = 0; i < N; i++) {
            p.x[i] = i;
            p.perm[i] = (5 * i + 3) % N; // 5 is prime to 16: a permutation
        }
        java.util.Arrays.fill(p.a, 0);
        p.scatter(0, N);
        p.gather(0, N);
    }
}
