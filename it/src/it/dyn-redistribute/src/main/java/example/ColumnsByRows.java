package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;

/** Runs the column phase while the table is still by rows: column j of it lies across all processors. */
public class ColumnsByRows {
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

    @ParallelLoop(on = "columnSums")
    void columns(int lo, int hi) {
        for (int j = lo; j < hi; j++) {
            double sum = 0;
            for (int i = 0; i < N; i++) {
                sum += table[i][j] * scale[i][j]; // expect DVM06 read table[1][0] at=(0) expect DVM06 read scale[1][0] at=(0)
            }
            columnSums[j] = sum;
        }
    }

    static void run() {
        ColumnsByRows p = new ColumnsByRows();
        p.columns(0, N);
        p.byColumns();
    }
}
