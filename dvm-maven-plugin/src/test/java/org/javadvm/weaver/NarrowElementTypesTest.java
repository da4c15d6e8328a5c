package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Distributed boolean, byte, char and short arrays, with a shadow edge on the boolean one: woven for release
 * they compute what the plain classes compute on every grid; woven for dyn the correct program has no
 * diagnostic and the one that reads stale shadow copies is reported.
 */
class NarrowElementTypesTest {
    private static final String CORRECT = "org.javadvm.samples.NarrowElements";
    private static final String STALE = "org.javadvm.samples.NarrowElementsWithoutRenewal";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path release;
    private static Path dyn;

    @BeforeAll
    static void compileAndWeave() throws Exception {
        plain = work.resolve("plain");
        SampleCompiler.compile(Paths.get("src/test/samples-narrow"), 17, plain);
        release = work.resolve("release");
        dyn = work.resolve("dyn");
        assertEquals(2, new Weaver(WeaveMode.RELEASE).weave(plain, release).classesWoven());
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
    }

    @Test
    void releaseRunsGiveThePlainResultsOnEveryGrid() throws Exception {
        String expected = SampleRunner.run(plain, CORRECT, "1");
        assertThat(expected, containsString("living="));
        for (String grid : new String[] {"1", "2", "3", "4", "2x2"}) {
            assertEquals(expected, SampleRunner.run(release, CORRECT, grid), "grid " + grid);
            assertEquals(SampleRunner.run(plain, STALE, "1"), SampleRunner.run(release, STALE, grid), "grid " + grid);
        }
    }

    @Test
    void dynamicControlChecksTheirElements() throws Exception {
        String[] correct = ForkedJvm.run(ForkedJvm.currentJava(), dyn, work.resolve("correct"), List.of(),
                DynSampleMain.class, CORRECT);
        assertEquals(SampleRunner.run(plain, CORRECT, "1"), correct[0]);
        assertThat(correct[1], containsString("Java-DVM dynamic control: no errors"));

        ForkedJvm.run(ForkedJvm.currentJava(), dyn, work.resolve("stale"), List.of(), DynSampleMain.class, STALE);
        String errors = Files.readString(work.resolve("stale/dyn-errors.txt"));
        assertThat(errors, containsString("DVM08 stale-shadow-read (not-renewed): read of alive["));
        assertThat(errors, containsString("NarrowElementsWithoutRenewal.count"));
    }
}
