package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link BinaryTraceReader#nextElement} takes the next record only when it is exactly the element access asked
 * for (kind, type, array, every index), giving its value as bits; for anything else it stays where it was, so
 * that {@link BinaryTraceReader#next} reads that record as written.
 */
class BinaryReaderNextElementTest {
    private static final TraceRecord.AccessKind RD = TraceRecord.AccessKind.RD;
    private static final TraceRecord.AccessKind AW = TraceRecord.AccessKind.AW;

    @TempDir
    Path dir;

    /** d[2][7] = 2.5 read, then i[3] = -9 written, then the text operand "x" read, then the end. */
    private Path trace() throws IOException {
        Path file = dir.resolve("0.trb");
        try (BinaryTraceWriter writer = new BinaryTraceWriter(file, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            writer.elementAccess(RD, ValueKind.DOUBLE, "d", new int[] {2}, 7, Double.doubleToRawLongBits(2.5),
                    "A.java", 4);
            writer.elementAccess(AW, ValueKind.INT, "i", new int[0], 3, -9, "A.java", 5);
            writer.record(new TraceRecord.Access(RD, TraceValue.ofLong(1), ValueKind.INT, "x", "A.java", 6));
        }
        return file;
    }

    @Test
    void theElementAskedForIsTakenWithItsValue() throws IOException {
        try (BinaryTraceReader reader = new BinaryTraceReader(trace())) {
            long first = reader.position();
            assertTrue(reader.nextElement(RD, ValueKind.DOUBLE, "d", new int[] {2}, 7));
            assertEquals(2.5, Double.longBitsToDouble(reader.elementBits()));
            assertEquals(dir.resolve("0.trb") + ", byte " + first, reader.where(), "the record taken is where it is");
            assertTrue(reader.nextElement(AW, ValueKind.INT, "i", new int[0], 3));
            assertEquals(-9, reader.elementBits());
            assertFalse(reader.nextElement(RD, ValueKind.INT, "x", new int[0], 0), "a text operand is not taken");
            TraceRecord.Access x = (TraceRecord.Access) reader.next();
            assertEquals("x", x.operand());
            assertFalse(reader.nextElement(RD, ValueKind.INT, "x", new int[0], 0), "at the end");
            assertNull(reader.next());
            assertFalse(reader.nextElement(RD, ValueKind.DOUBLE, "d", new int[] {2}, 7), "after the end");
        }
    }

    @Test
    void anyOtherAccessIsLeftForNextAsWritten() throws IOException {
        Object[][] others = {
            {AW, ValueKind.DOUBLE, "d", new int[] {2}, 7}, // another kind
            {RD, ValueKind.FLOAT, "d", new int[] {2}, 7}, // another type
            {RD, ValueKind.OBJECT, "d", new int[] {2}, 7}, // references are never taken as parts
            {RD, ValueKind.DOUBLE, "e", new int[] {2}, 7}, // another array
            {RD, ValueKind.DOUBLE, "d", new int[0], 7}, // fewer indices
            {RD, ValueKind.DOUBLE, "d", new int[] {2, 7}, 0}, // more indices
            {RD, ValueKind.DOUBLE, "d", new int[] {3}, 7}, // another row
            {RD, ValueKind.DOUBLE, "d", new int[] {2}, 6}, // another element
        };
        for (Object[] other : others) {
            try (BinaryTraceReader reader = new BinaryTraceReader(trace())) {
                long start = reader.position();
                assertFalse(reader.nextElement((TraceRecord.AccessKind) other[0], (ValueKind) other[1],
                        (String) other[2], (int[]) other[3], (Integer) other[4]), java.util.Arrays.toString(other));
                assertEquals(start, reader.position(), java.util.Arrays.toString(other));
                TraceRecord.Access access = (TraceRecord.Access) reader.next();
                assertEquals("d[2][7]", access.operand());
                assertEquals(2.5, access.value().floating());
            }
        }
    }

    @Test
    void aFloatElementsBitsAreThoseOfTheValueWidened() throws IOException {
        Path file = dir.resolve("f.trb");
        long bits = Double.doubleToRawLongBits(-0.1f);
        try (BinaryTraceWriter writer = new BinaryTraceWriter(file, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            writer.elementAccess(RD, ValueKind.FLOAT, "f", new int[0], 1, bits, "A.java", 4);
            writer.elementAccess(RD, ValueKind.LONG, "l", new int[0], 0, Long.MIN_VALUE, "A.java", 4);
        }
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            assertTrue(reader.nextElement(RD, ValueKind.FLOAT, "f", new int[0], 1));
            assertEquals(bits, reader.elementBits());
            assertTrue(reader.nextElement(RD, ValueKind.LONG, "l", new int[0], 0));
            assertEquals(Long.MIN_VALUE, reader.elementBits());
        }
    }

    @Test
    void aRecordLeftAcrossTheEdgeOfTheReadBufferIsReadWhole() throws IOException {
        Path file = dir.resolve("long.trb");
        int count = 20_000; // some 200 KB: records straddle the reader's 64 KiB buffer
        try (BinaryTraceWriter writer = new BinaryTraceWriter(file, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            for (int k = 0; k < count; k++) {
                writer.elementAccess(RD, ValueKind.DOUBLE, "d", new int[] {k}, k, Double.doubleToRawLongBits(k),
                        "A.java", 4);
            }
        }
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            for (int k = 0; k < count; k++) {
                assertFalse(reader.nextElement(RD, ValueKind.DOUBLE, "d", new int[] {k}, k + 1));
                TraceRecord.Access access = (TraceRecord.Access) reader.next();
                assertEquals("d[" + k + "][" + k + "]", access.operand());
                assertEquals(k, access.value().floating());
            }
            assertNull(reader.next());
        }
    }
    /**
     * The writer's and the reader's in-place ways (an element access encoded and matched where the whole record
     * fits in the buffer, names and files met before) against the general ones: indices, values and line numbers
     * of every varint length, names numbered past one byte of reference, and records across the reader's buffer
     * edges. The parts must give the bytes the record gives, and every element must be taken with its bits.
     */
    @Test
    void elementsOfEveryEncodedLengthAreWrittenAsTheirRecordsAndTakenBack() throws IOException {
        int[] indices = {0, 1, 63, 64, -1, -65, 8191, 8192, 1 << 20, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] lines = {1, 127, 128, 1 << 14, 1 << 21, (1 << 28) - 1, 1 << 28, Integer.MAX_VALUE};
        long[] longs = {0, -1, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE};
        java.util.List<Object[]> accesses = new java.util.ArrayList<>();
        for (int round = 0; round < 40; round++) { // some 100 KB: records fall across the reader's 64 KiB buffer
            for (int k = 0; k < indices.length; k++) {
                String name = "a" + (round * 7 + k) % 300; // more than 127 strings: references of two bytes
                int[] prefix = k % 3 == 0 ? new int[0] : k % 3 == 1 ? new int[] {indices[(k + round) % indices.length]}
                        : new int[] {indices[k], -indices[(k + 1) % indices.length]};
                int line = lines[(k + round) % lines.length];
                accesses.add(new Object[] {RD, ValueKind.DOUBLE, name, prefix, indices[k],
                        Double.doubleToRawLongBits(round - 0.5 * k), "F" + round % 3 + ".java", line});
                accesses.add(new Object[] {AW, ValueKind.LONG, name, prefix, indices[k],
                        longs[(k + round) % longs.length], "F.java", line});
                accesses.add(new Object[] {RD, ValueKind.INT, name, prefix, indices[k],
                        (long) indices[(k + 3) % indices.length], "F.java", line});
                accesses.add(new Object[] {RD, ValueKind.FLOAT, name, prefix, indices[k],
                        Double.doubleToRawLongBits((float) (k / 3.0)), "F.java", line});
                accesses.add(new Object[] {TraceRecord.AccessKind.BW, ValueKind.DOUBLE, name, prefix, indices[k],
                        0L, "F.java", line});
            }
        }
        Path fromParts = dir.resolve("parts.trb");
        Path fromRecords = dir.resolve("records.trb");
        try (BinaryTraceWriter parts = new BinaryTraceWriter(fromParts, TraceSettings.defaults());
             BinaryTraceWriter records = new BinaryTraceWriter(fromRecords, TraceSettings.defaults())) {
            parts.header(SampleTrace.header());
            records.header(SampleTrace.header());
            for (Object[] a : accesses) {
                TraceRecord.AccessKind kind = (TraceRecord.AccessKind) a[0];
                ValueKind type = (ValueKind) a[1];
                int[] prefix = (int[]) a[3];
                long bits = (Long) a[5];
                parts.elementAccess(kind, type, (String) a[2], prefix, (Integer) a[4], bits, (String) a[6],
                        (Integer) a[7]);
                TraceValue value = !kind.hasValue() ? null : type.isFloating()
                        ? TraceValue.ofDouble(Double.longBitsToDouble(bits)) : TraceValue.ofLong(bits);
                records.record(new TraceRecord.Access(kind, value, type,
                        ArrayNames.operand((String) a[2], prefix, (Integer) a[4]), (String) a[6], (Integer) a[7]));
            }
        }
        org.junit.jupiter.api.Assertions.assertArrayEquals(java.nio.file.Files.readAllBytes(fromRecords),
                java.nio.file.Files.readAllBytes(fromParts));
        try (BinaryTraceReader reader = new BinaryTraceReader(fromParts)) {
            for (Object[] a : accesses) {
                TraceRecord.AccessKind kind = (TraceRecord.AccessKind) a[0];
                ValueKind type = (ValueKind) a[1];
                int[] prefix = (int[]) a[3];
                int index = (Integer) a[4];
                String what = java.util.Arrays.deepToString(a);
                long start = reader.position();
                int[] otherPrefix = prefix.clone();
                if (otherPrefix.length > 0) {
                    otherPrefix[otherPrefix.length - 1] ^= 1;
                    assertFalse(reader.nextElement(kind, type, (String) a[2], otherPrefix, index), what);
                }
                assertFalse(reader.nextElement(kind, type, (String) a[2], prefix, index ^ 1 << 20), what);
                assertFalse(reader.nextElement(kind, type, (String) a[2] + "x", prefix, index), what);
                assertEquals(start, reader.position(), what);
                assertTrue(reader.nextElement(kind, type, (String) a[2], prefix, index), what);
                if (kind.hasValue()) {
                    assertEquals((long) (Long) a[5], reader.elementBits(), what);
                }
            }
            assertNull(reader.next());
        }
    }
}
