package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 output)

/** All iterations write the same element of a replicated array; the last one wins only sequentially. */
public class OutputDependence {
    @Distributed
    double[] a = new double[16];
    @Distributed(format = WHOLE)
    double[] flag = new double[2];

    @ParallelLoop(on = "a")
    void mark(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            flag[1] = a[i]; // race: write
        }
    }

    static void run() {
        OutputDependence p = new OutputDependence();
        java.util.Arrays.fill(p.a, 4);
        p.mark(0, 16);
    }
}
