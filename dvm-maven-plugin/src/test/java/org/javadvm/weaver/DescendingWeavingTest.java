package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @ParallelLoop(descending)}: the downward dimensions reach the spec, ACROSS loops running downward (an
 * upper triangular sweep, a sweep downward along one dimension only) give the plain bits on every grid, and every
 * misuse is named.
 */
class DescendingWeavingTest {
    private static final String[] GRIDS = {"1", "2", "3", "4", "2x2"};

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;
    private static List<String> problems;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-descending", 11, plain, woven).classesWoven());
        problems = SampleWeaving.problemsOf("samples-descending-bad", 11, work);
    }

    @Test
    void theSpecListsTheDownwardLoopDimensions() throws Exception {
        String text = new String(Files.readAllBytes(woven.resolve("org/javadvm/samples/descending/Sweeps.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(text, matchesPattern("(?s).*Sweeps\\.forward;src=Sweeps\\.java:\\d+;rank=2;tmpl=a;fmt=BB;off=0,0;across=1;slots=.*"));
        assertThat(text, matchesPattern("(?s).*Sweeps\\.backward;src=Sweeps\\.java:\\d+;rank=2;tmpl=a;fmt=BB;off=0,0;across=1;desc=0,1;slots=.*"));
        assertThat(text, matchesPattern("(?s).*Sweeps\\.skewed;src=Sweeps\\.java:\\d+;rank=2;tmpl=a;fmt=BB;off=0,0;across=1;desc=1;slots=.*"));
    }

    @Test
    void downwardSweepsGiveThePlainBitsOnEveryGrid() throws Exception {
        String expected = SampleRunner.run(plain, "org.javadvm.samples.descending.Sweeps", "1");
        for (String grid : GRIDS) {
            assertEquals(expected, SampleRunner.run(woven, "org.javadvm.samples.descending.Sweeps", grid),
                    "Sweeps on grid " + grid);
        }
    }

    @Test
    void everyMisuseOfDescendingIsNamedWithItsMember() {
        String at = "org.javadvm.bad.descending.DescendingMisfits.";
        assertThat(problems, hasItem(containsString(at + "beyondTheRank: @ParallelLoop descending names loop "
                + "dimension 2; a loop of rank 2 has dimensions 0 to 1")));
        assertThat(problems, hasItem(containsString(at + "negative: @ParallelLoop descending names loop dimension -1")));
        assertThat(problems, hasItem(containsString(at + "twice: @ParallelLoop descending names loop dimension 0 twice")));
        assertThat(problems, hasItem(containsString("DescendingMisfits.java:15: " + at + "beyondTheRank")));
        assertEquals(3, problems.size(), String.join("\n", problems));
    }
}
