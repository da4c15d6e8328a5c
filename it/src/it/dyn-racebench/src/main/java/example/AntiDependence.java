package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 anti)

/**
 * Shift left in place: iteration i reads a[i + 1] before iteration i + 1 overwrites it. On a cluster the
 * neighbour may already hold the new value (or, through the shadow edge, the old one): the result depends
 * on the schedule.
 */
public class AntiDependence {
    static final int N = 16;

    @Distributed(shadow = 1)
    double[] a = new double[N];

    @ParallelLoop(on = "a", shadowRenew = "a")
    void shift(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double right = a[i + 1]; // race: read
            a[i] = right + 1; // race: write
        }
    }

    static void run() {
        AntiDependence p = new AntiDependence();
        for (int i = 0; i < N; i++) {
            p.a[i] = i;
        }
        p.shift(0, N - 1);
    }
}
