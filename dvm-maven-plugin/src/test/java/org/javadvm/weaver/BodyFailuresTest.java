package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the caller of a construct whose body throws sees: the program's own exception with the sequential program's
 * call path (the body's frames, then the caller's, each with its line), and of several failing iterations the one
 * the sequential program meets first, or, where a release run cannot tell it, every other processor's failure
 * attached.
 */
class BodyFailuresTest {
    private static final String SAMPLE = "org.javadvm.samples.failures.BodyFailures";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        SampleWeaving.compileAndWeave("samples-failures", 17, plain, woven);
    }

    @AfterEach
    void restore() {
        Monitor.install(null);
        Team.configure("1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "4", "2x2"})
    void aBodysFailureShowsTheCallersFramesWithTheirLines(String grid) throws Exception {
        String sequential = SampleRunner.run(plain, SAMPLE, "1", "trace");
        assertEquals("divide:22 caller:27 trace:56", sequential);
        String woven = SampleRunner.run(BodyFailuresTest.woven, SAMPLE, grid, "trace");
        String body = grid.equals("1") ? "divide$dvm$sequential:22" : "divide$dvm$body:22";
        // the body's frame at the failing line, the construct's own frame at its first line, then the caller's
        assertEquals(body + " divide:21 caller:27 trace:56", woven, "on grid " + grid);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "4", "2x2"})
    void aNestedConstructsFailureShowsBothConstructsAndTheirCallers(String grid) throws Exception {
        assertEquals("divide:22 caller:27 outer:67 nested:78", SampleRunner.run(plain, SAMPLE, "1", "nested"));
        String kind = grid.equals("1") ? "$dvm$sequential" : "$dvm$body";
        // the inner construct failed on the processor running iteration 80 of the outer one, a thread of the grid
        assertEquals("divide" + kind + ":22 divide:21 caller:27 outer" + kind + ":67 outer:65 nested:78",
                SampleRunner.run(woven, SAMPLE, grid, "nested"), "on grid " + grid);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "4"})
    void ofTwoFailingIterationsTheSequentialProgramsFirstIsRethrown(String grid) throws Exception {
        assertEquals("element 90", SampleRunner.run(plain, SAMPLE, "1", "countDown"));
        // a downward loop meets processor 3's failure before processor 0's
        assertEquals("element 90", SampleRunner.run(woven, SAMPLE, grid, "countDown"), "on grid " + grid);
    }

    @Test
    void interleavingBlocksAttachTheOtherProcessorsFailure() throws Exception {
        assertEquals("cell (2,90)", SampleRunner.run(plain, SAMPLE, "1", "cells"));
        // processor 0 holds rows 0-49 of columns 0-49, processor 1 the same rows of columns 50-99: which failing
        // cell the sequential nest meets first depends on the rows the blocks share
        String onGrid = SampleRunner.run(woven, SAMPLE, "2x2", "cells");
        assertEquals("cell (45,1)\nsuppressed: processor 1 failed too in org.javadvm.samples.failures.BodyFailures.check (BodyFailures.java:32), in iterations"
                + " [0, 50) x [50, 100), which interleave in the sequential order with the iterations [0, 50) x [0, 50)"
                + " of processor 0, whose failure this is; the sequential program stops at whichever of the failing"
                + " iterations comes first\ncause: cell (2,90) at check$dvm$body:35 check:32 cells:101", onGrid);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2x2", "4"})
    void theGridEmulationRethrowsTheSequentialProgramsFailure(String grid) throws Exception {
        Monitor.install(new GridMonitor(Emulation.grid(grid)));
        // the emulation knows each failing iteration, and chooses by them
        assertEquals("cell (2,90)", SampleRunner.run(woven, SAMPLE, "1", "cells"));
        assertEquals("element 90", SampleRunner.run(woven, SAMPLE, "1", "countDown"));
        assertThat(SampleRunner.run(woven, SAMPLE, "1", "trace"), containsString("caller:27 trace:56"));
    }

    /** Asks for the grid emulation and watches nothing. */
    private static final class GridMonitor implements Monitor {
        private final Emulation emulation;

        GridMonitor(Emulation emulation) {
            this.emulation = emulation;
        }

        @Override
        public Emulation emulation() {
            return emulation;
        }

        @Override
        public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        }

        @Override
        public void iterationStart(int[] index) {
        }

        @Override
        public void iterationEnd() {
        }

        @Override
        public void constructEnd() {
        }

        @Override
        public void reductionGroupStart(Object group) {
        }

        @Override
        public void reductionGroupWait(Object group) {
        }

        @Override
        public void shadowGroupStart(Object group, List<Object> arrays) {
        }

        @Override
        public void shadowGroupWait(Object group, List<Object> arrays) {
        }
    }
}
