package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A sum over the loop without @Reduction: every processor would add into its own copy. */
public class MissingReduction {
    @Distributed
    double[] a = new double[8];
    double sum;

    @ParallelLoop(on = "a")
    void total(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double s = sum; // expect DVM03 read sum undeclared-private at=(1) related=write:17@(0)
            sum = s + a[i]; // expect DVM03 write sum undeclared-private at=(1) related=write:17@(0)
        }
    }

    static void run() {
        MissingReduction m = new MissingReduction();
        java.util.Arrays.fill(m.a, 1);
        m.sum = 0;
        m.total(0, 8);
    }
}

