package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @Redistribute}: the method starts by handing the run-time its spec, the loops called afterwards run where
 * the new distribution puts their iterations and the results are the plain program's on every grid; every misuse
 * is named with its method and line.
 */
class RedistributeWeavingTest {
    private static final String[] GRIDS = {"1", "2", "3", "4", "2x2"};
    private static final String CLASS = "org.javadvm.samples.redistribute.Transpose";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;
    private static List<String> problems;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-redistribute", 11, plain, woven).classesWoven());
        problems = SampleWeaving.problemsOf("samples-redistribute-bad", 17, work);
    }

    @Test
    void theMethodCarriesItsSpec() throws Exception {
        String text = new String(Files.readAllBytes(woven.resolve("org/javadvm/samples/redistribute/Transpose.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(text, containsString("array=table;fmt=WB;name=org.javadvm.samples.redistribute.Transpose.byColumns;"
                + "src=Transpose.java:50"));
        assertThat(text, containsString("array=table;fmt=BW;name=org.javadvm.samples.redistribute.Transpose.byRowsAgain;"
                + "src=Transpose.java:55"));
    }

    @Test
    void loopsRunWhereTheCurrentDistributionPutsThemAndGiveThePlainResults() throws Exception {
        String expected = SampleRunner.run(plain, CLASS, "1");
        String expectedSum = expected.substring(0, expected.indexOf('\n'));
        for (String grid : GRIDS) {
            String output = SampleRunner.run(woven, CLASS, grid);
            assertEquals(expectedSum, output.substring(0, output.indexOf('\n')), "sum on grid " + grid);
            int across = Integer.parseInt(grid.substring(0, 1));
            int step = grid.contains("x") ? 2 : 1; // on 2x2 grid dimension 0 is processors 0 and 2
            String[] lines = output.substring(output.indexOf('\n') + 1).split("\n");
            // rows by rows, columns by columns, rows by columns (processor 0 alone), rows by rows
            for (int i = 0; i < 12; i++) {
                assertEquals("row" + i + "=" + thread(step * owner(i, 12, across)), lines[i], grid);
                assertEquals("row" + i + "=" + thread(0), lines[22 + i], grid);
                assertEquals("row" + i + "=" + thread(step * owner(i, 12, across)), lines[34 + i], grid);
            }
            for (int j = 0; j < 10; j++) {
                assertEquals("column" + j + "=" + thread(step * owner(j, 10, across)), lines[12 + j], grid);
            }
        }
    }

    private static String thread(int processor) {
        return processor == 0 ? Thread.currentThread().getName() : "dvm-processor-" + processor;
    }

    private static int owner(int element, int extent, int processors) {
        for (int c = 0; c < processors - 1; c++) {
            if (element < (c + 1) * extent / processors) {
                return c;
            }
        }
        return processors - 1;
    }

    private static void assertReported(String message) {
        assertThat(problems, hasItem(containsString(message)));
    }

    @Test
    void everyMisuseIsNamedWithItsMethodAndLine() {
        String bad = "Remaps.java:%d: org.javadvm.bad.redistribute.Remaps.";
        assertReported(String.format(bad, 22) + "unknownArray: @Redistribute array \"missing\" is not a @Distributed field "
                + "of org.javadvm.bad.redistribute.Remaps");
        assertReported(String.format(bad, 26) + "notDistributed: @Redistribute array \"plain\" is not a @Distributed field");
        assertReported(String.format(bad, 30) + "wrongRank: @Redistribute format has 3 entries for \"table\" of rank 2");
        assertReported(String.format(bad, 34) + "alignedArray: @Redistribute array \"follower\" is aligned with \"table\": "
                + "an aligned array follows its template's distribution; redistribute \"table\" instead");
        assertReported(String.format(bad, 39) + "insideALoop: @Redistribute cannot annotate a parallel construct: a "
                + "distribution changes between constructs, never inside one");
        assertReported(String.format(bad, 43) + "staticOnInstance: a static @Redistribute method cannot redistribute the "
                + "instance array \"table\"");
        assertReported("columnsOfRowsOnly: @ParallelLoop runs along dimension 1 of \"rowsOnly\", WHOLE in its format "
                + "{BLOCK, WHOLE}, and along no BLOCK dimension: every iteration would run on one processor");
        assertReported(String.format(bad, 50) + "callsARedistribution: the parallel construct callsARedistribution calls "
                + "the @Redistribute method byColumns: a distribution changes between constructs, never inside one");
        assertEquals(8, problems.size(), String.join("\n", problems));
    }
}
