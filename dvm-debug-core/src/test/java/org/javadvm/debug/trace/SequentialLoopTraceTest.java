package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.Difference;
import org.javadvm.debug.trace.compare.TraceComparer;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sequential loops ({@code SL}) in traces and the loops file: the recorder driven through the real run-time for
 * the parallel loops and with the loop hooks' events as woven code sends them for the sequential ones.
 */
class SequentialLoopTraceTest {
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int OUTER = 2;
    private static final int INNER = 3;
    private static final int IN_BODY = 4;
    private static final int BASE = register(Grid.class, "Seq.java\ndebug\nR;20;body;\nW;21;body;\nSL;40;main;\n"
            + "SL;42;main;\nSL;12;body;");

    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Grid {
        @Distributed(format = Format.BLOCK)
        double[] a = {10, 11, 12, 13, 14, 15, 16, 17};
    }

    @TempDir
    Path dir;
    private Grid grid;
    private TraceRecorder recorder;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void start(int site) {
        recorder.sequentialLoopStart(BASE + site);
    }

    private void iteration(int site) {
        recorder.sequentialIteration(BASE + site);
    }

    private void end(int site) {
        recorder.sequentialLoopEnd(BASE + site);
    }

    private void read(int i) {
        recorder.arrayRead(grid.a, i, BASE + READ);
    }

    private void write(int i, double value) {
        recorder.arrayWrite(grid.a, i, BASE + WRITE);
        grid.a[i] = value;
    }

    private void loop(int lo, int hi, LoopBody body) {
        Woven.loop("kind=loop;name=" + Grid.class.getName() + ".sweep;src=Seq.java:30;rank=1;tmpl=a;fmt=B;off=0;"
                + "across=0;slots=0,0,0,0", Grid.class, grid, body, new int[] {lo, hi});
    }

    /**
     * {@code for (k = 0; k < n; k++) a[k] = a[k] + 1} as a sequential loop of the sequential part (no construct
     * has named the array yet: it is named by its element type and the access's site).
     */
    private void sequentialSweep(int n) {
        start(OUTER);
        for (int k = 0; k < n; k++) {
            iteration(OUTER);
            read(k);
            write(k, grid.a[k] + 1);
        }
        end(OUTER);
    }

    private List<String> record(TraceSettings settings, LoopConfig config, SequentialBoundary boundary,
                                Runnable program) throws IOException {
        Path file = dir.resolve("0.trd");
        grid = new Grid();
        recorder = new TraceRecorder(settings, config, p -> {
            try {
                return new TextTraceWriter(file, settings);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, p -> new TraceHeader(Map.of("MODE", settings.level().name()))).boundingSequentialLoops(boundary);
        Monitor.install(recorder);
        try {
            program.run();
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        return body(file);
    }

    private static List<String> body(Path file) throws IOException {
        StringWriter text = new StringWriter();
        assertEquals(0, PrintTrace.print(file, text));
        List<String> lines = text.toString().lines().collect(Collectors.toList());
        return lines.subList(lines.indexOf("# End trace header") + 1, lines.size() - 1);
    }

    @Test
    void aSequentialLoopIsRecordedWithItsIterationsAndTheAccessesInside() throws IOException {
        List<String> lines = record(TraceSettings.defaults(), LoopConfig.NONE, SequentialBoundary.NONE,
                () -> sequentialSweep(2));
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 0, (0)",
                "    RD: [4] \"double@Seq.java:20[0]\" = 10; {\"Seq.java\", 20}",
                "    BW: [4] \"double@Seq.java:21[0]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[0]\" = 11; {\"Seq.java\", 21}",
                "  IT: 1, (1)",
                "    RD: [4] \"double@Seq.java:20[1]\" = 11; {\"Seq.java\", 20}",
                "    BW: [4] \"double@Seq.java:21[1]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[1]\" = 12; {\"Seq.java\", 21}",
                "EL: 1; {\"Seq.java\", 40}"), lines);
    }

    /** An SL holding a PL whose iterations run an SL, and an SL in an SL: each nested under its parent. */
    private void nestedProgram() {
        start(OUTER);
        for (int t = 0; t < 2; t++) {
            iteration(OUTER);
            loop(0, 2, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    start(IN_BODY);
                    iteration(IN_BODY);
                    read(i);
                    end(IN_BODY);
                }
            });
            start(INNER);
            iteration(INNER);
            read(7);
            end(INNER);
        }
        end(OUTER);
    }

    @Test
    void sequentialAndParallelLoopsNestEitherWay() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                SequentialBoundary.NONE, this::nestedProgram);
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 0, (0)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}",
                "      IT: 0, (0)",
                "        SL: 3(2) [1]; {\"Seq.java\", 12}",
                "          IT: 0, (0)",
                "        EL: 3; {\"Seq.java\", 12}",
                "      IT: 1, (1)",
                "        SL: 3(2) [1]; {\"Seq.java\", 12}",
                "          IT: 0, (0)",
                "        EL: 3; {\"Seq.java\", 12}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    SL: 4(1) [1]; {\"Seq.java\", 42}",
                "      IT: 0, (0)",
                "    EL: 4; {\"Seq.java\", 42}",
                "  IT: 1, (1)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}",
                "      IT: 0, (0)",
                "        SL: 3(2) [1]; {\"Seq.java\", 12}",
                "          IT: 0, (0)",
                "        EL: 3; {\"Seq.java\", 12}",
                "      IT: 1, (1)",
                "        SL: 3(2) [1]; {\"Seq.java\", 12}",
                "          IT: 0, (0)",
                "        EL: 3; {\"Seq.java\", 12}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    SL: 4(1) [1]; {\"Seq.java\", 42}",
                "      IT: 0, (0)",
                "    EL: 4; {\"Seq.java\", 42}",
                "EL: 1; {\"Seq.java\", 40}"), lines);
    }

    @Test
    void atLevelChecksumASequentialLoopRecordsNothingOfItsOwn() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(4), LoopConfig.NONE,
                SequentialBoundary.NONE, this::nestedProgram);
        assertTrue(lines.stream().noneMatch(line -> line.contains("SL:") || line.contains("IT:")), lines.toString());
        assertEquals(4, lines.stream().filter(line -> line.startsWith("PL: 2(1)")).count()
                + lines.stream().filter(line -> line.startsWith("EL: 2;")).count(), lines.toString());
    }

    @Test
    void theLoopsFileListsSequentialLoopsInTheTreeAndTheEditedLevelsAndRangesAreHonoured() throws IOException {
        Path loops = dir.resolve("loops");
        grid = new Grid();
        TraceSettings settings = TraceSettings.defaults();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> new LoopsFileWriter(loops, settings,
                LoopConfig.NONE), p -> new TraceHeader(Map.of()));
        Monitor.install(recorder);
        try {
            nestedProgram();
            sequentialSweep(4);
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        List<String> written = Files.readAllLines(loops).stream().filter(line -> !line.trim().startsWith("#"))
                .collect(Collectors.toList());
        assertEquals(List.of(
                "SL: 1(0) [1] {\"Seq.java\", 40} = FULL  #, (0:0,3,1)",
                "  PL: 2(1) [1] {\"Seq.java\", 30} = FULL  #, (0:0,1,1)",
                "    SL: 3(2) [1] {\"Seq.java\", 12} = FULL  #, (0:0,0,1)",
                "  SL: 4(1) [1] {\"Seq.java\", 42} = FULL  #, (0:0,0,1)"), written);

        // the user keeps only iterations 1..2 of loop 1 and silences loop 4 (and what it holds)
        Files.writeString(loops, String.join("\n",
                "SL: 1(0) [1] {\"Seq.java\", 40} = MODIFY, (0:1,2,)",
                "SL: 4(1) [1] {\"Seq.java\", 42} = NONE") + "\n");
        List<String> lines = record(TraceSettings.defaults(), LoopsFileReader.read(loops), SequentialBoundary.NONE,
                () -> sequentialSweep(4));
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 1, (1)",
                "    BW: [4] \"double@Seq.java:21[1]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[1]\" = 12; {\"Seq.java\", 21}",
                "  IT: 2, (2)",
                "    BW: [4] \"double@Seq.java:21[2]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[2]\" = 13; {\"Seq.java\", 21}",
                "EL: 1; {\"Seq.java\", 40}"), lines);

        Files.writeString(loops, "SL: 1(0) [1] {\"Seq.java\", 40} = NONE\n");
        List<String> silenced = record(TraceSettings.defaults(), LoopsFileReader.read(loops), SequentialBoundary.NONE,
                this::nestedProgram);
        assertEquals(List.of(), silenced, "a loop at level NONE records nothing, nor do the constructs it holds");
    }

    @Test
    void aMalformedSequentialLoopLineIsReportedWithFileAndLine() throws IOException {
        Path loops = dir.resolve("loops");
        Files.writeString(loops, "# comment\nSL: 1(0) [1] {\"Seq.java\", 40} = FULL, (1:0,3,)\n");
        TraceFormatException e = org.junit.jupiter.api.Assertions.assertThrows(TraceFormatException.class,
                () -> LoopsFileReader.read(loops));
        assertTrue(e.getMessage().contains(loops + ", line 2") && e.getMessage().contains("dimension 1"),
                e.getMessage());
    }

    @Test
    void irepLeftAndRightTraceTheFirstAndLastIterationsInOrder() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(2), LoopConfig.NONE,
                new SequentialBoundary(1, 2, 1), () -> sequentialSweep(6));
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 0, (0)",
                "    BW: [4] \"double@Seq.java:21[0]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[0]\" = 11; {\"Seq.java\", 21}",
                "  IT: 4, (4)",
                "    BW: [4] \"double@Seq.java:21[4]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[4]\" = 15; {\"Seq.java\", 21}",
                "  IT: 5, (5)",
                "    BW: [4] \"double@Seq.java:21[5]\"; {\"Seq.java\", 21}",
                "    AW: [4] \"double@Seq.java:21[5]\" = 16; {\"Seq.java\", 21}",
                "EL: 1; {\"Seq.java\", 40}"), lines);
        // a loop shorter than Irep_left + Irep_right: every iteration once, in order
        List<String> shortLoop = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                new SequentialBoundary(2, 2, 1), () -> sequentialSweep(3));
        assertEquals(List.of("SL: 1(0) [1]; {\"Seq.java\", 40}", "  IT: 0, (0)", "  IT: 1, (1)", "  IT: 2, (2)",
                "EL: 1; {\"Seq.java\", 40}"), shortLoop);
    }

    @Test
    void irepSkipsTheConstructsOfTheMiddleIterationsAndWidthSaysHowDeepItApplies() throws IOException {
        List<String> width1 = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                new SequentialBoundary(0, 1, 1), this::nestedProgram);
        // step 0 is none of the last: its parallel loop's begin and end only, as a step past Irep_left records
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 0, (0)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}",
                "    EL: 2; {\"Seq.java\", 30}",
                "  IT: 1, (1)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}"), width1.subList(0, 6));
        assertEquals(2, width1.stream().filter(line -> line.startsWith("        SL: 3(2)")).count(), // step 1 only
                width1.toString());

        List<String> width0 = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                new SequentialBoundary(0, 1, 0), this::nestedProgram);
        assertEquals(2, width0.stream().filter(line -> line.startsWith("    PL: 2(1)")).count(), width0.toString());
    }

    /**
     * A time loop of three steps, each a parallel loop writing a[0..1] and a sequential loop that runs another
     * instance of it over a[2..3]; a read in the sequential part after them.
     */
    private void timeLoop() {
        timeLoop(-1);
    }

    /** The same, with a[1] computed wrongly (by 0.5) in step {@code wrongStep}. */
    private void timeLoop(int wrongStep) {
        start(OUTER);
        for (int t = 0; t < 3; t++) {
            iteration(OUTER);
            boolean wrong = t == wrongStep;
            loop(0, 2, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    write(i, grid.a[i] + (wrong && i == 1 ? 1.5 : 1));
                }
            });
            start(INNER);
            iteration(INNER);
            loop(2, 4, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    write(i, grid.a[i] * 2);
                }
            });
            end(INNER);
            read(7);
        }
        end(OUTER);
    }

    @Test
    void pastTheIrepLeftWindowTheParallelConstructsStillRecordTheirEndsAndChecksums() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(2).withCalcChecksums(true),
                LoopConfig.NONE, new SequentialBoundary(1, -1, 1), this::timeLoop);
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 0, (0)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}",
                "      IT: 0, (0)",
                "        BW: [4] \"a[0]\"; {\"Seq.java\", 21}",
                "        AW: [4] \"a[0]\" = 11; {\"Seq.java\", 21}",
                "      IT: 1, (1)",
                "        BW: [4] \"a[1]\"; {\"Seq.java\", 21}",
                "        AW: [4] \"a[1]\" = 12; {\"Seq.java\", 21}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    CS(\"a\", \"Seq.java\", 21, 1, \"w\") = 13.75; [4] count 8, blocks of 65536: (110, 110)",
                "    SL: 3(1) [1]; {\"Seq.java\", 42}",
                "      IT: 0, (0)",
                "        PL: 2(3) [1] (2,3,1); {\"Seq.java\", 30}",
                "          IT: 0, (2)",
                "            BW: [4] \"a[2]\"; {\"Seq.java\", 21}",
                "            AW: [4] \"a[2]\" = 24; {\"Seq.java\", 21}",
                "          IT: 1, (3)",
                "            BW: [4] \"a[3]\"; {\"Seq.java\", 21}",
                "            AW: [4] \"a[3]\" = 26; {\"Seq.java\", 21}",
                "        EL: 2; {\"Seq.java\", 30}",
                "        CS(\"a\", \"Seq.java\", 21, 1, \"w\") = 16.875; [4] count 8, blocks of 65536: (135, 135)",
                "    EL: 3; {\"Seq.java\", 42}",
                // steps 1 and 2: no accesses, no inner SL, every instance's end and checksum
                "  IT: 1, (1)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    CS(\"a\", \"Seq.java\", 21, 1, \"w\") = 17.125; [4] count 8, blocks of 65536: (137, 137)",
                "    PL: 2(3) [1] (2,3,1); {\"Seq.java\", 30}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    CS(\"a\", \"Seq.java\", 21, 1, \"w\") = 23.375; [4] count 8, blocks of 65536: (187, 187)",
                "  IT: 2, (2)",
                "    PL: 2(1) [1] (0,1,1); {\"Seq.java\", 30}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    CS(\"a\", \"Seq.java\", 21, 1, \"w\") = 23.625; [4] count 8, blocks of 65536: (189, 189)",
                "    PL: 2(3) [1] (2,3,1); {\"Seq.java\", 30}",
                "    EL: 2; {\"Seq.java\", 30}",
                "    CS(\"a\", \"Seq.java\", 21, 1, \"w\") = 36.125; [4] count 8, blocks of 65536: (289, 289)",
                "EL: 1; {\"Seq.java\", 40}"), lines);
    }

    /**
     * The time loop recorded right with {@code boundary} at level 3 with checksums, then run with step
     * {@code wrongStep} wrong and compared with that trace: each difference's first occurrence, as "kind variable
     * construct line reference run".
     */
    private List<String> firstDifferences(SequentialBoundary boundary, int wrongStep) throws IOException {
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(3).withCalcChecksums(true);
        record(settings, LoopConfig.NONE, boundary, this::timeLoop);
        List<Difference> differences = new ArrayList<>();
        grid = new Grid();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return new TraceComparer(TraceFiles.open(dir.resolve("0.trd")), "0.trd", "the run",
                        CompareSettings.DEFAULTS, differences::add);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, p -> new TraceHeader(Map.of("MODE", settings.level().name()))).boundingSequentialLoops(boundary);
        Monitor.install(recorder);
        try {
            timeLoop(wrongStep);
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        return differences.stream().filter(d -> d.occurrence() == 1)
                .map(d -> d.kind() + " " + d.variable() + " " + d.construct().number() + " " + d.construct().line()
                        + " " + d.referenceValue() + " " + d.runValue()).collect(Collectors.toList());
    }

    @Test
    void aValueWrongInAStepPastTheIrepLeftWindowIsFoundByTheChecksumOfItsConstruct() throws IOException {
        assertEquals(List.of("checksum a 2 30 189.0 189.5"), firstDifferences(new SequentialBoundary(1, -1, 1), 2));
    }

    @Test
    void withIrepRightTheStepsNotAmongTheLastRecordTheirConstructsChecksumsAsPastIrepLeft() throws IOException {
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(2).withCalcChecksums(true);
        List<String> lines = record(settings, LoopConfig.NONE, new SequentialBoundary(0, 1, 1), this::timeLoop);
        List<String> pastLeft = record(settings, LoopConfig.NONE, new SequentialBoundary(0, -1, 1), this::timeLoop);
        // steps 0 and 1 as Irep_left=0 records them (ends and checksums), step 2, the last, whole
        int step2 = lines.indexOf("  IT: 2, (2)");
        assertEquals(pastLeft.subList(0, pastLeft.indexOf("  IT: 2, (2)")), lines.subList(0, step2), lines.toString());
        assertTrue(lines.get(step2 + 2).startsWith("      IT: 0, (0)"), lines.toString());
    }

    @Test
    void aValueWrongInAStepNotAmongTheIrepRightLastIsFoundByTheChecksumOfItsConstruct() throws IOException {
        // step 1, a middle step none of whose accesses is recorded: found first there, by its checksum; the last
        // step, traced whole, then reads the wrong value
        assertEquals(List.of("checksum a 2 30 137.0 137.5", "write a 2 30 14.0 14.5"),
                firstDifferences(new SequentialBoundary(0, 1, 1), 1));
    }

    @Test
    void aSequentialLoopWithoutBoundsReadsBackFromTextAndBinaryTraces() throws IOException {
        long[] none = new long[0];
        List<TraceRecord> records = List.of(
                new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.SL, 3, 1, 1, none, none, none, "Seq.java", 40),
                new TraceRecord.Iteration(0, new long[] {0}),
                new TraceRecord.ConstructEnd(3, "Seq.java", 40, List.of()),
                new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.SL, 4, 0, 1, new long[] {0}, new long[] {9},
                        new long[] {1}, "Seq.java", 42),
                new TraceRecord.ConstructEnd(4, "Seq.java", 42, List.of()));
        for (boolean binary : new boolean[] {false, true}) {
            Path file = dir.resolve(binary ? "round.trb" : "round.trd");
            try (TraceSink writer = binary ? new BinaryTraceWriter(file, TraceSettings.defaults())
                    : new TextTraceWriter(file, TraceSettings.defaults())) {
                writer.header(new TraceHeader(Map.of("MODE", "FULL")));
                for (TraceRecord record : records) {
                    writer.record(record);
                }
            }
            try (TraceSource source = TraceFiles.open(file)) {
                for (TraceRecord expected : records) {
                    TraceRecord read = source.next();
                    assertEquals(expected.keyword(), read.keyword(), file.toString());
                    if (expected instanceof TraceRecord.ConstructBegin begin) {
                        TraceRecord.ConstructBegin back = (TraceRecord.ConstructBegin) read;
                        assertEquals(List.of(begin.number(), begin.parent(), begin.rank(), begin.line()),
                                List.of(back.number(), back.parent(), back.rank(), back.line()));
                        assertEquals(java.util.Arrays.toString(begin.lo()) + java.util.Arrays.toString(begin.hi()),
                                java.util.Arrays.toString(back.lo()) + java.util.Arrays.toString(back.hi()));
                    }
                }
                assertEquals(null, source.next());
            }
        }
        assertTrue(Files.readString(dir.resolve("round.trd")).contains("SL: 3(1) [1]; {\"Seq.java\", 40}"));
    }

    /**
     * {@code program} recorded at level 1 under the emulation of a grid of two, each processor's records as
     * keywords ({@code PL2(1)}: a construct's begin with its number and parent's).
     */
    private Map<Integer, List<String>> recordOnTwo(Runnable program) throws IOException {
        return recordOn(2, program);
    }

    private Map<Integer, List<String>> recordOn(int processors, Runnable program) throws IOException {
        Map<Integer, List<String>> seen = new TreeMap<>();
        grid = new Grid();
        recorder = new TraceRecorder(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
                seen.put(p, new ArrayList<>());
            }

            @Override
            public void record(TraceRecord record) {
                seen.get(p).add(record instanceof TraceRecord.ConstructBegin begin
                        ? begin.keyword() + begin.number() + "(" + begin.parent() + ")" : record.keyword());
            }

            @Override
            public void close() {
            }
        }, p -> new TraceHeader(Map.of())).emulating(Emulation.grid(processors));
        Monitor.install(recorder);
        try {
            program.run();
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        return seen;
    }

    @Test
    void underGridEmulationEachProcessorsTraceHasTheLoopsOfItsIterations() throws IOException {
        Map<Integer, List<String>> seen = recordOnTwo(() -> {
            // a has 8 elements: processor 0 owns 0..3, processor 1 owns 4..7; the loop runs 2..5 in each t
            start(OUTER);
            iteration(OUTER);
            loop(2, 6, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    start(IN_BODY);
                    iteration(IN_BODY);
                    end(IN_BODY);
                }
            });
            end(OUTER);
        });
        assertEquals(List.of("SL1(0)", "IT", "PL2(1)", "IT", "SL3(2)", "IT", "EL", "IT", "SL3(2)", "IT", "EL", "EL",
                "EL"), seen.get(0));
        assertEquals(List.of("PL2(1)", "IT", "SL3(2)", "IT", "EL", "IT", "SL3(2)", "IT", "EL", "EL"), seen.get(1));
    }

    /**
     * A task region of two tasks on a grid of two: each task runs on its own processor, with a sequential loop
     * around a parallel loop. The sequential loop belongs to the task's processor, and so do the records after
     * the parallel loop inside it ends: task 1's go to processor 1's trace, none to processor 0's.
     */
    @Test
    void underGridEmulationATasksSequentialLoopStaysInItsProcessorsTrace() throws IOException {
        Map<Integer, List<String>> seen = recordOnTwo(() -> {
            Woven.loop("kind=task;name=" + Grid.class.getName() + ".tasks;src=Seq.java:50;rank=1;slots=0,0,0,0",
                    Grid.class, grid, tasks -> {
                        for (int t = tasks.lo[0]; t < tasks.hi[0]; t++) {
                            start(INNER);
                            for (int k = 0; k < 2 - t; k++) { // task 0: two instances of the loop, task 1: one
                                iteration(INNER);
                                loop(0, 8, block -> {
                                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                                        read(i);
                                    }
                                });
                            }
                            end(INNER);
                        }
                    }, new int[] {0, 2});
        });
        assertEquals(List.of("TR1(0)", "IT", "SL2(1)", "IT", "PL3(2)", "IT", "IT", "IT", "IT", "IT", "IT", "IT",
                "IT", "EL", "IT", "PL3(2)", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "EL", "EL", "EL"),
                seen.get(0));
        assertEquals(List.of("TR1(0)", "IT", "SL2(1)", "IT", "PL3(2)", "IT", "IT", "IT", "IT", "IT", "IT", "IT",
                "IT", "EL", "EL", "EL"), seen.get(1));
    }

    /**
     * Two tasks on a grid of three: task 0 runs on processor 0 alone, task 1 on the group of processors 1 and 2,
     * which split its parallel loop. On a real grid both members of the group run the task's own code, so both
     * traces have the task region, the task's iteration and its sequential loop, each with its own block of the
     * loop: processor 2's block of the second loop is empty, and its trace still has the loop's begin and end.
     */
    @Test
    void underGridEmulationEveryMemberOfATasksGroupHasTheTasksRecords() throws IOException {
        Map<Integer, List<String>> seen = recordOn(3, () -> {
            Woven.loop("kind=task;name=" + Grid.class.getName() + ".tasks;src=Seq.java:50;rank=1;slots=0,0,0,0",
                    Grid.class, grid, tasks -> {
                        for (int t = tasks.lo[0]; t < tasks.hi[0]; t++) {
                            start(INNER);
                            iteration(INNER);
                            loop(0, 8, block -> {
                                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                                    read(i);
                                }
                            });
                            iteration(INNER);
                            loop(0, 3, block -> {
                                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                                    read(i);
                                }
                            });
                            end(INNER);
                        }
                    }, new int[] {0, 2});
        });
        assertEquals(List.of("TR1(0)", "IT", "SL2(1)", "IT", "PL3(2)", "IT", "IT", "IT", "IT", "IT", "IT", "IT",
                "IT", "EL", "IT", "PL3(2)", "IT", "IT", "IT", "EL", "EL", "EL"), seen.get(0));
        assertEquals(List.of("TR1(0)", "IT", "SL2(1)", "IT", "PL3(2)", "IT", "IT", "IT", "IT", "EL", "IT", "PL3(2)",
                "IT", "IT", "IT", "EL", "EL", "EL"), seen.get(1));
        assertEquals(List.of("TR1(0)", "IT", "SL2(1)", "IT", "PL3(2)", "IT", "IT", "IT", "IT", "EL", "IT", "PL3(2)",
                "EL", "EL", "EL"), seen.get(2));
        long written = 0;
        for (List<String> trace : seen.values()) {
            written += trace.size();
        }
        assertEquals(written, recorder.records(), "a group's record counts once per member's trace");
    }

    @Test
    void theLoopsInsideATracedIterationOfALimitedLoopAreTracedWhole() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                new SequentialBoundary(1, -1, 1), () -> {
                    start(OUTER);
                    iteration(OUTER);
                    start(INNER);
                    for (int k = 0; k < 3; k++) {
                        iteration(INNER);
                    }
                    end(INNER);
                    iteration(OUTER); // past Irep_left = 1: not traced
                    end(OUTER);
                });
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 0, (0)",
                "    SL: 2(1) [1]; {\"Seq.java\", 42}",
                "      IT: 0, (0)",
                "      IT: 1, (1)",
                "      IT: 2, (2)",
                "    EL: 2; {\"Seq.java\", 42}",
                "EL: 1; {\"Seq.java\", 40}"), lines);
    }

    /** A sequential loop (construct 1), a parallel loop (2) and the sequential loop again. */
    private void loopsAroundAConstruct() {
        sequentialSweep(1);
        loop(0, 1, block -> { });
        sequentialSweep(1);
    }

    @Test
    void theTraceWindowOpensAndClosesAtASequentialLoopsBeginAndEnd() throws IOException {
        TraceSettings minimal = TraceSettings.defaults().withTraceLevel(1);
        List<String> whole = record(minimal, LoopConfig.NONE, SequentialBoundary.NONE, this::loopsAroundAConstruct);
        assertEquals(List.of("SL: 1(0) [1]; {\"Seq.java\", 40}", "  IT: 0, (0)", "EL: 1; {\"Seq.java\", 40}",
                "PL: 2(0) [1] (0,0,1); {\"Seq.java\", 30}", "  IT: 0, (0)", "EL: 2; {\"Seq.java\", 30}",
                "SL: 1(0) [1]; {\"Seq.java\", 40}", "  IT: 0, (0)", "EL: 1; {\"Seq.java\", 40}"), whole);
        assertEquals(whole, record(minimal.withStartPoint("1.B"), LoopConfig.NONE, SequentialBoundary.NONE,
                this::loopsAroundAConstruct));
        assertEquals(whole.subList(3, 9), record(minimal.withStartPoint("1.E"), LoopConfig.NONE,
                SequentialBoundary.NONE, this::loopsAroundAConstruct));
        assertEquals(whole.subList(0, 3), record(minimal.withFinishPoint("1.E"), LoopConfig.NONE,
                SequentialBoundary.NONE, this::loopsAroundAConstruct));
    }

    @Test
    void theEndOfALoopThatIsNotRunningIsIgnored() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                SequentialBoundary.NONE, () -> {
                    start(OUTER);
                    iteration(OUTER);
                    end(INNER); // never started
                    iteration(OUTER);
                    end(OUTER);
                });
        assertEquals(List.of("SL: 1(0) [1]; {\"Seq.java\", 40}", "  IT: 0, (0)", "  IT: 1, (1)",
                "EL: 1; {\"Seq.java\", 40}"), lines);
    }

    @Test
    void aProgramEndingInsideLoopsStillWritesTheLastIterationsTheyKept() throws IOException {
        List<String> lines = record(TraceSettings.defaults().withTraceLevel(1), LoopConfig.NONE,
                new SequentialBoundary(0, 1, 2), () -> {
                    start(OUTER);
                    iteration(OUTER);
                    iteration(OUTER);
                    start(INNER);
                    iteration(INNER);
                    iteration(INNER); // System.exit here: neither loop ends
                });
        assertEquals(List.of(
                "SL: 1(0) [1]; {\"Seq.java\", 40}",
                "  IT: 1, (1)",
                "    SL: 2(1) [1]; {\"Seq.java\", 42}",
                "      IT: 1, (1)"), lines, "the last iterations kept back, as they ran");
    }
}
