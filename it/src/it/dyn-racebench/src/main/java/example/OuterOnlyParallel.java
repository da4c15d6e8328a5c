package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (rows in parallel, the dependence stays inside a row)

public class OuterOnlyParallel {
    @Distributed(format = {BLOCK, WHOLE})
    double[][] a = new double[8][8];

    @ParallelLoop(on = "a", rank = 1)
    void prefixPerRow(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            for (int j = 1; j < 8; j++) {
                a[i][j] = a[i][j - 1] + a[i][j];
            }
        }
    }

    static void run() {
        OuterOnlyParallel p = new OuterOnlyParallel();
        for (double[] row : p.a) {
            java.util.Arrays.fill(row, 1);
        }
        p.prefixPerRow(0, 8);
    }
}
