package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** out[count++] in a parallel loop: the counter is shared by all iterations. */
public class SharedCounter {
    @Distributed
    int[] a = new int[8];
    @Distributed(alignWith = "a")
    int[] out = new int[8];
    int count;

    @ParallelLoop(on = "a")
    void compact(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int slot = count; // expect DVM03 read count undeclared-private at=(1) related=write:19@(0)
            count = slot + 1; // expect DVM03 write count undeclared-private at=(1) related=write:19@(0)
            out[slot] = a[i];
        }
    }

    static void run() {
        SharedCounter c = new SharedCounter();
        java.util.Arrays.fill(c.a, 5);
        c.count = 0;
        c.compact(0, 8);
    }
}

