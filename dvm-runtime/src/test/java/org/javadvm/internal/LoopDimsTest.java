package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.greaterThan;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Loops along non-leading dimensions of their template ({@code dims=} in the spec, DVM's {@code ON a(*, k)}):
 * the loop dimension takes the cut of the template dimension it runs along, every iteration runs once, on
 * the owner of its element, and the result is the sequential one.
 */
class LoopDimsTest {
    static double[][] columns = new double[2][11];
    static double[][] square = new double[9][7];
    static int[][][] cube = new int[5][2][6];
    static double[][] plate = new double[9][10];

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    private static String spec(String template, String format, String offsets, String dims, boolean across) {
        String leading = TeamFixture.loopSpec(template, format, offsets, across, "0,0,0,0");
        return leading.replace(";across=", ";dims=" + dims + ";across=");
    }

    @Test
    void theMappingIsParsedWithItsInverse() {
        ConstructSpec spec = ConstructSpec.of(spec("cube", "BWB", "0,-1", "2,0", false), LoopDimsTest.class);
        assertArrayEquals(new int[] {2, 0}, spec.dims);
        assertArrayEquals(new int[] {1, -1, 0}, spec.loopDims, "template dimension 1 is * for the loop");
        assertArrayEquals(new int[] {0, -1}, spec.offset);
        assertArrayEquals(spec.dims, spec.info.dims);
        assertArrayEquals(spec.loopDims, spec.info.loopDims);
    }

    @Test
    void withoutDimsTheLoopRunsAlongTheLeadingDimensions() {
        ConstructSpec spec = ConstructSpec.of(TeamFixture.loopSpec("cube", "BWB", "0", false, "0,0,0,0"),
                LoopDimsTest.class);
        assertArrayEquals(new int[] {0}, spec.dims);
        assertArrayEquals(new int[] {0, -1, -1}, spec.loopDims);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=cube;fmt=BWB;off=0,0;dims=1;across=0;slots=0,0,0,0|dims has 1 values for rank 2",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=cube;fmt=BWB;off=0;dims=3;across=0;slots=0,0,0,0|template dimension 3 of 3",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=cube;fmt=BWB;off=0;dims=-1;across=0;slots=0,0,0,0|template dimension -1 of 3",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=cube;fmt=BWB;off=0,0;dims=2,2;across=0;slots=0,0,0,0|dimension 2 twice",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=cube;fmt=BWB;off=0;dims=x;across=0;slots=0,0,0,0|dims 'x' is not a number",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=cube;fmt=BWB;off=0;across=0;dims=1;slots=0,0,0,0|expected slots=",
        "kind=task;name=x.y;src=X.java:1;rank=1;dims=0;slots=0,0,0,0|expected slots=",
    })
    void aMalformedMappingIsRejected(String spec, String why) {
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> ConstructSpec.of(spec, LoopDimsTest.class));
        assertThat(failure.getMessage(), allOf(containsString("malformed Java-DVM construct spec"),
                containsString(why)));
    }

    /**
     * A loop over the columns of a {WHOLE, BLOCK} array, shifted by offset -1: column k runs on the owner of
     * column k - 1; the columns are cut over grid dimension 0, and on 2x2 grid dimension 1 replicates.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void columnsOfAWholeBlockArrayRunOnTheirOwners(String shape) {
        Team.configure(shape);
        int[] grid = Team.get().shape();
        int[] ranBy = new int[11];
        int[] count = new int[11];
        Set<Integer> processors = ConcurrentHashMap.newKeySet();
        Woven.loop(spec("columns", "WB", "-1", "1", false), LoopDimsTest.class, null, block -> {
            processors.add(block.processor);
            for (int k = block.lo[0]; k < block.hi[0]; k++) {
                ranBy[k] = block.processor;
                count[k]++;
            }
        }, new int[] {1, 11});
        int replicas = grid.length > 1 ? grid[1] : 1;
        for (int k = 1; k < 11; k++) {
            assertEquals(1, count[k], "column " + k + " on " + shape);
            assertEquals(TeamFixture.blockOwner(k - 1, 11, grid[0]) * replicas, ranBy[k],
                    "owner of column " + k + " on " + shape);
        }
        assertEquals(Math.min(grid[0], 10), processors.size(), "processors running columns on " + shape);
    }

    /**
     * The 2x2 case: the loop runs along template dimension 1 only of a {BLOCK, BLOCK} array. Grid dimension 1
     * cuts the columns; grid dimension 0 carries template dimension 0, which the loop does not map, so only its
     * coordinate 0 runs: processors 0 and 1, every column once.
     */
    @Test
    void onATwoByTwoGridTheUnmappedBlockDimensionDoesNotRunIterationsTwice() {
        Team.configure("2x2");
        int[] ranBy = new int[7];
        int[] count = new int[7];
        double[][] expected = new double[9][7];
        for (int i = 0; i < 9; i++) {
            for (int k = 0; k < 7; k++) {
                square[i][k] = i + k;
                expected[i][k] = 2 * (i + k) + 1;
            }
        }
        Woven.loop(spec("square", "BB", "0", "1", false), LoopDimsTest.class, null, block -> {
            for (int k = block.lo[0]; k < block.hi[0]; k++) {
                ranBy[k] = block.processor;
                count[k]++;
                for (int i = 0; i < 9; i++) {
                    square[i][k] = 2 * square[i][k] + 1; // twice would be 4x + 3
                }
            }
        }, new int[] {0, 7});
        for (int k = 0; k < 7; k++) {
            assertEquals(1, count[k], "column " + k);
            assertEquals(TeamFixture.blockOwner(k, 7, 2), ranBy[k], "owner of column " + k);
        }
        for (int i = 0; i < 9; i++) {
            assertArrayEquals(expected[i], square[i], "row " + i);
        }
    }

    /** dims = {2, 0} on a {BLOCK, WHOLE, BLOCK} cube: iteration (k, i) runs on the owner of element (i, *, k). */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "2x2", "2x3"})
    void permutedDimensionsFollowTheirTemplateDimensions(String shape) {
        Team.configure(shape);
        int[] grid = Team.get().shape();
        int[][] ranBy = new int[6][5];
        int[][] count = new int[6][5];
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        Woven.loop(spec("cube", "BWB", "0,0", "2,0", false), LoopDimsTest.class, null, block -> {
            threads.add(Thread.currentThread());
            for (int k = block.lo[0]; k < block.hi[0]; k++) {
                for (int i = block.lo[1]; i < block.hi[1]; i++) {
                    ranBy[k][i] = block.processor;
                    count[k][i]++;
                }
            }
        }, new int[] {0, 6, 0, 5});
        for (int k = 0; k < 6; k++) {
            for (int i = 0; i < 5; i++) {
                assertEquals(1, count[k][i], "iteration " + k + "," + i + " on " + shape);
                // template dimension 0 (loop dimension 1) meets grid dimension 0, dimension 2 (loop 0) grid dimension 1
                int c0 = TeamFixture.blockOwner(i, 5, grid[0]);
                int c1 = grid.length > 1 ? TeamFixture.blockOwner(k, 6, grid[1]) : 0;
                int owner = grid.length > 1 ? c0 * grid[1] + c1 : c0;
                assertEquals(owner, ranBy[k][i], "owner of iteration " + k + "," + i + " on " + shape);
            }
        }
        if (Team.get().size() > 1) {
            assertThat("threads used on " + shape, threads.size(), greaterThan(1));
        }
    }

    /**
     * ACROSS along the mapped dimension: a running sum along each row of a {WHOLE, BLOCK} array, column k
     * reading the new column k - 1, equals the sequential sum bit for bit.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void anAcrossLoopAlongTheMappedDimensionIsSequentiallyExact(String shape) {
        Team.configure(shape);
        double[][] expected = new double[2][11];
        for (int r = 0; r < 2; r++) {
            for (int k = 0; k < 11; k++) {
                columns[r][k] = 1.0 / (1 + r + k);
                expected[r][k] = columns[r][k] + (k > 0 ? expected[r][k - 1] : 0);
            }
        }
        Woven.loop(spec("columns", "WB", "0", "1", true), LoopDimsTest.class, null, block -> {
            for (int k = block.lo[0]; k < block.hi[0]; k++) {
                for (int r = 0; r < 2; r++) {
                    columns[r][k] += columns[r][k - 1];
                }
            }
        }, new int[] {1, 11});
        for (int r = 0; r < 2; r++) {
            assertArrayEquals(expected[r], columns[r], "row " + r + " on " + shape);
        }
    }

    /**
     * Gauss-Seidel swept column by column (dims = {1, 0}, ACROSS): iteration (j, i) reads the new (i - 1, j) and
     * (i, j - 1) and the old (i + 1, j) and (i, j + 1), distances non-negative in both loop dimensions; the
     * wavefront over the loop's own dimensions reproduces the sequential sweep bit for bit.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aTransposedAcrossSweepIsSequentiallyExact(String shape) {
        Team.configure(shape);
        double[][] expected = new double[9][10];
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 10; j++) {
                plate[i][j] = expected[i][j] = (i * 7 + j * 3) % 5 + (i == 0 ? 10 : 0);
            }
        }
        for (int j = 1; j < 9; j++) {
            for (int i = 1; i < 8; i++) {
                expected[i][j] = (expected[i - 1][j] + expected[i + 1][j] + expected[i][j - 1] + expected[i][j + 1]) / 4;
            }
        }
        Woven.loop(spec("plate", "BB", "0,0", "1,0", true), LoopDimsTest.class, null, block -> {
            for (int j = block.lo[0]; j < block.hi[0]; j++) {
                for (int i = block.lo[1]; i < block.hi[1]; i++) {
                    plate[i][j] = (plate[i - 1][j] + plate[i + 1][j] + plate[i][j - 1] + plate[i][j + 1]) / 4;
                }
            }
        }, new int[] {1, 9, 1, 8});
        for (int i = 0; i < 9; i++) {
            assertArrayEquals(expected[i], plate[i], "row " + i + " on " + shape);
        }
    }
}
