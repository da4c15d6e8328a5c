package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * {@code @Redistribute}: the loops called after it partition by the new format, on the grid and under the grid
 * emulation; a new array in the field has the declared format; a redistribution inside a construct is refused.
 */
class RedistributeTest {
    static final int ROWS = 8;
    static final int COLUMNS = 6;
    /** Declared {BLOCK, WHOLE}: by rows. */
    static double[][] table;

    /** A loop over the rows of table (dimension 0) and one over its columns ({@code dims=1}), as the weaver writes them. */
    static final String ROW_LOOP = "kind=loop;name=test.Fixture.rows;src=Fixture.java:1;rank=1;tmpl=table;fmt=BW;off=0;"
            + "across=0;slots=0,0,0,0";
    static final String COLUMN_LOOP = "kind=loop;name=test.Fixture.columns;src=Fixture.java:2;rank=1;tmpl=table;fmt=BW;"
            + "off=0;dims=1;across=0;slots=0,0,0,0";
    static final String BY_COLUMNS = "array=table;fmt=WB;name=test.Fixture.byColumns;src=Fixture.java:3";
    static final String BY_ROWS = "array=table;fmt=BW;name=test.Fixture.byRows;src=Fixture.java:4";

    @AfterEach
    void restore() {
        Monitor.install(null);
        Team.configure("1");
    }

    /** The processor that ran each iteration of a loop over {@code n} indices. */
    private static int[] owners(String spec, int n) {
        int[] ranBy = new int[n];
        java.util.Arrays.fill(ranBy, -1);
        Woven.loop(spec, RedistributeTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                ranBy[i] = block.processor;
            }
        }, new int[] {0, n});
        return ranBy;
    }

    /** Processor of grid coordinate c along grid dimension 0, coordinate 0 along the others. */
    private static int processorAt(int c, int[] shape) {
        return shape.length > 1 ? c * shape[1] : c;
    }

    private static int[] blocks(int n, int[] shape) {
        int[] expected = new int[n];
        for (int i = 0; i < n; i++) {
            expected[i] = processorAt(TeamFixture.blockOwner(i, n, shape[0]), shape);
        }
        return expected;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void loopsPartitionByTheCurrentFormat(String grid) {
        Team.configure(grid);
        int[] shape = Team.get().shape();
        table = new double[ROWS][COLUMNS];
        int[] everyOnZero = new int[ROWS];
        assertArrayEquals(blocks(ROWS, shape), owners(ROW_LOOP, ROWS), "rows by rows on " + grid);
        assertArrayEquals(new int[COLUMNS], owners(COLUMN_LOOP, COLUMNS), "columns while by rows on " + grid);

        Woven.redistribute(BY_COLUMNS, RedistributeTest.class, null);
        assertArrayEquals(blocks(COLUMNS, shape), owners(COLUMN_LOOP, COLUMNS), "columns by columns on " + grid);
        assertArrayEquals(everyOnZero, owners(ROW_LOOP, ROWS), "rows while by columns on " + grid);

        Woven.redistribute(BY_ROWS, RedistributeTest.class, null);
        assertArrayEquals(blocks(ROWS, shape), owners(ROW_LOOP, ROWS), "rows by rows again on " + grid);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "2x2"})
    void theGridEmulationPartitionsByTheCurrentFormat(String grid) {
        int[] shape = Emulation.grid(grid).shape();
        table = new double[ROWS][COLUMNS];
        Monitor.install(new RecordingMonitor(null, Emulation.grid(grid)));
        Woven.redistribute(BY_COLUMNS, RedistributeTest.class, null);
        assertArrayEquals(blocks(COLUMNS, shape), owners(COLUMN_LOOP, COLUMNS), "emulated columns on " + grid);
        assertArrayEquals(new int[ROWS], owners(ROW_LOOP, ROWS), "emulated rows on " + grid);
    }

    @Test
    void aNewArrayInTheFieldHasTheDeclaredFormat() {
        Team.configure("2");
        table = new double[ROWS][COLUMNS];
        Woven.redistribute(BY_COLUMNS, RedistributeTest.class, null);
        table = new double[ROWS][COLUMNS];
        assertArrayEquals(blocks(ROWS, new int[] {2}), owners(ROW_LOOP, ROWS));
    }

    @Test
    void insideAConstructItIsRefusedNamingTheMethod() {
        Team.configure("2");
        table = new double[ROWS][COLUMNS];
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Woven.loop(ROW_LOOP,
                RedistributeTest.class, null, block -> Woven.redistribute(BY_COLUMNS, RedistributeTest.class, null),
                new int[] {0, ROWS}));
        assertThat(refused.getMessage(), containsString("test.Fixture.byColumns (Fixture.java:3) redistributes table "
                + "inside a parallel construct"));
        assertArrayEquals(new int[] {0, 0, 0, 0, 1, 1, 1, 1}, owners(ROW_LOOP, ROWS), "still by rows");
    }

    @Test
    void anUnallocatedArrayIsRefused() {
        table = null;
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> Woven.redistribute(BY_COLUMNS, RedistributeTest.class, null));
        assertEquals("test.Fixture.byColumns (Fixture.java:3) redistributes table, which is not allocated",
                refused.getMessage());
    }

    @Test
    void aSpecOfAnotherRankIsMalformed() {
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Woven.redistribute(
                "array=table;fmt=B;name=test.Fixture.x;src=Fixture.java:5", RedistributeTest.class, null));
        assertThat(refused.getMessage(), containsString("fmt has 1 dimensions, field table 2"));
    }
}
