package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.javadvm.ReductionOp.SUM;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;
import org.javadvm.Reduction;

/**
 * Alternating-direction sweeps over a table: each row sweep runs along whole rows, each column sweep along whole
 * columns, so the table is distributed by rows for the one and redistributed by columns for the other, as an ADI
 * solver (or NPB FT's transposes) does in DVM. The weights, aligned with the table, follow it.
 */
public class Sweeps {
    static final int N = 60;
    static final int M = 45;

    @Distributed(format = {BLOCK, WHOLE})
    double[][] table = new double[N][M];
    @Distributed(alignWith = "table")
    double[][] weights = new double[N][M];
    double total;
    final Set<String> columnThreads = ConcurrentHashMap.newKeySet();
    final Set<String> rowThreads = ConcurrentHashMap.newKeySet();

    @ParallelLoop(on = "table", rank = 1)
    void fill(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            for (int j = 0; j < M; j++) {
                table[i][j] = Math.sin(0.1 * i) * Math.cos(0.07 * j) + 0.01 * (i % 7);
                weights[i][j] = 1.0 + 0.5 * ((i + j) % 3);
            }
        }
    }

    /** A damped running sum along each row: every element depends on its row's elements to its left. */
    @ParallelLoop(on = "table", rank = 1)
    void sweepRows(int i0, int i1) {
        rowThreads.add(Thread.currentThread().getName());
        for (int i = i0; i < i1; i++) {
            for (int j = 1; j < M; j++) {
                table[i][j] = (table[i][j] + 0.5 * table[i][j - 1]) / weights[i][j];
            }
        }
    }

    /** The same along each column. */
    @ParallelLoop(on = "table", dims = 1)
    void sweepColumns(int j0, int j1) {
        columnThreads.add(Thread.currentThread().getName());
        for (int j = j0; j < j1; j++) {
            for (int i = 1; i < N; i++) {
                table[i][j] = (table[i][j] + 0.5 * table[i - 1][j]) / weights[i][j];
            }
        }
    }

    @ParallelLoop(on = "table", rank = 1)
    @Reduction(var = "total", op = SUM)
    void sum(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            for (int j = 0; j < M; j++) {
                total += table[i][j] * (1 + (i * M + j) % 5);
            }
        }
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK})
    void byColumns() {
    }

    @Redistribute(array = "table", format = {BLOCK, WHOLE})
    void byRows() {
    }

    public static void main(String[] args) {
        Sweeps s = new Sweeps();
        s.fill(0, N);
        for (int step = 1; step <= 3; step++) {
            s.sweepRows(0, N);
            s.byColumns();
            s.sweepColumns(0, M);
            s.byRows();
            s.total = 0;
            s.sum(0, N);
            System.out.println("total" + step + "=" + s.total);
        }
        System.out.println("corner=" + s.table[N - 1][M - 1]);
        System.out.println("rows swept by " + s.rowThreads.size() + " threads, columns by " + s.columnThreads.size()
                + " threads");
    }
}
