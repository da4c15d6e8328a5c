package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What both trace writers share: {@code SaveThroughExec} hands each record to the file as it is written, else
 * records wait in memory until a flush; {@code written()} is the file's size; under {@code MaxTraceFileSize} the
 * file never passes the cap, keeps every record that fits with the CUT record and the end after it, and ends
 * complete.
 */
class TraceFileWriterTest {
    @TempDir
    Path dir;

    private interface Opener {
        TraceFileWriter open(Path file, TraceSettings settings) throws IOException;
    }

    private static final Opener TEXT = TextTraceWriter::new;
    private static final Opener BINARY = BinaryTraceWriter::new;

    private static TraceRecord access(int k) {
        return SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, TraceValue.ofDouble(k / 7.0),
                "a[" + k + "]");
    }

    @Test
    void saveThroughHandsEachRecordToTheFileAsItIsWritten() throws IOException {
        for (Opener opener : new Opener[] {TEXT, BINARY}) {
            Path file = dir.resolve("through");
            try (TraceFileWriter writer = opener.open(file, TraceSettings.defaults().withSaveThroughExec(true))) {
                writer.header(SampleTrace.header());
                assertEquals(writer.written(), Files.size(file), "the header");
                for (int k = 0; k < 5; k++) {
                    writer.record(access(k));
                    assertEquals(writer.written(), Files.size(file), "record " + k);
                }
            }
            assertEquals(5, readBack(file).size());
        }
    }

    @Test
    void otherwiseRecordsWaitForAFlushAndWrittenIsTheFilesSize() throws IOException {
        for (Opener opener : new Opener[] {TEXT, BINARY}) {
            Path file = dir.resolve("buffered");
            TraceFileWriter writer = opener.open(file, TraceSettings.defaults());
            writer.header(SampleTrace.header());
            for (int k = 0; k < 5; k++) {
                writer.record(access(k));
            }
            assertEquals(0, Files.size(file), "still in memory");
            writer.flush();
            assertEquals(writer.written(), Files.size(file));
            writer.record(access(5));
            writer.close();
            assertEquals(writer.written(), Files.size(file), "with the end");
            assertFalse(writer.cut());
            assertEquals(file, writer.file());
            assertEquals(6, readBack(file).size());
        }
    }

    /** The records of a complete trace, after its header. */
    private static List<TraceRecord> readBack(Path file) throws IOException {
        List<TraceRecord> records = new ArrayList<>();
        try (TraceSource source = TraceFiles.open(file)) {
            for (TraceRecord r = source.next(); r != null; r = source.next()) {
                records.add(r);
            }
            assertTrue(TraceFiles.complete(source), file.toString());
        }
        return records;
    }

    /** Writes 1000 records under the cap, quietly (the cut's message goes to standard error); the file's bytes. */
    private byte[] capped(Opener opener, long cap, boolean[] cut) throws IOException {
        Path file = dir.resolve("capped");
        PrintStream saved = System.err;
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true));
        try (TraceFileWriter writer = opener.open(file, TraceSettings.defaults().withMaxTraceFileSize(cap))) {
            writer.header(SampleTrace.header());
            for (int k = 0; k < 1000; k++) {
                writer.record(access(k));
            }
            cut[0] = writer.cut();
            writer.close();
            assertEquals(writer.written(), Files.size(file));
        } finally {
            System.setErr(saved);
        }
        return Files.readAllBytes(file);
    }

    @Test
    void underTheCapTheFileKeepsWhatFitsWithTheCutAndItsEnd() throws IOException {
        for (Opener opener : new Opener[] {TEXT, BINARY}) {
            for (long cap = 300; cap < 3000; cap += 41) {
                boolean[] cut = new boolean[1];
                byte[] bytes = capped(opener, cap, cut);
                assertTrue(cut[0], "cap " + cap);
                assertTrue(bytes.length <= cap, "cap " + cap + ": " + bytes.length + " bytes");
                List<TraceRecord> records = readBack(dir.resolve("capped"));
                assertInstanceOf(TraceRecord.Cut.class, records.get(records.size() - 1), "cap " + cap);
                assertEquals("MaxTraceFileSize = " + cap + " bytes reached after " + (records.size() - 1)
                        + " records", ((TraceRecord.Cut) records.get(records.size() - 1)).reason());
                // a cap of exactly that size (its CUT no longer) keeps the same records: nothing that fitted was cut
                capped(opener, bytes.length, new boolean[1]);
                assertEquals(records.size(), readBack(dir.resolve("capped")).size(), "cap " + bytes.length);
            }
        }
    }
}
