package org.javadvm.samples.redistribute;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;

/**
 * A table worked on by rows, then by columns, then by rows again, its distribution following the phase: each
 * row loop runs row i where row i lives now, each column loop column j where column j lives now. The aligned
 * table follows. Every iteration records the thread that ran it.
 */
public class Transpose {
    static final int ROWS = 12;
    static final int COLUMNS = 10;
    @Distributed(format = {BLOCK, WHOLE})
    double[][] table = new double[ROWS][COLUMNS];
    @Distributed(alignWith = "table")
    double[][] weights = new double[ROWS][COLUMNS];
    final StringBuilder ranBy = new StringBuilder();
    final String[] rowRanBy = new String[ROWS];
    final String[] columnRanBy = new String[COLUMNS];

    @ParallelLoop(on = "table", rank = 1)
    void rows(int i0, int i1, double scale) {
        for (int i = i0; i < i1; i++) {
            rowRanBy[i] = Thread.currentThread().getName();
            for (int j = 0; j < COLUMNS; j++) {
                table[i][j] = scale * table[i][j] + Math.sin(i + 0.1 * j);
            }
        }
    }

    @ParallelLoop(on = "weights", dims = 1)
    void columns(int j0, int j1) {
        for (int j = j0; j < j1; j++) {
            columnRanBy[j] = Thread.currentThread().getName();
            double sum = 0;
            for (int i = 0; i < ROWS; i++) {
                sum += table[i][j];
                weights[i][j] = sum;
            }
        }
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK})
    void byColumns() {
        columns(0, COLUMNS);
    }

    @Redistribute(array = "table", format = {BLOCK, WHOLE})
    void byRowsAgain() {
    }

    void record(String[] who) {
        for (int k = 0; k < who.length; k++) {
            ranBy.append(who == rowRanBy ? "row" : "column").append(k).append('=').append(who[k]).append('\n');
        }
    }

    public static String run() {
        Transpose t = new Transpose();
        t.rows(0, ROWS, 1.0);
        t.record(t.rowRanBy);
        t.byColumns();
        t.record(t.columnRanBy);
        t.rows(0, ROWS, 0.5);
        t.record(t.rowRanBy);
        t.byRowsAgain();
        t.rows(0, ROWS, 2.0);
        t.record(t.rowRanBy);
        double sum = 0;
        for (int i = 0; i < ROWS; i++) {
            for (int j = 0; j < COLUMNS; j++) {
                sum += t.table[i][j] * (i + 1) + t.weights[i][j];
            }
        }
        return "sum=" + sum + "\n" + t.ranBy;
    }
}
