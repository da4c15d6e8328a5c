package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.cs;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceRecord.Checksum;
import org.junit.jupiter.api.Test;

class ChecksumComparisonTest {
    @Test
    void checksumsAfterAConstructCompareWithTheTolerance() throws IOException {
        Collecting result = Comparisons.compare(Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("a", 2.5, 7))),
                Records.list(pl(1, 0, 1, 7), it(1), el(1, 9, cs("a", 2.50001, 7))), CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(1, result.outcome.counts().checksums());

        result = Comparisons.compare(Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("a", 2.5, 7))),
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("a", 2.75, 7))), CompareSettings.DEFAULTS);
        Difference d = result.differences.get(0);
        assertEquals(ErrorClass.DIFFERENT_CHECKSUMS, d.errorClass());
        assertEquals("a", d.variable());
        assertEquals("2.5", d.referenceValue());
        assertEquals("2.75", d.runValue());
        assertEquals("loop 1 (PL, Prog.java:7)", d.construct().toString());
    }

    @Test
    void aChecksumThatFailedOnOneSideOnlyDiffers() throws IOException {
        Checksum failed = new Checksum("a", Records.FILE, 7, 1, "w", Double.NaN, true);
        Collecting result = Comparisons.compare(Records.list(pl(1, 0, 0, 7), it(0), el(1, 9, cs("a", 2.5, 7))),
                Records.list(pl(1, 0, 0, 7), it(0), el(1, 9, failed)), CompareSettings.DEFAULTS);
        assertEquals("FAILED", result.differences.get(0).runValue());
    }
    /**
     * A construct that used the same field of two objects (two tasks, each on its own instance) has two checksums of
     * that name, in the order first used: each is compared with the reference's of the same rank, not both with the
     * reference's last.
     */
    @Test
    void checksumsOfOneNameCompareInTheirOrder() throws IOException {
        Collecting result = Comparisons.compare(
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("x", 3.5, 7), cs("x", 2.5, 7))),
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("x", 3.5, 7), cs("x", 2.5, 7))),
                CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(2, result.outcome.counts().checksums());

        result = Comparisons.compare(
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("x", 3.5, 7), cs("x", 2.5, 7))),
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("x", 3.5, 7), cs("x", 2.75, 7))),
                CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals("2.5", result.differences.get(0).referenceValue());
        assertEquals("2.75", result.differences.get(0).runValue());

        result = Comparisons.compare(
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("x", 3.5, 7))),
                Records.list(pl(1, 0, 1, 7), it(0), it(1), el(1, 9, cs("x", 3.5, 7), cs("x", 2.5, 7))),
                CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.UNEXPECTED_RECORD, result.differences.get(0).errorClass(), "a second x the reference lacks");
    }
}
