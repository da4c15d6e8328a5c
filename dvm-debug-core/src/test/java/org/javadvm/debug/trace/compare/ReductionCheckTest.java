package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.javadvm.debug.trace.compare.Records.rv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.junit.jupiter.api.Test;

/**
 * {@code m = 50; @Reduction(var = "m", op = MIN) loop over a = {5, 3, 80, 1}: if (a[i] > m) m = a[i]}: the
 * code computes a maximum. Sequentially m ends at 80; emulated iteration by iteration (each from MIN's identity,
 * +Infinity, the partials combined with MIN and then with 50) it ends at 50.
 */
class ReductionCheckTest {
    private static final double[] A = {5, 3, 80, 1};

    /** The loop's records; {@code emulated}: each iteration's m starts from +Infinity. */
    private static List<TraceRecord> loop(boolean emulated, double result, String operator) {
        List<TraceRecord> records = Records.list(pl(1, 0, 3, 30));
        double m = 50;
        for (int i = 0; i < A.length; i++) {
            records.add(it(i));
            records.add(rd("a[" + i + "]", A[i], 31));
            double before = emulated ? Double.POSITIVE_INFINITY : m;
            records.add(rv(AccessKind.RV_RD, "m", before, 31));
            if (A[i] > before) {
                m = A[i];
                records.add(rv(AccessKind.RV_BW, "m", 0, 32));
                records.add(rv(AccessKind.RV_AW, "m", m, 32));
            }
        }
        records.add(el(1, 33));
        records.add(result("m", result, 30, operator));
        return records;
    }

    @Test
    void aReductionWhoseCodeIsNotTheDeclaredOperationIsReportedInReductionTerms() throws IOException {
        Collecting result = Comparisons.compare(loop(false, 80, "MIN"), loop(true, 50, "MIN"),
                CompareSettings.DEFAULTS.withManualReductCalc(true));
        assertEquals(1, result.differences.size(), result.differences.toString());
        Difference d = result.differences.get(0);
        assertEquals(ErrorClass.WRONG_REDUCTION, d.errorClass());
        assertEquals("m", d.variable());
        assertEquals("loop 1 (PL, Prog.java:30)", d.construct().toString());
        assertEquals(30, d.line());
        assertEquals("DVM21 wrong-reduction (reduction): m at Prog.java:30 in loop 1 (PL, Prog.java:30): run 50.0, "
                + "reference 80.0, difference 30 (relative 0.375) - reduction m declared MIN in loop 1 (PL, "
                + "Prog.java:30) at Prog.java:30: the iterations' results combined with MIN give 50.0, the sequential "
                + "run gives 80.0; the loop's update of m does not perform the declared operation MIN (or a location "
                + "variable does not follow its value) [processor 1]", d.message());
        assertTrue(d.detail().contains("reduction m declared MIN in loop 1 (PL, Prog.java:30) at Prog.java:30: "
                + "the iterations' results combined with MIN give 50.0, the sequential run gives 80.0; the loop's "
                + "update of m does not perform the declared operation MIN"), d.detail());
    }

    @Test
    void anInfiniteEmulatedResultIsAWrongReductionNotANanOrInfinity() throws IOException {
        // m = max(m, a[i]) declared MIN from m = -Infinity: each iteration from MIN's identity keeps +Infinity,
        // and the partials combined with MIN and the start give -Infinity
        Collecting result = Comparisons.compare(loop(false, 80, "MIN"), loop(true, Double.NEGATIVE_INFINITY, "MIN"),
                CompareSettings.DEFAULTS.withManualReductCalc(true));
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals(ErrorClass.WRONG_REDUCTION, result.differences.get(0).errorClass());
        assertTrue(result.differences.get(0).detail().contains("combined with MIN give -Infinity, the sequential run "
                + "gives 80.0"), result.differences.get(0).detail());
    }

    @Test
    void withoutTheEmulationAnInfiniteResultIsANanOrInfinity() throws IOException {
        Collecting result = Comparisons.compare(loop(false, 80, "MIN"), loop(true, Double.NEGATIVE_INFINITY, "MIN"),
                CompareSettings.DEFAULTS);
        assertEquals(ErrorClass.NAN_INF, result.differences.get(0).errorClass());
    }

    @Test
    void withoutTheEmulationADifferentResultIsADifferentValue() throws IOException {
        Collecting result = Comparisons.compare(loop(false, 80, "MIN"), loop(true, 50, "MIN"),
                CompareSettings.DEFAULTS);
        Difference d = result.differences.get(0);
        assertEquals(ErrorClass.DIFFERENT_VALUES, d.errorClass());
        assertEquals("reduction", d.kind());
        assertEquals("result of the reduction MIN after loop 1 (PL, Prog.java:30)", d.detail());
    }

    @Test
    void aReductionThatPerformsItsOperationComparesClean() throws IOException {
        // the same loop declared MAX: the emulated partials combined with MAX give the sequential 80
        Collecting result = Comparisons.compare(loop(false, 80, "MAX"), loop(true, 80, "MAX"),
                CompareSettings.DEFAULTS.withManualReductCalc(true));
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(1, result.outcome.counts().reductionResults());
    }

    @Test
    void theOperatorMayComeFromTheReferenceOnly() throws IOException {
        Collecting result = Comparisons.compare(loop(false, 80, "MIN"), loop(true, 50, ""),
                CompareSettings.DEFAULTS.withManualReductCalc(true));
        assertTrue(result.differences.get(0).detail().contains("combined with MIN give 50.0"));
    }
}
