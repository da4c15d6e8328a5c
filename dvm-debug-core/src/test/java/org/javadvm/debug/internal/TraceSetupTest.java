package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceFiles;
import org.javadvm.debug.trace.TraceRecorder;
import org.javadvm.debug.trace.TraceSource;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code TraceMode} and the file parameters make of a run: which files appear where, under which names,
 * which emulation the recorder asks for, and the parameters that cannot work refused with their name.
 */
class TraceSetupTest {
    /** A program with one parallel loop (a SUM reduction) over {@code a}. */
    static final class Grid {
        static double[] a = {1, 2, 3, 4, 5, 6};
        static double s;
    }

    private static final String LOOP = "kind=loop;name=" + Grid.class.getName() + ".sum;src=Grid.java:7;rank=1;"
            + "tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=SUM,D,s,0,-";

    /** The site of the loop's read of {@code a[i]}. */
    private static final int READ = registerRead();

    private static int registerRead() {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, Grid.class, "Grid.java\ndyn\nR;8;sum;");
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @TempDir
    Path dir;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        System.clearProperty("dvm.procs");
    }

    private DebugParameters parameters(String... pairs) {
        Properties properties = new Properties();
        properties.setProperty("EnableTrace", "1");
        properties.setProperty("EnableDynControl", "0");
        properties.setProperty("DebugOptions.ErrorFile", "");
        properties.setProperty("DebugOptions.SarifFile", "");
        properties.setProperty("TraceOptions.TracePath", dir.toString());
        for (int p = 0; p < pairs.length; p += 2) {
            properties.setProperty(pairs[p], pairs[p + 1]);
        }
        return DebugParameters.load(null, properties);
    }

    /** Builds the recorder, runs the program under it, finishes; returns the log. */
    private DiagnosticLog run(DebugParameters parameters, double shift) {
        DiagnosticLog log = new DiagnosticLog(parameters);
        TraceRecorder recorder = TraceSetup.build(parameters, log);
        Monitor.install(recorder);
        try {
            Grid.s = 0;
            Woven.loop(LOOP, Grid.class, null, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    recorder.arrayRead(Grid.a, i, READ);
                    block.doubles[0] += Grid.a[i] + (i == 4 ? shift : 0);
                }
            }, new int[] {0, 6});
        } finally {
            Monitor.install(null);
            recorder.finish(log);
        }
        return log;
    }

    /** The emulation a recorder made from the parameters asks for; the recorder is closed again. */
    private static Emulation emulation(DebugParameters parameters) throws IOException {
        try (TraceRecorder recorder = TraceSetup.build(parameters, new DiagnosticLog(parameters))) {
            return recorder.emulation();
        }
    }

    private List<String> files() throws IOException {
        try (Stream<Path> listed = Files.list(dir)) {
            return listed.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void modeZeroWritesTheLoopsFileOnly() throws IOException {
        run(parameters("TraceOptions.TraceMode", "0", "TraceOptions.FileLoopInfo", "constructs"), 0);
        assertEquals(List.of("constructs.trd"), files());
        assertThat(Files.readString(dir.resolve("constructs.trd")), containsString("PL: 1(0) [1] {\"Grid.java\", 7}"));
    }

    @Test
    void modeOneWritesOneTracePerProcessorUnderThePrefixAndExtension() throws IOException {
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.OutputTracePrefix", "run", "TraceOptions.Ext",
                "txt"), 0);
        assertEquals(List.of("run0.txt"), files());
        String trace = Files.readString(dir.resolve("run0.txt"));
        assertThat(trace, containsString("GRID = SEQUENTIAL"));
        assertThat(trace, containsString("CPU_COUNT = 1"));
        assertThat(trace, containsString("RV: ["));
        assertThat(trace, containsString(" = 21"));
    }

    @Test
    void anEmptyExtensionLeavesTheNamesBare() throws IOException {
        run(parameters("TraceOptions.TraceMode", "2", "TraceOptions.Ext", ""), 0);
        assertEquals(List.of("0", "loops"), files());
    }

    @Test
    void modeTwoWritesBothAndAKeptLoopsFileSetsTheLevels() throws IOException {
        run(parameters("TraceOptions.TraceMode", "2"), 0);
        assertEquals(List.of("0.trd", "loops.trd"), files());
        assertThat(Files.readString(dir.resolve("0.trd")), containsString("PL: 1"));
        // the user turns the loop off in the loops file: the next run traces its structure no more
        Files.writeString(dir.resolve("loops.trd"), "PL: 1(0) [1] {\"Grid.java\", 7} = NONE\n");
        run(parameters("TraceOptions.TraceMode", "1"), 0);
        String trace = Files.readString(dir.resolve("0.trd"));
        String body = trace.substring(trace.indexOf("# End trace header"));
        assertFalse(body.contains("PL: 1"), trace);
        assertFalse(body.contains("RV:"), trace);
        assertThat(trace, containsString("END_TRACE"));
    }

    @Test
    void aLoopsFileThatCannotBeReadIsAParameterError() throws IOException {
        Files.writeString(dir.resolve("loops.trd"), "PL: 1(0) [1] {\"Grid.java\", 7} = LOUD\n");
        ParameterException refused = assertThrows(ParameterException.class,
                () -> TraceSetup.build(parameters("TraceOptions.TraceMode", "1"), null));
        assertThat(refused.getMessage(), containsString(dir.resolve("loops.trd") + ", line 1"));
        assertThat(refused.getMessage(), containsString("unknown level 'LOUD'"));
    }

    @Test
    void aTracePathThatCannotBeADirectoryIsAParameterError() throws IOException {
        Path file = dir.resolve("taken");
        Files.writeString(file, "a file, not a directory");
        Properties properties = new Properties();
        properties.setProperty("TraceOptions.TracePath", file.resolve("sub").toString());
        properties.setProperty("EnableTrace", "1");
        ParameterException refused = assertThrows(ParameterException.class,
                () -> TraceSetup.build(DebugParameters.load(null, properties), null));
        assertThat(refused.getMessage(), containsString("TraceOptions.TracePath=" + file.resolve("sub")
                + ": the trace directory cannot be made"));
    }

    @Test
    void comparingWithoutAReferenceSaysHowToRecordOne() {
        ParameterException refused = assertThrows(ParameterException.class,
                () -> TraceSetup.build(parameters("TraceOptions.TraceMode", "3", "TraceOptions.InputTracePrefix",
                        "ref"), null));
        assertThat(refused.getMessage(), containsString("TraceOptions.TraceMode=3 compares the run with the reference "
                + "trace " + dir.resolve("ref0.trd").toAbsolutePath() + ", which does not exist"));
    }

    @Test
    void modeThreeComparesEachEmulatedProcessorWithTheReferenceAndWritesItsProtocol() throws IOException {
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.OutputTracePrefix", "ref"), 0);
        System.setProperty("dvm.procs", " 2 ");
        DebugParameters compare = parameters("TraceOptions.TraceMode", "3", "TraceOptions.InputTracePrefix", "ref",
                "TraceOptions.OutputTracePrefix", "cmp");
        DiagnosticLog same = run(compare, 0);
        assertEquals(List.of("cmperror.trd", "cmpprotocol0.txt", "cmpprotocol1.txt", "ref0.trd"), files(),
                "no trace file of its own, a protocol per processor and the (empty) error file");
        assertThat("no difference: only each processor's summary", Files.readString(dir.resolve("cmperror.trd")),
                containsString("processor 1 of 2 compared with " + dir.resolve("ref0.trd") + ": 0 differences"));
        assertTrue(same.distinct().isEmpty(), "the same program on two processors: no difference");
        assertThat(Files.readString(dir.resolve("cmpprotocol1.txt")), containsString("processor 1 of 2"));

        DiagnosticLog differs = run(compare, 0.5);
        List<Diagnostic> found = differs.distinct();
        assertEquals(1, found.size(), found.toString());
        assertEquals(ErrorClass.DIFFERENT_VALUES, found.get(0).errorClass);
        assertThat(found.get(0).detail, startsWith("run 21.5, reference 21"));
    }

    @Test
    void traceFileNamesTheReferenceTheComparisonReads() throws IOException {
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.OutputTracePrefix", "ref"), 0);
        Files.move(dir.resolve("ref0.trd"), dir.resolve("golden.trd"));
        System.setProperty("dvm.procs", "2");
        DiagnosticLog differs = run(parameters("TraceOptions.TraceMode", "3", "TraceOptions.TraceFile", "golden.trd",
                "TraceOptions.OutputTracePrefix", "cmp"), 0.5);
        assertEquals(1, differs.distinct().size(), differs.distinct().toString());
        assertThat(differs.distinct().get(0).detail, startsWith("run 21.5, reference 21"));
        assertThat(Files.readString(dir.resolve("cmpprotocol0.txt")), containsString(dir.resolve("golden.trd").toString()));
        ParameterException refused = assertThrows(ParameterException.class, () -> TraceSetup.build(parameters(
                "TraceOptions.TraceMode", "3", "TraceOptions.TraceFile", "lost.trd"), null));
        assertThat(refused.getMessage(), containsString("reference trace " + dir.resolve("lost.trd").toAbsolutePath()
                + " (TraceOptions.TraceFile=lost.trd), which does not exist"));
    }

    @Test
    void theEmulationFollowsTheModeTheGridAndManualReductCalc() throws IOException {
        run(parameters("TraceOptions.TraceMode", "1"), 0);
        System.setProperty("dvm.procs", "2x3");
        assertEquals(Emulation.SEQUENTIAL, emulation(parameters("TraceOptions.TraceMode", "1")),
                "recording runs the sequential order whatever the grid");
        assertEquals(Emulation.grid(2, 3), emulation(parameters("TraceOptions.TraceMode", "3")));
        assertEquals(Emulation.PER_ITERATION, emulation(parameters("TraceOptions.TraceMode", "3", "ManualReductCalc",
                "1")));
        System.clearProperty("dvm.procs");
        assertEquals(Emulation.SEQUENTIAL, emulation(parameters("TraceOptions.TraceMode", "3")));
        System.setProperty("dvm.procs", " ");
        ParameterException empty = assertThrows(ParameterException.class,
                () -> TraceSetup.build(parameters("TraceOptions.TraceMode", "3"), null));
        assertThat("an empty grid is refused, not read as one processor", empty.getMessage(),
                containsString("dvm.procs is set but empty, which is not a processor grid"));
        System.setProperty("dvm.procs", "two");
        ParameterException refused = assertThrows(ParameterException.class,
                () -> TraceSetup.build(parameters("TraceOptions.TraceMode", "3"), null));
        assertThat(refused.getMessage(), containsString("dvm.procs=two: "));
    }

    @Test
    void traceFormatBinaryWritesTheBinaryEncodingWhichComparesAsTheTextDoes() throws IOException {
        run(parameters("TraceOptions.TraceMode", "2", "TraceOptions.TraceFormat", "binary"), 0);
        assertEquals(List.of("0.trd", "loops.trd"), files(), "the same names: the format is told by the first bytes");
        assertTrue(TraceFiles.binary(dir.resolve("0.trd")), "the trace is binary");
        assertFalse(TraceFiles.binary(dir.resolve("loops.trd")), "the loops file, which the user edits, stays text");
        try (TraceSource source = TraceFiles.open(dir.resolve("0.trd"))) {
            assertThat(source.next().keyword(), equalTo("PL"));
        }
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.OutputTracePrefix", "text"), 0);
        assertFalse(TraceFiles.binary(dir.resolve("text0.trd")), "text by default");

        // a run compared with the binary reference and with the text one finds the same difference
        System.setProperty("dvm.procs", "2");
        for (String reference : List.of("", "text")) {
            DiagnosticLog differs = run(parameters("TraceOptions.TraceMode", "3", "TraceOptions.InputTracePrefix",
                    reference, "TraceOptions.OutputTracePrefix", "cmp"), 0.5);
            List<Diagnostic> found = differs.distinct();
            assertEquals(1, found.size(), reference + found);
            assertEquals(ErrorClass.DIFFERENT_VALUES, found.get(0).errorClass);
            assertThat(found.get(0).detail, startsWith("run 21.5, reference 21"));
        }
    }

    @Test
    void anUnknownTraceFormatIsAParameterError() {
        ParameterException refused = assertThrows(ParameterException.class,
                () -> parameters("TraceOptions.TraceFormat", "bin"));
        assertThat(refused.getMessage(), containsString("TraceOptions.TraceFormat must be one of text, binary, "
                + "found 'bin'"));
    }

    /** Runs {@code action} and returns what it printed on standard error. */
    private static String stderr(Runnable action) {
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setErr(saved);
        }
        return captured.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * After {@code size} the loops file lists every construct at FULL; a later recording at TraceLevel=4 traces them
     * at FULL. That is said on the console with the file's path, and the trace header tells the truth: MODE MIXED,
     * the default level, the loops file and its construct lines.
     */
    @Test
    void anAppliedLoopsFileIsSaidAndRecordedInTheHeader() throws IOException {
        run(parameters("TraceOptions.TraceMode", "0"), 0);
        assertThat(Files.readString(dir.resolve("loops.trd")), containsString("= FULL"));
        String console = stderr(() -> run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.TraceLevel", "4"), 0));
        assertThat(console, containsString("Java-DVM trace: applying the loops file " + dir.resolve("loops.trd")
                .toAbsolutePath() + ": 1 construct: FULL 1; iteration ranges for 0; the constructs it does not list "
                + "and the sequential part at TraceOptions.TraceLevel=4 (CHECKSUM); header MODE = MIXED"));
        String trace = Files.readString(dir.resolve("0.trd"));
        assertThat(trace, containsString("MODE = MIXED\n"));
        assertThat(trace, containsString("TRACE_LEVEL = CHECKSUM\n"));
        assertThat(trace, containsString("LOOPS_FILE = " + dir.resolve("loops.trd") + "\n"));
        assertThat(trace, containsString("PL: 1(0) [1] {\"Grid.java\", 7} = FULL\nEND_HEADER"));
        assertThat("recorded at FULL, as the header says", trace, containsString("RD: [4] \"a[0]\" = 1; {\"Grid.java\", 8}"));

        // a file that sets the default level for every construct it lists: MODE is that level
        Files.writeString(dir.resolve("loops.trd"), "PL: 1(0) [1] {\"Grid.java\", 7} = CHECKSUM, (0:2,,)\n");
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.TraceLevel", "4"), 0);
        trace = Files.readString(dir.resolve("0.trd"));
        assertThat(trace, containsString("MODE = CHECKSUM\n"));
        assertThat(trace, containsString("PL: 1(0) [1] {\"Grid.java\", 7} = CHECKSUM, (0:2,,)\n"));
    }

    /**
     * A reference recorded with a loops file, compared after the file was removed or changed: the comparing run
     * traces each construct as the header says the reference did, says so, and finds nothing in a correct program
     * (it reported the FULL reference's records as missing before).
     */
    @Test
    void aComparingRunTakesTheLoopsSettingsFromTheReferencesHeader() throws IOException {
        run(parameters("TraceOptions.TraceMode", "0"), 0);
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.TraceLevel", "4"), 0);
        Files.delete(dir.resolve("loops.trd"));
        System.setProperty("dvm.procs", "2");
        DebugParameters compare = parameters("TraceOptions.TraceMode", "3", "TraceOptions.TraceLevel", "4",
                "TraceOptions.OutputTracePrefix", "cmp");
        DiagnosticLog[] log = new DiagnosticLog[1];
        String console = stderr(() -> log[0] = run(compare, 0));
        assertTrue(log[0].distinct().isEmpty(), log[0].distinct().toString());
        assertThat("processor 1's three reads were compared at FULL, as the reference recorded them (at CHECKSUM "
                + "they were passed over)", Files.readString(dir.resolve("cmpprotocol1.txt")), containsString("reads 3"));
        assertThat(console, containsString("Java-DVM trace: comparing with the loops file settings the reference "
                + dir.resolve("0.trd") + " was recorded with (its header: loops file " + dir.resolve("loops.trd")
                + ", 1 construct: FULL 1; iteration ranges for 0)"));

        // a loops file beside it that says otherwise is not applied, and that is said
        Files.writeString(dir.resolve("loops.trd"), "PL: 1(0) [1] {\"Grid.java\", 7} = NONE\n");
        console = stderr(() -> log[0] = run(compare, 0));
        assertTrue(log[0].distinct().isEmpty(), log[0].distinct().toString());
        assertThat(console, containsString("; the loops file " + dir.resolve("loops.trd") + ", which sets other "
                + "levels or ranges, is not applied"));
        // and one still finds the seeded difference at FULL
        assertEquals(1, run(compare, 0.5).distinct().size());
    }

    /** The same from a binary reference: its header carries the loops file's lines as the text header does. */
    @Test
    void aBinaryReferenceCarriesTheLoopsSettingsToo() throws IOException {
        run(parameters("TraceOptions.TraceMode", "0"), 0);
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.TraceLevel", "4", "TraceOptions.TraceFormat",
                "binary"), 0);
        try (TraceSource reference = TraceFiles.open(dir.resolve("0.trd"))) {
            assertEquals("FULL", reference.header().get("PL: 1(0) [1] {\"Grid.java\", 7}"));
            assertEquals("MIXED", reference.header().get("MODE"));
        }
        Files.delete(dir.resolve("loops.trd"));
        System.setProperty("dvm.procs", "2");
        DiagnosticLog log = run(parameters("TraceOptions.TraceMode", "3", "TraceOptions.TraceLevel", "4",
                "TraceOptions.OutputTracePrefix", "cmp"), 0);
        assertTrue(log.distinct().isEmpty(), log.distinct().toString());
        assertThat(Files.readString(dir.resolve("cmpprotocol1.txt")), containsString("reads 3"));
    }

    /**
     * A reference record that cannot be read stops the comparison there: the protocols say where, after how many
     * records and with how many differences, not a clean-looking "0 differences".
     */
    @Test
    void aComparisonStoppedByAnUnreadableReferenceRecordSaysSoInItsProtocol() throws IOException {
        run(parameters("TraceOptions.TraceMode", "1"), 0);
        Path reference = dir.resolve("0.trd");
        Files.writeString(reference, Files.readString(reference).replace("\"a[3]\" = 4", "\"a[3]\" = four"));
        DiagnosticLog log = run(parameters("TraceOptions.TraceMode", "3", "TraceOptions.OutputTracePrefix", "cmp"), 0);
        assertEquals(ErrorClass.TRACE_MISMATCH, log.distinct().get(0).errorClass);
        String protocol = Files.readString(dir.resolve("cmpprotocol0.txt"));
        assertThat(protocol, containsString("comparison stopped: stopped after 8 records at " + reference
                + ", line "));
        assertThat(protocol, containsString("(tracing stopped: " + reference + ", line "));
        assertThat(protocol, containsString("), 0 differences before that"));
    }

    /** A reference recorded without a loops file is compared without one, whatever loops file lies beside it. */
    @Test
    void aLoopsFileBesideAReferenceRecordedWithoutOneIsNotApplied() throws IOException {
        run(parameters("TraceOptions.TraceMode", "1", "TraceOptions.TraceLevel", "4"), 0);
        Files.writeString(dir.resolve("loops.trd"), "PL: 1(0) [1] {\"Grid.java\", 7} = FULL\n");
        DiagnosticLog[] log = new DiagnosticLog[1];
        String console = stderr(() -> log[0] = run(parameters("TraceOptions.TraceMode", "3", "TraceOptions.TraceLevel",
                "4"), 0));
        assertTrue(log[0].distinct().isEmpty(), log[0].distinct().toString());
        assertThat(console, containsString("the reference " + dir.resolve("0.trd") + " was recorded without a loops "
                + "file; the loops file " + dir.resolve("loops.trd") + ", which sets other levels or ranges, is not "
                + "applied"));
    }
}
