package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructKind;
import org.junit.jupiter.api.Test;

/** Sequential loops as the recorder writes them (rank 1, no bounds, iterations numbered from 0) compared. */
class SequentialLoopComparisonTest {
    private static final long[] NONE = new long[0];

    private static ConstructBegin sl(int number, int parent, int line) {
        return new ConstructBegin(ConstructKind.SL, number, parent, 1, NONE, NONE, NONE, Records.FILE, line);
    }

    /** {@code for k in 0..n-1: x[k] = k} (line 41), with {@code wrong} written -1 instead. */
    private static List<TraceRecord> sweep(int n, int wrong) {
        List<TraceRecord> records = Records.list(sl(1, 0, 40));
        for (int k = 0; k < n; k++) {
            records.add(it(k));
            records.add(aw("x[" + k + "]", k == wrong ? -1 : k, 41));
        }
        records.add(el(1, 40));
        return records;
    }

    @Test
    void aDifferenceInsideASequentialLoopNamesTheLoopTheIterationAndTheLine() throws IOException {
        Collecting result = Comparisons.compare(sweep(5, -1), sweep(5, 3), CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        Difference d = result.differences.get(0);
        assertEquals(ErrorClass.DIFFERENT_VALUES, d.errorClass());
        assertEquals("sequential loop 1 (SL, Prog.java:40)", d.construct().toString());
        assertEquals("(3)", d.iteration());
        assertEquals("x[3]", d.element());
        assertEquals(41, d.line());
        assertEquals(5, result.outcome.counts().iterations());
    }

    @Test
    void aSequentialLoopThatEndsEarlyOrRunsLongerIsReportedByTheLoopRules() throws IOException {
        Collecting shorter = Comparisons.compare(sweep(5, -1), sweep(3, -1), CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.ABNORMAL_LOOP_EXIT, shorter.differences.get(0).errorClass(),
                shorter.differences.toString());
        assertEquals("sequential loop 1 (SL, Prog.java:40)", shorter.differences.get(0).construct().toString());

        Collecting longer = Comparisons.compare(sweep(3, -1), sweep(5, -1), CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.UNEXPECTED_ITERATION, longer.differences.get(0).errorClass(),
                longer.differences.toString());
        assertEquals("(3)", longer.differences.get(0).iteration());
        assertEquals(List.of("UNEXPECTED_ITERATION (3)", "UNEXPECTED_ITERATION (4)"), longer.differences.stream()
                .map(d -> d.errorClass() + " " + d.iteration()).collect(java.util.stream.Collectors.toList()),
                "the extra iterations' records are not compared");
        assertEquals(4, longer.outcome.counts().notCompared(), "the 2 extra iterations and their 2 writes");
    }

    @Test
    void aSequentialLoopMissingFromTheRunIsAnUnexpectedConstruct() throws IOException {
        List<TraceRecord> run = Records.list(pl(2, 0, 0, 50), it(0), el(2, 50));
        List<TraceRecord> reference = sweep(1, -1);
        reference.addAll(run);
        Collecting result = Comparisons.compare(reference, run, CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.UNEXPECTED_CONSTRUCT, result.differences.get(0).errorClass(),
                result.differences.toString());
        assertTrue(result.differences.get(0).detail().contains("sequential loop 1 (SL, Prog.java:40)"),
                result.differences.get(0).detail());
    }

    /** A parallel loop 1 over 0..1 whose iterations run the loops at lines 12 and 13 in the order given. */
    private static List<TraceRecord> twoInnerLoops(int first, int second, boolean swapped) {
        List<TraceRecord> records = Records.list(pl(1, 0, 1, 10));
        records.add(it(0));
        records.add(sl(swapped ? second : first, 1, 12));
        records.add(it(0));
        records.add(aw("y[0]", 1, 12));
        records.add(el(swapped ? second : first, 12));
        records.add(it(1));
        records.add(sl(swapped ? first : second, 1, 13));
        records.add(it(0));
        records.add(aw("z[1]", 2, 13));
        records.add(el(swapped ? first : second, 13));
        records.add(el(1, 10));
        return records;
    }

    @Test
    void sequentialLoopsAreMatchedByTheirPlaceNotTheNumberTheirFirstRunGaveThem() throws IOException {
        // under grid emulation processor 1's iteration may run first: the loops of a body get other numbers
        Collecting result = Comparisons.compare(twoInnerLoops(2, 3, false), twoInnerLoops(2, 3, true),
                CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(2 + 2 * 2, result.outcome.counts().constructs());
    }

    @Test
    void aProcessorWithoutTheSequentialPartFindsTheConstructsInsideTheReferencesSequentialLoops() throws IOException {
        List<TraceRecord> reference = Records.list(sl(1, 0, 40));
        for (int t = 0; t < 2; t++) {
            reference.add(it(t));
            reference.add(aw("s", t, 41));
            reference.add(new ConstructBegin(ConstructKind.PL, 2, 1, 1, new long[] {0}, new long[] {3},
                    new long[] {1}, Records.FILE, 50));
            for (int i = 0; i < 4; i++) {
                reference.add(it(i));
                reference.add(aw("a[" + i + "]", t + i, 51));
            }
            reference.add(el(2, 50));
        }
        reference.add(el(1, 40));
        // processor 1 of 2 runs iterations 2..3 of each instance and has no sequential part
        List<TraceRecord> run = Records.list();
        for (int t = 0; t < 2; t++) {
            run.add(new ConstructBegin(ConstructKind.PL, 2, 1, 1, new long[] {0}, new long[] {3}, new long[] {1},
                    Records.FILE, 50));
            for (int i = 2; i < 4; i++) {
                run.add(it(i));
                run.add(aw("a[" + i + "]", t == 1 && i == 3 ? 99 : t + i, 51));
            }
            run.add(el(2, 50));
        }
        Collecting result = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                reference), "ref.trd", "processor 1 of 2", CompareSettings.DEFAULTS, result, false)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals("a[3]", result.differences.get(0).element());
        assertEquals(4, result.outcome.counts().iterations());
    }

    private static TraceHeader header(int left, int right) {
        return new TraceHeader(Map.of("MODE", "FULL", "IREP_LEFT", Integer.toString(left), "IREP_RIGHT",
                Integer.toString(right), "REPITERWIDTH", "1"));
    }

    @Test
    void tracesOfTheSameSequentialBoundaryCompareAcrossTheSkippedIterationsAndOthersAreRefused() throws IOException {
        List<TraceRecord> boundary = Records.list(sl(1, 0, 40), it(0), aw("x[0]", 0, 41), it(8), aw("x[8]", 8, 41),
                it(9), aw("x[9]", 9, 41), el(1, 40));
        Collecting clean = Comparisons.compare(header(1, 2), boundary, header(1, 2), boundary,
                CompareSettings.DEFAULTS);
        assertTrue(clean.differences.isEmpty(), clean.differences.toString());
        assertEquals(3, clean.outcome.counts().iterations());

        TraceMismatchException e = assertThrows(TraceMismatchException.class, () -> Comparisons.compare(header(1, 2),
                boundary, header(2, 2), boundary, CompareSettings.DEFAULTS));
        assertTrue(e.getMessage().contains("IREP_LEFT"), e.getMessage());
    }
}
