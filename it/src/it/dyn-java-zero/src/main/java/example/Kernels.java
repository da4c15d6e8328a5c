package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * Three small numerical kernels in the manner of the Java Grande Forum benchmarks, annotated the way a user
 * ports them: the sequential code is left as it was, and it relies on the zeros Java gives new arrays and
 * fields. All three are correct. Dynamic control must be silent by default; DVM's strict reading of the
 * initialisation checks reports every read of such a zero (the expect-strict comments).
 */
public class Kernels {
    static final int ROWS = 12;
    static final int NONZEROS = 40;
    static final int N = 10;

    // Sparse matrix times vector. The matrix comes as (row, col, val) triples in no order; a counting sort
    // groups them by row, then each processor multiplies the rows of y it owns.
    int[] row = new int[NONZEROS];
    int[] col = new int[NONZEROS];
    double[] val = new double[NONZEROS];
    int[] rowStart;
    double[] x = new double[ROWS];
    @Distributed
    double[] y = new double[ROWS];
    double norm;

    // A 3 x 3 weighted average whose weight table is zero where the stencil has no point.
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] u = new double[N][N];
    @Distributed(alignWith = "u")
    double[][] smooth = new double[N][N];
    double[][] weight = new double[3][3];

    Kernels() {
        long seed = 17;
        for (int k = 0; k < NONZEROS; k++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            row[k] = k < ROWS ? k : (int) (seed % ROWS); // the diagonal, then scattered entries
            col[k] = (int) ((seed >> 8) % ROWS);
            val[k] = 1 + (seed % 7) * 0.25;
        }
        for (int c = 0; c < ROWS; c++) {
            x[c] = 1.0 / (c + 1);
        }
        weight[0][1] = 0.25;
        weight[1][0] = 0.25;
        weight[1][2] = 0.25;
        weight[2][1] = 0.25;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                u[i][j] = (i * 7 + j * 3) % 11;
            }
        }
    }

    /** Counting sort of the triples by row; rowStart[r] is where row r's entries begin. */
    void sortByRow() {
        rowStart = new int[ROWS + 1];
        for (int k = 0; k < NONZEROS; k++) {
            rowStart[row[k] + 1]++; // expect-strict DVM02 read rowStart[1] array-element
        }
        for (int r = 0; r < ROWS; r++) {
            rowStart[r + 1] += rowStart[r]; // expect-strict DVM02 read rowStart[0] array-element
        }
        int[] next = new int[ROWS];
        for (int r = 0; r < ROWS; r++) {
            next[r] = rowStart[r]; // expect-strict DVM02 read rowStart[0] array-element
        }
        int[] sortedRow = new int[NONZEROS];
        int[] sortedCol = new int[NONZEROS];
        double[] sortedVal = new double[NONZEROS];
        for (int k = 0; k < NONZEROS; k++) {
            int slot = next[row[k]]++;
            sortedRow[slot] = row[k];
            sortedCol[slot] = col[k];
            sortedVal[slot] = val[k];
        }
        row = sortedRow;
        col = sortedCol;
        val = sortedVal;
    }

    @ParallelLoop(on = "y")
    void multiply(int lo, int hi) {
        for (int r = lo; r < hi; r++) {
            for (int k = rowStart[r]; k < rowStart[r + 1]; k++) { // expect-strict DVM02 read rowStart[0] array-element at=(0)
                y[row[k]] += x[col[k]] * val[k]; // expect-strict DVM02 read y[0] distributed-element at=(0)
            }
        }
    }

    @ParallelLoop(on = "smooth", shadowRenew = "u", corner = true)
    void average(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double sum = 0;
                for (int di = 0; di < 3; di++) {
                    for (int dj = 0; dj < 3; dj++) {
                        sum += weight[di][dj] * u[i + di - 1][j + dj - 1]; // expect-strict DVM02 read weight[0][0] array-element at=(1,1)
                    }
                }
                smooth[i][j] = sum;
            }
        }
    }

    public static void main(String[] args) {
        Kernels k = new Kernels();
        k.sortByRow();
        for (int repeat = 0; repeat < 2; repeat++) {
            k.multiply(0, ROWS);
        }
        for (int r = 0; r < ROWS; r++) {
            k.norm += k.y[r] * k.y[r]; // expect-strict DVM02 read norm
        }
        k.average(1, N - 1, 1, N - 1);
        double total = 0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                total += k.smooth[i][j]; // expect-strict DVM02 read smooth[0][0] distributed-element
            }
        }
        System.out.println("rowStart.last=" + k.rowStart[ROWS]);
        System.out.println("y.norm=" + k.norm);
        System.out.println("y.5=" + k.y[5]);
        System.out.println("smooth.total=" + total);
    }
}
