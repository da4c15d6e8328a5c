package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;

/**
 * Redistributes the table by columns for the column phase and runs the row phase again without bringing it back:
 * row i of the table, local to row i's processor before, now lies across all processors.
 */
public class ForgetsTheWayBack {
    static final int N = 6;

    @Distributed(format = {BLOCK, WHOLE})
    double[][] table = new double[N][N];
    @Distributed(alignWith = "table")
    double[][] scale = new double[N][N];
    @Distributed
    double[] rowSums = new double[N];
    @Distributed
    double[] columnSums = new double[N];

    {
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                table[i][j] = i + 0.1 * j;
                scale[i][j] = 1 + (i + j) % 2;
            }
        }
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK})
    void byColumns() {
    }

    @Redistribute(array = "table", format = {BLOCK, WHOLE})
    void byRows() {
    }

    @ParallelLoop(on = "rowSums")
    void rows(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double sum = 0;
            for (int j = 0; j < N; j++) {
                sum += table[i][j] * scale[i][j]; // expect DVM06 read table[0][1] at=(0) expect DVM06 read scale[0][1] at=(0)
            }
            rowSums[i] = sum;
        }
    }

    @ParallelLoop(on = "columnSums")
    void columns(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            double sum = 0;
            for (int i = 0; i < N; i++) {
                sum += table[i][j] * scale[i][j];
            }
            columnSums[j] = sum;
        }
    }

    static void run() {
        ForgetsTheWayBack p = new ForgetsTheWayBack();
        p.rows(0, N);
        p.byColumns();
        p.columns(0, N);
        p.rows(0, N);
    }
}
