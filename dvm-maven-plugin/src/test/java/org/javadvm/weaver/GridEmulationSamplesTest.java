package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The samples as woven for release, run with a monitor asking for the grid emulation on one thread: each prints
 * exactly what the release run prints on that grid (doubles and floats printed in full, so bit for bit), and the
 * monitor sees every processor of the grid at work. With the per-iteration reduction emulation the correct
 * reductions of the samples give the sequential results.
 */
class GridEmulationSamplesTest {
    private static final String[] GRIDS = {"1", "2", "3", "4", "2x2"};

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void compileAndWeave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, plain);
        new Weaver(WeaveMode.RELEASE).weave(plain, woven);
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    /** Counts iterations and the processors that ran some. */
    private static final class Watcher implements Monitor {
        private final Emulation emulation;
        final TreeSet<Integer> processors = new TreeSet<>();
        long iterations;

        Watcher(Emulation emulation) {
            this.emulation = emulation;
        }

        @Override
        public Emulation emulation() {
            return emulation;
        }

        @Override
        public void processorStart(int processor, int[] lo, int[] hi) {
            processors.add(processor);
        }

        @Override
        public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        }

        @Override
        public void iterationStart(int[] index) {
            iterations++;
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

    static Stream<Arguments> cases() {
        return Stream.of(WeaverSamplesTest.SAMPLES).flatMap(sample -> Stream.of(GRIDS).map(
                grid -> Arguments.of(sample, grid)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cases")
    void theGridEmulationPrintsWhatTheReleaseRunPrints(String sample, String grid) throws Exception {
        String className = "org.javadvm.samples." + sample;
        String release = SampleRunner.run(woven, className, grid);
        Watcher watcher = new Watcher(Emulation.grid(grid));
        Monitor.install(watcher);
        String emulated;
        try {
            emulated = SampleRunner.run(woven, className, "1"); // one thread: the grid is the monitor's
        } finally {
            Monitor.install(null);
        }
        assertEquals(release, emulated, sample + " on grid " + grid);
        if (!sample.equals("Passthrough")) {
            assertThat(sample + " iterations", watcher.iterations, greaterThan(0L));
            assertEquals(grid.equals("1") ? 1 : 2, Math.min(2, watcher.processors.size()),
                    sample + ": processors that ran " + watcher.processors);
        }
    }

    @Test
    void theGridsReallyDifferInTheSamplesBits() throws Exception {
        String onOne = SampleRunner.run(woven, "org.javadvm.samples.AllReductions", "1");
        String onThree = SampleRunner.run(woven, "org.javadvm.samples.AllReductions", "3");
        assertNotEquals(onOne, onThree); // so equal prints above mean equal bits, not insensitive output
    }

    @Test
    void thePerIterationEmulationGivesTheSequentialResultsOfCorrectReductions() throws Exception {
        String expected = SampleRunner.run(plain, "org.javadvm.samples.AllReductions", "1");
        Monitor.install(new Watcher(Emulation.PER_ITERATION));
        String perIteration = SampleRunner.run(woven, "org.javadvm.samples.AllReductions", "1");
        WeaverSamplesTest.assertSameResults(expected, perIteration, "AllReductions per iteration");
    }
}
