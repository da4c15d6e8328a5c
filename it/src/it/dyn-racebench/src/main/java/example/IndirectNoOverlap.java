package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (a gather through a permutation, read remotely)

public class IndirectNoOverlap {
    @Distributed
    double[] source = new double[16];
    @Distributed(alignWith = "source")
    double[] target = new double[16];
    int[] permutation = new int[16];

    @ParallelLoop(on = "target", remoteAccess = "source")
    void gather(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            target[i] = source[permutation[i]];
        }
    }

    static void run() {
        IndirectNoOverlap p = new IndirectNoOverlap();
        for (int i = 0; i < 16; i++) {
            p.source[i] = i;
            p.permutation[i] = (i * 5) % 16;
        }
        p.gather(0, 16);
    }
}
