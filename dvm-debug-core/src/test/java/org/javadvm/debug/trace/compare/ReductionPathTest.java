package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceValue;
import org.junit.jupiter.api.Test;

/**
 * {@code for i: if (a[i] < m) m = a[i]} declared a MIN reduction of {@code m}, then {@code print(m)}: an iteration
 * reads a[i] a second time when it takes the branch, which depends on the processor's partial value of m (it starts
 * from MIN's identity on every processor but the first), not on the sequential running value. On two processors
 * (iterations 0-1 and 2-3 of {@code a = 5, 3, 4, 1}) the second processor's iteration 2 takes the branch the
 * sequential run does not: the two paths are tolerated, and with the reduction's result substituted a wrong
 * reduction is the one difference.
 */
class ReductionPathTest {
    private static final List<TraceRecord> REFERENCE = Records.list(pl(1, 0, 3, 10),
            it(0), rd("a[0]", 5, 11), rd("a[0]", 5, 12),
            it(1), rd("a[1]", 3, 11), rd("a[1]", 3, 12),
            it(2), rd("a[2]", 4, 11),
            it(3), rd("a[3]", 1, 11), rd("a[3]", 1, 12),
            el(1, 13), result("m", 1, 10, "MIN"), rd("m", 1, 20));

    /** Processor 0 of 2 runs iterations 0 and 1; the second processor's iterations come in its own trace. */
    private static final List<TraceRecord> FIRST = Records.list(pl(1, 0, 3, 10),
            it(0), rd("a[0]", 5, 11), rd("a[0]", 5, 12),
            it(1), rd("a[1]", 3, 11), rd("a[1]", 3, 12),
            el(1, 13));

    /** Processor 1 starts from +infinity: iteration 2 takes the branch. */
    private static final List<TraceRecord> SECOND = Records.list(pl(1, 0, 3, 10),
            it(2), rd("a[2]", 4, 11), rd("a[2]", 4, 12),
            it(3), rd("a[3]", 1, 11), rd("a[3]", 1, 12),
            el(1, 13));

    private static final class Run {
        final List<String> differences = new ArrayList<>();
        long reductionPaths;
        long substitutions;
    }

    /** Compares both processors; processor 0 continues after the loop from {@code m} (or the substituted value). */
    private static Run run(double m, CompareSettings settings) throws IOException {
        Run run = new Run();
        CompareListener listener = new CompareListener() {
            @Override
            public void difference(Difference difference) {
                run.differences.add(difference.errorClass().ruleId() + " " + difference.kind() + " "
                        + difference.element());
            }

            @Override
            public void finished(CompareOutcome outcome) {
                run.reductionPaths += outcome.counts().reductionPaths();
                run.substitutions += outcome.substitutions();
            }
        };
        try (TraceComparer second = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                REFERENCE), "ref.trd", "processor 1 of 2", settings, listener, false)) {
            second.header(Records.header("FULL"));
            for (TraceRecord record : SECOND) {
                second.record(record);
            }
        }
        try (TraceComparer first = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                REFERENCE), "ref.trd", "processor 0 of 2", settings, listener)) {
            first.header(Records.header("FULL"));
            for (TraceRecord record : FIRST) {
                first.record(record);
            }
            TraceValue substituted = first.recordAndSubstitute(result("m", m, 10, "MIN"));
            first.record(rd("m", substituted == null ? m : substituted.floating(), 20));
        }
        return run;
    }

    @Test
    void aReductionLoopsIterationMayTakeAnotherPathThanTheSequentialOne() throws IOException {
        Run run = run(1, CompareSettings.DEFAULTS);
        assertEquals(List.of(), run.differences);
        assertEquals(1, run.reductionPaths);
    }

    @Test
    void theOtherPathOfAnIterationOfALoopWithoutReductionsIsReported() throws IOException {
        List<TraceRecord> withoutResult = new ArrayList<>(REFERENCE);
        withoutResult.removeIf(record -> record instanceof TraceRecord.ReductionResult);
        List<String> found = new ArrayList<>();
        try (TraceComparer second = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                withoutResult), "ref.trd", "processor 1 of 2", CompareSettings.DEFAULTS, difference ->
                found.add(difference.errorClass().ruleId() + " " + difference.kind()), false)) {
            second.header(Records.header("FULL"));
            for (TraceRecord record : SECOND) {
                second.record(record);
            }
        }
        assertEquals(List.of("DVM16 RD"), found);
    }

    @Test
    void withoutSubstitutionAWrongResultCascadesIntoWhatReadsIt() throws IOException {
        Run run = run(3, CompareSettings.DEFAULTS);
        assertEquals(List.of("DVM18 reduction m", "DVM18 read m"), run.differences);
        assertEquals(0, run.substitutions);
    }

    @Test
    void withTheResultSubstitutedTheWrongReductionIsTheOneDifference() throws IOException {
        Run run = run(3, CompareSettings.DEFAULTS.withSubstitution(true, false, true));
        assertEquals(List.of("DVM18 reduction m"), run.differences);
        assertEquals(1, run.substitutions);
        assertEquals(1, run.reductionPaths);
    }
}
