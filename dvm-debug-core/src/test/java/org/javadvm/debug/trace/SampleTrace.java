package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Records of every kind, for the format tests, and a comparison of records by value. */
final class SampleTrace {
    private SampleTrace() {
    }

    static TraceHeader header() {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("MODE", "FULL");
        keys.put("CPU_COUNT", "1");
        keys.put("EMPTYITER", "0");
        keys.put("PROGRAM", "example.Jacobi");
        return new TraceHeader(keys);
    }

    static List<TraceRecord> records() {
        List<TraceRecord> records = new ArrayList<>();
        records.add(new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, 1, 0, 2, new long[] {1, 1},
                new long[] {8, 9}, new long[] {1, 1}, "Jacobi.java", 41));
        records.add(new TraceRecord.Iteration(0, new long[] {1, 1}));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, TraceValue.ofDouble(0.1), "a[0][1]"));
        records.add(access(TraceRecord.AccessKind.BW, ValueKind.DOUBLE, null, "b[1][1]"));
        records.add(access(TraceRecord.AccessKind.AW, ValueKind.DOUBLE, TraceValue.ofDouble(-1.0 / 3), "b[1][1]"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.FLOAT, TraceValue.ofDouble(1.1f), "f[2]"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, TraceValue.ofDouble(Double.NaN), "n"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE,
                TraceValue.ofDouble(Double.POSITIVE_INFINITY), "p"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE,
                TraceValue.ofDouble(Double.NEGATIVE_INFINITY), "m"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.LONG, TraceValue.ofLong(Long.MIN_VALUE), "k"));
        records.add(access(TraceRecord.AccessKind.RV_AW, ValueKind.INT, TraceValue.ofLong(-7), "count"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.OBJECT, TraceValue.ofText("java.lang.String"),
                "names[3]"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.LOGICAL, TraceValue.ofLong(1), "done"));
        records.add(access(TraceRecord.AccessKind.RD, ValueKind.INT, TraceValue.ofLong(3), "größe[2]"));
        records.add(new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.TR, 2, 1, 1, new long[] {0},
                new long[] {3}, new long[] {1}, "Jacobi.java", 60));
        records.add(new TraceRecord.Iteration(2, new long[] {2}));
        records.add(new TraceRecord.Skip("Jacobi.java", 62));
        records.add(new TraceRecord.ConstructEnd(2, "Jacobi.java", 60, List.of()));
        records.add(new TraceRecord.Iteration(1, new long[] {1, 2}));
        records.add(new TraceRecord.ConstructEnd(1, "Jacobi.java", 41, List.of(
                new TraceRecord.Checksum("a", "Jacobi.java", 44, 1, "rw", 0.5, false),
                new TraceRecord.Checksum("names", "Jacobi.java", 45, 2, "r", Double.NaN, true))));
        records.add(new TraceRecord.ReductionResult("eps", ValueKind.DOUBLE, TraceValue.ofDouble(1e-300),
                "Jacobi.java", 41));
        records.add(new TraceRecord.ReductionResult("count", ValueKind.INT, TraceValue.ofLong(3), "Jacobi.java", 41,
                "SUM"));
        records.add(new TraceRecord.Cut("MaxTraceFileSize = 10 bytes"));
        return records;
    }

    static TraceRecord.Access access(TraceRecord.AccessKind kind, ValueKind type, TraceValue value, String operand) {
        return new TraceRecord.Access(kind, value, type, operand, "Jacobi.java", 44);
    }

    /** Records are compared by value (their arrays by contents, doubles bit for bit). */
    static void assertSame(TraceRecord expected, TraceRecord actual) {
        assertEquals(expected.getClass(), actual.getClass(), "record kind");
        if (expected instanceof TraceRecord.ConstructBegin e) {
            TraceRecord.ConstructBegin a = (TraceRecord.ConstructBegin) actual;
            assertEquals(List.of(e.kind(), e.number(), e.parent(), e.rank(), e.file(), e.line()),
                    List.of(a.kind(), a.number(), a.parent(), a.rank(), a.file(), a.line()));
            assertArrayEquals(e.lo(), a.lo());
            assertArrayEquals(e.hi(), a.hi());
            assertArrayEquals(e.step(), a.step());
        } else if (expected instanceof TraceRecord.Iteration e) {
            TraceRecord.Iteration a = (TraceRecord.Iteration) actual;
            assertEquals(e.absolute(), a.absolute());
            assertArrayEquals(e.index(), a.index());
        } else if (expected instanceof TraceRecord.Access e) {
            TraceRecord.Access a = (TraceRecord.Access) actual;
            assertEquals(List.of(e.kind(), e.type(), e.operand(), e.file(), e.line()),
                    List.of(a.kind(), a.type(), a.operand(), a.file(), a.line()));
            assertValue(e.value(), a.value());
        } else if (expected instanceof TraceRecord.ReductionResult e) {
            TraceRecord.ReductionResult a = (TraceRecord.ReductionResult) actual;
            assertEquals(List.of(e.variable(), e.type(), e.file(), e.line(), e.operator()),
                    List.of(a.variable(), a.type(), a.file(), a.line(), a.operator()));
            assertValue(e.value(), a.value());
        } else if (expected instanceof TraceRecord.ConstructEnd e) {
            TraceRecord.ConstructEnd a = (TraceRecord.ConstructEnd) actual;
            assertEquals(List.of(e.number(), e.file(), e.line(), e.checksums().size()),
                    List.of(a.number(), a.file(), a.line(), a.checksums().size()));
            for (int k = 0; k < e.checksums().size(); k++) {
                TraceRecord.Checksum c = e.checksums().get(k);
                TraceRecord.Checksum d = a.checksums().get(k);
                assertEquals(List.of(c.array(), c.file(), c.line(), c.number(), c.access(), c.failed()),
                        List.of(d.array(), d.file(), d.line(), d.number(), d.access(), d.failed()));
                assertEquals(Double.doubleToLongBits(c.value()), Double.doubleToLongBits(d.value()));
            }
        } else {
            assertEquals(expected, actual);
        }
    }

    private static void assertValue(TraceValue expected, TraceValue actual) {
        if (expected == null) {
            assertEquals(null, actual);
            return;
        }
        assertEquals(Double.doubleToLongBits(expected.floating()), Double.doubleToLongBits(actual.floating()));
        assertEquals(expected.integral(), actual.integral());
        assertEquals(expected.text(), actual.text());
    }
}
