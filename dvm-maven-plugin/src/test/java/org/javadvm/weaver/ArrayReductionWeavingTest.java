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

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reductions over arrays through the weaver: a program using them in its body and in a helper of another
 * class computes, woven for release, what its plain classes compute on every grid; the declarations that do
 * not fit are each reported against the construct, with the reason.
 */
class ArrayReductionWeavingTest {
    @TempDir
    static Path work;

    @ParameterizedTest
    @ValueSource(ints = {8, 17})
    void wovenRunEqualsPlainRunOnEveryGrid(int release) throws Exception {
        Path plain = work.resolve("plain" + release);
        Path woven = work.resolve("release" + release);
        SampleCompiler.compile(Paths.get("src/test/samples-arrays"), release, plain);
        WeaveReport report = new Weaver(WeaveMode.RELEASE).weave(plain, woven);
        assertEquals(1, report.constructsWoven(), "constructs woven");
        String expected = SampleRunner.run(plain, "org.javadvm.arrays.Histograms", "1");
        assertThat(expected, containsString("same=true"));
        for (String grid : new String[] {"1", "2", "3", "4", "2x2"}) {
            assertEquals(expected, SampleRunner.run(woven, "org.javadvm.arrays.Histograms", grid), "grid " + grid);
        }
    }

    @Test
    void misfitsAreReportedWithTheirReason() throws Exception {
        Path classes = work.resolve("bad");
        SampleCompiler.compile(Paths.get("src/test/samples-arrays-bad"), 17, classes);
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(classes, work.resolve("bad-out")));
        List<String> problems = failure.problems().stream().map(WeaveProblem::toString).collect(Collectors.toList());
        String prefix = "org.javadvm.arraysbad.ArrayMisfits.";
        assertThat(problems, hasItem(containsString(prefix + "twoDimensional: @Reduction var \"matrix\" is double[][]; "
                + "an array reduction needs a one-dimensional int, long, float or double array")));
        assertThat(problems, hasItem(containsString(prefix + "distributedArray: @Reduction var \"spread\" is a "
                + "distributed array")));
        assertThat(problems, hasItem(containsString(prefix + "located: @Reduction MAXLOC is not defined for the "
                + "array \"values\"")));
        assertThat(problems, hasItem(containsString(prefix + "grouped: @Reduction group is not supported for the "
                + "array \"values\"")));
        assertThat(problems, hasItem(containsString(prefix + "bitwiseOnDoubles: @Reduction AND is bitwise and needs "
                + "an int or long array; \"values\" is double[]")));
        assertThat(problems, hasItem(containsString(prefix + "strings: @Reduction var \"names\" is java.lang.String[]")));
        assertThat(problems, hasItem(containsString(prefix + "booleans: @Reduction var \"marks\" is boolean[]")));
        assertThat(problems, hasItem(containsString("ArrayMisfits.java:")));
        assertEquals(7, problems.size(), String.join("\n", problems));
    }
}
