package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Each iteration writes two elements ahead: another processor's element. */
public class NonLocalWrite {
    @Distributed
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] b = new double[8];

    @ParallelLoop(on = "a")
    void ahead(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i + 2] = i; // expect DVM06 write b[2] at=(0)
        }
    }

    static void run() {
        new NonLocalWrite().ahead(0, 6);
    }
}

