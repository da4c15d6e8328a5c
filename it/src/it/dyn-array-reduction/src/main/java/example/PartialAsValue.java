package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** A declared SUM array read as a value inside its loop: each processor would see only its own partial counts. */
public class PartialAsValue {
    @Distributed
    int[] keys = new int[12];
    @Distributed(alignWith = "keys")
    int[] seen = new int[12];
    int[] counts = new int[4];

    @ParallelLoop(on = "keys")
    @Reduction(var = "counts", op = SUM)
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            seen[i] = counts[keys[i] % 4]; // expect DVM04 read counts[0] array-read at=(0)
            counts[(keys[i] + 1) % 4] += 2;
        }
    }

    static String run() {
        PartialAsValue h = new PartialAsValue();
        for (int i = 0; i < h.keys.length; i++) {
            h.keys[i] = i * 5;
        }
        h.count(0, h.keys.length);
        return java.util.Arrays.toString(h.counts);
    }
}
