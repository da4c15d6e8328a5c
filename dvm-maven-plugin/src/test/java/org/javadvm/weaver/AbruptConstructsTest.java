package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Constructs ending by an exception the caller catches ({@code src/test/samples-checker}): dynamic control judges
 * what ran up to the exception, reports nothing false about the iteration the exception cut short, notes the
 * construct's abrupt end, and checks what follows as before.
 */
class AbruptConstructsTest {
    @TempDir
    static Path work;
    private static Path plain;
    private static Path dyn;

    @BeforeAll
    static void compileAndWeave() throws Exception {
        plain = work.resolve("plain");
        dyn = work.resolve("dyn");
        SampleCompiler.compile(Paths.get("src/test/samples-checker"), 17, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
    }

    @Test
    void anExceptionBetweenTheReadAndTheWriteOfAReductionIsNoPartialRead() throws Exception {
        String sample = "org.javadvm.checker.CaughtDivision";
        Path reports = work.resolve("caught");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of(), DynSampleMain.class, sample);
        String expected = SampleRunner.run(plain, sample, "1");
        assertThat(expected, containsString("total=/ by zero\nhistogram=/ by zero\nslices=/ by zero\n"));
        assertEquals(expected, run[0]);
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1] + errors, containsString("Java-DVM dynamic control: no errors"));
        assertThat(errors, not(containsString("DVM04")));
        // the abrupt ends are said, each construct once, with the iteration and the exception
        assertThat(errors, containsString("note: loop 1 CaughtDivision.total (CaughtDivision.java:27) ended by "
                + "java.lang.ArithmeticException in iteration (17) (and 1 more time); "));
        assertThat(errors, containsString("note: loop 2 CaughtDivision.histogram (CaughtDivision.java:35) ended by "
                + "java.lang.ArithmeticException in iteration (17); "));
        assertThat(errors, containsString("note: loop 3 CaughtDivision.slices (CaughtDivision.java:48) ended by "
                + "java.lang.ArithmeticException in iteration (10); "));
    }

    @Test
    void checkingBoundaryIterationsOnlyAnInteriorIterationsFailureIsNotedToo() throws Exception {
        String sample = "org.javadvm.checker.CaughtDivision";
        Path reports = work.resolve("caught-boundary");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of("-DDebugOptions.Ig_left=2",
                "-DDebugOptions.Ig_right=2"), DynSampleMain.class, sample);
        assertEquals(SampleRunner.run(plain, sample, "1"), run[0]);
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1], containsString("Java-DVM dynamic control of boundary iterations"));
        assertThat(run[1], containsString(": no errors"));
        assertThat(errors, containsString("note: loop 1 CaughtDivision.total (CaughtDivision.java:27) ended by "
                + "java.lang.ArithmeticException in an interior iteration, which was not checked"));
    }

    @Test
    void checkingGoesOnAfterAConstructEndedByAnException() throws Exception {
        String sample = "org.javadvm.checker.CaughtThenRunningTotal";
        Path reports = work.resolve("running");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of(), DynSampleMain.class, sample);
        assertEquals(SampleRunner.run(plain, sample, "1"), run[0]);
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1], containsString(" errors (1 distinct) in 1 class"));
        assertThat(errors, containsString("partial-read"));
        assertThat(errors, containsString("CaughtThenRunningTotal.java:33"));
        assertThat(errors, not(containsString("CaughtThenRunningTotal.java:25")));
    }

    @Test
    void anExceptionCaughtInsideTheBodyBetweenTheReadAndTheWriteIsNoPartialRead() throws Exception {
        String sample = "org.javadvm.checker.CaughtInBody";
        Path reports = work.resolve("caught-in-body");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of(), DynSampleMain.class, sample);
        String expected = SampleRunner.run(plain, sample, "1");
        assertThat(expected, containsString("skipped=3\n"));
        assertEquals(expected, run[0]);
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1] + errors, containsString("Java-DVM dynamic control: no errors"));
        assertThat(errors, not(containsString("DVM04")));
        assertThat(errors, not(containsString("ended by"))); // no construct ended abruptly
    }

    @Test
    void aPartialReadAfterACaughtExceptionInTheSameIterationIsStillReported() throws Exception {
        String sample = "org.javadvm.checker.CaughtThenReadInBody";
        Path reports = work.resolve("caught-then-read");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of(), DynSampleMain.class, sample);
        assertEquals(SampleRunner.run(plain, sample, "1"), run[0]);
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1], containsString(" errors (2 distinct) in 1 class"));
        assertThat(errors, containsString("partial-read"));
        assertThat(errors, containsString("array-read"));
        assertThat(errors, containsString("CaughtThenReadInBody.java:31"));
        assertThat(errors, containsString("CaughtThenReadInBody.java:44"));
        assertThat(errors, not(containsString("CaughtThenReadInBody.java:27")));
        assertThat(errors, not(containsString("CaughtThenReadInBody.java:40")));
    }
}
