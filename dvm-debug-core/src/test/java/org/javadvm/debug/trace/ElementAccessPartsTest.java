package org.javadvm.debug.trace;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.trace.compare.CompareListener;
import org.javadvm.debug.trace.compare.CompareOutcome;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.Difference;
import org.javadvm.debug.trace.compare.Divergence;
import org.javadvm.debug.trace.compare.MatchCounts;
import org.javadvm.debug.trace.compare.TraceComparer;
import org.javadvm.debug.trace.compare.VariableExtremes;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Element accesses of named primitive arrays reach the sink as parts ({@link TraceSink#elementAccess}), which the
 * binary writer encodes without building a record: the trace must be byte for byte the one the records make,
 * and print as the text writer writes the same run, for every primitive element type and rows of 2-d arrays. The
 * comparer takes them as parts too (from a binary reference without making the reference's records): what it
 * finds must be what it finds from records, and the same against a text and a binary reference.
 */
class ElementAccessPartsTest {
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int BASE = register();

    static final class Arrays {
        double[][] d = {{0.5, -1.25, Double.NaN}, {3, 4, 5}};
        float[] f = {1.5f, -0.1f, Float.NaN};
        int[] i = {7, -8, Integer.MIN_VALUE};
        long[] l = {Long.MAX_VALUE, -1, 0};
        short[] s = {1, -2, 3};
        char[] c = {'a', 'é', '\uffff'};
        byte[] b = {1, -128, 127};
        boolean[] z = {true, false, true};
    }

    @TempDir
    Path dir;

    private static int register() {
        try {
            Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, Arrays.class, "Arrays.java\ndyn\nR;20;touch;\nW;21;touch;");
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    /** A sink that hands the writer records only: the writer never sees parts. */
    private static TraceSink recordsOnly(TraceSink writer) {
        return new TraceSink() {
            @Override
            public void header(TraceHeader header) throws IOException {
                writer.header(header);
            }

            @Override
            public void record(TraceRecord record) throws IOException {
                writer.record(record);
            }

            @Override
            public void close() throws IOException {
                writer.close();
            }
        };
    }

    /** Hands the writer the parts, counting them. */
    private static TraceSink partsCounted(TraceSink writer, long[] parts) {
        return new TraceSink() {
            @Override
            public void header(TraceHeader header) throws IOException {
                writer.header(header);
            }

            @Override
            public void record(TraceRecord record) throws IOException {
                writer.record(record);
            }

            @Override
            public TraceValue elementAccess(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix,
                                            int index, long bits, String file, int line) throws IOException {
                parts[0]++;
                return writer.elementAccess(kind, type, array, prefix, index, bits, file, line);
            }

            @Override
            public void close() throws IOException {
                writer.close();
            }
        };
    }

    private interface Opener {
        TraceSink open(Path file, TraceSettings settings) throws IOException;
    }

    private Path record(String name, Opener opener) {
        return record(name, opener, 0);
    }

    /** Runs the program into the sink {@code opener} makes; {@code shift} changes a value of d and of i. */
    private Path record(String name, Opener opener, double shift) {
        return record(name, opener, shift, TraceSettings.defaults());
    }

    private Path record(String name, Opener opener, double shift, TraceSettings settings) {
        Path file = dir.resolve(name);
        TraceRecorder recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return opener.open(file, settings);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> SampleTrace.header()); // a fixed header: the files differ in their records only, if at all
        Arrays arrays = new Arrays();
        LoopBody body = block -> {
            int k = block.lo[0];
            recorder.arrayRead(arrays.d, k % 2, BASE + READ);
            recorder.arrayRead(arrays.d[k % 2], k, BASE + READ);
            recorder.arrayWrite(arrays.d[1 - k % 2], k, BASE + WRITE);
            arrays.d[1 - k % 2][k] += 0.5 + (k == 1 ? shift : 0);
            for (Object array : new Object[] {arrays.f, arrays.i, arrays.l, arrays.s, arrays.c, arrays.b, arrays.z}) {
                recorder.arrayRead(array, k, BASE + READ);
                recorder.arrayWrite(array, k, BASE + WRITE);
                if (array == arrays.i) {
                    arrays.i[k] += 1 + (k == 2 && shift > 0.1 ? 1 : 0);
                }
            }
            arrays.z[k] = !arrays.z[k];
        };
        Monitor.install(recorder);
        try {
            Woven.loop("kind=loop;name=" + Arrays.class.getName() + ".touch;src=Arrays.java:19;rank=1;tmpl=f;"
                    + "fmt=B;off=0;across=0;slots=0,0,0,0", Arrays.class, arrays, body, new int[] {0, 3});
        } finally {
            Monitor.install(null);
            try {
                recorder.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return file;
    }

    @Test
    void theBinaryWriterEncodesThePartsAsTheRecordTheyMake() throws IOException {
        long[] parts = {0};
        Path fromParts = record("parts.trb", (file, settings) -> partsCounted(new BinaryTraceWriter(file, settings),
                parts));
        Path fromRecords = record("records.trb", (file, settings) -> recordsOnly(new BinaryTraceWriter(file,
                settings)));
        Path text = record("text.trd", TextTraceWriter::new);
        assertEquals(3 * (3 + 7 * 3), parts[0], "every element access came as parts");
        assertArrayEquals(Files.readAllBytes(fromRecords), Files.readAllBytes(fromParts));
        StringWriter printed = new StringWriter();
        assertEquals(0, PrintTrace.print(fromParts, printed));
        assertEquals(Files.readString(text), printed.toString());
        assertThat(printed.toString(), containsString("RD: [4] \"d[1][1]\" = 4;"));
        assertThat("the value after the write", printed.toString(), containsString("AW: [4] \"d[1][0]\" = 3.5;"));
        assertThat(printed.toString(), containsString("RD: [3] \"f[1]\" = -0.1;"));
        assertThat(printed.toString(), containsString("RD: [1] \"c[1]\" = 233;"));
        assertThat(printed.toString(), containsString("AW: [7] \"z[0]\" = 0;"));
    }

    /** What a comparison found, without the reference positions (lines of text, bytes of binary). */
    private static String summary(CompareOutcome outcome) {
        StringBuilder text = new StringBuilder();
        MatchCounts counts = outcome.counts();
        text.append("constructs ").append(counts.constructs()).append(", iterations ").append(counts.iterations())
                .append(", reads ").append(counts.reads()).append(", writes ").append(counts.writes())
                .append(", occurrences ").append(outcome.occurrences()).append('\n');
        for (CompareOutcome.Counted counted : outcome.distinct()) {
            text.append(counted.count()).append(" x ").append(counted.difference().message()).append('\n');
        }
        for (VariableExtremes variable : outcome.variables()) {
            text.append(variable.variable()).append(": ").append(variable.compared()).append(" compared, ")
                    .append(variable.maxAbsolute()).append(" at ").append(variable.maxAbsoluteAt()).append(", ")
                    .append(variable.maxRelative()).append(" at ").append(variable.maxRelativeAt()).append('\n');
        }
        Divergence origin = outcome.origin();
        // the divergence as the report says it, with the count of its equal reads
        text.append("origin ").append(origin == null ? "-" : origin.text() + " " + origin.firstWrite().message());
        return text.toString();
    }

    /** Compares a run ({@code shift}) with {@code reference}, handing the comparer parts or records only. */
    private String compare(Path reference, double shift, boolean parts) {
        return summary(outcome(reference, shift, parts));
    }

    private CompareOutcome outcome(Path reference, double shift, boolean parts) {
        CompareOutcome[] outcome = new CompareOutcome[1];
        CompareListener listener = new CompareListener() {
            @Override
            public void difference(Difference difference) {
            }

            @Override
            public void finished(CompareOutcome finished) {
                outcome[0] = finished;
            }
        };
        record("run", (file, settings) -> {
            TraceComparer comparer = new TraceComparer(TraceFiles.open(reference), "reference", "run",
                    CompareSettings.DEFAULTS, listener);
            return parts ? comparer : recordsOnly(comparer);
        }, shift);
        return outcome[0];
    }

    @Test
    void aBinaryReferenceCutOrKilledIsComparedFromPartsUpToItsEndAndNoFurther() throws IOException {
        Path capped = record("capped.trb", BinaryTraceWriter::new, 0, TraceSettings.defaults()
                .withMaxTraceFileSize(600));
        Path killed = record("killed.trb", BinaryTraceWriter::new);
        byte[] whole = Files.readAllBytes(killed);
        Files.write(killed, java.util.Arrays.copyOf(whole, whole.length * 2 / 3));
        for (Path reference : List.of(capped, killed)) {
            CompareOutcome fromParts = outcome(reference, 0, true);
            assertEquals(summary(outcome(reference, 0, false)), summary(fromParts), reference.toString());
            assertEquals(0, fromParts.occurrences(), reference + ": " + summary(fromParts));
            assertNotNull(fromParts.referenceCut(), reference.toString());
            assertTrue(fromParts.counts().afterReferenceCut() > 0, reference.toString());
            assertTrue(fromParts.counts().reads() > 3, reference + ": compared up to the cut");
        }
    }

    @Test
    void theComparerFindsFromPartsWhatItFindsFromRecordsInEitherFormat() throws IOException {
        Path binary = record("0.trb", BinaryTraceWriter::new);
        Path text = record("0.trd", TextTraceWriter::new);
        for (double shift : new double[] {0, 0.25, 1e-9}) {
            String expected = compare(text, shift, false);
            assertEquals(expected, compare(text, shift, true), "text reference, parts, shift " + shift);
            assertEquals(expected, compare(binary, shift, false), "binary reference, records, shift " + shift);
            assertEquals(expected, compare(binary, shift, true), "binary reference, parts, shift " + shift);
            if (shift == 0.25) {
                assertThat(expected, containsString("occurrences 2"));
                assertThat(expected, containsString("1 x DVM18 different-values (write): d[0][1] at Arrays.java:21"));
                assertThat(expected, containsString("1 x DVM18 different-values (write): i[2] at Arrays.java:21"));
                assertThat(expected, containsString("d: 6 compared, 0.25 at d[0][1] at Arrays.java:21"));
                assertThat(expected, containsString("origin loop 1 (PL, Arrays.java:19), iteration (1): 8 reads equal "
                        + "the reference, the write of d[0][1] at Arrays.java:21 differs"));
            }
            if (shift == 1e-9) {
                assertThat("within Exp: no difference, the extreme kept", expected, containsString("occurrences 0"));
                assertThat(expected, containsString("d: 6 compared, 9.99999"));
                assertThat(expected, containsString("E-9 at d[0][1] at Arrays.java:21"));
            }
        }
    }

    @Test
    void aMalformedElementOfABinaryReferenceIsAnErrorNamingItsByte() throws IOException {
        Path reference = dir.resolve("bad.trb");
        long second;
        try (BinaryTraceWriter writer = new BinaryTraceWriter(reference, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            writer.record(new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, 1, 0, 1, new long[] {0},
                    new long[] {1}, new long[] {1}, "A.java", 3));
            writer.record(new TraceRecord.Iteration(0, new long[] {0}));
            writer.elementAccess(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, "a", new int[0], 0,
                    Double.doubleToRawLongBits(1.5), "A.java", 4);
            second = writer.written();
            writer.elementAccess(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, "a", new int[0], 1,
                    Double.doubleToRawLongBits(2.5), "A.java", 4);
        }
        byte[] bytes = Files.readAllBytes(reference);
        bytes[(int) second + 2] = 0x7E; // the array name: a string reference never defined
        Files.write(reference, bytes);
        TraceComparer comparer = new TraceComparer(TraceFiles.open(reference), reference.toString(), "run",
                CompareSettings.DEFAULTS, difference -> { });
        comparer.header(SampleTrace.header());
        comparer.record(new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, 1, 0, 1, new long[] {0},
                new long[] {1}, new long[] {1}, "A.java", 3));
        comparer.record(new TraceRecord.Iteration(0, new long[] {0}));
        assertNull(comparer.elementAccess(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, "a", new int[0], 0,
                Double.doubleToRawLongBits(1.5), "A.java", 4));
        TraceFormatException error = assertThrows(TraceFormatException.class, () -> comparer.elementAccess(
                TraceRecord.AccessKind.RD, ValueKind.DOUBLE, "a", new int[0], 1, Double.doubleToRawLongBits(2.5),
                "A.java", 4));
        assertThat(error.getMessage(), containsString(reference + ", byte " + second));
        assertThat(error.getMessage(), containsString("string reference 126 was never defined"));
    }

    @Test
    void accessesArePassedOverUpToTheNextOtherRecordAndAMalformedOneIsLeftForNextToReport() throws IOException {
        Path trace = dir.resolve("skip.trb");
        long third;
        try (BinaryTraceWriter writer = new BinaryTraceWriter(trace, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            writer.elementAccess(TraceRecord.AccessKind.RD, ValueKind.INT, "k", new int[] {2}, 0, 7, "A.java", 4);
            writer.record(new TraceRecord.Access(TraceRecord.AccessKind.AW, TraceValue.ofText("java.lang.String"),
                    ValueKind.OBJECT, "name", "A.java", 5));
            writer.record(new TraceRecord.Iteration(3, new long[] {3}));
            third = writer.written();
            writer.elementAccess(TraceRecord.AccessKind.BW, ValueKind.FLOAT, "f", new int[0], 1, 0, "A.java", 6);
        }
        byte[] bytes = Files.readAllBytes(trace);
        bytes[(int) third + 1] = 9; // an operand form that does not exist
        Files.write(trace, bytes);
        try (BinaryTraceReader reader = new BinaryTraceReader(trace)) {
            reader.skipAccesses();
            assertEquals(new TraceRecord.Iteration(3, new long[] {3}).keyword(), reader.next().keyword(),
                    "both accesses passed over");
            reader.skipAccesses();
            assertEquals(third, reader.position(), "stopped before the malformed access");
            TraceFormatException error = assertThrows(TraceFormatException.class, reader::next);
            assertThat(error.getMessage(), containsString(trace + ", byte " + third + ": unknown operand form 9"));
        }
    }
}
