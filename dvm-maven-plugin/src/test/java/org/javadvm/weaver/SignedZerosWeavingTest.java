package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;

import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MIN and MAX keep, on every grid, the value the sequential loop keeps of zeros of both signs and of NaN: the first
 * or last of equal values for a guarded update, as Math.min and Math.max do for theirs; a body the weaver does not
 * read is refused on a grid when its parts tie with different signs.
 */
class SignedZerosWeavingTest {
    private static final String SAMPLE = "org.javadvm.samples.zeros.Zeros";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-zeros", 17, plain, woven).classesWoven());
    }

    @AfterEach
    void restore() {
        System.clearProperty("dvm.direct");
        Team.configure("1");
    }

    @Test
    void everyGridKeepsTheSequentialLoopsZeroAndNaN() throws Exception {
        String expected = SampleRunner.run(plain, SAMPLE, "1");
        assertEquals("minFirst 0.0\nminLast -0.0\nminVariableLeft 0.0\nminDownward -0.0\nminFirstFloat 0.0\n"
                + "minMath -0.0\nminGrouped 0.0\nminFirst from 0.0 0.0\nmaxFirst -0.0\nmaxLastFloat 0.0\n"
                + "maxMathFloat 0.0\nlowsMath [-0.0, -0.0, -0.0, -0.0]\nminFirst over a NaN 1.0\n"
                + "minFirst from NaN NaN\nminLast from NaN NaN\nminMath over a NaN NaN\nminTernary over a NaN 1.0\n"
                + "lowsGuarded over a NaN [4.0, 3.0, 2.0, 1.0]\n", expected);
        for (String grid : new String[] {"1", "2", "3", "4", "7", "2x2"}) {
            assertEquals(expected, SampleRunner.run(woven, SAMPLE, grid), "grid " + grid);
        }
        System.setProperty("dvm.direct", "false");
        assertEquals(expected, SampleRunner.run(woven, SAMPLE, "1"), "one processor through the run-time");
    }

    @Test
    void unreadBodiesAreRefusedWhenPartsTieWithDifferentSigns() throws Exception {
        String[][] cases = {
                {"ternaryOverZeros", "minTernary (Zeros.java:134): the MIN of min is 0.0 in one part of the run and "
                        + "-0.0 in another, and which one the sequential loop keeps depends on how its body compares "
                        + "and in which order, which the weaver could not read; update it as if (value < min) min = "
                        + "value; in the loop's own code (the first of equal values; <= keeps the last) or with "
                        + "Math.min (-0.0 wins whatever the order)"},
                {"guardedArrayOverZeros", "lowsGuarded (Zeros.java:143): the MIN of lows, at an element, is 0.0 in "
                        + "one part of the run and -0.0 in another"}};
        for (String[] c : cases) {
            String expected = SampleRunner.run(plain, SAMPLE, "1", c[0]);
            assertEquals(expected, SampleRunner.run(woven, SAMPLE, "1", c[0]), c[0] + " on one processor");
            for (String grid : new String[] {"2", "3", "4", "7"}) {
                AssertionError refused = assertThrows(AssertionError.class,
                        () -> SampleRunner.run(woven, SAMPLE, grid, c[0]), c[0] + " on grid " + grid);
                assertEquals(IllegalStateException.class, refused.getCause().getClass(), c[0] + " on grid " + grid);
                assertThat(refused.getCause().getMessage(),
                        containsString("Java-DVM: org.javadvm.samples.zeros.Zeros." + c[1]));
            }
        }
    }
}
