package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Each iteration writes its right neighbour's element, which it holds only as a shadow copy. */
public class ShadowWrite {
    @Distributed(shadow = 1)
    double[] a = new double[8];

    @ParallelLoop(on = "a")
    void push(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i + 1] = i; // expect DVM07 write a[1] at=(0)
        }
    }

    static void run() {
        new ShadowWrite().push(0, 7);
    }
}

