package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.junit.jupiter.api.Test;

/**
 * Loop 1 ({@code b[i] = a[i] + x}, line 11) then loop 2 ({@code c[i] = b[i] * 2}, line 21) over 0..3.
 */
class LocalizationTest {
    /** {@code readX[i]}: the x iteration i of loop 1 reads; {@code wrongB}: the b[i] it writes instead. */
    private static List<TraceRecord> program(double[] readX, int wrongAt, int... order) {
        List<TraceRecord> records = Records.list(pl(1, 0, 3, 10));
        double[] b = new double[4];
        for (int i : order) {
            records.add(it(i));
            records.add(rd("a[" + i + "]", i, 11));
            records.add(rd("x", readX[i], 11));
            b[i] = i == wrongAt ? -7 : i + readX[i];
            records.add(aw("b[" + i + "]", b[i], 11));
        }
        records.add(el(1, 12));
        records.add(pl(2, 0, 3, 20));
        for (int i : order) {
            records.add(it(i));
            records.add(rd("b[" + i + "]", b[i], 21));
            records.add(aw("c[" + i + "]", b[i] * 2, 21));
        }
        records.add(el(2, 22));
        return records;
    }

    private static final double[] X = {1, 1, 1, 1};

    @Test
    void theDivergenceStartsWhereReadsWereEqualAndWritesDifferedNotAtTheFirstDifferentRecord() throws IOException {
        // iteration 0 reads a wrong x (from outside the trace) and so writes a wrong b[0]; iteration 2 reads
        // what the reference read and still writes a wrong b[2]: that is where the divergence starts
        List<TraceRecord> run = program(new double[] {9, 1, 1, 1}, 2, 0, 1, 2, 3);
        Collecting result = Comparisons.compare(program(X, -1, 0, 1, 2, 3), run, CompareSettings.DEFAULTS);
        assertEquals("x", result.outcome.first().variable());
        assertEquals("read", result.outcome.first().kind());
        Divergence origin = result.outcome.origin();
        assertEquals("loop 1 (PL, Prog.java:10)", origin.construct().toString());
        assertEquals("(2)", origin.iteration());
        assertEquals("b[2]", origin.firstWrite().element());
        assertEquals("loop 1 (PL, Prog.java:10), iteration (2): 2 reads equal the reference, the write of b[2] at "
                + "Prog.java:11 differs (run -7.0, reference 3.0)", origin.text());
    }

    @Test
    void theEarliestInTheReferencesOrderIsChosenWhateverTheRunsOrder() throws IOException {
        // processor-major order 2, 3, 0, 1: iteration 3 diverges first in the run, iteration 1 first in the reference
        List<TraceRecord> run = program(X, 1, 2, 3, 0, 1);
        run.set(8, aw("b[3]", -8, 11));
        Collecting result = Comparisons.compare(program(X, -1, 0, 1, 2, 3), run, CompareSettings.DEFAULTS);
        assertEquals("b[3]", result.outcome.first().element());
        assertEquals("(1)", result.outcome.origin().iteration());
    }

    @Test
    void whenEveryDifferingUnitReadADifferentValueThereIsNoOriginButTheEarliestDifference() throws IOException {
        Collecting result = Comparisons.compare(program(X, -1, 0, 1, 2, 3), program(new double[] {1, 5, 1, 1}, -1,
                0, 1, 2, 3), CompareSettings.DEFAULTS);
        assertNull(result.outcome.origin());
        assertEquals("x", result.outcome.earliest().variable());
        assertEquals("(1)", result.outcome.earliest().iteration());
    }

    @Test
    void aSequentialStretchCanBeTheOrigin() throws IOException {
        List<TraceRecord> reference = Records.list(rd("n", 4, 3), aw("h", 0.25, 3), pl(1, 0, 0, 10), it(0),
                rd("h", 0.25, 11), aw("y[0]", 0.25, 11), el(1, 12));
        List<TraceRecord> run = Records.list(rd("n", 4, 3), aw("h", 0.5, 3), pl(1, 0, 0, 10), it(0),
                rd("h", 0.5, 11), aw("y[0]", 0.5, 11), el(1, 12));
        Divergence origin = Comparisons.compare(reference, run, CompareSettings.DEFAULTS).outcome.origin();
        assertNull(origin.construct());
        assertEquals("h", origin.firstWrite().element());
        assertEquals(1, origin.readsCompared());
    }

    @Test
    void aSequentialStretchEndsWhereAConstructBeginsOrAReductionResultComes() throws IOException {
        // the stretch before the loop reads equal values and writes a wrong h; the one after it reads a wrong m
        List<TraceRecord> reference = Records.list(rd("n", 4, 3), aw("h", 0.25, 3), pl(1, 0, 0, 10), it(0),
                rd("h", 0.25, 11), el(1, 12), rd("m", 1, 13), aw("k", 2, 13));
        List<TraceRecord> run = Records.list(rd("n", 4, 3), aw("h", 0.5, 3), pl(1, 0, 0, 10), it(0),
                rd("h", 0.5, 11), el(1, 12), rd("m", 9, 13), aw("k", 3, 13));
        Divergence origin = Comparisons.compare(reference, run, CompareSettings.DEFAULTS).outcome.origin();
        assertEquals("the sequential part: 1 read equals the reference, the write of h at Prog.java:3 differs (run 0.5, "
                + "reference 0.25)", origin.text());

        reference = Records.list(pl(1, 0, 0, 10), it(0), el(1, 12), rd("q", 1, 13), aw("r", 2, 13),
                result("s", 5, 10, "SUM"), rd("t", 1, 14), aw("u", 2, 14));
        run = Records.list(pl(1, 0, 0, 10), it(0), el(1, 12), rd("q", 1, 13), aw("r", 3, 13),
                result("s", 5, 10, "SUM"), rd("t", 7, 14), aw("u", 3, 14));
        origin = Comparisons.compare(reference, run, CompareSettings.DEFAULTS).outcome.origin();
        assertEquals("r", origin.firstWrite().element(), "the stretch before the result, not the one after it");
    }
}
