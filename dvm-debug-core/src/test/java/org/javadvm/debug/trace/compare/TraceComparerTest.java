package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.pl2;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.rv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.junit.jupiter.api.Test;

class TraceComparerTest {
    /**
     * {@code x = 1; parallel loop 1 over i in 0..3: b[i] = 2 * a[i] (line 11), s += b[i] (reduction);
     * read b[3]}: the iterations in {@code order}, with {@code b[bad] = 99} when {@code bad >= 0}.
     */
    static List<TraceRecord> program(int bad, int... order) {
        List<TraceRecord> records = Records.list(aw("x", 1, 5), pl(1, 0, 3, 10));
        for (int i : order) {
            records.add(it(i));
            records.add(rd("a[" + i + "]", i, 11));
            records.add(aw("b[" + i + "]", i == bad ? 99 : 2 * i, 11));
            records.add(rv(AccessKind.RV_RD, "s", i == 0 ? 0 : 7 * i, 12)); // a processor's partial: not compared
            records.add(rv(AccessKind.RV_AW, "s", 5 * i, 12));
        }
        records.add(el(1, 13));
        records.add(Records.result("s", 12, 10, "SUM"));
        records.add(rd("b[3]", bad == 3 ? 99 : 6, 15));
        return records;
    }

    static List<TraceRecord> reference() {
        return program(-1, 0, 1, 2, 3);
    }

    @Test
    void aRunEqualToTheReferenceIsCleanAndItsEventsAreCounted() throws IOException {
        Collecting result = Comparisons.compare(reference(), reference(), CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        MatchCounts counts = result.outcome.counts();
        assertEquals(2, counts.constructs()); // begin and end
        assertEquals(4, counts.iterations());
        assertEquals(5, counts.reads());
        assertEquals(5, counts.writes());
        assertEquals(1, counts.reductionResults());
        assertEquals(8, counts.reductionAccesses());
        assertTrue(result.outcome.clean());
    }

    @Test
    void iterationsInAnotherOrderOrAProcessorsSubsetMatchByAbsoluteNumber() throws IOException {
        for (int[] order : new int[][] {{3, 2, 1, 0}, {2, 3}, {1}, {0, 1}, {2, 0}}) {
            Collecting result = Comparisons.compare(reference(), program(-1, order), CompareSettings.DEFAULTS);
            assertTrue(result.differences.isEmpty(), result.differences.toString());
            assertEquals(order.length, result.outcome.counts().iterations());
        }
    }

    @Test
    void aDifferentValueNamesConstructIterationElementLineBothValuesAndTheDifference() throws IOException {
        Collecting result = Comparisons.compare(reference(), program(2, 2, 3), CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        Difference d = result.differences.get(0);
        assertEquals(ErrorClass.DIFFERENT_VALUES, d.errorClass());
        assertEquals("DVM18 different-values (write): b[2] at Prog.java:11 in loop 1 (PL, Prog.java:10), iteration"
                + " (2): run 99.0, reference 4.0, difference 95 (relative 0.9595959595959596) [processor 1]",
                d.message());
        assertEquals("b", d.variable());
        assertEquals(d, result.outcome.first());
    }

    @Test
    void aReadTheRunMakesWhereTheReferenceMakesAnotherIsAnUnexpectedRecord() throws IOException {
        List<TraceRecord> run = reference();
        run.add(1, rd("y", 0, 6));
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertEquals(1, result.printed().size(), result.differences.toString());
        assertEquals(ErrorClass.UNEXPECTED_RECORD, result.printed().get(0).errorClass());
        assertEquals("DVM16 unexpected-record (RD): y at Prog.java:6 in the sequential part - the reference has "
                + "the start of loop 1 (PL, Prog.java:10) (ref.trd record 2) here [processor 1]",
                result.printed().get(0).message());
    }

    @Test
    void accessToAnotherVariableIsAnUnexpectedUseOfVariable() throws IOException {
        List<TraceRecord> run = reference();
        run.set(0, aw("z", 1, 5));
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size());
        assertEquals(ErrorClass.UNEXPECTED_VARIABLE, result.differences.get(0).errorClass());
        assertTrue(result.differences.get(0).detail().contains("the reference accesses x at Prog.java:5"));
    }

    @Test
    void anIterationTheReferenceDoesNotHaveOrOneExecutedTwiceIsReported() throws IOException {
        List<TraceRecord> run = program(-1, 1, 2, 1);
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals(ErrorClass.DOUBLE_ITERATION, result.differences.get(0).errorClass());
        assertEquals("(1)", result.differences.get(0).iteration());

        List<TraceRecord> outside = Records.list(aw("x", 1, 5), pl(1, 0, 3, 10), it(7), rd("a[7]", 7, 11), el(1, 13));
        result = Comparisons.compare(reference(), outside, CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.UNEXPECTED_ITERATION, result.differences.get(0).errorClass());
        assertEquals(2, result.outcome.counts().notCompared(), "the iteration and its read are not compared");
    }

    @Test
    void aDoubleExecutionOfAnIterationTakenInOrderIsFoundToo() throws IOException {
        Collecting result = Comparisons.compare(reference(), program(-1, 0, 1, 0), CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.DOUBLE_ITERATION, result.printed().get(0).errorClass());
        assertEquals("(0)", result.printed().get(0).iteration());
    }

    @Test
    void aDoubleExecutionAfterIterationsSkippedGoingForwardIsFound() throws IOException {
        for (int[] order : new int[][] {{0, 2, 0}, {1, 3, 1}, {1, 2, 3, 2}}) {
            Collecting result = Comparisons.compare(reference(), program(-1, order), CompareSettings.DEFAULTS);
            assertEquals(1, result.differences.size(), result.differences.toString());
            assertEquals(ErrorClass.DOUBLE_ITERATION, result.differences.get(0).errorClass());
            assertEquals("(" + order[order.length - 1] + ")", result.differences.get(0).iteration());
        }
    }

    @Test
    void aProcessorsBlockInRowMajorOrderIsFoundReadingForwardWithoutAnIndex() throws IOException {
        List<TraceRecord> reference = Records.list(pl2(1, 4, 4, 20));
        List<TraceRecord> run = Records.list(pl2(1, 4, 4, 20));
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                reference.add(it(i * 4 + j, i, j));
                reference.add(aw("c[" + i + "][" + j + "]", i * 10 + j, 21));
                if (i >= 2 && j >= 2) {
                    run.add(it(i * 4 + j, i, j));
                    run.add(aw("c[" + i + "][" + j + "]", i * 10 + j, 21));
                }
            }
        }
        reference.add(el(1, 22));
        run.add(el(1, 22));
        ListTraceSource source = new ListTraceSource("ref.trd", Records.header("FULL"), reference);
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(source, "ref.trd", "processor 3 of 2x2",
                CompareSettings.DEFAULTS, collecting)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        assertTrue(collecting.differences.isEmpty(), collecting.differences.toString());
        assertEquals(4, collecting.outcome.counts().iterations());
        assertEquals(0, source.seeks);
        assertEquals(reference.size(), source.reads, "each reference record read once");
    }

    @Test
    void aProcessorThatRecordsOnlyItsConstructsIsMatchedWithTheReferencesInstances() throws IOException {
        List<TraceRecord> run = new ArrayList<>(program(2, 2, 3).subList(1, 13)); // loop 1's begin to its end
        run.add(Records.result("s", 12, 10, "SUM"));
        List<TraceRecord> reference = reference();
        reference.add(aw("x", 2, 16));
        reference.addAll(program(-1, 0, 1, 2, 3).subList(1, 23)); // the loop runs a second time
        run.addAll(program(-1, 2, 3).subList(1, 13));
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                reference), "ref.trd", "processor 1", CompareSettings.DEFAULTS, collecting, false)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        assertEquals(1, collecting.differences.size(), collecting.differences.toString());
        assertEquals("b[2]", collecting.differences.get(0).element());
        assertEquals(4, collecting.outcome.counts().iterations());
        assertEquals(4, collecting.outcome.counts().constructs());
        assertEquals(1, collecting.outcome.counts().notCompared(), "the reduction result outside the loop");
    }

    @Test
    void aConstructTheReferenceDoesNotHaveIsReportedAndItsRecordsAreNotCompared() throws IOException {
        List<TraceRecord> run = reference();
        run.add(1, pl(9, 0, 1, 30));
        run.add(2, it(0));
        run.add(3, aw("q[0]", 5, 31));
        run.add(4, el(9, 32));
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals(ErrorClass.UNEXPECTED_CONSTRUCT, result.differences.get(0).errorClass());
        assertEquals(4, result.outcome.counts().notCompared());
        assertEquals(4, result.outcome.counts().iterations(), "the rest still compares");
    }

    @Test
    void otherRangesOfTheSameConstructAreReported() throws IOException {
        List<TraceRecord> run = reference();
        run.set(1, pl(1, 0, 4, 10));
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.UNEXPECTED_CONSTRUCT, result.printed().get(0).errorClass());
        assertEquals("ranges", result.printed().get(0).kind());
        assertEquals("(0,3,1)", result.printed().get(0).referenceValue());
        assertEquals(1, result.printed().size(), result.differences.toString());
    }

    @Test
    void aSequentialLoopEndingEarlyIsAnAbnormalLoopExit() throws IOException {
        List<TraceRecord> reference = Records.list(Records.sl(1, 0, 0, 2, 3), it(0), aw("k", 0, 4), it(1),
                aw("k", 1, 4), it(2), aw("k", 2, 4), el(1, 5), rd("k", 2, 6));
        List<TraceRecord> run = Records.list(Records.sl(1, 0, 0, 2, 3), it(0), aw("k", 0, 4), el(1, 5), rd("k", 2, 6));
        Collecting result = Comparisons.compare(reference, run, CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals(ErrorClass.ABNORMAL_LOOP_EXIT, result.differences.get(0).errorClass());
        assertTrue(result.differences.get(0).detail().contains("iteration (1)"));
    }

    /** The program without its reduction: the loop's iterations must take the reference's path. */
    private static List<TraceRecord> withoutReduction(List<TraceRecord> records) {
        records.removeIf(r -> r instanceof TraceRecord.ReductionResult
                || (r instanceof TraceRecord.Access a && a.kind().isReductionVariable()));
        return records;
    }

    @Test
    void anIterationCutShortIsReportedWithWhatTheReferenceStillHas() throws IOException {
        List<TraceRecord> run = withoutReduction(reference());
        run.remove(4); // b[0] = 0 of iteration 0
        Collecting result = Comparisons.compare(withoutReduction(reference()), run, CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.UNEXPECTED_RECORD, result.printed().get(0).errorClass());
        assertEquals("missing", result.printed().get(0).kind());
        assertTrue(result.printed().get(0).detail().contains("AW of b[0]"), result.printed().get(0).detail());
    }

    @Test
    void anIterationOfAReductionLoopMayTakeAnotherPath() throws IOException {
        List<TraceRecord> run = reference();
        run.remove(4); // b[0] = 0 of iteration 0: as if the write depended on the processor's partial sum
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(1, result.outcome.counts().reductionPaths());
    }

    @Test
    void aRunCutInsideAConstructIsComparedUpToTheCut() throws IOException {
        List<TraceRecord> run = new ArrayList<>(reference().subList(0, 9)); // killed in iteration 1
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(2, result.outcome.counts().iterations());
    }

    @Test
    void aRunEndingBeforeTheReferenceAtTheTopLevelIsReported() throws IOException {
        List<TraceRecord> run = reference();
        run.remove(run.size() - 1);
        Collecting result = Comparisons.compare(reference(), run, CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size());
        assertTrue(result.differences.get(0).detail().contains("RD of b[3]"));
    }

    @Test
    void repeatedDifferencesAtOnePlaceAreCountedNotReprinted() throws IOException {
        List<TraceRecord> reference = Records.list(pl(1, 0, 9, 10));
        List<TraceRecord> run = Records.list(pl(1, 0, 9, 10));
        for (int i = 0; i < 10; i++) {
            reference.add(it(i));
            reference.add(aw("b[" + i + "]", i, 11));
            run.add(it(i));
            run.add(aw("b[" + i + "]", i + 1, 11));
        }
        reference.add(el(1, 12));
        run.add(el(1, 12));
        Collecting result = Comparisons.compare(reference, run, CompareSettings.DEFAULTS);
        assertEquals(10, result.differences.size());
        assertEquals(1, result.printed().size());
        assertEquals(10, result.differences.get(9).occurrence());
        assertEquals(10, result.outcome.distinct().get(0).count());
        assertEquals("b[0]", result.outcome.first().element());
    }

    @Test
    void comparisonStopsAfterMaxErrorsDistinctDifferences() throws IOException {
        List<TraceRecord> reference = new ArrayList<>();
        List<TraceRecord> run = new ArrayList<>();
        for (int line = 1; line <= 5; line++) {
            reference.add(aw("v", 0, line));
            run.add(aw("v", 1, line));
        }
        Collecting result = Comparisons.compare(reference, run, CompareSettings.DEFAULTS.withMaxErrors(3));
        assertEquals(3, result.differences.size());
        assertEquals(3, result.outcome.stoppedAfter());
        assertEquals(2, result.outcome.counts().notCompared());

        Collecting unlimited = Comparisons.compare(reference, run, CompareSettings.DEFAULTS.withMaxErrors(0));
        assertEquals(5, unlimited.differences.size(), "MaxErrors=0: no limit");
        assertEquals(0, unlimited.outcome.stoppedAfter());
    }

    @Test
    void theReaderIsClosedWithTheComparer() throws IOException {
        ListTraceSource source = new ListTraceSource("ref.trd", Records.header("FULL"), reference());
        try (TraceComparer comparer = new TraceComparer(source, "ref.trd", "p0", CompareSettings.DEFAULTS,
                d -> { })) {
            comparer.header(Records.header("FULL"));
        }
        assertTrue(source.closed);
    }

    @Test
    void aTwoDimensionalLoopInProcessorMajorOrderOnA2x2GridCompares() throws IOException {
        List<TraceRecord> reference = Records.list(pl2(1, 4, 4, 20));
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                reference.add(it(i * 4 + j, i, j));
                reference.add(aw("c[" + i + "][" + j + "]", i * 10 + j, 21));
            }
        }
        reference.add(el(1, 22));
        List<TraceRecord> run = Records.list(pl2(1, 4, 4, 20));
        for (int pi = 0; pi < 2; pi++) {
            for (int pj = 0; pj < 2; pj++) {
                for (int i = pi * 2; i < pi * 2 + 2; i++) {
                    for (int j = pj * 2; j < pj * 2 + 2; j++) {
                        run.add(it(i * 4 + j, i, j));
                        run.add(aw("c[" + i + "][" + j + "]", i == 3 && j == 1 ? -1 : i * 10 + j, 21));
                    }
                }
            }
        }
        run.add(el(1, 22));
        Collecting result = Comparisons.compare(reference, run, CompareSettings.DEFAULTS);
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals("(3, 1)", result.differences.get(0).iteration());
        assertEquals(16, result.outcome.counts().iterations());
        assertEquals("(3, 1)", result.outcome.origin().iteration());
    }
}
