package org.javadvm.debug.trace;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

import org.javadvm.debug.internal.Sites;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Element accesses of named primitive arrays reach the sink as parts ({@link TraceSink#elementAccess}), which the
 * binary writer encodes without building a record: the trace must be byte for byte the one the records make,
 * and print as the text writer writes the same run, for every primitive element type and rows of 2-d arrays.
 */
class ElementAccessEncodingTest {
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
        Path file = dir.resolve(name);
        TraceSettings settings = TraceSettings.defaults();
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
            arrays.d[1 - k % 2][k] += 0.5;
            for (Object array : new Object[] {arrays.f, arrays.i, arrays.l, arrays.s, arrays.c, arrays.b, arrays.z}) {
                recorder.arrayRead(array, k, BASE + READ);
                recorder.arrayWrite(array, k, BASE + WRITE);
            }
            arrays.i[k]++;
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
}
