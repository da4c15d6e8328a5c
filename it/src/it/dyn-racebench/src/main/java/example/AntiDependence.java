package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 anti)

/** a[i] = a[i + 1] + 1: each iteration reads the element the next one overwrites. */
public class AntiDependence {
    @Distributed(shadow = 1)
    double[] a = new double[16];

    @ParallelLoop(on = "a", shadowRenew = "a")
    void shiftLeft(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double next = a[i + 1]; // race: read
            a[i] = next + 1; // race: write
        }
    }

    static void run() {
        AntiDependence p = new AntiDependence();
        java.util.Arrays.fill(p.a, 1);
        p.shiftLeft(0, 15);
    }
}
