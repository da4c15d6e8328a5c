package org.javadvm.debug.trace.compare;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.startsWith;
import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.cs;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.list;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.javadvm.debug.trace.compare.Records.rv;
import static org.javadvm.debug.trace.compare.Records.sl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.javadvm.debug.trace.TraceRecord.Checksum;
import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructKind;
import org.javadvm.debug.trace.TraceRecord.Skip;
import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;
import org.junit.jupiter.api.Test;

/**
 * The comparer's less travelled paths, each against hand-built traces: skipped code, reduction variables'
 * accesses wherever the reference has them, what "the reference has ... here" names, constructs passed over
 * with what they nest, checksums that failed, a processor recording only its constructs, the count of a
 * construct's iterations when its ranges do not give it, and where the divergence started.
 */
class ComparerPathsTest {
    /** A 1-D parallel loop inside construct {@code parent} (0: at the top level). */
    private static ConstructBegin nested(int number, int parent, long lo, long hi, int line) {
        return new ConstructBegin(ConstructKind.PL, number, parent, 1, new long[] {lo}, new long[] {hi},
                new long[] {1}, Records.FILE, line);
    }

    private static Skip skip(int line) {
        return new Skip(Records.FILE, line);
    }

    private static TraceRecord.Access rvd(AccessKind kind, double value) {
        return rv(kind, "s", value, 9);
    }

    private static Collecting compare(List<TraceRecord> reference, List<TraceRecord> run) throws IOException {
        return Comparisons.compare(reference, run, CompareSettings.DEFAULTS);
    }

    @Test
    void skippedCodeMatchesTheReferencesAndIsReportedWhereTheReferenceHasSomethingElse() throws IOException {
        List<TraceRecord> reference = list(pl(1, 0, 1, 10), it(0), skip(12), rd("x", 1, 13), it(1), skip(12),
                el(1, 10), skip(30));
        Collecting same = compare(reference, list(pl(1, 0, 1, 10), it(0), skip(12), rd("x", 1, 13), it(1), skip(12),
                el(1, 10), skip(30)));
        assertTrue(same.differences.isEmpty(), same.differences.toString());
        assertEquals(3, same.outcome.counts().skips());

        Collecting other = compare(reference, list(pl(1, 0, 1, 10), it(0), skip(12), skip(13), it(1), skip(12),
                el(1, 10), skip(30)));
        Difference d = other.differences.get(0);
        assertEquals(ErrorClass.UNEXPECTED_RECORD, d.errorClass());
        assertEquals("SKP", d.kind());
        assertEquals("skipped code", d.element());
        assertEquals(13, d.line());
        assertEquals("loop 1 (PL, Prog.java:10)", d.construct().toString());
        assertEquals("(0)", d.iteration());
        assertThat(d.detail(), startsWith("the reference has RD of x at Prog.java:13 ("));

        Collecting sequential = compare(list(rd("x", 1, 3)), list(skip(3)));
        Difference outside = sequential.differences.get(0);
        assertNull(outside.construct());
        assertNull(outside.iteration());
    }

    @Test
    void reductionVariablesAccessesAreNeverComparedWhereverTheReferenceHasThem() throws IOException {
        List<TraceRecord> reference = list(pl(1, 0, 1, 10), rvd(AccessKind.RV_RD, 0), it(0),
                rvd(AccessKind.RV_RD, 0), aw("a[0]", 1, 11), rvd(AccessKind.RV_AW, 1), rvd(AccessKind.RV_BW, 0),
                nested(2, 1, 0, 0, 20), rvd(AccessKind.RV_RD, 1), it(0), aw("b[0]", 2, 21), rvd(AccessKind.RV_AW, 3),
                el(2, 20), rvd(AccessKind.RV_AW, 3), it(1), rvd(AccessKind.RV_AW, 4), el(1, 10),
                rvd(AccessKind.RV_AW, 4), result("s", 4, 10, "SUM"), rvd(AccessKind.RV_RD, 4), rd("x", 5, 30),
                rvd(AccessKind.RV_RD, 4));
        List<TraceRecord> withoutThem = list(pl(1, 0, 1, 10), it(0), aw("a[0]", 1, 11), nested(2, 1, 0, 0, 20), it(0),
                aw("b[0]", 2, 21), el(2, 20), it(1), el(1, 10), result("s", 4, 10, "SUM"), rd("x", 5, 30));
        Collecting clean = compare(reference, withoutThem);
        assertTrue(clean.differences.isEmpty(), clean.differences.toString());
        assertEquals(0, clean.outcome.counts().reductionAccesses());
        assertEquals(1, clean.outcome.counts().reductionResults());

        List<TraceRecord> withOthers = list(pl(1, 0, 1, 10), it(0), rvd(AccessKind.RV_RD, 7), aw("a[0]", 1, 11),
                rvd(AccessKind.RV_AW, 8), nested(2, 1, 0, 0, 20), it(0), aw("b[0]", 2, 21), el(2, 20), it(1), el(1, 10),
                result("s", 4, 10, "SUM"), rd("x", 5, 30));
        Collecting tolerated = compare(reference, withOthers);
        assertTrue(tolerated.differences.isEmpty(), tolerated.differences.toString());
        assertEquals(2, tolerated.outcome.counts().reductionAccesses());
    }

    /** The detail of the difference a run's read makes where the reference has {@code expected}. */
    private static String whatTheReferenceHas(TraceRecord expected) throws IOException {
        Collecting result = compare(list(pl(1, 0, 0, 10), it(0), expected), list(pl(1, 0, 0, 10), it(0),
                rd("y", 2, 40)));
        return result.differences.get(0).detail();
    }

    @Test
    void theReferencesRecordIsNamedInWords() throws IOException {
        assertThat(whatTheReferenceHas(el(1, 10)), startsWith("the reference has the end of construct 1 (ref.trd"));
        assertThat(whatTheReferenceHas(it(1)), startsWith("the reference has iteration (1) (ref.trd"));
        assertThat(whatTheReferenceHas(result("s", 1, 10, "SUM")),
                startsWith("the reference has the result of reduction s (ref.trd"));
        assertThat(whatTheReferenceHas(skip(12)), startsWith("the reference has skipped code (ref.trd"));
        assertThat(whatTheReferenceHas(aw("a[2]", 1, 11)), startsWith("the reference has AW of a[2] at Prog.java:11 ("));
        assertThat(whatTheReferenceHas(nested(2, 1, 0, 3, 20)),
                startsWith("the reference has the start of loop 2 (PL, Prog.java:20) (ref.trd"));
        Collecting atTheEnd = compare(list(pl(1, 0, 0, 10), it(0)), list(pl(1, 0, 0, 10), it(0), rd("y", 2, 40)));
        assertEquals("the reference has no more records (end of trace) here", atTheEnd.differences.get(0).detail());
    }

    @Test
    void aConstructWithOtherRangesIsPassedOverWithEverythingItNests() throws IOException {
        List<TraceRecord> reference = list(pl(1, 0, 3, 10), it(0), sl(2, 1, 0, 1, 11), it(0), el(2, 11),
                nested(3, 1, 0, 0, 12), el(3, 12), el(1, 10), rd("x", 5, 30));
        List<TraceRecord> run = list(pl(1, 0, 4, 10), it(0), sl(2, 1, 0, 1, 11), it(0), aw("q", 1, 11), el(2, 11),
                el(1, 10), rd("x", 5, 30));
        Collecting result = compare(reference, run);
        assertEquals(1, result.differences.size(), result.differences.toString());
        Difference d = result.differences.get(0);
        assertEquals(ErrorClass.UNEXPECTED_CONSTRUCT, d.errorClass());
        assertEquals("ranges", d.kind());
        assertEquals("(0,3,1)", d.referenceValue());
        assertEquals("(0,4,1)", d.runValue());
        assertEquals(1, result.outcome.counts().reads(), "the read after the construct is compared");
        assertEquals(7, result.outcome.counts().notCompared(), "its begin and the six records in it");
    }

    @Test
    void aReductionResultAfterAConstructTheReferenceDoesNotHaveBelongsToNoKnownConstruct() throws IOException {
        Collecting result = compare(list(pl(1, 0, 0, 10), el(1, 10), result("s", 1, 10, "SUM")),
                list(pl(1, 0, 0, 10), el(1, 10), pl(5, 0, 0, 50), el(5, 50), result("s", 2, 10, "SUM")));
        assertEquals(2, result.differences.size(), result.differences.toString());
        assertEquals(ErrorClass.UNEXPECTED_CONSTRUCT, result.differences.get(0).errorClass());
        Difference value = result.differences.get(1);
        assertEquals(ErrorClass.DIFFERENT_VALUES, value.errorClass());
        assertNull(value.construct(), "not loop 1, which ended before the unexpected construct");
    }

    private static Checksum checksum(String array, double value, boolean failed) {
        return new Checksum(array, Records.FILE, 10, 1, "w", value, failed);
    }

    @Test
    void checksumsThatFailedOrAreMissingOrNotANumberAreReported() throws IOException {
        List<TraceRecord> reference = list(pl(1, 0, 0, 10), el(1, 10, checksum("a", 1, true), checksum("b", 2, true),
                checksum("c", 3, false), cs("d", 4, 10), checksum("e", 5, false)));
        List<TraceRecord> run = list(pl(1, 0, 0, 10), el(1, 10, checksum("a", 0, true), checksum("b", 2, false),
                checksum("c", 3, true), cs("d", Double.NaN, 10), checksum("e", 5, false), cs("f", 6, 10)));
        Collecting result = compare(reference, run);
        List<String> found = new ArrayList<>();
        for (Difference d : result.differences) {
            found.add(d.errorClass().ruleId() + " " + d.variable() + " " + d.referenceValue() + " " + d.runValue());
        }
        assertEquals(List.of("DVM19 b FAILED 2.0", "DVM19 c 3.0 FAILED", "DVM17 d 4.0 NaN", "DVM16 f null null"),
                found, "both failed (a) and equal (e) are no difference");
        assertEquals(6, result.outcome.counts().checksums());
        assertEquals(ErrorClass.DIFFERENT_CHECKSUMS, Comparisons.compare(reference, run,
                CompareSettings.DEFAULTS.withEnableNanChecks(false)).differences.get(2).errorClass());
    }

    @Test
    void afterMaxErrorsTheRestOfARecordsDifferencesAreNotReported() throws IOException {
        Collecting result = Comparisons.compare(list(pl(1, 0, 0, 10), el(1, 10, cs("a", 1, 10), cs("b", 2, 10))),
                list(pl(1, 0, 0, 10), el(1, 10, cs("a", 5, 10), cs("b", 6, 10)), rd("x", 1, 3)),
                CompareSettings.DEFAULTS.withMaxErrors(1));
        assertEquals(1, result.differences.size());
        assertEquals(1, result.outcome.occurrences());
        assertEquals(1, result.outcome.stoppedAfter());
        assertEquals(1, result.outcome.counts().notCompared(), "the read after the stop");
    }

    @Test
    void ofDifferencesAtOneReferencePositionTheEarliestIsTheFirstFound() throws IOException {
        Collecting result = Comparisons.compare(list(pl(1, 0, 0, 10), el(1, 10, cs("a", 1, 10), cs("b", 2, 10))),
                list(pl(1, 0, 0, 10), el(1, 10, cs("a", 5, 10), cs("b", 6, 10))), CompareSettings.DEFAULTS);
        assertEquals(2, result.differences.size());
        assertEquals("a", result.outcome.earliest().element(), "both are the construct's end");
    }

    @Test
    void aProcessorRecordingOnlyItsConstructsMatchesTheTopLevelInstanceAndKeepsItsPlaceForAnUnknownOne()
            throws IOException {
        List<TraceRecord> reference = list(rd("x", 1, 3), nested(2, 0, 0, 0, 20), it(0), nested(1, 2, 0, 0, 10), it(0),
                aw("a", 7, 11), el(1, 10), el(2, 20), aw("y", 2, 4), nested(1, 0, 0, 0, 10), it(0), aw("a", 5, 11),
                el(1, 10));
        List<TraceRecord> run = list(nested(3, 0, 0, 0, 30), el(3, 30), nested(1, 0, 0, 0, 10), it(0), aw("a", 5, 11),
                el(1, 10));
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                reference), "ref.trd", "processor 1", CompareSettings.DEFAULTS, collecting, false)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        assertEquals(1, collecting.differences.size(), collecting.differences.toString());
        assertEquals(ErrorClass.UNEXPECTED_CONSTRUCT, collecting.differences.get(0).errorClass());
        assertEquals("3", collecting.differences.get(0).variable());
        assertEquals(1, collecting.outcome.counts().writes(), "a = 5 of the top-level instance, not the nested 7");
    }

    @Test
    void aProcessorRunningOnlyATasksNestedLoopFindsItInsideTheTaskRegion() throws IOException {
        ConstructBegin tasks = new ConstructBegin(ConstructKind.TR, 1, 0, 1, new long[] {0}, new long[] {1},
                new long[] {1}, Records.FILE, 5);
        List<TraceRecord> reference = list(tasks, it(0), nested(2, 1, 0, 1, 20), it(0), aw("a[0]", 1, 21), it(1),
                aw("a[1]", 2, 21), el(2, 20), it(1), el(1, 5));
        List<TraceRecord> run = list(nested(2, 1, 0, 1, 20), it(0), aw("a[0]", 1, 21), it(1), aw("a[1]", 3, 21),
                el(2, 20));
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                reference), "ref.trd", "processor 1", CompareSettings.DEFAULTS, collecting, false)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        assertEquals(1, collecting.differences.size(), collecting.differences.toString());
        assertEquals("a[1]", collecting.differences.get(0).element(), "compared inside the task region");
        assertEquals(2, collecting.outcome.counts().writes());
    }

    /** A 2-D loop whose ranges overflow a count: the iterations are counted in the reference instead. */
    private static ConstructBegin huge(int number) {
        long hi = 1L << 40;
        return new ConstructBegin(ConstructKind.PL, number, 0, 2, new long[] {0, 0}, new long[] {hi, hi},
                new long[] {1, 1}, Records.FILE, 10);
    }

    @Test
    void iterationsOfAConstructWhoseRangesGiveNoCountAreIndexedFromTheReference() throws IOException {
        List<TraceRecord> reference = list(huge(1), it(0, 0, 0), aw("a", 0, 11), it(1, 0, 1), aw("a", 1, 11),
                nested(2, 1, 0, 0, 20), it(0), el(2, 20), it(2, 0, 2), aw("a", 2, 11), it(3, 0, 3), aw("a", 3, 11),
                el(1, 10), rd("x", 1, 3));
        List<TraceRecord> run = list(huge(1), it(2, 0, 2), aw("a", 2, 11), it(0, 0, 0), aw("a", 0, 11), it(3, 0, 3),
                aw("a", 3, 11), it(1, 0, 1), aw("a", 1, 11), nested(2, 1, 0, 0, 20), it(0), el(2, 20), it(4, 0, 4),
                it(2, 0, 2), el(1, 10), rd("x", 1, 3));
        Collecting result = compare(reference, run);
        List<String> found = new ArrayList<>();
        for (Difference d : result.differences) {
            found.add(d.errorClass().ruleId() + " " + d.iteration());
        }
        assertEquals(List.of("DVM11 (0, 4)", "DVM12 (0, 2)"), found, "no iteration 4; iteration 2 twice");
        assertEquals(4, result.outcome.counts().writes());
        assertEquals(1, result.outcome.counts().reads(), "the read after the loop is matched");
    }

    @Test
    void aSequentialLoopsIterationOutOfOrderIsReportedAndItsRecordsAreNotCompared() throws IOException {
        Collecting result = compare(list(sl(1, 0, 0, 2, 10), it(0), aw("a", 1, 11), it(1), aw("a", 2, 11), it(2),
                aw("a", 3, 11), el(1, 10)), list(sl(1, 0, 0, 2, 10), it(0), aw("a", 1, 11), it(2), aw("a", 99, 11),
                el(1, 10)));
        assertEquals(ErrorClass.UNEXPECTED_ITERATION, result.differences.get(0).errorClass());
        assertEquals("(2)", result.differences.get(0).iteration());
        assertThat(result.differences.get(0).detail(), startsWith("the reference has iteration (1) ("));
        for (Difference d : result.differences) {
            assertTrue(d.errorClass() != ErrorClass.DIFFERENT_VALUES, "a = 99 is not compared: " + d.message());
        }
    }

    @Test
    void theDivergenceStartsInTheFirstUnitWithEqualReadsAndADifferentWriteWhereverTheRunEnds() throws IOException {
        Collecting cutInIteration = compare(list(pl(1, 0, 1, 10), it(0), rd("x", 1, 11), aw("a[0]", 1, 12), it(1),
                el(1, 10)), list(pl(1, 0, 1, 10), it(0), rd("x", 1, 11), aw("a[0]", 2, 12)));
        Divergence origin = cutInIteration.outcome.origin();
        assertNotNull(origin, "the cut iteration's unit counts");
        assertEquals("(0)", origin.iteration());
        assertEquals(1, origin.readsCompared());

        Collecting sequentialAtTheEnd = compare(list(rd("x", 1, 3), aw("y", 1, 4)), list(rd("x", 1, 3),
                aw("y", 3, 4)));
        assertNotNull(sequentialAtTheEnd.outcome.origin(), "the last sequential stretch counts");
        assertNull(sequentialAtTheEnd.outcome.origin().construct());

        Collecting result = compare(list(pl(1, 0, 0, 10), el(1, 10), result("s", 1, 10, "SUM")),
                list(pl(1, 0, 0, 10), el(1, 10), result("s", 2, 10, "SUM")));
        assertNotNull(result.outcome.origin(), "a wrong reduction result is a divergence of its own");
        assertEquals("s", result.outcome.origin().firstWrite().variable());

        Collecting readDiffered = compare(list(rd("x", 1, 3), aw("y", 1, 4)), list(rd("x", 2, 3), aw("y", 3, 4)));
        assertNull(readDiffered.outcome.origin(), "a unit whose reads differed only inherits the divergence");
    }

    @Test
    void anEqualIntegralWriteIsNotSubstituted() throws IOException {
        CompareSettings all = CompareSettings.DEFAULTS.withSubstitution(false, true, false);
        Collecting collecting = new Collecting();
        TraceValue kept;
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                list(new TraceRecord.Access(AccessKind.AW, TraceValue.ofLong(4), ValueKind.INT, "k", Records.FILE, 3))),
                "ref.trd", "processor 1", all, collecting)) {
            comparer.header(Records.header("FULL"));
            kept = comparer.recordAndSubstitute(new TraceRecord.Access(AccessKind.AW, TraceValue.ofLong(4),
                    ValueKind.INT, "k", Records.FILE, 3));
        }
        assertNull(kept);
        assertEquals(0, collecting.outcome.substitutions());
    }
}
