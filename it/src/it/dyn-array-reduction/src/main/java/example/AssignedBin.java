package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** A declared SUM array whose element is assigned, not updated: the sum of the copies is not the last value. */
public class AssignedBin {
    @Distributed
    int[] keys = new int[12];
    long[] last = new long[4];

    @ParallelLoop(on = "keys")
    @Reduction(var = "last", op = SUM)
    void mark(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            last[keys[i] % 4] = i; // expect DVM04 write last[0] array-assignment at=(0)
        }
    }

    static String run() {
        AssignedBin h = new AssignedBin();
        for (int i = 0; i < h.keys.length; i++) {
            h.keys[i] = i * 5;
        }
        h.mark(0, h.keys.length);
        return java.util.Arrays.toString(h.last);
    }
}
