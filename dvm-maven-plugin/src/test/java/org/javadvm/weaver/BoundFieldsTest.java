package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reduction and private fields used outside the construct's own method (helpers of the same class, of another
 * class, lambdas), recursive and nested constructs with the same reduction, and a failing construct: release
 * on every grid and dynamic control give the plain program's results, and dynamic control still reports real
 * mistakes made in helpers.
 */
class BoundFieldsTest {
    private static final String HELPERS = "org.javadvm.bound.Helpers";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path release;
    private static Path dyn;
    private static WeaveReport releaseReport;

    @BeforeAll
    static void compileAndWeave() throws Exception {
        plain = work.resolve("plain");
        release = work.resolve("release");
        dyn = work.resolve("dyn");
        SampleCompiler.compile(Paths.get("src/test/bound-samples"), 17, plain);
        releaseReport = new Weaver(WeaveMode.RELEASE).weave(plain, release);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
    }

    @Test
    void releaseWeavesTheClassesThatUseABoundFieldAndNoOther() throws Exception {
        assertEquals(List.of("org.javadvm.bound.Counter", "org.javadvm.bound.Helpers", "org.javadvm.bound.Misuse"),
                releaseReport.wovenClassNames().stream().sorted().toList());
        String counter = new String(Files.readAllBytes(release.resolve("org/javadvm/bound/Counter.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(counter, containsString("org/javadvm/internal/Bound"));
        assertThat(counter, containsString("org/javadvm/bound/Helpers.hits"));
        String untouched = "org/javadvm/bound/Untouched.class";
        assertEquals(java.util.Arrays.toString(Files.readAllBytes(plain.resolve(untouched))),
                java.util.Arrays.toString(Files.readAllBytes(release.resolve(untouched))), untouched);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void releaseGivesThePlainResultsOnEveryGrid(String grid) throws Exception {
        String expected = SampleRunner.run(plain, HELPERS, "1");
        assertThat(expected, containsString("caught=93114\nfailed=iteration 333\n"));
        assertThat(expected, containsString("partialSumP1=55611.0\npartialHitsP1=334\n"));
        if (!grid.equals("1")) {
            expected = expected.replaceAll("(partial\\w+P1)=.*", "$1=-");
        }
        assertEquals(expected, SampleRunner.run(release, HELPERS, grid), "grid " + grid);
    }

    @Test
    void dynamicControlGivesThePlainResultsAndReportsNothing() throws Exception {
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, work.resolve("dyn-reports"),
                List.of("-Ddvm.procs=1"), DynSampleMain.class, HELPERS);
        assertEquals(SampleRunner.run(plain, HELPERS, "1"), run[0]);
        assertThat(run[1], containsString("Java-DVM dynamic control: no errors"));
    }

    @Test
    void dynamicControlStillReportsAPrivateReadBeforeItsWriteAndAnUndeclaredModificationInAHelper() throws Exception {
        Path reports = work.resolve("misuse-reports");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of("-Ddvm.procs=1"),
                DynSampleMain.class, "org.javadvm.bound.Misuse");
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1] + errors, containsString("private-read-before-write"));
        assertThat(errors, containsString("scratch at Misuse.java:22"));
        assertThat(errors, containsString("shared at Misuse.java:24"));
        assertThat(errors, not(containsString("reduction-shared")));
        assertThat(errors, not(containsString("private-shared")));
    }
}
