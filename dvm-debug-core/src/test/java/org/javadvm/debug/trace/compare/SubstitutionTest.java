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
import org.javadvm.debug.trace.TraceValue;
import org.junit.jupiter.api.Test;

/**
 * A program run as the recorder runs it: after each after-write or reduction result record it continues from
 * the value the comparer returns, if any. {@code s = sum of a loop; t = 2 * s; u = t + 1}.
 */
class SubstitutionTest {
    private static final List<TraceRecord> REFERENCE = Records.list(pl(1, 0, 1, 10), it(0), it(1), el(1, 12),
            result("s", 12, 10, "SUM"), rd("s", 12, 20), aw("t", 24, 20), rd("t", 24, 21), aw("u", 25, 21));

    /** Runs the program with the loop's sum {@code s}; returns the comparison's outcome. */
    private static Collecting run(double s, CompareSettings settings) throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                REFERENCE), "ref.trd", "processor 0", settings, collecting)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : Records.list(pl(1, 0, 1, 10), it(0), it(1), el(1, 12))) {
                comparer.record(record);
            }
            s = continueFrom(comparer.recordAndSubstitute(result("s", s, 10, "SUM")), s);
            comparer.record(rd("s", s, 20));
            double t = continueFrom(comparer.recordAndSubstitute(aw("t", 2 * s, 20)), 2 * s);
            comparer.record(rd("t", t, 21));
            comparer.recordAndSubstitute(aw("u", t + 1, 21));
        }
        return collecting;
    }

    private static double continueFrom(TraceValue substituted, double own) {
        return substituted == null ? own : substituted.floating();
    }

    @Test
    void withoutSubstitutionOneWrongReductionCascades() throws IOException {
        Collecting result = run(11, CompareSettings.DEFAULTS);
        assertEquals(5, result.differences.size(), result.differences.toString());
        assertEquals(0, result.outcome.substitutions());
    }

    @Test
    void substitutedReductionResultsStopTheCascade() throws IOException {
        Collecting result = run(11, CompareSettings.DEFAULTS.withSubstitution(true, false, true));
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals("s", result.differences.get(0).variable());
        assertEquals(1, result.outcome.substitutions());
        assertEquals(4, result.outcome.counts().reads() + result.outcome.counts().writes());
    }

    @Test
    void withoutAllowErrorsSubstOnlyToleratedDifferencesAreSubstituted() throws IOException {
        Collecting beyond = run(11, CompareSettings.DEFAULTS.withSubstitution(true, false, false));
        assertEquals(5, beyond.differences.size());
        assertEquals(0, beyond.outcome.substitutions());

        // 12.00006 is within Exp; doubled and carried along it would reach t = 24.00012, beyond Exp
        Collecting within = run(12.00006, CompareSettings.DEFAULTS.withSubstitution(true, false, false));
        assertEquals(0, within.differences.size(), within.differences.toString());
        assertEquals(1, within.outcome.substitutions());
        Collecting unsubstituted = run(12.00006, CompareSettings.DEFAULTS);
        assertEquals("t", unsubstituted.differences.get(0).variable());
    }

    @Test
    void substAllResultsReplacesWrittenValuesToo() throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                Records.list(aw("t", 24, 20), rd("t", 24, 21))), "ref.trd", "processor 0",
                CompareSettings.DEFAULTS.withSubstitution(false, true, true), collecting)) {
            comparer.header(Records.header("FULL"));
            TraceValue substituted = comparer.recordAndSubstitute(aw("t", 30, 20));
            assertEquals(24.0, substituted.floating());
            assertNull(comparer.recordAndSubstitute(rd("t", substituted.floating(), 21)), "reads are not replaced");
        }
        assertEquals(1, collecting.differences.size());
    }

    @Test
    void strictCompareNeverSubstitutes() throws IOException {
        Collecting result = run(11, CompareSettings.DEFAULTS.withSubstitution(true, true, true)
                .withStrictCompare(true));
        assertEquals(0, result.outcome.substitutions());
        assertEquals(5, result.differences.size());
    }
}
