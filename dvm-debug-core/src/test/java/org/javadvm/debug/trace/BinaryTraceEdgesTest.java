package org.javadvm.debug.trace;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The binary format at its edges: the first and last access tags, the most dimensions and the longest text a
 * record may have, the largest line number; tags and construct kinds just past the valid ones are errors; a
 * reader seeks anywhere from the first record to the end of the file; a record cut by a kill leaves the reader
 * where that record starts.
 */
class BinaryTraceEdgesTest {
    @TempDir
    Path dir;

    private Path write(List<TraceRecord> records) throws IOException {
        Path file = dir.resolve("0.trb");
        try (BinaryTraceWriter writer = new BinaryTraceWriter(file, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            for (TraceRecord record : records) {
                writer.record(record);
            }
        }
        return file;
    }

    /** The offset of each record and of the end mark. */
    private static long[] offsets(Path file, int records) throws IOException {
        long[] offsets = new long[records + 1];
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            for (int k = 0; k <= records; k++) {
                offsets[k] = reader.position();
                reader.next();
            }
        }
        return offsets;
    }

    @Test
    void recordsAtTheLimitsOfTheFormatReadBack() throws IOException {
        long[] sixtyFour = new long[64];
        Arrays.setAll(sixtyFour, d -> d - 32);
        List<TraceRecord> records = List.of(
                SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.CHAR, TraceValue.ofLong(65), "c[1]"),
                SampleTrace.access(TraceRecord.AccessKind.RV_AW, ValueKind.OBJECT, TraceValue.ofText("T"), "o"),
                new TraceRecord.Iteration(5, sixtyFour),
                new TraceRecord.Skip("Far.java", Integer.MAX_VALUE),
                new TraceRecord.Cut("x".repeat(1 << 20)));
        Path file = write(records);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            for (TraceRecord expected : records) {
                SampleTrace.assertSame(expected, reader.next());
            }
            assertNull(reader.next());
            assertEquals(true, reader.complete());
        }
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.skipAccesses();
            SampleTrace.assertSame(records.get(2), reader.next());
        }
    }

    @Test
    void aTagOrConstructKindPastTheValidOnesIsAnError() throws IOException {
        List<TraceRecord> records = List.of(
                SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.INT, TraceValue.ofLong(1), "k"),
                new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, 1, 0, 1, new long[] {0}, new long[] {1},
                        new long[] {1}, "A.java", 3));
        Path file = write(records);
        long[] at = offsets(file, records.size());
        byte[] bytes = Files.readAllBytes(file);

        byte[] badTag = bytes.clone();
        badTag[(int) at[0]] = (byte) (BinaryTraceFormat.ACCESS + 16 * 6); // one past the last access tag
        Files.write(file, badTag);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.skipAccesses();
            assertEquals(at[0], reader.position(), "not an access: not passed over");
            TraceFormatException e = assertThrows(TraceFormatException.class, reader::next);
            assertEquals(file + ", byte " + at[0] + ": unknown record tag 128", e.getMessage());
        }

        byte[] badKind = bytes.clone();
        badKind[(int) at[1] + 1] = (byte) TraceRecord.ConstructKind.values().length;
        Files.write(file, badKind);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.next();
            TraceFormatException e = assertThrows(TraceFormatException.class, reader::next);
            assertEquals(file + ", byte " + at[1] + ": unknown construct kind 3", e.getMessage());
        }
    }

    @Test
    void aReaderSeeksFromTheFirstRecordToTheEndOfTheFileAndNoFurther() throws IOException {
        Path file = write(SampleTrace.records());
        long size = Files.size(file);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.seek(size);
            assertNull(reader.next(), "nothing after the end");
            assertFalse(reader.complete());
            reader.seek(BinaryTraceFormat.MAGIC.length); // the header's first byte: accepted, read as it may be
            assertEquals(BinaryTraceFormat.MAGIC.length, reader.position());
            IOException past = assertThrows(IOException.class, () -> reader.seek(size + 1));
            assertEquals(file + ": cannot seek to byte " + (size + 1) + " of " + size, past.getMessage());
            IOException magic = assertThrows(IOException.class, () -> reader.seek(BinaryTraceFormat.MAGIC.length - 1));
            assertThat(magic.getMessage(), endsWith(": cannot seek to byte 7 of " + size));
        }
    }

    @Test
    void aRecordCutByAKillLeavesTheReaderWhereItStarts() throws IOException {
        List<TraceRecord> records = SampleTrace.records().subList(0, 4);
        Path file = write(records);
        long[] at = offsets(file, records.size());
        Files.write(file, Arrays.copyOf(Files.readAllBytes(file), (int) at[3] + 2)); // the fourth record cut
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            for (int k = 0; k < 3; k++) {
                SampleTrace.assertSame(records.get(k), reader.next());
            }
            assertNull(reader.next());
            assertEquals(at[3], reader.position(), "the cut record is not read");
            assertNull(reader.next(), "nor read later");
            assertFalse(reader.complete());
        }
    }
}
