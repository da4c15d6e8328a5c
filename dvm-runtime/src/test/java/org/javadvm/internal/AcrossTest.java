package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** ACROSS loops: the wavefront reproduces the sequential sweep bit for bit. */
class AcrossTest {
    static final int ROWS = 23;
    static final int COLUMNS = 29;
    static double[][] a;
    static double change;
    /** Per element, the sweep that last updated it: checks the order of the updates directly. */
    static int[][] sweepOf;
    static double[] line;

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    private static double[][] start() {
        double[][] grid = new double[ROWS][COLUMNS];
        for (int i = 0; i < ROWS; i++) {
            for (int j = 0; j < COLUMNS; j++) {
                grid[i][j] = Math.sin(i * 0.37 + j * 0.11) + (i == 0 || j == 0 ? 5 : 0);
            }
        }
        return grid;
    }

    /** Gauss-Seidel: new values from i-1 and j-1, old ones from i+1 and j+1; the largest change as MAX. */
    private static void sweep(Block block, int sweep, AtomicInteger misordered) {
        double largest = block.doubles[0];
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            for (int j = block.lo[1]; j < block.hi[1]; j++) {
                if (sweepOf[i - 1][j] != sweep && i - 1 > 0 || sweepOf[i][j - 1] != sweep && j - 1 > 0
                        || sweepOf[i + 1][j] != sweep - 1 && i + 1 < ROWS - 1
                        || sweepOf[i][j + 1] != sweep - 1 && j + 1 < COLUMNS - 1) {
                    misordered.incrementAndGet();
                }
                double next = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + 1e-3 * a[i][j];
                largest = Math.max(largest, Math.abs(next - a[i][j]));
                a[i][j] = next;
                sweepOf[i][j] = sweep;
            }
        }
        block.doubles[0] = largest;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void gaussSeidelSweepsEqualTheSequentialOnes(String grid) {
        Team.configure(grid);
        a = start();
        sweepOf = new int[ROWS][COLUMNS];
        AtomicInteger misordered = new AtomicInteger();
        double[] sequentialChanges = new double[3];
        for (int s = 1; s <= 3; s++) {
            Block whole = new Block(0, 2, 0, 0, 0, 1);
            whole.lo[0] = 1;
            whole.hi[0] = ROWS - 1;
            whole.lo[1] = 1;
            whole.hi[1] = COLUMNS - 1;
            sweep(whole, s, misordered);
            sequentialChanges[s - 1] = whole.doubles[0];
        }
        double[][] expected = a;

        a = start();
        sweepOf = new int[ROWS][COLUMNS];
        Set<Integer> processors = ConcurrentHashMap.newKeySet();
        AtomicInteger tiles = new AtomicInteger();
        String spec = TeamFixture.loopSpec("a", "BB", "0,0", true, "0,0,0,1", "MAX,D,change,0,-");
        for (int s = 1; s <= 3; s++) {
            int sweep = s;
            change = 0;
            Woven.loop(spec, AcrossTest.class, null, block -> {
                processors.add(block.processor);
                tiles.incrementAndGet();
                sweep(block, sweep, misordered);
            }, new int[] {1, ROWS - 1, 1, COLUMNS - 1});
            assertEquals(sequentialChanges[s - 1], change, 0, "largest change of sweep " + s + " on " + grid);
        }
        assertEquals(0, misordered.get(), "updates out of the sequential dependence order on " + grid);
        for (int i = 0; i < ROWS; i++) {
            assertArrayEquals(expected[i], a[i], 0, "row " + i + " on " + grid);
        }
        int p = Team.get().size();
        assertEquals(p, processors.size(), "every processor owns a part of " + grid);
        if (p > 1) {
            assertThat("tiles: the last dimension is cut into ~4 chunks per processor", tiles.get(),
                    greaterThanOrEqualTo(3 * 4 * p));
        }
    }

    /** Rank 1: a running sum, each element depending on the one before; processors take turns. */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void rankOneAcrossLoopIsARunningSum(String grid) {
        Team.configure(grid);
        line = new double[50];
        double[] expected = new double[50];
        for (int i = 0; i < 50; i++) {
            line[i] = 1.0 / (i + 1);
            expected[i] = i == 0 ? line[i] : expected[i - 1] + line[i];
        }
        Woven.loop(TeamFixture.loopSpec("line", "B", "0", true, "0,0,0,0"), AcrossTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                line[i] += line[i - 1];
            }
        }, new int[] {1, 50});
        assertArrayEquals(expected, line, 0);
    }

    /**
     * The upper triangular sweep (NPB LU's buts): new values from i+1 and j+1, old ones from i-1 and j-1, the
     * nest running downward in both dimensions ({@code descending = {0, 1}}); or, with {@code rowsDown} only,
     * new values from i-1 and j+1 (rows upward, columns downward).
     */
    private static void backwardSweep(Block block, boolean rowsDown) {
        double sum = block.doubles[0];
        int iFirst = rowsDown ? block.hi[0] - 1 : block.lo[0];
        int iStep = rowsDown ? -1 : 1;
        for (int i = iFirst; i >= block.lo[0] && i < block.hi[0]; i += iStep) {
            for (int j = block.hi[1] - 1; j >= block.lo[1]; j--) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + 1e-3 * a[i][j];
                sum += a[i][j];
            }
        }
        block.doubles[0] = sum;
    }

    private static String descendingSpec(String desc) {
        return TeamFixture.loopSpec("a", "BB", "0,0", true, "0,0,0,1", "SUM,D,change,0,-")
                .replace(";across=1;", ";across=1;desc=" + desc + ";");
    }

    private static double[][] sequentialBackward(boolean rowsDown) {
        a = start();
        Block whole = new Block(0, 2, 0, 0, 0, 1);
        whole.lo[0] = 1;
        whole.hi[0] = ROWS - 1;
        whole.lo[1] = 1;
        whole.hi[1] = COLUMNS - 1;
        backwardSweep(whole, rowsDown);
        return a;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aDescendingAcrossLoopRunsItsWavefrontFromTheHighCorner(String grid) {
        for (boolean rowsDown : new boolean[] {true, false}) {
            double[][] expected = sequentialBackward(rowsDown);
            Team.configure(grid);
            a = start();
            change = 0;
            Woven.loop(descendingSpec(rowsDown ? "0,1" : "1"), AcrossTest.class, null,
                    block -> backwardSweep(block, rowsDown), new int[] {1, ROWS - 1, 1, COLUMNS - 1});
            for (int i = 0; i < ROWS; i++) {
                assertArrayEquals(expected[i], a[i], 0, "row " + i + " on " + grid + (rowsDown ? "" : ", rows upward"));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "4", "2x2"})
    void withoutDescendingTheUpperSweepTakesOldValuesAcrossProcessors(String grid) {
        double[][] expected = sequentialBackward(true);
        Team.configure(grid);
        a = start();
        Woven.loop(TeamFixture.loopSpec("a", "BB", "0,0", true, "0,0,0,1", "SUM,D,change,0,-"), AcrossTest.class,
                null, block -> backwardSweep(block, true), new int[] {1, ROWS - 1, 1, COLUMNS - 1});
        assertFalse(Arrays.deepEquals(expected, a), "an ascending wavefront cannot give the downward sweep on " + grid);
    }
}
