package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MAXLOC and MINLOC keep, on every grid, the one of equal values the sequential loop keeps: by its comparison
 * (strict or not) and the order it visits the iterations in; bodies that do not show which they keep are refused.
 */
class LocationTiesWeavingTest {
    private static final String SAMPLE = "org.javadvm.samples.ties.Ties";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-ties", 11, plain, woven).classesWoven());
    }

    @AfterEach
    void restore() {
        System.clearProperty("dvm.direct");
        Team.configure("1");
    }

    @Test
    void everyGridKeepsTheSequentialLoopsLocation() throws Exception {
        String expected = SampleRunner.run(plain, SAMPLE, "1");
        assertThat(expected, containsString("lastMax 99 at 757\n"));
        assertThat(expected, containsString("firstMaxMirrored 99 at 992\n"));
        assertThat(expected, containsString("firstMaxDown 99 at 757\n"));
        assertThat(expected, containsString("lowestColumnsOuter -9.0 at 30,5\n"));
        assertThat(expected, containsString("lastLowestRow -9.0 at 30\n"));
        assertThat(expected, containsString("lastMaxGrouped 99 at 757\n"));
        assertThat(expected, containsString("lastMaxHalving 99 at 757\n"));
        assertThat(expected, containsString("lastLeast -5 at 242\n"));
        assertThat(expected, containsString("firstLeastFloat -5.0 at 42\n"));
        assertThat(expected, containsString("lastBestTask 5 at 12\n"));
        assertThat(expected, containsString("lastBestTask of 2 5 at 0\n"));
        assertThat(expected, containsString("firstMaxContinue 99 at 7\n"));
        assertThat(expected, containsString("lastMaxContinue 99 at 757\n"));
        assertThat(expected, containsString("firstMaxDown from 99 99 at 5000\n"));
        for (String grid : new String[] {"1", "2", "3", "4", "2x2", "3x2"}) {
            assertEquals(expected, SampleRunner.run(woven, SAMPLE, grid), "grid " + grid);
        }
        System.setProperty("dvm.direct", "false");
        assertEquals(expected, SampleRunner.run(woven, SAMPLE, "1"), "one processor through the run-time");
    }

    @Test
    void theSameOnEveryClassFileVersion() throws Exception {
        String expected = SampleRunner.run(plain, SAMPLE, "1");
        for (int release : new int[] {8, 17}) {
            Path versionPlain = work.resolve("plain" + release);
            Path versionWoven = work.resolve("woven" + release);
            assertEquals(1, SampleWeaving.compileAndWeave("samples-ties", release, versionPlain, versionWoven)
                    .classesWoven());
            assertEquals(expected, SampleRunner.run(versionWoven, SAMPLE, "2x2"), "release " + release);
        }
    }

    @Test
    void bodiesThatDoNotShowWhichTheyKeepAreRefused() throws Exception {
        Path classes = work.resolve("bad");
        SampleCompiler.compile(Paths.get("src/test/samples-ties-bad"), 11, classes);
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(classes, work.resolve("bad-out")));
        List<String> problems = failure.problems().stream().map(WeaveProblem::toString).collect(Collectors.toList());
        String prefix = "org.javadvm.samples.tiesbad.Unreadable.";
        assertThat(problems, hasItem(containsString(prefix + "unguarded: writes the MAXLOC variable max without a "
                + "comparison with it that the weaver can read")));
        assertThat(problems, hasItem(containsString(prefix + "afterTheLoop: writes the MAXLOC variable max outside its "
                + "loop nest")));
        assertThat(problems, hasItem(containsString(prefix + "inAHelper: calls consider, which writes the MAXLOC "
                + "variable max too")));
        assertThat(problems, hasItem(containsString(prefix + "alsoNested: calls unguarded, which writes the MAXLOC "
                + "variable max too")));
        assertThat(problems, hasItem(containsString(prefix + "inAnotherClass: never writes the MAXLOC variable max in "
                + "its own code")));
        assertThat(problems, hasItem(containsString(prefix + "wrongWay: writes the MINLOC variable max without a "
                + "comparison")));
        assertThat(problems, hasItem(containsString("write the update as if (value > max) { max = value; "
                + "<locations> = <indices>; } (>= keeps the last of equal values)")));
        assertThat(problems, hasItem(containsString("Unreadable.java:20")));
        String recursion = "Recursion.java:23: org.javadvm.samples.tiesbad.Recursion.upperHalfFirst: calls itself at "
                + "line 23 on a part of its range that does not follow the start of its own range: which of equal "
                + "values the MAXLOC variable max keeps depends on the order the iterations run in";
        assertThat(problems, hasItem(containsString(recursion)));
        assertThat(problems, hasItem(containsString("Recursion.java:40: org.javadvm.samples.tiesbad.Recursion"
                + ".downwardLeaves: calls itself on parts of its range, and its loop at line 44 runs downward")));
        assertThat(problems, hasItem(containsString("call it on the lower part first (f(lo, mid); f(mid, hi);) over an "
                + "upward loop")));
        assertThat(problems, hasItem(containsString(prefix + "keepsNaN: writes the MAXLOC variable max without a "
                + "comparison with it that the weaver can read")));
        assertEquals(9, problems.size(), String.join("\n", problems));
    }
}
