package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.list;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;
import org.junit.jupiter.api.Test;

/**
 * An element access given to the comparer as parts ({@code elementAccess}) is held to the same rules as its record:
 * refused before the header and after the end, not compared after the comparison stopped, and a written value
 * within the tolerance replaced by the reference's under {@code SubstAllResults}.
 */
class ComparerElementPartsTest {
    private static final List<TraceRecord> REFERENCE = list(pl(1, 0, 0, 10), it(0), aw("a[0]", 1, 11),
            aw("a[1]", 1, 11), el(1, 10));

    private static TraceComparer comparer(CompareSettings settings, Collecting collecting) {
        return new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"), REFERENCE), "ref.trd", "run",
                settings, collecting);
    }

    /** The write of {@code a[index]} with {@code value}, as parts. */
    private static TraceValue write(TraceComparer comparer, int index, double value) throws IOException {
        return comparer.elementAccess(AccessKind.AW, ValueKind.DOUBLE, "a", new int[0], index,
                Double.doubleToRawLongBits(value), Records.FILE, 11);
    }

    @Test
    void partsAreRefusedBeforeTheHeaderAndAfterTheEnd() throws IOException {
        TraceComparer comparer = comparer(CompareSettings.DEFAULTS, new Collecting());
        assertEquals("the run's trace header must come before its records (run)",
                assertThrows(IllegalStateException.class, () -> write(comparer, 0, 1)).getMessage());
        comparer.header(Records.header("FULL"));
        comparer.close();
        assertEquals("record after the end of run",
                assertThrows(IllegalStateException.class, () -> write(comparer, 0, 1)).getMessage());
    }

    @Test
    void afterTheComparisonStoppedPartsAreCountedNotCompared() throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = comparer(CompareSettings.DEFAULTS.withMaxErrors(1), collecting)) {
            comparer.header(Records.header("FULL"));
            comparer.record(pl(1, 0, 0, 10));
            comparer.record(it(0));
            write(comparer, 0, 5); // differs: MaxErrors reached
            write(comparer, 1, 1);
        }
        assertEquals(1, collecting.differences.size());
        assertEquals(1, collecting.outcome.counts().writes());
        assertEquals(1, collecting.outcome.counts().notCompared(), "a[1], after the stop");
    }

    @Test
    void underSubstAllResultsAWrittenValueWithinTheToleranceTakesTheReferences() throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = comparer(CompareSettings.DEFAULTS.withSubstitution(false, true, false),
                collecting)) {
            comparer.header(Records.header("FULL"));
            comparer.record(pl(1, 0, 0, 10));
            comparer.record(it(0));
            assertEquals(TraceValue.ofDouble(1), write(comparer, 0, 1.00001));
            // closer than the first: no new extreme of a, which alone would not send it the record's way
            assertEquals(TraceValue.ofDouble(1), write(comparer, 1, 1.000001));
        }
        assertEquals(0, collecting.differences.size());
        assertEquals(2, collecting.outcome.substitutions());
    }
}
