package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.debug.internal.Sites;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives the recorder through the real run-time (constructs emulated under the installed monitor), the loop
 * bodies sending the access events woven code sends, before the access.
 */
class TraceRecorderTest {
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int GET_S = 2;
    private static final int PUT_S = 3;
    private static final int FILL = 4;
    private static final String OWNER = Mesh.class.getName().replace('.', '/');
    private static final int BASE = register(Mesh.class, "Mesh.java\ndyn\nR;20;body;\nW;21;body;\n"
            + "GF;22;main;" + OWNER + ".s:D\nPF;23;main;" + OWNER + ".s:D\nFL;24;main;\n"
            + "PR;25;body;" + OWNER + ".s:D\nPW;26;body;" + OWNER + ".s:D\nPR;27;body;" + OWNER + ".count:I");
    private static final int REDIRECTED_READ = 5;
    private static final int REDIRECTED_WRITE = 6;
    private static final int PRIVATE_INT_READ = 7;

    /** Writes of reduction variables: peak's in another method (44) and twice in "updates" (45, 46), an element. */
    private static final int UPDATES = register(Mesh.class, "Mesh.java\ndyn\nPW;44;elsewhere;" + OWNER + ".peak:D\n"
            + "PW;45;updates;" + OWNER + ".peak:D\nPW;46;updates;" + OWNER + ".peak:D\nW;47;updates;");

    /** A constructor's store of a new array into the distributed field a. */
    private static final int STORE_A = register(Mesh.class, "Mesh.java\ndyn\nPF;31;<init>;" + OWNER + ".a:[D");

    /**
     * The site table as a woven class registers it, without initialising {@code Hook} (which would start the
     * debugger from this JVM's parameters for every later test).
     */
    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Mesh {
        @Distributed(format = Format.BLOCK)
        double[] a = {0, 1, 2, 3, 4};
        @Distributed(alignWith = "a")
        double[] b = new double[5];
        @Distributed(format = {Format.BLOCK, Format.BLOCK})
        int[][] m = new int[3][4];
        float[] plain = new float[5];
        double s;
        double peak;
        int count;
        org.javadvm.ReductionGroup group;
        int[] hist = new int[3];
    }

    @TempDir
    Path dir;
    private Mesh mesh;
    private TraceRecorder recorder;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private Path record(TraceSettings settings, LoopConfig config, boolean binary, Runnable program) throws IOException {
        Path file = dir.resolve(binary ? "0.trb" : "0.trd");
        mesh = new Mesh();
        recorder = new TraceRecorder(settings, config, p -> {
            try {
                return binary ? new BinaryTraceWriter(file, settings) : new TextTraceWriter(file, settings);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, p -> new TraceHeader(Map.of("MODE", settings.level().name())));
        Monitor.install(recorder);
        try {
            program.run();
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        return file;
    }

    private static List<String> body(Path file) throws IOException {
        StringWriter text = new StringWriter();
        assertEquals(0, PrintTrace.print(file, text));
        List<String> lines = text.toString().lines().collect(Collectors.toList());
        return lines.subList(lines.indexOf("# End trace header") + 1, lines.size() - 1);
    }

    private void loop(String method, String extra, int lo, int hi, LoopBody body) {
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + "." + method + ";src=Mesh.java:" + (method.length() * 10)
                + ";rank=1;tmpl=a;fmt=B;off=0;across=0;" + extra, Mesh.class, mesh, body, new int[] {lo, hi});
    }

    /** b[i] = 2 * a[i - 1] over [1, 3), then s += a[i] over [0, 2) (a SUM reduction), then a read of s. */
    private void program() {
        loop("relax", "slots=0,0,0,0", 1, 3, block -> {
            int i = block.lo[0];
            recorder.arrayRead(mesh.a, i - 1, BASE + READ);
            double v = mesh.a[i - 1];
            recorder.arrayWrite(mesh.b, i, BASE + WRITE);
            mesh.b[i] = 2 * v;
        });
        loop("sum", "slots=0,0,0,1;red=SUM,D,s,0,-", 0, 2, block -> {
            int i = block.lo[0];
            recorder.arrayRead(mesh.a, i, BASE + READ);
            block.doubles[0] += mesh.a[i];
        });
        recorder.fieldRead(mesh, BASE + GET_S);
        double s = mesh.s;
        recorder.fieldWrite(mesh, null, BASE + PUT_S);
        mesh.s = s + 10;
    }

    @Test
    void fullLevelRecordsStructureReadsWritesAndReductionResults() throws IOException {
        Path file = record(TraceSettings.defaults(), LoopConfig.NONE, false, this::program);
        assertEquals(List.of(
                "PL: 1(0) [1] (1,2,1); {\"Mesh.java\", 50}",
                "  IT: 0, (1)",
                "    RD: [4] \"a[0]\" = 0; {\"Mesh.java\", 20}",
                "    BW: [4] \"b[1]\"; {\"Mesh.java\", 21}",
                "    AW: [4] \"b[1]\" = 0; {\"Mesh.java\", 21}",
                "  IT: 1, (2)",
                "    RD: [4] \"a[1]\" = 1; {\"Mesh.java\", 20}",
                "    BW: [4] \"b[2]\"; {\"Mesh.java\", 21}",
                "    AW: [4] \"b[2]\" = 2; {\"Mesh.java\", 21}",
                "EL: 1; {\"Mesh.java\", 50}",
                "PL: 2(0) [1] (0,1,1); {\"Mesh.java\", 30}",
                "  IT: 0, (0)",
                "    RD: [4] \"a[0]\" = 0; {\"Mesh.java\", 20}",
                "  IT: 1, (1)",
                "    RD: [4] \"a[1]\" = 1; {\"Mesh.java\", 20}",
                "EL: 2; {\"Mesh.java\", 30}",
                "RV: [4] \"s\" = 1; {\"Mesh.java\", 30}, SUM",
                "RD: [4] \"s\" = 1; {\"Mesh.java\", 22}",
                "BW: [4] \"s\"; {\"Mesh.java\", 23}",
                "AW: [4] \"s\" = 11; {\"Mesh.java\", 23}"), body(file));
        assertEquals(20, recorder.records());
    }

    @Test
    void eachLevelRecordsItsPart() throws IOException {
        List<String> modify = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, false,
                this::program));
        assertTrue(modify.stream().noneMatch(line -> line.contains("RD:")), modify.toString());
        assertTrue(modify.contains("    AW: [4] \"b[2]\" = 2; {\"Mesh.java\", 21}"), modify.toString());
        assertTrue(modify.stream().noneMatch(line -> line.contains("IT: 0, (0)")), "empty iterations: " + modify);

        List<String> minimal = body(record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, false,
                this::program));
        assertEquals(List.of("PL: 1(0) [1] (1,2,1); {\"Mesh.java\", 50}", "  IT: 0, (1)", "  IT: 1, (2)",
                "EL: 1; {\"Mesh.java\", 50}", "PL: 2(0) [1] (0,1,1); {\"Mesh.java\", 30}", "  IT: 0, (0)",
                "  IT: 1, (1)", "EL: 2; {\"Mesh.java\", 30}", "RV: [4] \"s\" = 1; {\"Mesh.java\", 30}, SUM"), minimal);

        assertEquals(List.of(), body(record(TraceSettings.defaults().withTraceLevel(0), LoopConfig.NONE, false,
                this::program)));

        List<String> checksum = body(record(TraceSettings.defaults().withTraceLevel(4), LoopConfig.NONE, false,
                this::program));
        assertEquals(List.of("PL: 1(0) [1] (1,2,1); {\"Mesh.java\", 50}", "EL: 1; {\"Mesh.java\", 50}",
                "CS(\"b\", \"Mesh.java\", 21, 1, \"w\") = 0.4; [4] count 5, blocks of 65536: (2, 2)", "PL: 2(0) [1] (0,1,1); {\"Mesh.java\", 30}",
                "EL: 2; {\"Mesh.java\", 30}", "RV: [4] \"s\" = 1; {\"Mesh.java\", 30}, SUM"), checksum);
    }

    @Test
    void writeEmptyIterWritesIterationsThatRecordedNothing() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(2).withWriteEmptyIter(true),
                LoopConfig.NONE, false, this::program));
        assertTrue(lines.contains("  IT: 0, (0)") && lines.contains("  IT: 1, (1)"), lines.toString());
    }

    @Test
    void checksumModeAndDistributedOnlyChooseTheArrays() throws IOException {
        Runnable program = () -> {
            program();
            loop("touchAll", "slots=0,0,0,0", 0, 5, block -> {
                int i = block.lo[0];
                recorder.arrayRead(mesh.b, i, BASE + READ);
                recorder.arrayWrite(mesh.plain, i, BASE + WRITE);
                mesh.plain[i] = (float) mesh.b[i] + 0.5f;
            });
        };
        List<String> lines = body(record(TraceSettings.defaults().withCalcChecksums(true).withChecksumMode(2)
                .withChecksumDisarrOnly(false), LoopConfig.NONE, false, program));
        assertTrue(lines.contains("CS(\"b\", \"Mesh.java\", 20, 2, \"r\") = 0.4; [4] count 5, blocks of 65536: (2, 2)"), lines.toString());
        assertTrue(lines.contains("CS(\"plain\", \"Mesh.java\", 21, 3, \"w\") = 0.9; [3] count 5, blocks of 65536: (4.5, 4.5)"), lines.toString());
        assertTrue(lines.contains("CS(\"a\", \"Mesh.java\", 20, 1, \"r\") = 2; [4] count 5, blocks of 65536: (10, 10)"), lines.toString());
        List<String> written = body(record(TraceSettings.defaults().withCalcChecksums(true), LoopConfig.NONE, false,
                program)).stream().filter(line -> line.startsWith("CS")).collect(Collectors.toList());
        assertEquals(List.of("CS(\"b\", \"Mesh.java\", 21, 1, \"w\") = 0.4; [4] count 5, blocks of 65536: (2, 2)"), written);
    }

    @Test
    void theLoopsFileSetsLevelsAndIterations() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [1] {\"Mesh.java\", 50} = MINIMAL, (0:2,,)\n"
                + "PL: 2(0) [1] {\"Mesh.java\", 30} = NONE\n");
        List<String> lines = body(record(TraceSettings.defaults(), LoopsFileReader.read(loops), false, this::program));
        assertEquals(List.of("PL: 1(0) [1] (1,2,1); {\"Mesh.java\", 50}", "  IT: 1, (2)", "EL: 1; {\"Mesh.java\", 50}",
                "RD: [4] \"s\" = 1; {\"Mesh.java\", 22}", "BW: [4] \"s\"; {\"Mesh.java\", 23}",
                "AW: [4] \"s\" = 11; {\"Mesh.java\", 23}"), lines);
    }

    @Test
    void aLoopsFileLineForAnotherConstructIsNotApplied() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [1] {\"Mesh.java\", 51} = NONE\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true));
        List<String> lines;
        try {
            lines = body(record(TraceSettings.defaults().withTraceLevel(1), LoopsFileReader.read(loops), false,
                    this::program));
        } finally {
            System.setErr(saved);
        }
        assertEquals("PL: 1(0) [1] (1,2,1); {\"Mesh.java\", 50}", lines.get(0));
        assertTrue(err.toString().contains(loops + ", line 1 describes construct 1 at Mesh.java:51, but this run's "
                + "construct 1 is " + Mesh.class.getName() + ".relax at Mesh.java:50"), err.toString());
        assertEquals(1, err.toString().lines().count());
    }

    @Test
    void elementsOfRowsAreNamedWithAllTheirIndicesAndNumberedRowMajor() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, true, () ->
                Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".grid;src=Mesh.java:60;rank=2;tmpl=m;fmt=BB;"
                        + "off=0,0;across=0;slots=0,0,0,0", Mesh.class, mesh, block -> {
                            int i = block.lo[0];
                            int j = block.lo[1];
                            recorder.arrayRead(mesh.m, i, BASE + READ); // the row fetch
                            int[] row = mesh.m[i];
                            recorder.arrayWrite(row, j, BASE + WRITE);
                            row[j] = 10 * i + j;
                        }, new int[] {1, 3, 2, 4})));
        assertEquals(List.of("PL: 1(0) [2] (1,2,1)(2,3,1); {\"Mesh.java\", 60}",
                "  IT: 0, (1,2)", "    BW: [1] \"m[1][2]\"; {\"Mesh.java\", 21}", "    AW: [1] \"m[1][2]\" = 12; {\"Mesh.java\", 21}",
                "  IT: 1, (1,3)", "    BW: [1] \"m[1][3]\"; {\"Mesh.java\", 21}", "    AW: [1] \"m[1][3]\" = 13; {\"Mesh.java\", 21}",
                "  IT: 2, (2,2)", "    BW: [1] \"m[2][2]\"; {\"Mesh.java\", 21}", "    AW: [1] \"m[2][2]\" = 22; {\"Mesh.java\", 21}",
                "  IT: 3, (2,3)", "    BW: [1] \"m[2][3]\"; {\"Mesh.java\", 21}", "    AW: [1] \"m[2][3]\" = 23; {\"Mesh.java\", 21}",
                "EL: 1; {\"Mesh.java\", 60}"), lines);
    }

    @Test
    void bulkWritesRecordEachElementBeforeAndAfter() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, false, () -> {
            loop("sum", "slots=0,0,0,1;red=SUM,D,s,0,-", 0, 0, block -> { }); // names the class's arrays
            recorder.arrayRange(mesh.plain, 1, 3, true, BASE + FILL);
            java.util.Arrays.fill(mesh.plain, 1, 3, 2.5f);
        }));
        assertEquals(List.of("PL: 1(0) [1] (0,-1,1); {\"Mesh.java\", 30}", "EL: 1; {\"Mesh.java\", 30}",
                "RV: [4] \"s\" = 0; {\"Mesh.java\", 30}, SUM", "BW: [3] \"plain[1]\"; {\"Mesh.java\", 24}", "BW: [3] \"plain[2]\"; {\"Mesh.java\", 24}",
                "AW: [3] \"plain[1]\" = 2.5; {\"Mesh.java\", 24}", "AW: [3] \"plain[2]\" = 2.5; {\"Mesh.java\", 24}"), lines);
    }

    @Test
    void anAfterWriteJustBeforeAConstructComesBeforeTheConstructsBegin() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, false, () -> {
            recorder.arrayWrite(mesh.b, 4, BASE + WRITE);
            mesh.b[4] = 7;
            loop("relax", "slots=0,0,0,0", 1, 2, block -> mesh.b[4] = 8); // unseen by the weaver: not the write's
        }));
        assertEquals(5, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("BW: [4] "), lines.toString());
        assertTrue(lines.get(1).startsWith("AW: [4] ") && lines.get(1).contains(" = 7;"), lines.toString());
        // the sequential part's block ends before the construct, its after-write included
        assertEquals(List.of("SKP: {\"Mesh.java\", 50};", "PL: 1(0) [1] (1,1,1); {\"Mesh.java\", 50}",
                "EL: 1; {\"Mesh.java\", 50}"), lines.subList(2, 5));
    }

    @Test
    void aFieldAccessFirstInAnIterationIsRecordedInsideIt() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults(), LoopConfig.NONE, false, () ->
                loop("relax", "slots=0,0,0,0", 1, 3, block -> {
                    recorder.fieldRead(mesh, BASE + GET_S);
                    recorder.fieldWrite(mesh, null, BASE + PUT_S);
                    mesh.s = block.lo[0];
                })));
        assertEquals(List.of("PL: 1(0) [1] (1,2,1); {\"Mesh.java\", 50}",
                "  IT: 0, (1)",
                "    RD: [4] \"s\" = 0; {\"Mesh.java\", 22}",
                "    BW: [4] \"s\"; {\"Mesh.java\", 23}",
                "    AW: [4] \"s\" = 1; {\"Mesh.java\", 23}",
                "  IT: 1, (2)",
                "    RD: [4] \"s\" = 1; {\"Mesh.java\", 22}",
                "    BW: [4] \"s\"; {\"Mesh.java\", 23}",
                "    AW: [4] \"s\" = 2; {\"Mesh.java\", 23}",
                "EL: 1; {\"Mesh.java\", 50}"), lines);
        List<String> modify = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, false, () ->
                loop("relax", "slots=0,0,0,0", 1, 2, block -> {
                    recorder.fieldWrite(mesh, null, BASE + PUT_S); // the iteration's first record at MODIFY
                    mesh.s = 3;
                })));
        assertEquals(List.of("PL: 1(0) [1] (1,1,1); {\"Mesh.java\", 50}", "  IT: 0, (1)",
                "    BW: [4] \"s\"; {\"Mesh.java\", 23}", "    AW: [4] \"s\" = 3; {\"Mesh.java\", 23}",
                "EL: 1; {\"Mesh.java\", 50}"), modify);
    }

    @Test
    void aBoundAccessInsideAConstructIsNotRecordedButEndsTheWriteBeforeIt() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, false, () ->
                loop("relax", "slots=0,0,0,0", 1, 2, block -> {
                    recorder.arrayWrite(mesh.b, 1, BASE + WRITE);
                    mesh.b[1] = 5;
                    recorder.boundAccess(mesh, false, BASE + GET_S); // the construct's copy: no record of its own
                    mesh.b[1] = 6; // unseen by the weaver: not the write's value
                })));
        assertEquals(List.of("PL: 1(0) [1] (1,1,1); {\"Mesh.java\", 50}", "  IT: 0, (1)",
                "    BW: [4] \"b[1]\"; {\"Mesh.java\", 21}", "    AW: [4] \"b[1]\" = 5; {\"Mesh.java\", 21}",
                "EL: 1; {\"Mesh.java\", 50}"), lines);
    }

    @Test
    void aBulkAccessInsideAConstructIsRecordedInItsIterationAndChecksummed() throws IOException {
        Runnable program = () -> loop("fill", "slots=0,0,0,0", 0, 1, block -> {
            recorder.arrayRange(mesh.a, 3, 5, false, BASE + FILL);
            recorder.arrayRange(mesh.b, 0, 2, true, BASE + FILL);
            java.util.Arrays.fill(mesh.b, 0, 2, 1.5);
        });
        List<String> full = body(record(TraceSettings.defaults().withCalcChecksums(true), LoopConfig.NONE, false,
                program));
        assertEquals(List.of("PL: 1(0) [1] (0,0,1); {\"Mesh.java\", 40}",
                "  IT: 0, (0)",
                "    RD: [4] \"a[3]\" = 3; {\"Mesh.java\", 24}",
                "    RD: [4] \"a[4]\" = 4; {\"Mesh.java\", 24}",
                "    BW: [4] \"b[0]\"; {\"Mesh.java\", 24}",
                "    BW: [4] \"b[1]\"; {\"Mesh.java\", 24}",
                "    AW: [4] \"b[0]\" = 1.5; {\"Mesh.java\", 24}",
                "    AW: [4] \"b[1]\" = 1.5; {\"Mesh.java\", 24}",
                "EL: 1; {\"Mesh.java\", 40}",
                "CS(\"b\", \"Mesh.java\", 24, 1, \"w\") = 0.6; [4] count 5, blocks of 65536: (3, 3)"), full);
        List<String> modify = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, false,
                program));
        assertTrue(modify.stream().noneMatch(line -> line.contains("RD:")), "MODIFY records no reads: " + modify);
        assertEquals(7, modify.size(), modify.toString());
    }

    @Test
    void theChecksumsOfAConstructCoverTheArraysItsNestedConstructsWrite() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [1] {\"Mesh.java\", 50} = CHECKSUM\n"
                + "  PL: 2(1) [1] {\"Mesh.java\", 20} = NONE\n");
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(4), LoopsFileReader.read(loops), false,
                () -> loop("outer", "slots=0,0,0,0", 0, 1, outer -> loop("in", "slots=0,0,0,0", 0, 2, inner -> {
                    recorder.arrayWrite(mesh.b, inner.lo[0], BASE + WRITE);
                    mesh.b[inner.lo[0]] = 1;
                }))));
        assertEquals(List.of("PL: 1(0) [1] (0,0,1); {\"Mesh.java\", 50}", "EL: 1; {\"Mesh.java\", 50}",
                "CS(\"b\", \"Mesh.java\", 21, 1, \"w\") = 0.4; [4] count 5, blocks of 65536: (2, 2)"), lines);
    }

    @Test
    void eachReductionOfAConstructHasItsResultRecordedOnceAndQuietly() throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true));
        List<String> lines;
        try {
            lines = body(record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, false, () ->
                    loop("two", "slots=0,0,0,2,1;red=SUM,D,s,0,-;red=SUM,A,hist,0,-;red=MAX,D,peak,1,-", 0, 4,
                            block -> {
                                int i = block.lo[0];
                                block.doubles[0] += mesh.a[i];
                                block.doubles[1] = Math.max(block.doubles[1], mesh.a[i]);
                                ((int[]) block.objects[0])[i % 3] += 1;
                            })));
        } finally {
            System.setErr(saved);
        }
        assertEquals(List.of("EL: 1; {\"Mesh.java\", 30}", "RV: [4] \"s\" = 6; {\"Mesh.java\", 30}, SUM",
                "RV: [4] \"peak\" = 3; {\"Mesh.java\", 30}, MAX", "RV: [1] \"hist[0]\" = 2; {\"Mesh.java\", 30}, SUM",
                "RV: [1] \"hist[1]\" = 1; {\"Mesh.java\", 30}, SUM", "RV: [1] \"hist[2]\" = 1; {\"Mesh.java\", 30}, SUM"),
                lines.subList(lines.size() - 6, lines.size()));
        assertEquals("", err.toString(), "every result could be read");
    }

    @Test
    void aConstructNestedInAnIterationLeftOutByTheLoopsFileIsLeftOutToo() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [1] {\"Mesh.java\", 50} = MINIMAL, (0:1,1,)\n");
        List<String> lines = body(record(TraceSettings.defaults(), LoopsFileReader.read(loops), false, () ->
                loop("outer", "slots=0,0,0,0", 0, 3, outer -> loop("in", "slots=0,0,0,0", 0, 1, inner -> { }))));
        assertEquals(List.of("PL: 1(0) [1] (0,2,1); {\"Mesh.java\", 50}", "  IT: 1, (1)",
                "    PL: 2(1) [1] (0,0,1); {\"Mesh.java\", 20}", "    EL: 2; {\"Mesh.java\", 20}", // FULL: no empty IT
                "EL: 1; {\"Mesh.java\", 50}"), lines);
    }

    @Test
    void theTraceWindowOpensAndClosesAtConstructPoints() throws IOException {
        Runnable twice = () -> {
            program();
            program();
        };
        List<String> fromSecondToEnd = body(record(TraceSettings.defaults().withTraceLevel(1).withStartPoint("2.B"),
                LoopConfig.NONE, false, twice));
        assertEquals("PL: 2(0) [1] (0,1,1); {\"Mesh.java\", 30}", fromSecondToEnd.get(0));
        assertEquals(5 + 9, fromSecondToEnd.size(), fromSecondToEnd.toString());
        List<String> untilSecondEnds = body(record(TraceSettings.defaults().withTraceLevel(1).withFinishPoint("2.E"),
                LoopConfig.NONE, false, twice));
        assertEquals(9, untilSecondEnds.size(), untilSecondEnds.toString());
        assertEquals("RV: [4] \"s\" = 1; {\"Mesh.java\", 30}, SUM", untilSecondEnds.get(8));
        List<String> between = body(record(TraceSettings.defaults().withTraceLevel(1).withStartPoint("1.E")
                .withFinishPoint("1.B"), LoopConfig.NONE, false, twice));
        assertEquals(List.of("PL: 2(0) [1] (0,1,1); {\"Mesh.java\", 30}", "  IT: 0, (0)", "  IT: 1, (1)",
                "EL: 2; {\"Mesh.java\", 30}", "RV: [4] \"s\" = 1; {\"Mesh.java\", 30}, SUM"), between);
        assertEquals("StartPoint '3.X' is not N.B or N.E with N a construct number (the task-region form N.iter.M.B is "
                + "not supported)", org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                        () -> TraceSettings.defaults().withStartPoint("3.X")).getMessage());
    }

    @Test
    void traceModeZeroWritesTheLoopsFileOfTheRun() throws IOException {
        Path loops = dir.resolve("loops.trd");
        mesh = new Mesh();
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(2);
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> new LoopsFileWriter(loops, settings,
                LoopConfig.NONE), p -> TraceHeaders.of(settings, "example.Mesh", 1, p, Map.of()));
        Monitor.install(recorder);
        try {
            program();
            program();
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        List<String> lines = Files.readAllLines(loops);
        assertEquals("PL: 1(0) [1] {\"Mesh.java\", 50} = MODIFY  #, (0:1,2,1)", lines.get(4));
        assertEquals("  # Count of traced iterations = 4", lines.get(7));
        assertEquals("PL: 2(0) [1] {\"Mesh.java\", 30} = MODIFY  #, (0:0,1,1)", lines.get(8));
        assertEquals("  # Count of traced iterations = 0", lines.get(11), "a MODIFY trace writes no empty iterations");
        assertEquals(TraceLevel.MODIFY, LoopsFileReader.read(loops).level(2, TraceLevel.FULL));
    }

    @Test
    void theHeaderCarriesTheOriginalsKeys() {
        TraceHeader header = TraceHeaders.of(TraceSettings.defaults().withTraceLevel(4).withWriteEmptyIter(true), "Cg",
                4, 2, Map.of("GRID", "2x2"));
        assertEquals(List.of("TRACE_TIME", "DEB_VERSION", "TASK_NAME", "MODE", "CPU_COUNT", "EMPTYITER", "CALC_CHECKSUM",
                "CHECKSUM_MODE", "CHECKSUM_DISARR_ONLY", "IG_LEFT", "IG_RIGHT", "ILOC_LEFT", "ILOC_RIGHT", "LOCITERWIDTH",
                "GLOBITERWIDTH", "BOUNDARY_TYPE", "PROCESSOR", "GRID"), List.copyOf(header.keys().keySet()));
        assertEquals(List.of("Cg", "CHECKSUM", "4", "1", "2", "-1", "2x2"), List.of(header.get("TASK_NAME"),
                header.get("MODE"), header.get("CPU_COUNT"), header.get("EMPTYITER"), header.get("PROCESSOR"),
                header.get("IG_LEFT"), header.get("GRID")));
    }

    @Test
    void recordsGoToTheSinkOfTheProcessorRunning() throws IOException {
        Map<Integer, List<TraceRecord>> seen = new java.util.TreeMap<>();
        mesh = new Mesh();
        recorder = new TraceRecorder(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
                seen.put(p, new java.util.ArrayList<>());
            }

            @Override
            public void record(TraceRecord record) {
                seen.get(p).add(record);
            }

            @Override
            public void close() {
            }
        }, p -> new TraceHeader(Map.of()));
        recorder.processorStart(1, new int[] {0}, new int[] {1});
        Monitor.install(recorder);
        try {
            program();
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        assertEquals(List.of(0, 1), List.copyOf(seen.keySet()));
        assertEquals(0, seen.get(0).size());
        assertEquals(9, seen.get(1).size());
    }

    @Test
    void underGridEmulationAProcessorWithAnEmptyBlockStillBeginsAndEndsTheConstruct() throws IOException {
        Map<Integer, List<String>> seen = new java.util.TreeMap<>();
        mesh = new Mesh();
        recorder = new TraceRecorder(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
                seen.put(p, new java.util.ArrayList<>());
            }

            @Override
            public void record(TraceRecord record) {
                seen.get(p).add(record.keyword());
            }

            @Override
            public void close() {
            }
        }, p -> new TraceHeader(Map.of())).emulating(org.javadvm.internal.Emulation.grid(2));
        Monitor.install(recorder);
        try {
            // a has 5 elements: processor 0 owns 0..2, processor 1 owns 3..4; the loop runs 0..1 only
            loop("first", "slots=0,0,0,0", 0, 2, block -> {
            });
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        assertEquals(List.of("PL", "IT", "IT", "EL"), seen.get(0));
        assertEquals(List.of("PL", "EL"), seen.get(1));
    }

    /**
     * A block of the sequential part that recorded something ends with SKP before the next parallel construct, in
     * processor 0's trace after its records and in every other processor's, which does not run it; none follows a
     * construct's end and results, and none ends the run.
     */
    @Test
    void aBlockOfTheSequentialPartEndsWithSkipInEveryProcessorsTrace() throws IOException {
        Map<Integer, List<String>> seen = new java.util.TreeMap<>();
        mesh = new Mesh();
        recorder = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
                seen.put(p, new java.util.ArrayList<>());
            }

            @Override
            public void record(TraceRecord record) {
                seen.get(p).add(record instanceof TraceRecord.Skip skip ? "SKP " + skip.file() + ":" + skip.line()
                        : record.keyword());
            }

            @Override
            public void close() {
            }
        }, p -> new TraceHeader(Map.of())).emulating(org.javadvm.internal.Emulation.grid(2));
        Monitor.install(recorder);
        try {
            recorder.fieldRead(mesh, BASE + GET_S);
            loop("first", "slots=0,0,0,0", 0, 2, block -> {
            });
            loop("sum", "slots=0,0,0,1;red=SUM,D,s,0,-", 0, 2, block -> {
            });
            loop("third", "slots=0,0,0,0", 0, 2, block -> {
            });
            recorder.fieldRead(mesh, BASE + GET_S);
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        assertEquals(List.of("RD", "SKP Mesh.java:50", "PL", "EL", "PL", "EL", "RV", "PL", "EL", "RD"), seen.get(0));
        assertEquals(List.of("SKP Mesh.java:50", "PL", "EL", "PL", "EL", "PL", "EL"), seen.get(1));
    }

    /**
     * A private field and a reduction variable the body keeps in locals: their events carry the value (read after
     * the load, written before the store); FULL records a private as a field, a reduction variable as RV_*, MODIFY
     * only their writes.
     */
    @Test
    void privateAndReductionVariablesInABodyAreRecordedWithTheValuesTheirEventsCarry() throws IOException {
        Runnable program = () -> loop("sum", "slots=0,0,0,1;red=SUM,D,s,0,-", 0, 1, block -> {
            recorder.privateValue(false, 41, BASE + PRIVATE_INT_READ);
            recorder.reductionValue(false, Double.doubleToRawLongBits(0.0), BASE + REDIRECTED_READ);
            recorder.reductionValue(true, Double.doubleToRawLongBits(2.5), BASE + REDIRECTED_WRITE);
            recorder.privateValue(true, Double.doubleToRawLongBits(-1.0), BASE + REDIRECTED_WRITE);
            block.doubles[0] += 2.5;
        });
        assertEquals(List.of("PL: 1(0) [1] (0,0,1); {\"Mesh.java\", 30}", "  IT: 0, (0)",
                "    RD: [1] \"count\" = 41; {\"Mesh.java\", 27}",
                "    RV_RD: [4] \"s\" = 0; {\"Mesh.java\", 25}",
                "    RV_BW: [4] \"s\"; {\"Mesh.java\", 26}",
                "    RV_AW: [4] \"s\" = 2.5; {\"Mesh.java\", 26}",
                "    BW: [4] \"s\"; {\"Mesh.java\", 26}",
                "    AW: [4] \"s\" = -1; {\"Mesh.java\", 26}",
                "EL: 1; {\"Mesh.java\", 30}", "RV: [4] \"s\" = 2.5; {\"Mesh.java\", 30}, SUM"),
                body(record(TraceSettings.defaults(), LoopConfig.NONE, false, program)));
        List<String> modify = body(record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE, true, program));
        assertEquals(List.of("RV_BW", "RV_AW", "BW", "AW"), modify.stream().map(String::trim)
                .filter(line -> line.contains("\"s\"") && !line.startsWith("RV:"))
                .map(line -> line.substring(0, line.indexOf(':'))).toList(), modify.toString());
    }

    @Test
    void aSinkThatFailsStopsRecordingWithOneMessage() throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true));
        mesh = new Mesh();
        int[] calls = new int[1];
        try {
            recorder = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> new TraceSink() {
                @Override
                public void header(TraceHeader header) {
                }

                @Override
                public void record(TraceRecord record) throws IOException {
                    if (++calls[0] == 3) {
                        throw new IOException("No space left on device");
                    }
                }

                @Override
                public void close() {
                }
            }, p -> new TraceHeader(Map.of()));
            Monitor.install(recorder);
            program();
        } finally {
            Monitor.install(null);
            System.setErr(saved);
        }
        recorder.close();
        assertEquals(3, calls[0]);
        assertEquals(2, recorder.records());
        assertEquals("Java-DVM trace: tracing stopped after 2 records: No space left on device", err.toString().trim());
    }

    /** The program with its second loop's body doubled into 3 * a[i - 1] when {@code wrong}. */
    private void program(boolean wrong) {
        loop("relax", "slots=0,0,0,0", 1, 3, block -> {
            int i = block.lo[0];
            recorder.arrayRead(mesh.a, i - 1, BASE + READ);
            double v = mesh.a[i - 1];
            recorder.arrayWrite(mesh.b, i, BASE + WRITE);
            mesh.b[i] = (wrong && i == 2 ? 3 : 2) * v;
        });
    }

    @Test
    void aRecordedTraceIsTheComparersReference() throws IOException {
        for (boolean binary : new boolean[] {false, true}) {
            Path reference = record(TraceSettings.defaults().withCalcChecksums(true), LoopConfig.NONE, binary,
                    () -> program(false));
            for (boolean wrong : new boolean[] {false, true}) {
                List<org.javadvm.debug.trace.compare.Difference> differences = new java.util.ArrayList<>();
                boolean[] clean = new boolean[1];
                mesh = new Mesh();
                TraceSettings settings = TraceSettings.defaults().withCalcChecksums(true);
                recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
                    try {
                        return new org.javadvm.debug.trace.compare.TraceComparer(TraceFiles.open(reference),
                                reference.toString(), "processor 0", org.javadvm.debug.trace.compare.CompareSettings.DEFAULTS,
                                new org.javadvm.debug.trace.compare.CompareListener() {
                                    @Override
                                    public void difference(org.javadvm.debug.trace.compare.Difference difference) {
                                        differences.add(difference);
                                    }

                                    @Override
                                    public void finished(org.javadvm.debug.trace.compare.CompareOutcome outcome) {
                                        clean[0] = outcome.clean();
                                    }
                                });
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }, p -> new TraceHeader(Map.of("MODE", settings.level().name())));
                Monitor.install(recorder);
                try {
                    program(wrong);
                } finally {
                    Monitor.install(null);
                    recorder.close();
                }
                assertEquals(!wrong, clean[0], differences.toString());
                if (wrong) {
                    assertTrue(differences.get(0).message().contains("b[2]"), differences.get(0).message());
                    assertTrue(differences.stream().anyMatch(d -> d.message().contains("checksum")
                            || d.kind().contains("checksum")), differences.toString());
                }
            }
        }
    }

    /**
     * A nested reduction hands its result to the enclosing construct's copy and a grouped one to its group: the
     * field holds neither when the construct ends, so only the run-time's reductionResult event has them.
     */
    @Test
    void reductionResultsAreWhatTheRunTimeCombinedNotALaterReadOfTheField() throws IOException {
        Runnable program = () -> {
            mesh.s = 5;
            loop("outer", "slots=0,0,0,1;red=SUM,D,s,0,-", 0, 2, outer -> {
                outer.doubles[0] += 1;
                loop("inner", "slots=0,0,0,1;red=SUM,D,s,0,-", 0, 2, inner -> {
                    recorder.arrayRead(mesh.a, inner.lo[0], BASE + READ);
                    inner.doubles[0] += mesh.a[inner.lo[0]] + 10;
                });
            });
            mesh.group = new org.javadvm.ReductionGroup();
            loop("grouped", "slots=0,0,0,1;red=SUM,D,s,0,group", 0, 2, block -> block.doubles[0] += 100);
            recorder.fieldRead(mesh, BASE + GET_S);
            mesh.group.start();
            mesh.group.waitDone();
            recorder.fieldRead(mesh, BASE + GET_S);
        };
        List<String> results = body(record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, false,
                program)).stream().filter(line -> line.contains("RV:")).collect(Collectors.toList());
        // the inner loop's results (27, then 49) are the outer loop's partial value of s, which on another
        // processor starts from the identity: not recorded; the outer loop's result is
        assertEquals(List.of("RV: [4] \"s\" = 49; {\"Mesh.java\", 50}, SUM",
                "RV: [4] \"s\" = 249; {\"Mesh.java\", 70}, SUM"), results);
        assertEquals(249, mesh.s, 0);
    }

    /**
     * A reduction's result names the statement updating it, not the loop's header (70): the first update the
     * construct ran (the scalar's second update statement, 46, in the second run; an array's element update, 47);
     * when none ran (MAX's update never taken in the first run), the scalar's first update in the construct's
     * method in code order (45, not 44 of another method).
     */
    @Test
    void reductionResultsNameTheUpdateStatement() throws IOException {
        boolean[] updating = {false};
        Runnable construct = () -> loop("updates", "slots=0,0,0,1,1;red=MAX,D,peak,0,-;red=SUM,A,hist,0,-", 0, 4,
                block -> {
                    int[] copy = (int[]) block.objects[0];
                    recorder.arrayWrite(copy, block.lo[0] % 3, UPDATES + 3);
                    copy[block.lo[0] % 3] += 1;
                    if (updating[0]) {
                        recorder.reductionAccess(true, UPDATES + 2);
                        block.doubles[0] = Math.max(block.doubles[0], block.lo[0]);
                    }
                });
        Runnable program = () -> {
            construct.run();
            updating[0] = true;
            construct.run();
        };
        List<String> results = body(record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, false,
                program)).stream().filter(line -> line.contains("RV:")).collect(Collectors.toList());
        assertEquals(List.of("RV: [4] \"peak\" = 0; {\"Mesh.java\", 45}, MAX",
                "RV: [1] \"hist[0]\" = 2; {\"Mesh.java\", 47}, SUM", "RV: [1] \"hist[1]\" = 1; {\"Mesh.java\", 47}, SUM",
                "RV: [1] \"hist[2]\" = 1; {\"Mesh.java\", 47}, SUM",
                "RV: [4] \"peak\" = 3; {\"Mesh.java\", 46}, MAX",
                "RV: [1] \"hist[0]\" = 4; {\"Mesh.java\", 47}, SUM", "RV: [1] \"hist[1]\" = 2; {\"Mesh.java\", 47}, SUM",
                "RV: [1] \"hist[2]\" = 2; {\"Mesh.java\", 47}, SUM"), results);
    }

    /**
     * An array stored into a field of a class with distributed arrays is named by the field from the store on, before
     * any construct of the class ran (a constructor filling the array it created); the same array unstored is not.
     */
    @Test
    void anArrayIsNamedByItsFieldFromTheStoreIntoIt() throws IOException {
        List<String> lines = body(record(TraceSettings.defaults(), LoopConfig.NONE, false, () -> {
            double[] before = new double[3];
            recorder.arrayWrite(before, 1, BASE + WRITE);
            before[1] = 5;
            double[] u = new double[6];
            recorder.fieldWrite(mesh, u, STORE_A);
            mesh.a = u;
            recorder.arrayWrite(mesh.a, 5, BASE + WRITE);
            mesh.a[5] = 7;
        }));
        assertEquals(List.of("BW: [4] \"double@Mesh.java:21[1]\"; {\"Mesh.java\", 21}",
                "AW: [4] \"double@Mesh.java:21[1]\" = 5; {\"Mesh.java\", 21}",
                "BW: [9] \"a\"; {\"Mesh.java\", 31}", "AW: [9] \"a\" = \"[D\"; {\"Mesh.java\", 31}",
                "BW: [4] \"a[5]\"; {\"Mesh.java\", 21}", "AW: [4] \"a[5]\" = 7; {\"Mesh.java\", 21}"),
                lines.stream().filter(line -> line.contains("W:")).collect(Collectors.toList()));
    }

    /** An array reduction's result is combined into the field's array after the construct: one RV per element. */
    @Test
    void anArrayReductionsResultIsRecordedElementByElement() throws IOException {
        Runnable program = () -> {
            mesh.hist[1] = 100;
            loop("histogram", "slots=0,0,0,0,1;red=SUM,A,hist,0,-", 0, 5,
                    block -> ((int[]) block.objects[0])[block.lo[0] % 3] += block.lo[0]);
            recorder.fieldRead(mesh, BASE + GET_S);
        };
        List<String> lines = body(record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, false,
                program));
        assertEquals(List.of("EL: 1; {\"Mesh.java\", 90}", "RV: [1] \"hist[0]\" = 3; {\"Mesh.java\", 90}, SUM",
                "RV: [1] \"hist[1]\" = 105; {\"Mesh.java\", 90}, SUM",
                "RV: [1] \"hist[2]\" = 2; {\"Mesh.java\", 90}, SUM"), lines.subList(lines.size() - 4, lines.size()));

        List<String> small = body(record(TraceSettings.defaults().withTraceLevel(4), LoopConfig.NONE, false,
                program));
        assertEquals("RV: [4] \"hist\" = 36.666666666666664; {\"Mesh.java\", 90}, SUM", small.get(small.size() - 1),
                "at level CHECKSUM the array's checksum, the mean of 3, 105 and 2");
    }
}
