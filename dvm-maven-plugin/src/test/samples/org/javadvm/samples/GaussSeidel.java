package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** An ACROSS loop: in-place Gauss-Seidel, whose parallel result must equal the sequential one exactly. */
public class GaussSeidel {
    @Distributed(shadow = {1, 1})
    double[][] a;
    double change;

    @ParallelLoop(on = "a", across = "a")
    @Reduction(var = "change", op = ReductionOp.MAX)
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double old = a[i][j];
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25;
                change = Math.max(change, Math.abs(a[i][j] - old));
            }
        }
    }

    public static String run() {
        GaussSeidel gs = new GaussSeidel();
        int n = 41;
        gs.a = new double[n][n];
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(gs.a[i], 0); // every element written: dynamic control reports reads of others
            gs.a[i][0] = i;
            gs.a[0][i] = 2 * i;
        }
        StringBuilder out = new StringBuilder();
        for (int it = 0; it < 5; it++) {
            gs.change = 0;
            gs.sweep(1, n - 1, 1, n - 1);
            out.append("change").append(it).append("=").append(Double.toHexString(gs.change)).append('\n');
        }
        long bits = 0;
        for (double[] row : gs.a) {
            for (double v : row) {
                bits = bits * 31 + Double.doubleToLongBits(v);
            }
        }
        return out.append("bits=").append(bits).append('\n').toString();
    }
}
