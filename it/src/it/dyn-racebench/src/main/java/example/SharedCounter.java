package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03 undeclared-private)

/** Compaction through a shared counter: out[count++] = ... in every iteration. */
public class SharedCounter {
    static final int N = 16;

    @Distributed
    int[] in = new int[N];
    @Distributed(alignWith = "in")
    int[] out = new int[N];
    int count;

    @ParallelLoop(on = "in")
    void compact(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            out[count++] = in[i] * 10; // race: read race: write
        }
    }

    static void run() {
        SharedCounter p = new SharedCounter();
        for (int i = 0; i < N; i++) {
            p.in[i] = i;
        }
        p.count = 0;
        p.compact(0, N);
    }
}
