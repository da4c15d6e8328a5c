package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** A one-loop library class. */
public class Scale {
    @Distributed
    double[] values = new double[16];

    @ParallelLoop(on = "values")
    public void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            values[i] = 2 * i;
        }
    }
}
