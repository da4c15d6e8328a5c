package org.javadvm.weaver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The body of a parallel construct must be the loop nest over its bounds: shapes that mean it (while loops,
 * swapped tests, continue, inner breaks, handlers and locks inside the body, downward loops, recursion on parts of
 * the range) are woven and give the plain result on every grid; shapes that would run differently on a part of the
 * range than on the whole are refused, each with its method, line and reason.
 */
class NestShapeTest {
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
        assertEquals(1, SampleWeaving.compileAndWeave("samples-nest", 17, plain, woven).classesWoven());
        problems = SampleWeaving.problemsOf("samples-nest-bad", 17, work);
    }

    @Test
    void nestsWrittenInOtherWaysGiveThePlainResultOnEveryGrid() throws Exception {
        String expected = SampleRunner.run(plain, "org.javadvm.samples.nest.Shapes", "1");
        for (String grid : GRIDS) {
            assertEquals(expected, SampleRunner.run(woven, "org.javadvm.samples.nest.Shapes", grid), "grid " + grid);
        }
    }

    @Test
    void everyMisshapenBodyIsNamedWithItsLineAndReason() {
        String at = "Misshapen.java:%d: org.javadvm.bad.nest.Misshapen.%s: %s";
        String notTheNest = "the loop over dimension 0 is not for (int i = lo; i < hi; i++)";
        List<String> expected = List.of(
                String.format(at, 19, "stepsByTwo", "its loop over i steps by 2 from a start computed from lo whose "
                        + "remainder modulo 2 changes with lo: with lo = 0 it starts at 0, with lo = 1 at 1; a "
                        + "processor's part begins at its own lo"),
                String.format(at, 26, "startsAfterItsBound", notTheNest),
                String.format(at, 33, "includesItsUpperBound", notTheNest),
                String.format(at, 42, "scalesByItsRange", "reads its bounds lo and hi 2 times and 2 times"),
                String.format(at, 52, "returnsAtTheFirstMatch", "returns from inside its loop over i"),
                String.format(at, 62, "breaksAtANegative", "leaves its loop over i before the range ends"),
                String.format(at, 70, "assignsItsBound", "assigns its bound parameter hi"),
                String.format(at, 80, "changesItsVariable", "changes its loop variable i inside the loop"),
                String.format(at, 91, "catchesOutsideTheLoop", "catches exceptions of its loop over i outside the loop"),
                String.format(at, 98, "repeatsTheNest", "runs its loop nest inside another loop (line 98)"),
                String.format(at, 110, "loopsOneAfterTheOther", "the loops over i (line 107) and j (line 110) are not nested"),
                String.format(at, 117, "ignoresASecondDimension", "reads its bounds j0 and j1 never and never"),
                String.format(at, 126, "downwardAcrossUndeclared", "its loop over i runs downward, from hi - 1 to lo: an "
                        + "across loop's wavefront must run the same way; declare descending = {0}"),
                String.format(at, 133, "leavesWithAnExtraCondition", "leaves its loop over i before the range ends"));
        for (String problem : expected) {
            assertTrue(problems.stream().anyMatch(p -> p.startsWith(problem)),
                    problem + "\nnot among\n" + String.join("\n", problems));
        }
        assertEquals(expected.size(), problems.size(), problems.stream().collect(Collectors.joining("\n")));
    }
}
