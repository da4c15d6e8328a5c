package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.sl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructKind;
import org.junit.jupiter.api.Test;

/** {@code parallel loop 1 over i in 0..2: t = a[i]; sequential loop 2 over k in 0..1: d[i][k] = t + k}. */
class NestedConstructTest {
    private static List<TraceRecord> program(int wrongI, int wrongK, int... order) {
        List<TraceRecord> records = Records.list(pl(1, 0, 2, 10));
        for (int i : order) {
            records.add(it(i));
            records.add(rd("a[" + i + "]", i, 11));
            records.add(sl(2, 1, 0, 1, 12));
            for (int k = 0; k < 2; k++) {
                records.add(it(k));
                records.add(aw("d[" + i + "][" + k + "]", i == wrongI && k == wrongK ? -1 : i + k, 13));
            }
            records.add(el(2, 14));
        }
        records.add(el(1, 15));
        return records;
    }

    @Test
    void aSequentialLoopInsideParallelIterationsTakenBackwardsCompares() throws IOException {
        Collecting result = Comparisons.compare(program(-1, -1, 0, 1, 2), program(1, 1, 2, 1, 0),
                CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        Difference d = result.differences.get(0);
        assertEquals("sequential loop 2 (SL, Prog.java:12)", d.construct().toString());
        assertEquals("(1)", d.iteration());
        assertEquals("d[1][1]", d.element());
        assertEquals(3 + 6, result.outcome.counts().iterations());
        assertEquals("d[1][1]", result.outcome.origin().firstWrite().element());
        assertEquals(2 + 2 * 3, result.outcome.counts().constructs());
    }

    @Test
    void tasksOfATaskRegionMatchByNumber() throws IOException {
        ConstructBegin region = new ConstructBegin(ConstructKind.TR, 1, 0, 1, new long[] {0}, new long[] {1},
                new long[] {1}, Records.FILE, 40);
        List<TraceRecord> reference = Records.list(region, it(0), aw("x", 1, 41), it(1), aw("y", 2, 42), el(1, 43));
        Collecting result = Comparisons.compare(reference, Records.list(region, it(1), aw("y", 2, 42), el(1, 43)),
                CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
    }
}
