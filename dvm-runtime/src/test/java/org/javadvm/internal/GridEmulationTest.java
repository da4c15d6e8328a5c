package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The grid emulation computes the bits a release run computes on the same grid: same blocks, same partials,
 * same combination order, while every iteration is reported on the calling thread, processor after processor.
 */
class GridEmulationTest {
    static final int N = 997;
    static double[] line = new double[N];
    static double[] data = new double[N];
    static double[][] plane = new double[40][30];
    static double[][] cube = new double[6][50];
    static double[] eight = new double[8];
    static double total;
    static double[][] a;

    static {
        for (int i = 0; i < N; i++) {
            data[i] = (i % 3 == 0 ? 1e10 : 1) * (1 + Math.sin(i)) + 1e-7 * i; // the sum's bits depend on grouping
        }
        for (int i = 0; i < plane.length; i++) {
            for (int j = 0; j < plane[i].length; j++) {
                plane[i][j] = ((i + j) % 4 == 0 ? 3e9 : 0.7) * Math.cos(i * 0.3 + j);
            }
        }
    }

    private final List<String> events = new ArrayList<>();

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    private static final String LINE_SUM = TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1",
            "SUM,D,total,0,-");
    private static final String PLANE_SUM = TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,1",
            "SUM,D,total,0,-");
    /** A loop along the template's second dimension only: the first grid dimension replicates it. */
    private static final String COLUMN_SUM = PLANE_SUM.replace("rank=2", "rank=1").replace("off=0,0", "off=0")
            .replace(";across=", ";dims=1;across=");
    /** A loop along the BLOCK dimension of a WHOLE x BLOCK template. */
    private static final String WHOLE_BLOCK_SUM = TeamFixture.loopSpec("cube", "WB", "0", false, "0,0,0,1",
            "SUM,D,total,0,-").replace(";across=", ";dims=1;across=");

    private static final LoopBody LINE_BODY = block -> {
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            block.doubles[0] += data[i];
        }
    };
    private static final LoopBody PLANE_BODY = block -> {
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            for (int j = block.lo[1]; j < block.hi[1]; j++) {
                block.doubles[0] += plane[i][j];
            }
        }
    };
    private static final LoopBody COLUMN_BODY = block -> {
        for (int j = block.lo[0]; j < block.hi[0]; j++) {
            block.doubles[0] += plane[7][j] * 1e3 + data[j];
        }
    };

    /** The loop's result in a release run on {@code grid}. */
    private static double release(String grid, String spec, LoopBody body, int[] bounds) {
        Monitor.install(null);
        Team.configure(grid);
        total = 0.1;
        Woven.loop(spec, GridEmulationTest.class, null, body, bounds);
        return total;
    }

    /** The loop's result emulated on {@code grid}, the team itself a single processor. */
    private double emulated(Emulation emulation, String spec, LoopBody body, int[] bounds) {
        Team.configure("1");
        Monitor.install(new RecordingMonitor(null, emulation));
        total = 0.1;
        try {
            Woven.loop(spec, GridEmulationTest.class, null, body, bounds);
        } finally {
            Monitor.install(null);
        }
        return total;
    }

    @Test
    void everyLoopShapeGivesTheReleaseBitsOnEveryGrid() {
        Object[][] loops = {
            {"1-D", LINE_SUM, LINE_BODY, new int[] {3, N - 2}},
            {"2-D", PLANE_SUM, PLANE_BODY, new int[] {1, 39, 0, 30}},
            {"dims=1 on BB", COLUMN_SUM, COLUMN_BODY, new int[] {0, 30}},
            {"dims=1 on WB", WHOLE_BLOCK_SUM, LINE_BODY, new int[] {0, 50}},
        };
        for (Object[] loop : loops) {
            Set<Long> distinct = new HashSet<>();
            for (String grid : TeamFixture.GRIDS) {
                double release = release(grid, (String) loop[1], (LoopBody) loop[2], (int[]) loop[3]);
                double emulated = emulated(Emulation.grid(grid), (String) loop[1], (LoopBody) loop[2], (int[]) loop[3]);
                assertEquals(Double.doubleToRawLongBits(release), Double.doubleToRawLongBits(emulated),
                        loop[0] + " on grid " + grid + ": release " + release + ", emulated " + emulated);
                distinct.add(Double.doubleToRawLongBits(release));
            }
            // the grids give different bits: the test sees a wrong split or combination order
            assertThat(loop[0] + " results over the grids", distinct.size(), greaterThanOrEqualTo(2));
        }
    }

    @Test
    void theSequentialEmulationDiffersWhereTheGridsDo() {
        double sequential = emulated(Emulation.SEQUENTIAL, LINE_SUM, LINE_BODY, new int[] {3, N - 2});
        double onFour = emulated(Emulation.grid(4), LINE_SUM, LINE_BODY, new int[] {3, N - 2});
        assertEquals(release("1", LINE_SUM, LINE_BODY, new int[] {3, N - 2}), sequential, 0);
        assertNotEquals(sequential, onFour);
        assertEquals(release("4", LINE_SUM, LINE_BODY, new int[] {3, N - 2}), onFour, 0);
    }

    @Test
    void processorsRunTheirBlocksInOrderEachIterationReported() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid("2x2"));
        Monitor.install(recorder);
        List<String> blocks = new ArrayList<>();
        Thread caller = Thread.currentThread();
        double[][] small = plane;
        plane = new double[4][4];
        try {
            Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"), GridEmulationTest.class, null,
                    block -> {
                        assertEquals(caller, Thread.currentThread());
                        blocks.add(block.processor + ":" + block.lo[0] + "," + block.lo[1]);
                    }, new int[] {0, 4, 1, 4});
        } finally {
            plane = small;
        }
        assertThat(blocks, contains("0:0,1", "0:1,1", "1:0,2", "1:0,3", "1:1,2", "1:1,3", "2:2,1", "2:3,1",
                "3:2,2", "3:2,3", "3:3,2", "3:3,3"));
        assertThat(recorder.events.subList(0, 8), contains("start test.Fixture.loop [0, 4, 1, 4]",
                "p0 [0, 1][2, 2]", "it [0, 1]", "end-it", "it [1, 1]", "end-it", "p-end", "p1 [0, 2][2, 4]"));
        assertEquals("end", recorder.events.get(recorder.events.size() - 1));
    }

    @Test
    void boundaryIterationsAreTakenPerProcessorBlock() {
        RecordingMonitor recorder = new RecordingMonitor(
                new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES), Emulation.grid(2));
        Monitor.install(recorder);
        List<String> calls = new ArrayList<>();
        LoopBody body = block -> calls.add("checked " + block.lo[0] + "-" + block.hi[0]);
        LoopBody plain = block -> calls.add("plain " + block.lo[0] + "-" + block.hi[0]);
        Woven.loop(TeamFixture.loopSpec("eight", "B", "0", false, "0,0,0,0"), GridEmulationTest.class, null, body,
                plain, new int[] {0, 8});
        assertThat(recorder.events, contains("start test.Fixture.loop [0, 8]", "p0 [0][4]", "it [0]", "end-it",
                "u [1][3]", "u-end", "it [3]", "end-it", "p-end", "p1 [4][8]", "it [4]", "end-it", "u [5][7]",
                "u-end", "it [7]", "end-it", "p-end", "end"));
        assertThat(calls, contains("checked 0-1", "plain 1-3", "checked 3-4", "checked 4-5", "plain 5-7",
                "checked 7-8"));
    }

    @Test
    void aFailingProcessorStopsAloneAndTheReductionsAreWritten() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(2));
        Monitor.install(recorder);
        total = 100;
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("eight", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-"),
                GridEmulationTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        block.doubles[0] += i;
                        if (i == 1) {
                            throw new IllegalStateException("boom at 1");
                        }
                    }
                }, new int[] {0, 8}));
        assertEquals("boom at 1", failure.getMessage());
        assertEquals(100 + 0 + 1 + 4 + 5 + 6 + 7, total, 0);
        assertThat(recorder.events, contains("start test.Fixture.loop [0, 8]", "p0 [0][4]", "it [0]", "end-it",
                "it [1]", "end-it", "p-end", "p1 [4][8]", "it [4]", "end-it", "it [5]", "end-it", "it [6]", "end-it",
                "it [7]", "end-it", "p-end", "rv total=123.0", "end"));
    }

    @Test
    void aConstructNestedInAnIterationRunsWholeOnThatProcessor() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(2));
        Monitor.install(recorder);
        List<String> inner = new ArrayList<>();
        String spec = TeamFixture.loopSpec("eight", "B", "0", false, "0,0,0,0");
        Woven.loop(spec, GridEmulationTest.class, null, outer -> {
            if (outer.lo[0] == 5) {
                Woven.loop(spec, GridEmulationTest.class, null,
                        block -> inner.add(block.processor + ":" + block.lo[0]), new int[] {0, 3});
            }
        }, new int[] {0, 8});
        assertThat(inner, contains("1:0", "1:1", "1:2"));
        List<String> processors = recorder.events.stream().filter(e -> e.startsWith("p"))
                .collect(Collectors.toList());
        assertThat(processors, contains("p0 [0][4]", "p-end", "p1 [4][8]", "p1 [0][3]", "p-end", "p-end"));
    }

    private static final int ROWS = 23;
    private static final int COLUMNS = 29;

    private static double[][] start() {
        double[][] grid = new double[ROWS][COLUMNS];
        for (int i = 0; i < ROWS; i++) {
            for (int j = 0; j < COLUMNS; j++) {
                grid[i][j] = Math.sin(i * 0.37 + j * 0.11) * ((i * j) % 5 == 0 ? 1e8 : 1) + (i == 0 ? 5 : 0);
            }
        }
        return grid;
    }

    /** Gauss-Seidel (new values from i-1 and j-1, old from i+1 and j+1), the new values summed. */
    private static final LoopBody SWEEP = block -> {
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            for (int j = block.lo[1]; j < block.hi[1]; j++) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + 1e-3 * a[i][j];
                block.doubles[0] += a[i][j];
            }
        }
    };

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void anAcrossLoopRunsEachProcessorsTilesInTheReleaseOrder(String grid) {
        String spec = TeamFixture.loopSpec("a", "BB", "0,0", true, "0,0,0,1", "SUM,D,total,0,-");
        int[] bounds = {1, ROWS - 1, 1, COLUMNS - 1};
        a = start();
        double release = release(grid, spec, SWEEP, bounds);
        double[][] releaseArray = a;
        a = start();
        double emulated = emulated(Emulation.grid(grid), spec, SWEEP, bounds);
        for (int i = 0; i < ROWS; i++) {
            assertArrayEquals(releaseArray[i], a[i], 0, "row " + i + " on grid " + grid);
        }
        assertEquals(Double.doubleToRawLongBits(release), Double.doubleToRawLongBits(emulated),
                "sum on grid " + grid + ": release " + release + ", emulated " + emulated);
        if (grid.equals("2")) {
            // each processor's block row-major would give other bits: the tile order matters
            a = start();
            Block top = new Block(0, 2, 0, 0, 0, 1);
            Block bottom = new Block(1, 2, 0, 0, 0, 1);
            top.doubles[0] = 0.1;
            top.lo[0] = 1;
            top.hi[0] = 11;
            bottom.lo[0] = 11;
            bottom.hi[0] = ROWS - 1;
            top.lo[1] = bottom.lo[1] = 1;
            top.hi[1] = bottom.hi[1] = COLUMNS - 1;
            SWEEP.run(top);
            SWEEP.run(bottom);
            assertNotEquals(top.doubles[0] + bottom.doubles[0], emulated);
        }
    }

    /** The upper triangular sweep: new values from i+1 and j+1, the nest running downward in both dimensions. */
    private static final LoopBody BACKWARD_SWEEP = block -> {
        for (int i = block.hi[0] - 1; i >= block.lo[0]; i--) {
            for (int j = block.hi[1] - 1; j >= block.lo[1]; j--) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + 1e-3 * a[i][j];
                block.doubles[0] += a[i][j];
            }
        }
    };

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aDescendingAcrossLoopIsEmulatedFromTheHighCornerWithTheReleaseBits(String grid) {
        String spec = TeamFixture.loopSpec("a", "BB", "0,0", true, "0,0,0,1", "SUM,D,total,0,-")
                .replace(";across=1;", ";across=1;desc=0,1;");
        int[] bounds = {1, ROWS - 1, 1, COLUMNS - 1};
        a = start();
        double release = release(grid, spec, BACKWARD_SWEEP, bounds);
        double[][] releaseArray = a;
        a = start();
        Team.configure("1");
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(grid));
        Monitor.install(recorder);
        total = 0.1;
        try {
            Woven.loop(spec, GridEmulationTest.class, null, BACKWARD_SWEEP, bounds);
        } finally {
            Monitor.install(null);
        }
        for (int i = 0; i < ROWS; i++) {
            assertArrayEquals(releaseArray[i], a[i], 0, "row " + i + " on grid " + grid);
        }
        assertEquals(Double.doubleToRawLongBits(release), Double.doubleToRawLongBits(total),
                "sum on grid " + grid + ": release " + release + ", emulated " + total);
        List<String> iterations = recorder.events.stream().filter(e -> e.startsWith("it ")).collect(Collectors.toList());
        assertEquals("it [" + (ROWS - 2) + ", " + (COLUMNS - 2) + "]", iterations.get(0), "the first iteration on " + grid);
        assertEquals("it [1, 1]", iterations.get(iterations.size() - 1), "the last iteration on " + grid);
    }

    @Test
    void anAcrossLoopWithBoundaryIterationsChecksEachProcessorBlocksFacesAndKeepsTheReleaseBits() {
        String spec = TeamFixture.loopSpec("a", "BB", "0,0", true, "0,0,0,1", "SUM,D,total,0,-");
        int[] bounds = {1, ROWS - 1, 1, COLUMNS - 1};
        a = start();
        double release = release("2", spec, SWEEP, bounds);
        double[][] releaseArray = a;
        a = start();
        RecordingMonitor recorder = new RecordingMonitor(
                new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES), Emulation.grid(2));
        Monitor.install(recorder);
        total = 0.1;
        Woven.loop(spec, GridEmulationTest.class, null, SWEEP, SWEEP, bounds);
        Monitor.install(null);
        for (int i = 0; i < ROWS; i++) {
            assertArrayEquals(releaseArray[i], a[i], 0, "row " + i);
        }
        assertEquals(Double.doubleToRawLongBits(release), Double.doubleToRawLongBits(total));
        // processor 0 owns rows 1..10, processor 1 rows 11..21: the faces of each block are checked
        Set<String> expected = new HashSet<>();
        for (int[] block : new int[][] {{1, 11}, {11, ROWS - 1}}) {
            for (int i = block[0]; i < block[1]; i++) {
                for (int j = 1; j < COLUMNS - 1; j++) {
                    if (i == block[0] || i == block[1] - 1 || j == 1 || j == COLUMNS - 2) {
                        expected.add("it [" + i + ", " + j + "]");
                    }
                }
            }
        }
        Set<String> checked = recorder.events.stream().filter(e -> e.startsWith("it "))
                .collect(Collectors.toSet());
        assertEquals(expected, checked);
        assertEquals(expected.size(), recorder.events.stream().filter(e -> e.startsWith("it ")).count());
    }

    private static final String TASK_SUM = TeamFixture.taskSpec("0,0,0,1", "SUM,D,total,0,-");

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void taskRegionsAndTheLoopsTheirTasksCallGiveTheReleaseBits(String grid) {
        LoopBody manyTasks = task -> {
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                for (int i = t * 100; i < t * 100 + 100; i++) {
                    task.doubles[0] += data[i];
                }
            }
        };
        double release = release(grid, TASK_SUM, manyTasks, new int[] {0, 9});
        double emulated = emulated(Emulation.grid(grid), TASK_SUM, manyTasks, new int[] {0, 9});
        assertEquals(Double.doubleToRawLongBits(release), Double.doubleToRawLongBits(emulated), "9 tasks on " + grid);

        // two tasks on a larger grid: each gets a sub-group over which the loop it calls is split
        LoopBody twoTasks = task -> {
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                task.doubles[0] += t * 1e12;
                Woven.loop(LINE_SUM, GridEmulationTest.class, null, LINE_BODY, new int[] {t, N - t});
            }
        };
        release = release(grid, TASK_SUM, twoTasks, new int[] {0, 2});
        emulated = emulated(Emulation.grid(grid), TASK_SUM, twoTasks, new int[] {0, 2});
        assertEquals(Double.doubleToRawLongBits(release), Double.doubleToRawLongBits(emulated), "2 tasks on " + grid);
    }

    @Test
    void aTaskWithASubGroupSplitsItsLoopOverIt() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(4));
        Monitor.install(recorder);
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), GridEmulationTest.class, null, task -> Woven.loop(
                TeamFixture.loopSpec("eight", "B", "0", false, "0,0,0,0"), GridEmulationTest.class, null, block -> { },
                new int[] {0, 8}), new int[] {0, 2});
        List<String> processors = recorder.events.stream().filter(e -> e.startsWith("p") || e.startsWith("group"))
                .collect(Collectors.toList());
        // each task's part names its group, whose members all run the task's own code on a real grid
        assertThat(processors, contains("p0 [0][1]", "group [0, 1]", "p0 [0][4]", "p-end", "p1 [4][8]", "p-end",
                "p-end", "p2 [1][2]", "group [2, 3]", "p2 [0][4]", "p-end", "p3 [4][8]", "p-end", "p-end"));
    }

    @Test
    void badGridsAndAMissingEmulationAreRefusedClearly() {
        IllegalArgumentException grid = assertThrows(IllegalArgumentException.class, () -> Emulation.grid("2x0"));
        assertThat(grid.getMessage(), containsString("emulated grid=2x0 is not a processor grid"));
        assertThrows(IllegalArgumentException.class, () -> Emulation.grid(0));
        assertEquals("grid 2x2", Emulation.grid(2, 2).toString());
        assertArrayEquals(new int[] {2, 2}, Emulation.grid("2x2").shape());

        Monitor.install(new RecordingMonitor(null, null));
        IllegalStateException missing = assertThrows(IllegalStateException.class, () -> Woven.loop(LINE_SUM,
                GridEmulationTest.class, null, LINE_BODY, new int[] {0, 3}));
        assertThat(missing.getMessage(), containsString("RecordingMonitor.emulation() returned null for "
                + "test.Fixture.loop (Fixture.java:1)"));
    }
}
