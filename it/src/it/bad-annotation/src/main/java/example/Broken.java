package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Two declarations that do not fit: the build must fail naming both. */
public class Broken {
    @Distributed
    double[] data = new double[100];
    String name = "broken";

    @ParallelLoop(on = "dta")
    void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            data[i] *= 2;
        }
    }

    @ParallelLoop(on = "data")
    @Reduction(var = "name", op = ReductionOp.SUM)
    void collect(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            name += data[i];
        }
    }
}
