package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03: out[count++])

/** Packs values with a shared counter. */
public class SharedCounter {
    @Distributed
    int[] a = new int[16];
    @Distributed(alignWith = "a")
    int[] out = new int[16];
    int count;

    @ParallelLoop(on = "a")
    void pack(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            out[count++] = a[i]; // race: read race: write
        }
    }

    static void run() {
        SharedCounter p = new SharedCounter();
        java.util.Arrays.fill(p.a, 7);
        p.count = 0;
        p.pack(0, 16);
    }
}
