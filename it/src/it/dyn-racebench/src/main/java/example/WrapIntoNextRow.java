package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03: the last column of a flat row array writes the next row)

/** Rows of a flat array in parallel; j + 1 at the last column lands on the next row's first element. */
public class WrapIntoNextRow {
    static final int N = 6;
    @Distributed
    double[] rowTotals = new double[N];
    double[] flat = new double[N * N + 1];

    @ParallelLoop(on = "rowTotals")
    void smear(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            for (int j = 0; j < N; j++) {
                double here = flat[i * N + j]; // race: read
                flat[i * N + j + 1] = here + 1; // race: write
            }
            rowTotals[i] = flat[i * N]; // race: read
        }
    }

    static void run() {
        WrapIntoNextRow p = new WrapIntoNextRow();
        java.util.Arrays.fill(p.flat, 0);
        p.smear(0, N);
    }
}
