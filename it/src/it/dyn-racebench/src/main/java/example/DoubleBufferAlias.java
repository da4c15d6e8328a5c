package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow)

/**
 * A double buffer whose swap is wrong (next = current after current = next): both fields now refer to
 * one array, and the step that reads current[i - 1] and writes next[i] reads what the previous iteration
 * just wrote. The steps before it, around a correct swap, work on two arrays and are fine.
 */
public class DoubleBufferAlias {
    static final int N = 16;

    @Distributed(shadow = 1)
    double[] current = new double[N];
    @Distributed(alignWith = "current", shadow = 1)
    double[] next = new double[N];

    @ParallelLoop(on = "next", shadowRenew = "current")
    void step(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double left = current[i - 1]; // race: read
            next[i] = left + 1; // race: write
        }
    }

    void swapRightly() {
        double[] old = current;
        current = next;
        next = old;
    }

    void swapWrongly() {
        current = next;
        next = current; // meant: next = the old current
    }

    static void run() {
        DoubleBufferAlias p = new DoubleBufferAlias();
        java.util.Arrays.fill(p.current, 1);
        java.util.Arrays.fill(p.next, 1);
        p.step(1, N);
        p.swapRightly();
        p.step(1, N);
        p.swapWrongly();
        p.step(1, N);
    }
}
