package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 output)

/** Iterations 2k and 2k + 1 both store into element k; only the sequential order says which one wins. */
public class OutputDependence {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    @Distributed(format = WHOLE)
    double[] half = new double[N];

    @ParallelLoop(on = "a")
    void fold(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            half[i / 2] = a[i]; // race: write
        }
    }

    static void run() {
        OutputDependence p = new OutputDependence();
        for (int i = 0; i < N; i++) {
            p.a[i] = i;
        }
        p.fold(0, N);
    }
}
