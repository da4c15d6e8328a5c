package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.instanceOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Release on one processor runs each construct's own code ({@code m$dvm$sequential}) unless a reduction group is
 * involved, a template is unallocated or {@code dvm.direct=false}; on grids, and in dyn, the run-time runs the
 * bodies. Every path gives the plain program's results.
 */
class SequentialCopyWeavingTest {
    private static final String SAMPLE = "org.javadvm.samples.direct.Direct";
    private static final String THROUGH_THE_RUNTIME = "fill$dvm$body,total$dvm$body,tally$dvm$body,"
            + "groupTotal$dvm$body,scaleSlice$dvm$body";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-direct", 8, plain, woven).classesWoven());
    }

    @AfterEach
    void restore() {
        System.clearProperty("dvm.direct");
        Team.configure("1");
    }

    @Test
    void onOneProcessorTheConstructsRunAsWrittenButAGroupsLoopAndWhatItCalls() throws Exception {
        String expected = results(SampleRunner.run(plain, SAMPLE, "1"));
        assertThat(SampleRunner.run(plain, SAMPLE, "1"), containsString("ran=fill,total,tally,groupTotal,scaleSlice"));
        String run = SampleRunner.run(woven, SAMPLE, "1");
        assertEquals(expected, results(run));
        assertThat(run, containsString("ran=fill$dvm$sequential,total$dvm$sequential,tally$dvm$sequential,"
                + "groupTotal$dvm$body,scaleSlice$dvm$body"));
    }

    @Test
    void onGridsAndWithDirectOffTheRunTimeRunsEveryBody() throws Exception {
        String expected = results(SampleRunner.run(plain, SAMPLE, "1"));
        for (String grid : new String[] {"2", "3", "2x2"}) {
            String run = SampleRunner.run(woven, SAMPLE, grid);
            assertEquals(expected, results(run), "grid " + grid);
            assertThat("grid " + grid, run, containsString("ran=" + THROUGH_THE_RUNTIME));
        }
        System.setProperty("dvm.direct", "false");
        String run = SampleRunner.run(woven, SAMPLE, "1");
        assertEquals(expected, results(run));
        assertThat(run, containsString("ran=" + THROUGH_THE_RUNTIME));
    }

    @Test
    void anUnallocatedTemplateIsReportedOnOneProcessorAsOnAGrid() throws Exception {
        assertEquals("ran", SampleRunner.run(plain, SAMPLE, "1", "runOnUnallocated"));
        for (String grid : new String[] {"1", "2"}) {
            AssertionError failure = assertThrows(AssertionError.class,
                    () -> SampleRunner.run(woven, SAMPLE, grid, "runOnUnallocated"));
            assertThat(failure.getCause(), instanceOf(IllegalStateException.class));
            assertThat("grid " + grid, failure.getCause().getMessage(),
                    containsString("distributed array never of org.javadvm.samples.direct.Direct.onUnallocated is not allocated"));
        }
    }

    @Test
    void aLoopReducingWhatAGroupHoldsIsRefusedOnOneProcessorAsOnAGrid() throws Exception {
        assertEquals("not refused", SampleRunner.run(plain, SAMPLE, "1", "reduceWhileGroupHolds"));
        for (String grid : new String[] {"1", "2"}) {
            AssertionError failure = assertThrows(AssertionError.class,
                    () -> SampleRunner.run(woven, SAMPLE, grid, "reduceWhileGroupHolds"));
            assertThat("grid " + grid, failure.getCause().getMessage(), containsString(
                    "totalOfGroupSum (Direct.java:" ));
            assertThat("grid " + grid, failure.getCause().getMessage(), containsString(
                    "reduces groupSum while the reduction group group still holds the result of "));
        }
    }

    @Test
    void onlyReleaseWritesTheCopyAndNotForAGroupsLoop() throws Exception {
        String release = classText(woven);
        assertThat(release, containsString("fill$dvm$sequential"));
        assertThat(release, containsString("tally$dvm$sequential"));
        assertEquals(-1, release.indexOf("groupTotal$dvm$sequential"), "a group's loop has no copy");
        Path dyn = work.resolve("dyn");
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        assertEquals(-1, classText(dyn).indexOf("$dvm$sequential"), "dyn checks every call");
    }

    private static String classText(Path classes) throws Exception {
        return new String(Files.readAllBytes(classes.resolve(Paths.get("org/javadvm/samples/direct/Direct.class"))),
                StandardCharsets.ISO_8859_1);
    }

    /** The sample's results without the line naming the methods that ran. */
    private static String results(String run) {
        return run.substring(0, run.indexOf("ran="));
    }
}
