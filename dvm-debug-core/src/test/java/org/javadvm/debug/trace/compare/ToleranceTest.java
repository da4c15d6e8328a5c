package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;
import org.junit.jupiter.api.Test;

class ToleranceTest {
    private static ValueTolerance.Outcome compare(CompareSettings settings, double reference, double run) {
        return new ValueTolerance(settings).compare(ValueKind.DOUBLE, TraceValue.ofDouble(reference),
                TraceValue.ofDouble(run));
    }

    private static List<Difference> differences(CompareSettings settings, double reference, double run)
            throws IOException {
        return Comparisons.compare(Records.list(aw("v", reference, 3)), Records.list(aw("v", run, 3)), settings)
                .differences;
    }

    @Test
    void absoluteToleranceIsExpByDefault() {
        assertTrue(compare(CompareSettings.DEFAULTS, 1.0, 1.0 + 0.00009).equal());
        assertFalse(compare(CompareSettings.DEFAULTS, 1.0, 1.0 + 0.00011).equal());
        assertFalse(compare(CompareSettings.DEFAULTS, 1e6, 1e6 + 1).equal(), "absolute: large values get no slack");
    }

    @Test
    void relativeToleranceDividesByTheLargerMagnitudeOrRelCompareMin() {
        CompareSettings relative = CompareSettings.DEFAULTS.withExp(1e-3, false);
        assertTrue(compare(relative, 1e6, 1e6 + 900).equal());
        assertFalse(compare(relative, 1e6, 1e6 + 1100).equal());
        ValueTolerance.Outcome small = compare(relative, 0, 1e-12);
        assertEquals(1e-12 / 1e-10, small.relative(), 1e-15, "RelCompareMin bounds the divisor");
        assertFalse(small.equal());
        assertEquals(0.5, compare(relative, 1, 2).relative());
    }

    /**
     * A SUM of large values combined in another order (helper-reduction's energy, 1.7e21, on two processors) differs
     * from the sequential one in its last bits, far beyond an absolute Exp of 1e-4 and far below its resolution:
     * equal, unless StrictCompare. A difference in the 12 bits above the last ones is still reported.
     */
    @Test
    void differencesInTheLastBitsAreEqualWhateverTheAbsoluteExp() {
        assertTrue(compare(CompareSettings.DEFAULTS, 1.745352324949719E21, 1.745352324949721E21).equal());
        assertTrue(compare(CompareSettings.DEFAULTS, -6.0673112374574976E17, -6.067311237457495E17).equal());
        double big = 1.745352324949719E21;
        assertFalse(compare(CompareSettings.DEFAULTS, big, big * (1 + 0x1p-38)).equal(), "beyond rounding");
        assertFalse(compare(CompareSettings.DEFAULTS.withStrictCompare(true), big, Math.nextUp(big)).equal());
        ValueTolerance tolerance = new ValueTolerance(CompareSettings.DEFAULTS);
        assertTrue(tolerance.compare(ValueKind.FLOAT, TraceValue.ofDouble(3.0e9f),
                TraceValue.ofDouble(Math.nextUp(3.0e9f))).equal(), "a float's last bit at 3e9 is 256");
        assertFalse(tolerance.compare(ValueKind.FLOAT, TraceValue.ofDouble(3.0e9f),
                TraceValue.ofDouble(3.0e9f * (1 + 0x1p-14))).equal());
    }

    @Test
    void strictCompareWantsEqualValues() {
        CompareSettings strict = CompareSettings.DEFAULTS.withStrictCompare(true);
        assertFalse(compare(strict, 1.0, Math.nextUp(1.0)).equal());
        assertTrue(compare(strict, 1.0, 1.0).equal());
    }

    @Test
    void integralAndReferenceValuesCompareExactly() {
        ValueTolerance tolerance = new ValueTolerance(CompareSettings.DEFAULTS.withExp(10, true));
        assertFalse(tolerance.compare(ValueKind.INT, TraceValue.ofLong(3), TraceValue.ofLong(4)).equal());
        assertFalse(tolerance.compare(ValueKind.OBJECT, TraceValue.ofText("A"), TraceValue.ofText("B")).equal());
        assertTrue(tolerance.compare(ValueKind.OBJECT, TraceValue.ofText("A"), TraceValue.ofText("A")).equal());
    }

    @Test
    void aNanOrInfinityWhereTheReferenceHasANumberIsReportedAsSuch() throws IOException {
        List<Difference> found = differences(CompareSettings.DEFAULTS, 1, Double.NaN);
        assertEquals(ErrorClass.NAN_INF, found.get(0).errorClass());
        assertEquals("NaN", found.get(0).runValue());
        assertEquals(ErrorClass.NAN_INF, differences(CompareSettings.DEFAULTS, 1, Double.POSITIVE_INFINITY).get(0)
                .errorClass());
        assertEquals(ErrorClass.DIFFERENT_VALUES, differences(CompareSettings.DEFAULTS.withEnableNanChecks(false), 1,
                Double.NaN).get(0).errorClass());
        assertTrue(differences(CompareSettings.DEFAULTS, Double.NaN, Double.NaN).isEmpty(),
                "the reference computed the NaN too");
    }

    @Test
    void theLargestDifferencesPerVariableAreKeptEvenWithinTheTolerance() throws IOException {
        Collecting result = Comparisons.compare(Records.list(aw("v", 1, 3), aw("v", 2, 4), aw("w", 5, 5)),
                Records.list(aw("v", 1.00001, 3), aw("v", 2.00004, 4), aw("w", 5, 5)), CompareSettings.DEFAULTS);
        assertTrue(result.differences.isEmpty());
        VariableExtremes v = result.outcome.variables().get(0);
        assertEquals("v", v.variable());
        assertEquals(2, v.compared());
        assertEquals(0.00004, v.maxAbsolute(), 1e-12);
        assertEquals("v at Prog.java:4 in the sequential part", v.maxAbsoluteAt());
        assertEquals(0.0, result.outcome.variables().get(1).maxAbsolute());
    }

    @Test
    void settingsOutOfRangeAreRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> CompareSettings.DEFAULTS.withExp(-1, true));
        assertTrue(e.getMessage().contains("Exp=-1.0"));
    }
}
