package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A declared private field read at the start of an iteration, before the iteration wrote it. */
public class PrivateReadBeforeWrite {
    @Distributed
    double[] a = new double[8];
    double carry;

    @ParallelLoop(on = "a", privates = "carry")
    void scan(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i] = carry + 1; // expect DVM03 read carry private-read-before-write at=(0)
            carry = a[i];
        }
    }

    static void run() {
        PrivateReadBeforeWrite p = new PrivateReadBeforeWrite();
        p.carry = 0;
        p.scan(0, 8);
    }
}

