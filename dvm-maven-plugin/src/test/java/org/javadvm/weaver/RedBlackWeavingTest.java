package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loops that step by a constant from a start computed from their bound (red-black Gauss-Seidel): the starts that
 * pick the same points on every part of the range (& 1, a conditional expression, Math.floorMod, three colours)
 * are woven as loops of the nest and give the plain results on every grid and under dynamic control; the starts
 * that would pick other points on a part are refused with a case that shows it.
 */
class RedBlackWeavingTest {
    private static final String CLASS = "org.javadvm.samples.redblack.RedBlack";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;
    private static List<String> problems;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-redblack", 17, plain, woven).classesWoven());
        problems = SampleWeaving.problemsOf("samples-redblack-bad", 17, work);
    }

    @Test
    void redBlackSweepsGiveThePlainBitsOnEveryGrid() throws Exception {
        String expected = SampleRunner.run(plain, CLASS, "1");
        for (String grid : new String[] {"1", "2", "3", "4", "2x2"}) {
            assertEquals(expected, SampleRunner.run(woven, CLASS, grid), "RedBlack on grid " + grid);
        }
    }

    @Test
    void redBlackSweepsRunUnderDynamicControlWithoutDiagnostics() throws Exception {
        String[] run = runDebugged(List.of());
        assertEquals(SampleRunner.run(plain, CLASS, "1"), run[0]);
        assertThat(run[1], containsString("Java-DVM dynamic control: no errors"));
    }

    /** A reference trace recorded on one processor; runs on 3 and 2x2 processors and the reduction check equal it. */
    @Test
    void redBlackSweepsCompareCleanWithTheReferenceTrace() throws Exception {
        Path traces = work.resolve("traces");
        List<String> trace = List.of("-DEnableDynControl=0", "-DEnableTrace=1", "-DTraceOptions.TracePath=" + traces);
        List<String> reference = new ArrayList<>(trace);
        reference.addAll(List.of("-DTraceOptions.TraceMode=1", "-Ddvm.procs=1"));
        String expected = SampleRunner.run(plain, CLASS, "1");
        assertEquals(expected, runDebugged(reference)[0]);
        for (String[] comparison : new String[][] {{"3", "0"}, {"2x2", "0"}, {"2", "1"}}) {
            List<String> compare = new ArrayList<>(trace);
            compare.addAll(List.of("-DTraceOptions.TraceMode=3", "-Ddvm.procs=" + comparison[0],
                    "-DManualReductCalc=" + comparison[1]));
            String[] run = runDebugged(compare);
            assertEquals(expected, run[0], "grid " + comparison[0]);
            assertThat("grid " + comparison[0] + ", ManualReductCalc=" + comparison[1], run[1],
                    containsString("Java-DVM trace comparison: no errors"));
        }
    }

    /** The sample woven for dyn run in a JVM of its own with {@code options}: its output and standard error. */
    private static String[] runDebugged(List<String> options) throws Exception {
        Path dyn = work.resolve("dyn");
        if (!java.nio.file.Files.isDirectory(dyn)) {
            new Weaver(WeaveMode.DYN).weave(plain, dyn);
        }
        List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java")
                .toString(), "-DDebugOptions.SarifFile=", "-DDebugOptions.ErrorFile=" + work.resolve("errors.txt")));
        command.addAll(options);
        command.addAll(List.of("-cp", dyn + File.pathSeparator + System.getProperty("java.class.path"),
                DynSampleMain.class.getName(), CLASS));
        Process process = new ProcessBuilder(command).start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String errors = new String(err, StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), out + errors);
        return new String[] {out, errors};
    }

    @Test
    void startsThatPickOtherPointsOnAPartAreRefusedWithACase() {
        String at = "RedBlackMisfits.java:%d: org.javadvm.bad.redblack.RedBlackMisfits.%s: %s";
        List<String> expected = List.of(
                String.format(at, 17, "offsetWithoutTheBound", "its loop over j steps by 2 from a start computed "
                        + "from j0 whose remainder modulo 2 changes with j0: with j0 = 0 it starts at 0, with j0 = 1 "
                        + "at 1 (i = 0, colour = 0); a processor's part begins at its own j0"),
                String.format(at, 27, "remainderOfANegativeSum", "its loop over j steps by 2 from a start computed "
                        + "from j0, but with j0 = 0 (i = -1, colour = 0) it starts at j0 - 1, before its bound"),
                String.format(at, 37, "fixedStart", "its loop over j steps by 2 from a start computed from j0, but "
                        + "with j0 = 2 (i = 0) it starts at j0 - 1, before its bound"));
        for (String problem : expected) {
            assertTrue(problems.stream().anyMatch(p -> p.startsWith(problem)),
                    problem + "\nnot among\n" + String.join("\n", problems));
        }
        assertThat(problems.get(1), containsString("x % 2 is negative for a negative x"));
        assertEquals(expected.size(), problems.size(), String.join("\n", problems));
    }
}
