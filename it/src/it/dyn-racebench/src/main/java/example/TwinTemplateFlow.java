package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM01 flow)

/**
 * TwinTemplateRows' layout (rows of m live with the elements of total), but each row is smoothed with the row
 * above in place: iteration i reads row i - 1, which iteration i - 1 has just overwritten. The shadow is
 * renewed, so the read is local; the dependence is not declared.
 */
public class TwinTemplateFlow {
    static final int N = 16;

    @Distributed(format = {BLOCK, WHOLE}, shadow = {1, 0})
    double[][] m = new double[N][N];
    @Distributed
    double[] total = new double[N];

    @ParallelLoop(on = "total", shadowRenew = "m")
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int j = 0; j < N; j++) {
                double above = m[i - 1][j]; // race: read
                double mine = m[i][j];
                m[i][j] = (mine + above) / 2; // race: write
                sum += m[i][j];
            }
            total[i] = sum;
        }
    }

    static void run() {
        TwinTemplateFlow p = new TwinTemplateFlow();
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                p.m[i][j] = i * j;
            }
        }
        p.smooth(1, N);
    }
}
