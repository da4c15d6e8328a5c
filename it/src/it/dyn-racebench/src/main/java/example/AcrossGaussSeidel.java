package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race-free (regular dependences declared ACROSS)

public class AcrossGaussSeidel {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[8][8];

    @ParallelLoop(on = "a", across = "a")
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]) / 4;
            }
        }
    }

    static void run() {
        AcrossGaussSeidel p = new AcrossGaussSeidel();
        for (double[] row : p.a) {
            java.util.Arrays.fill(row, 1);
        }
        p.sweep(1, 7, 1, 7);
    }
}
