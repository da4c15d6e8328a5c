package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @ParallelLoop(dims)}: the mapping reaches the spec (with the alignment offset of the mapped dimension),
 * woven loops along non-leading dimensions give the plain results on every grid, and every misuse is named.
 */
class LoopDimsWeavingTest {
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
        assertEquals(1, SampleWeaving.compileAndWeave("samples-dims", 11, plain, woven).classesWoven());
        problems = SampleWeaving.problemsOf("samples-dims-bad", 17, work);
    }

    private static String wovenText() throws Exception {
        return new String(Files.readAllBytes(woven.resolve("org/javadvm/samples/dims/Columns.class")),
                StandardCharsets.ISO_8859_1);
    }

    @Test
    void theSpecSaysWhichTemplateDimensionEachLoopDimensionRunsAlong() throws Exception {
        String text = wovenText();
        assertThat(text, containsString("Columns.fill;src=Columns.java:24;rank=1;tmpl=c;fmt=WB;off=0;dims=1;across=0;"));
        // offset 1 plus d's alignment offset along dimension 1 (not dimension 0's, which is 0)
        assertThat(text, containsString("Columns.shifted;src=Columns.java:34;rank=1;tmpl=c;fmt=WB;off=2;dims=1;across=0;"));
        assertThat(text, containsString("Columns.transposed;src=Columns.java:44;rank=2;tmpl=m;fmt=BB;off=0,0;dims=1,0;"));
    }

    @Test
    void wovenLoopsAlongNonLeadingDimensionsGiveThePlainResults() throws Exception {
        String expected = SampleRunner.run(plain, "org.javadvm.samples.dims.Columns", "1");
        assertThat(expected, not(containsString("total=0.0")));
        for (String grid : GRIDS) {
            String first = SampleRunner.run(woven, "org.javadvm.samples.dims.Columns", grid);
            assertEquals(first, SampleRunner.run(woven, "org.javadvm.samples.dims.Columns", grid),
                    "not deterministic on " + grid);
            WeaverSamplesTest.assertSameResults(expected, first, "Columns on grid " + grid);
        }
    }

    private static void assertReported(String memberAndMessage) {
        assertThat(problems, hasItem(containsString(memberAndMessage)));
    }

    @Test
    void everyMisuseOfDimsIsNamedWithItsMember() {
        String at = "org.javadvm.bad.dims.DimsMisfits.";
        assertReported(at + "beyondTheArray: @ParallelLoop dims = {2} names dimension 2 of \"c\", which has dimensions 0 to 1");
        assertReported(at + "negativeDimension: @ParallelLoop dims = {-1} names dimension -1 of \"c\"");
        assertReported(at + "sameDimensionTwice: @ParallelLoop dims = {1, 1} names dimension 1 of \"m\" twice");
        assertReported(at + "rankDisagrees: @ParallelLoop dims = {1} maps 1 loop dimension, but rank says 2");
        assertReported(at + "moreDimensionsThanTheArray: @ParallelLoop dims = {1, 0, 1} maps 3 loop dimensions onto \"c\" of rank 2");
        assertReported(at + "onlyAlongWhole: @ParallelLoop runs along dimension 0 of \"c\", WHOLE in its format {WHOLE, BLOCK}, "
                + "and along no BLOCK dimension: every iteration would run on one processor; map a loop dimension onto "
                + "BLOCK dimension 1 with dims");
        assertReported(at + "leadingDimensionIsWhole: @ParallelLoop runs along dimension 0 of \"c\"");
        assertReported(at + "offsetPerArrayDimension: @ParallelLoop offset has 2 entries for a loop of rank 1");
        assertReported(at + "boundsForOneDimension: @ParallelLoop of rank 2 needs 4 leading int parameters");
        assertEquals(9, problems.size(), String.join("\n", problems));
    }

    @Test
    void problemsCarryFileAndLine() {
        assertReported("DimsMisfits.java:20: org.javadvm.bad.dims.DimsMisfits.beyondTheArray");
    }
}
