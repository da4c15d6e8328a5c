package org.javadvm.samples.descending;

import static org.javadvm.Format.BLOCK;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Symmetric Gauss-Seidel: a forward sweep from the low corner, a backward one from the high corner. */
public class Sweeps {
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    double total;

    @ParallelLoop(on = "a", across = "a")
    void forward(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + 1e-3 * a[i][j];
            }
        }
    }

    /** New values from i+1 and j+1: the nest runs downward in both dimensions. */
    @ParallelLoop(on = "a", across = "a", descending = {0, 1})
    @Reduction(var = "total", op = ReductionOp.MAX)
    void backward(int i0, int i1, int j0, int j1) {
        for (int i = i1 - 1; i >= i0; i--) {
            for (int j = j1 - 1; j >= j0; j--) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + 1e-3 * a[i][j];
                total = Math.max(total, a[i][j]);
            }
        }
    }

    /** New values from i-1 and j+1: rows upward, each row downward. */
    @ParallelLoop(on = "a", across = "a", descending = 1)
    void skewed(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j1 - 1; j >= j0; j--) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 - 1e-3 * a[i][j];
            }
        }
    }

    public static String run() {
        Sweeps s = new Sweeps();
        int rows = 19;
        int columns = 26;
        s.a = new double[rows][columns];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < columns; j++) {
                s.a[i][j] = Math.sin(0.3 * i + 0.17 * j) + (i == rows - 1 ? 4 : 0) + (j == 0 ? 2 : 0);
            }
        }
        for (int sweep = 0; sweep < 3; sweep++) {
            s.forward(1, rows - 1, 1, columns - 1);
            s.backward(1, rows - 1, 1, columns - 1);
            s.skewed(1, rows - 1, 1, columns - 1);
        }
        long bits = 0;
        for (double[] row : s.a) {
            for (double value : row) {
                bits = bits * 31 + Double.doubleToLongBits(value);
            }
        }
        return "total=" + s.total + "\nbits=" + bits;
    }
}
