package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.list;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.junit.jupiter.api.Test;

/**
 * Traces of each processor block's boundary iterations ({@code Iloc_left = Iloc_right = 1}) over a loop of 0..9:
 * the reference (one processor) has iterations 0 and 9; processor 1 of 2 (block 5..9) has 5 and 9. Iteration 5,
 * interior in the reference, is passed over and counted, not reported, whichever order the run takes.
 */
class ProcessorBoundaryComparisonTest {
    private static final TraceHeader HEADER = new TraceHeader(Map.of("PROGRAM", "example.Prog", "MODE", "FULL",
            "CPU_COUNT", "1", "ILOC_LEFT", "1", "ILOC_RIGHT", "1"));

    private static final List<TraceRecord> REFERENCE = list(pl(1, 0, 9, 10), it(0), aw("b[0]", 0, 11), it(9),
            aw("b[9]", 9, 11), el(1, 10));

    private static Collecting compare(long... order) throws IOException {
        List<TraceRecord> run = list(pl(1, 0, 9, 10));
        for (long i : order) {
            run.add(it(i));
            run.add(aw("b[" + i + "]", i, 11));
        }
        run.add(el(1, 10));
        return Comparisons.compare(HEADER, REFERENCE, HEADER, run, CompareSettings.DEFAULTS);
    }

    @Test
    void anIterationInteriorInTheReferenceIsPassedOverGoingForward() throws IOException {
        Collecting result = compare(5, 9);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(1, result.outcome.counts().unmatchedBoundaryIterations());
        assertEquals(1, result.outcome.counts().iterations(), "iteration 9");
        assertEquals(1, result.outcome.counts().notCompared(), "the write of iteration 5");
    }

    @Test
    void anIterationInteriorInTheReferenceIsPassedOverGoingBack() throws IOException {
        Collecting result = compare(9, 5);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(1, result.outcome.counts().unmatchedBoundaryIterations());
        assertEquals(1, result.outcome.counts().iterations(), "iteration 9");
        assertEquals(1, result.outcome.counts().notCompared(), "the write of iteration 5");
    }
}
