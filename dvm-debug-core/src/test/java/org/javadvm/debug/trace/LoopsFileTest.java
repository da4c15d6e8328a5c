package org.javadvm.debug.trace;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoopsFileTest {
    @TempDir
    Path dir;

    private static TraceRecord.ConstructBegin begin(int number, int parent, long lo, long hi, int line) {
        return new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, number, parent, 1, new long[] {lo},
                new long[] {hi}, new long[] {1}, "Cg.java", line);
    }

    @Test
    void theTreeOfConstructsWithRangesAndEstimatesTheTextTraceConfirms() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Path trace = dir.resolve("0.trd");
        TraceSettings settings = TraceSettings.defaults();
        LoopsFileWriter tree = new LoopsFileWriter(loops, settings, LoopConfig.NONE);
        try (TextTraceWriter text = new TextTraceWriter(trace, settings); TeeSink both = new TeeSink(text, tree)) {
            both.header(SampleTrace.header());
            for (int call = 0; call < 2; call++) {
                both.record(begin(1, 0, 0, 2 + call, 10));
                for (int i = 0; i <= 2 + call; i++) {
                    both.record(new TraceRecord.Iteration(i, new long[] {i}));
                    both.record(SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.INT, TraceValue.ofLong(i), "k"));
                    if (i == 1) {
                        both.record(begin(2, 1, 5, 6, 20));
                        both.record(new TraceRecord.Iteration(0, new long[] {5}));
                        both.record(new TraceRecord.ConstructEnd(2, "Cg.java", 20, List.of()));
                    }
                }
                both.record(new TraceRecord.ConstructEnd(1, "Cg.java", 10, List.of()));
            }
            both.record(begin(3, 0, -1, 1, 30));
            both.record(new TraceRecord.ConstructEnd(3, "Cg.java", 30, List.of()));
        }
        List<String> lines = Files.readAllLines(loops);
        List<String> traceLines = Files.readAllLines(trace);
        long firstBytes = 0;
        long firstLines = 0;
        for (String line : traceLines) {
            String trimmed = line.trim();
            if (!trimmed.startsWith("PL: 3") && !trimmed.startsWith("EL: 3") && !line.startsWith("#")
                    && !trimmed.equals("END_HEADER") && !trimmed.startsWith("MODE") && !trimmed.startsWith("CPU")
                    && !trimmed.startsWith("EMPTY") && !trimmed.startsWith("PROGRAM") && !trimmed.equals("END_TRACE")) {
                firstBytes += line.getBytes(StandardCharsets.UTF_8).length + 1;
                firstLines++;
            }
        }
        assertEquals("PL: 1(0) [1] {\"Cg.java\", 10} = FULL  #, (0:0,3,1)", lines.get(4));
        assertEquals("  # Trace size = " + firstBytes + " bytes", lines.get(5));
        assertEquals("  # String count = " + firstLines, lines.get(6));
        assertEquals("  # Count of traced iterations = 7", lines.get(7));
        assertEquals("  PL: 2(1) [1] {\"Cg.java\", 20} = FULL  #, (0:5,6,1)", lines.get(8));
        assertEquals("    # Count of traced iterations = 2", lines.get(11));
        assertEquals("PL: 3(0) [1] {\"Cg.java\", 30} = FULL  #, (0:-1,1,1)", lines.get(12));
        assertEquals(13 + 3 + 1, lines.size());
        // the whole trace, as the text trace of the same records takes it (header and END_TRACE included)
        assertEquals("# Whole trace: trace size = " + Files.size(trace) + " bytes, string count = "
                + traceLines.size(), lines.get(16));

        LoopConfig config = LoopsFileReader.read(loops);
        assertEquals(3, config.entries().size());
        assertEquals(TraceLevel.FULL, config.level(2, TraceLevel.NONE));
        assertEquals(TraceLevel.MINIMAL, config.level(4, TraceLevel.MINIMAL));
        assertEquals(20, config.entry(2).line());
        assertTrue(config.traced(1, new long[] {99}, new long[] {0}));
    }

    /** A 200-point, 20-step program passes DVM's default cap: size says so before anything is recorded. */
    @Test
    void theWholeTraceIsEstimatedAndACapItPassesIsNamedBeforeRecording() throws IOException {
        Path loops = dir.resolve("loops.trd");
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream saved = System.err;
        System.setErr(new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            for (long cap : new long[] {1_024_000, 0, 100_000_000}) {
                LoopsFileWriter tree = new LoopsFileWriter(loops, TraceSettings.defaults().withMaxTraceFileSize(cap),
                        LoopConfig.NONE);
                tree.header(SampleTrace.header());
                for (int step = 0; step < 20; step++) {
                    tree.record(begin(1, 0, 0, 199, 10));
                    for (int i = 0; i < 200; i++) {
                        tree.record(new TraceRecord.Iteration(i, new long[] {i}));
                        for (int k = 0; k < 6; k++) {
                            tree.record(SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE,
                                    TraceValue.ofDouble(0.1 * i + k), "u"));
                        }
                    }
                    tree.record(new TraceRecord.ConstructEnd(1, "Cg.java", 10, List.of()));
                }
                tree.close();
                String text = Files.readString(loops);
                String whole = text.lines().filter(line -> line.startsWith("# Whole trace")).findFirst().orElseThrow();
                long bytes = Long.parseLong(whole.replaceAll(".*trace size = (\\d+) bytes.*", "$1"));
                assertTrue(bytes > 1_024_000 && bytes < 100_000_000, whole);
                boolean warned = text.contains("more than TraceOptions.MaxTraceFileSize = 1024000 bytes: a trc run "
                        + "would stop recording after about " + (100 * 1_024_000 / bytes) + " % of it");
                assertEquals(cap == 1_024_000, warned, text);
            }
        } finally {
            System.setErr(saved);
        }
        List<String> said = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("Java-DVM size: the text trace at these levels takes ")
                && said.get(0).contains("more than TraceOptions.MaxTraceFileSize = 1024000 bytes"), said.get(0));
        assertFalse(said.get(1).contains("MaxTraceFileSize"), said.get(1));
        assertTrue(said.get(2).contains(", within TraceOptions.MaxTraceFileSize = 100000000 bytes (the estimates "
                + "per construct: " + loops + ")"), said.get(2));
    }

    @Test
    void editedLevelsAndRangesAreHonoured() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, """
                # edited
                PL: 1(0) [2] {"Cg.java", 10} = MODIFY, (0:2,10,), (1:,,3)   # , (0:0,20,1)
                  PL: 2(1) [1] {"Cg.java", 20} = 0
                TR: 3(0) [1] {"C#g.java", 30} = CHECKSUM, (0:4,,), (0:,1,)
                SL: 4(0) [1] {"Cg.java", 40} = NONE, (0:,,)
                """);
        LoopConfig config = LoopsFileReader.read(loops);
        assertEquals(TraceLevel.MODIFY, config.level(1, TraceLevel.FULL));
        assertEquals(TraceLevel.NONE, config.level(2, TraceLevel.FULL));
        assertEquals(TraceLevel.CHECKSUM, config.level(3, TraceLevel.FULL));
        assertEquals("C#g.java", config.entry(3).file());
        long[] first = {0, 1};
        assertTrue(config.traced(1, new long[] {2, 1}, first));
        assertTrue(config.traced(1, new long[] {10, 7}, first));
        assertFalse(config.traced(1, new long[] {1, 1}, first));
        assertFalse(config.traced(1, new long[] {11, 1}, first));
        assertFalse(config.traced(1, new long[] {5, 2}, first));
        assertTrue(config.traced(1, new long[] {5, 4}, first));
        assertTrue(config.traced(3, new long[] {0}, new long[] {0}));
        assertTrue(config.traced(3, new long[] {4}, new long[] {0}));
        assertFalse(config.traced(3, new long[] {2}, new long[] {0}));
        assertTrue(config.traced(4, new long[] {7}, new long[] {0}));
        assertNull(config.entry(5));
    }

    @Test
    void malformedLinesAreErrorsNamingFileLineAndWhatIsWrong() throws IOException {
        String[][] bad = { // a line (line 3) and what the error says of it
            {"PL: 1(0) [1] {\"Cg.java\", 10} = LOUD", "unknown level 'LOUD' (NONE, MINIMAL, MODIFY, FULL, CHECKSUM or 0..4)"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = 5", "unknown level '5' (NONE, MINIMAL, MODIFY, FULL, CHECKSUM or 0..4)"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = FULL, (1:0,2,1)", "dimension 1 is not one of the construct's 0..0"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = FULL, (-1:0,2,1)", "dimension -1 is not one of the construct's 0..0"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = FULL, (0:0,2,0)", "step 0 of dimension 0 is below 1"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = FULL, (0:5,2,1)", "first index 5 of dimension 0 is above the last 2"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = FULL (0:0,2,1)", "expected ',' at column 37, found '(0:0,2,1)'"},
            {"PL: 1(0) [1] {\"Cg.java\", 10} = FULL, (0:x,2,1)", "expected an integer at column 41, found 'x,2,1)'"},
            {"PL: 1(0) [1] {\"Cg.java\" 10} = FULL", "expected ',' at column 25, found '10} = FULL'"},
            {"LOOP: 1(0) [1] {\"Cg.java\", 10} = FULL", "expected a construct line PL, TR or SL, or EL closing one, found 'LOOP'"},
            {"PL: 1(0) [1] {\"Cg.java\", 10}", "expected '=' at column 29, found the end of the line"},
        };
        Path loops = dir.resolve("loops.trd");
        for (String[] text : bad) {
            Files.writeString(loops, "# comment\n\n" + text[0] + "\n");
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> LoopsFileReader.read(loops), text[0]);
            assertEquals(loops + ", line 3: " + text[1], e.getMessage());
        }
        Files.writeString(loops, "PL: 1(0) [1] {\"Cg.java\", 10} = FULL\nPL: 1(0) [1] {\"Cg.java\", 10} = NONE\n");
        assertEquals(loops + ", line 2: construct 1 is already described at " + loops + ", line 1",
                assertThrows(TraceFormatException.class, () -> LoopsFileReader.read(loops)).getMessage());
    }

    @Test
    void everyBadLineIsListedWithItsFileAndLine() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [1] {\"Cg.java\", 10} = LOUD\n"
                + "  SL: 2(1) [1] {\"Cg.java\", 12} = FULL\n"
                + "  SL: 3(1) [1] {\"Cg.java\", 14} = FULL, (0:5,2,1)\n"
                + "PL: 4(0) [1] {\"Cg.java\", 20} = FULL\n"
                + "LOOP 5\n");
        LoopsFileException e = assertThrows(LoopsFileException.class, () -> LoopsFileReader.read(loops));
        assertEquals(List.of(loops + ", line 1: unknown level 'LOUD' (NONE, MINIMAL, MODIFY, FULL, CHECKSUM or 0..4)",
                loops + ", line 3: first index 5 of dimension 0 is above the last 2",
                loops + ", line 5: expected a construct line PL, TR or SL, or EL closing one, found 'LOOP'"),
                e.problems());
    }

    @Test
    void aFileThatIsNotTextIsNamedWithTheFirstLineThatIsNot() throws IOException {
        Path loops = dir.resolve("loops.trd");
        byte[] text = "PL: 1(0) [1] {\"Cg.java\", 10} = FULL\n".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(text, text.length + 4);
        bytes[text.length] = (byte) 0xCA;
        bytes[text.length + 1] = (byte) 0xFE;
        bytes[text.length + 2] = (byte) 0xBA;
        bytes[text.length + 3] = (byte) 0xBE;
        Files.write(loops, bytes);
        LoopsFileException e = assertThrows(LoopsFileException.class, () -> LoopsFileReader.read(loops));
        assertEquals(1, e.problems().size(), e.getMessage());
        assertThat(e.problems().get(0), startsWith(loops + ", line 2: bytes that are not UTF-8 text, so the rest of "
                + "the file was not read"));
        Files.write(loops, ("\uFEFFPL: 1(0) [1] {\"Cg.java\", 10} = LOUD\n").getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(loops + ", line 1: unknown level 'LOUD' (NONE, MINIMAL, MODIFY, FULL, CHECKSUM or 0..4)"),
                assertThrows(LoopsFileException.class, () -> LoopsFileReader.read(loops)).problems(),
                "a byte order mark is not part of the first line");
        byte[] badFirst = java.util.Arrays.copyOf(bytes, bytes.length);
        badFirst[31] = (byte) 'X'; // "= FULL" becomes "= XULL": line 1's problem, listed before line 2's
        Files.write(loops, badFirst);
        List<String> both = assertThrows(LoopsFileException.class, () -> LoopsFileReader.read(loops)).problems();
        assertEquals(2, both.size(), both.toString());
        assertThat(both.get(0), startsWith(loops + ", line 1: "));
        assertThat(both.get(1), startsWith(loops + ", line 2: bytes that are not UTF-8 text"));
        Files.write(loops, new byte[] {'P', 'L', 0, 1, '\n'});
        assertThat(assertThrows(LoopsFileException.class, () -> LoopsFileReader.read(loops)).getMessage(),
                startsWith(loops + ", line 1: a NUL character"));
    }

    @Test
    void theDvmDocumentsFormWithElLinesLoads() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, """
                # Trace size = 1200
                # String count = 40
                PL 1 () [2] {"Cg.java", 10} = MODIFY, (0:2,10,1)
                  # Trace size = 800
                  # String count = 30
                  # Count of traced iterations = 9
                  SL: 2(1) [1] {"Cg.java", 12} = NONE
                  EL: 2
                EL: 1
                TR: 3() [1] {"Cg.java", 30} = FULL
                EL: 3   # the task region
                """);
        LoopConfig config = LoopsFileReader.read(loops);
        assertEquals(TraceLevel.MODIFY, config.level(1, TraceLevel.FULL));
        assertEquals("[(0:2,10,1)]", config.entry(1).ranges().toString());
        assertEquals(TraceLevel.NONE, config.level(2, TraceLevel.FULL));
        assertEquals(TraceLevel.FULL, config.level(3, TraceLevel.NONE));
    }

    @Test
    void elLinesMustCloseTheInnermostConstructAndEveryOne() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [1] {\"Cg.java\", 10} = FULL\n"
                + "  SL: 2(1) [1] {\"Cg.java\", 12} = FULL\n"
                + "EL: 1\n"
                + "  EL: 2\n"
                + "EL: 7\n"
                + "PL: 4(0) [1] {\"Cg.java\", 20} = FULL\n"
                + "EL: 4 ; {\"Cg.java\", 20}\n");
        LoopsFileException e = assertThrows(LoopsFileException.class, () -> LoopsFileReader.read(loops));
        assertEquals(List.of(
                loops + ", line 3: 'EL: 1' does not close the innermost open construct, 2 of " + loops
                        + ", line 2, which lies inside 1: close it first",
                loops + ", line 5: 'EL: 7' does not close the innermost open construct, 1 of " + loops
                        + ", line 1; construct 7 is not open",
                loops + ", line 7: expected the end of the line after 'EL: 4' at column 7, found '; {\"Cg.java\", 20}'",
                loops + ", line 6: construct 4 is not closed: the file closes constructs with EL lines, and no "
                        + "'EL: 4' follows",
                loops + ", line 1: construct 1 is not closed: the file closes constructs with EL lines, and no "
                        + "'EL: 1' follows"), e.problems());
    }

    @Test
    void levelsByNumberAndRangesAtTheirLimitsAreAccepted() throws IOException {
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [2] {\"Cg.java\", 10} = 4, (1:2,2,1), (0:,,3)  # edited\n"
                + "  SL: 2(1) [1] {\"Cg.java\", 12} = 0\n");
        LoopConfig config = LoopsFileReader.read(loops);
        assertEquals(TraceLevel.CHECKSUM, config.entry(1).level());
        assertEquals("[(1:2,2,1), (0:,,3)]", config.entry(1).ranges().toString());
        assertEquals(TraceLevel.NONE, config.entry(2).level());
        assertTrue(config.entry(2).ranges().isEmpty());
    }
}
