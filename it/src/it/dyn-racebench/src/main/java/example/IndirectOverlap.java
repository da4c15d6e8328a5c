package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 through an index array with repeated indices)

/** A histogram: two iterations with the same index update the same bin. */
public class IndirectOverlap {
    @Distributed
    int[] keys = new int[16];
    @Distributed(format = WHOLE)
    int[] bins = new int[4];

    @ParallelLoop(on = "keys")
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int bin = keys[i] % 4;
            int old = bins[bin]; // race: read
            bins[bin] = old + 1; // race: write
        }
    }

    static void run() {
        IndirectOverlap p = new IndirectOverlap();
        for (int i = 0; i < 16; i++) {
            p.keys[i] = i * 7;
        }
        java.util.Arrays.fill(p.bins, 0);
        p.count(0, 16);
    }
}
