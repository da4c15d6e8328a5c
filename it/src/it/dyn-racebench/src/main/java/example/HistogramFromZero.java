package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow, output)

/**
 * A histogram counted from the zeros of a fresh replicated array: the zeros are fine, but iterations i and
 * i + 8 put their weight into the same bin.
 */
public class HistogramFromZero {
    static final int N = 16;

    @Distributed
    double[] weight = new double[N];
    @Distributed(format = WHOLE)
    double[] bins;

    @ParallelLoop(on = "weight")
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            bins[i % 8] += weight[i]; // race: read race: write
        }
    }

    static void run() {
        HistogramFromZero p = new HistogramFromZero();
        for (int i = 0; i < N; i++) {
            p.weight[i] = i;
        }
        p.bins = new double[8];
        p.count(0, N);
    }
}
