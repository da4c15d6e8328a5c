package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BinaryTraceTest {
    @TempDir
    Path dir;

    private Path write(String name, List<TraceRecord> records, boolean binary) throws IOException {
        Path file = dir.resolve(name);
        try (TraceFileWriter writer = binary ? new BinaryTraceWriter(file, TraceSettings.defaults())
                : new TextTraceWriter(file, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            for (TraceRecord record : records) {
                writer.record(record);
            }
        }
        return file;
    }

    private static List<TraceRecord> withOddOperands() {
        List<TraceRecord> records = new ArrayList<>(SampleTrace.records());
        for (String operand : new String[] {"a[-1]", "a[01]", "a[1]x", "[3]", "a[]", "a[+2]", "a[-0]", "b[1][2][3]",
                "Jacobi.eps", "a[99999999999999999999]"}) {
            records.add(SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.INT, TraceValue.ofLong(1), operand));
        }
        return records;
    }

    @Test
    void everyRecordKindReadsBackAsWritten() throws IOException {
        List<TraceRecord> records = withOddOperands();
        Path file = write("0.trb", records, true);
        assertTrue(TraceFiles.binary(file));
        try (TraceSource reader = TraceFiles.open(file)) {
            assertEquals(SampleTrace.header().keys(), reader.header().keys());
            for (TraceRecord expected : records) {
                SampleTrace.assertSame(expected, reader.next());
            }
            assertNull(reader.next());
            assertTrue(TraceFiles.complete(reader));
        }
    }

    @Test
    void printTraceShowsABinaryTraceAsTheTextWriterWritesIt() throws IOException {
        List<TraceRecord> records = withOddOperands();
        Path binary = write("0.trb", records, true);
        Path text = write("0.trd", records, false);
        StringWriter out = new StringWriter();
        assertEquals(0, PrintTrace.print(binary, out));
        assertEquals(Files.readString(text), out.toString());
        StringWriter again = new StringWriter();
        assertEquals(0, PrintTrace.print(text, again));
        assertEquals(Files.readString(text), again.toString());
    }

    @Test
    void aCutTraceEndsAtItsLastCompleteRecordWhereverTheCut() throws IOException {
        List<TraceRecord> records = SampleTrace.records();
        Path file = write("0.trb", records, true);
        byte[] whole = Files.readAllBytes(file);
        int previous = -1;
        long headerEnd;
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            headerEnd = reader.position();
        }
        for (int length = whole.length - 1; length >= headerEnd; length -= 3) {
            Path cut = dir.resolve("cut.trb");
            Files.write(cut, Arrays.copyOf(whole, length));
            try (BinaryTraceReader reader = new BinaryTraceReader(cut)) {
                int count = 0;
                for (TraceRecord r = reader.next(); r != null; r = reader.next()) {
                    SampleTrace.assertSame(records.get(count++), r);
                }
                assertFalse(reader.complete());
                assertTrue(previous < 0 || count <= previous);
                previous = count;
            }
        }
    }

    @Test
    void corruptBytesAreAnErrorNamingTheRecordsOffset() throws IOException {
        Path file = write("0.trb", SampleTrace.records(), true);
        byte[] bytes = Files.readAllBytes(file);
        long second;
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.next();
            second = reader.position();
        }
        bytes[(int) second] = (byte) 0xF0; // no record has this tag
        Files.write(file, bytes);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.next();
            TraceFormatException e = assertThrows(TraceFormatException.class, reader::next);
            assertEquals(file + ", byte " + second + ": unknown record tag 240", e.getMessage());
        }
        Files.write(file, "DVMTRB2\nxx".getBytes());
        assertTrue(assertThrows(TraceFormatException.class, () -> new BinaryTraceReader(file)).getMessage()
                .startsWith(file + ", byte 0: not a Java-DVM binary trace"));
    }

    @Test
    void seekReturnsToARecord() throws IOException {
        Path file = write("0.trb", SampleTrace.records(), true);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            List<Long> positions = new ArrayList<>();
            List<TraceRecord> records = new ArrayList<>();
            while (true) {
                positions.add(reader.position());
                TraceRecord r = reader.next();
                if (r == null) {
                    break;
                }
                records.add(r);
            }
            for (int k = records.size() - 1; k >= 0; k--) {
                reader.seek(positions.get(k));
                SampleTrace.assertSame(records.get(k), reader.next());
                assertEquals(file + ", byte " + positions.get(k), reader.where());
            }
        }
    }
}
