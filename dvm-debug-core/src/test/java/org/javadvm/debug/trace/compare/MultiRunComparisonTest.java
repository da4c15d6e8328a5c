package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl2;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.javadvm.debug.trace.compare.Records.rv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.junit.jupiter.api.Test;

/**
 * {@code loop 1: c[i][j] = a[i][j] + 1 over 5 x 4; loop 2: s += c[i][j] (SUM); print s} on grids of
 * {@code rows x cols} processors (block distribution), one trace per processor, each processor running its
 * block in row-major order. On the seeded grid, processor {@code wrongProcessor} computes c[4][1] differently.
 */
class MultiRunComparisonTest {
    private static final int N = 5;
    private static final int M = 4;

    private static List<TraceRecord> processor(int rows, int cols, int p, int wrongProcessor) {
        int pi = p / cols;
        int pj = p % cols;
        List<TraceRecord> records = Records.list(aw("n", N, 3));
        double sum = 0;
        double[][] c = new double[N][M];
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < M; j++) {
                int owner = block(i, N, rows) * cols + block(j, M, cols);
                c[i][j] = i * 10 + j + 1 + (i == 4 && j == 1 && owner == wrongProcessor ? 0.5 : 0);
                sum += c[i][j];
            }
        }
        records.add(pl2(1, N, M, 10));
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < M; j++) {
                if (block(i, N, rows) == pi && block(j, M, cols) == pj) {
                    records.add(it(i * M + j, i, j));
                    records.add(rd("a[" + i + "][" + j + "]", i * 10 + j, 11));
                    records.add(aw("c[" + i + "][" + j + "]", c[i][j], 11));
                }
            }
        }
        records.add(el(1, 12));
        records.add(pl2(2, N, M, 20));
        double partial = 0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < M; j++) {
                if (block(i, N, rows) == pi && block(j, M, cols) == pj) {
                    records.add(it(i * M + j, i, j));
                    records.add(rd("c[" + i + "][" + j + "]", c[i][j], 21));
                    records.add(rv(AccessKind.RV_RD, "s", partial, 21));
                    partial += c[i][j];
                    records.add(rv(AccessKind.RV_AW, "s", partial, 21));
                }
            }
        }
        records.add(el(2, 22));
        records.add(result("s", sum, 20, "SUM"));
        records.add(rd("s", sum, 24));
        return records;
    }

    /** The block index {@code i} of {@code n} elements falls in, over {@code parts} processors (balanced). */
    private static int block(int i, int n, int parts) {
        return i * parts / n;
    }

    private static MultiRunComparison.Run run(String label, int rows, int cols, int wrongProcessor) {
        List<String> names = new ArrayList<>();
        List<MultiRunComparison.TraceOpener> openers = new ArrayList<>();
        for (int p = 0; p < rows * cols; p++) {
            String name = "processor " + p + " of " + label;
            List<TraceRecord> records = processor(rows, cols, p, wrongProcessor);
            names.add(name);
            openers.add(() -> new ListTraceSource(name, Records.header("FULL", rows * cols), records));
        }
        return new MultiRunComparison.Run(label, names, openers);
    }

    @Test
    void runsOnSeveralGridsAreSummedUpInATable() throws IOException {
        List<TraceRecord> reference = processor(1, 1, 0, -1);
        List<MultiRunComparison.Run> runs = List.of(run("1", 1, 1, -1), run("2", 2, 1, -1), run("3", 3, 1, -1),
                run("4", 4, 1, 3), run("2x2", 2, 2, -1));
        List<MultiRunComparison.Row> rows = MultiRunComparison.compare(
                () -> new ListTraceSource("ref.trd", Records.header("FULL"), reference), "ref.trd", runs,
                CompareSettings.DEFAULTS);
        String table = MultiRunComparison.table(rows);
        System.out.print(table);
        for (int r : new int[] {0, 1, 2, 4}) {
            assertEquals(0, rows.get(r).differences(), table);
            assertEquals("none", rows.get(r).firstDivergence());
        }
        MultiRunComparison.Row four = rows.get(3);
        assertEquals(4, four.processors());
        // c[4][1] on processor 3, its read in loop 2, and the sum s (result and read) on each of the 4 processors
        assertEquals(2 + 4 * 2, four.differences(), table);
        assertEquals("loop 1 (PL, Prog.java:10), iteration (4, 1): 1 read equals the reference, the write of c[4][1] "
                + "at Prog.java:11 differs (run 42.5, reference 42.0) [processor 3 of 4]", four.firstDivergence());
        assertTrue(table.startsWith("run      processors  differences  distinct  first divergence\n"
                + "1                 1            0         0  none\n"), table);
        assertTrue(table.contains("\n4                 4           10        10  loop 1 (PL"), table);
    }
}
