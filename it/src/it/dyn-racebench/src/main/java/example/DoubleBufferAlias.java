package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01: both buffers are one array after a wrong swap)

/** A double buffer whose swap copies one reference over the other: reads and writes hit one array. */
public class DoubleBufferAlias {
    @Distributed(shadow = 1)
    double[] current = new double[16];
    @Distributed(alignWith = "current", shadow = 1)
    double[] next = new double[16];

    @ParallelLoop(on = "next", shadowRenew = "current")
    void step(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double left = current[i - 1]; // race: read
            double right = current[i + 1]; // race: read
            next[i] = (left + right) / 2; // race: write
        }
    }

    static void run() {
        DoubleBufferAlias p = new DoubleBufferAlias();
        java.util.Arrays.fill(p.current, 1);
        java.util.Arrays.fill(p.next, 1);
        p.next = p.current; // meant: swap the two references
        p.step(1, 15);
    }
}
