package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow)

/**
 * An N x N grid kept in a flat replicated array, one parallel iteration per row. The row loop writes
 * index i*N + j + 1: at the last column that is the first element of row i + 1, which the next iteration
 * reads. Nothing is out of bounds for Java, but rows i and i + 1 now depend on each other.
 */
public class WrapIntoNextRow {
    static final int N = 16;

    @Distributed
    double[] rowSum = new double[N];
    @Distributed(format = WHOLE)
    double[] flat = new double[N * N];

    @ParallelLoop(on = "rowSum")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double s = 0;
            for (int j = 0; j < N; j++) {
                double v = flat[i * N + j] * 0.5; // race: read
                flat[i * N + j + 1] = v; // race: write
                s += v;
            }
            rowSum[i] = s;
        }
    }

    static void run() {
        WrapIntoNextRow p = new WrapIntoNextRow();
        java.util.Arrays.fill(p.flat, 4);
        p.smooth(0, N - 1);
    }
}
