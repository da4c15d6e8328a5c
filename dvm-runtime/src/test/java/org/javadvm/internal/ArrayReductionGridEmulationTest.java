package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Reductions over arrays under the grid emulation: every emulated processor accumulates into its own copy from
 * the operator's identity, the copies are combined in processor order and then with the array's values before
 * the construct, so the array ends with the bits a release run on that grid gives (floating-point sums whose bits
 * differ between grids), for loops and task regions; nothing is said on stderr.
 */
class ArrayReductionGridEmulationTest {
    static final int N = 203;
    static final int BINS = 5;
    static double[] template = new double[N];
    static double[] eight = new double[8];
    static double[][] plane = new double[12][17];
    static double[] data = new double[N];
    static double[] sums = new double[BINS];
    static int[] counts = new int[BINS];
    static long[] largest = new long[BINS];

    static {
        for (int i = 0; i < N; i++) {
            data[i] = (i % 3 == 0 ? 1e10 : 1) * (1 + Math.sin(i)) + 1e-7 * i; // the sum's bits depend on grouping
        }
    }

    /** The histogram a body fills: the processor's copy when it has one, else the array itself (in place). */
    private static Object bins(Block block, Object field) {
        return block.objects.length > 0 && block.objects[0] != null ? block.objects[0] : field;
    }

    private static final LoopBody LINE = block -> {
        double[] bins = (double[]) bins(block, sums);
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            bins[(i * 7) % BINS] += data[i];
        }
    };

    private static final LoopBody PLANE = block -> {
        double[] bins = (double[]) bins(block, sums);
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            for (int j = block.lo[1]; j < block.hi[1]; j++) {
                bins[(i + 3 * j) % BINS] += data[i * 17 + j];
            }
        }
    };

    /** One task per call: task t adds its stripe of the data. */
    private static final LoopBody TASKS = block -> {
        double[] bins = (double[]) bins(block, sums);
        for (int t = block.lo[0]; t < block.hi[0]; t++) {
            for (int i = t; i < N; i += 7) {
                bins[i % BINS] += data[i];
            }
        }
    };

    private static final String LINE_SPEC = TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1",
            "SUM,A,sums,0,-");
    private static final String PLANE_SPEC = TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0,1",
            "SUM,A,sums,0,-");
    private static final String TASK_SPEC = TeamFixture.taskSpec("0,0,0,0,1", "SUM,A,sums,0,-");

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    private static void start() {
        for (int b = 0; b < BINS; b++) {
            sums[b] = 0.25 * b - 1e9; // a start left out or counted twice changes the bits
        }
    }

    private static void construct(String spec, LoopBody body, int[] bounds) {
        Woven.loop(spec, ArrayReductionGridEmulationTest.class, null, body, bounds);
    }

    private static double[] release(String grid, String spec, LoopBody body, int[] bounds) {
        Monitor.install(null);
        Team.configure(grid);
        start();
        double[] array = sums;
        construct(spec, body, bounds);
        assertEquals(array, sums);
        return sums.clone();
    }

    private static double[] emulated(Emulation emulation, String spec, LoopBody body, int[] bounds,
                                     RecordingMonitor monitor) {
        Team.configure("1");
        Monitor.install(monitor);
        start();
        double[] array = sums;
        try {
            construct(spec, body, bounds);
        } finally {
            Monitor.install(null);
        }
        assertEquals(array, sums, "the result goes into the array the field holds, in place");
        return sums.clone();
    }

    private static long[] bits(double[] values) {
        return Arrays.stream(values).mapToLong(Double::doubleToRawLongBits).toArray();
    }

    @Test
    void everyGridGivesTheReleaseBitsInTheArrayAndNothingOnStderr() {
        Object[][] constructs = {
            {"1-D loop", LINE_SPEC, LINE, new int[] {2, N - 1}},
            {"2-D loop", PLANE_SPEC, PLANE, new int[] {0, 11, 1, 17}},
            {"task region", TASK_SPEC, TASKS, new int[] {0, 7}},
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            for (Object[] construct : constructs) {
                Set<List<Long>> distinct = new HashSet<>();
                for (String grid : TeamFixture.GRIDS) {
                    long[] release = bits(release(grid, (String) construct[1], (LoopBody) construct[2],
                            (int[]) construct[3]));
                    RecordingMonitor monitor = new RecordingMonitor(null, Emulation.grid(grid));
                    long[] emulated = bits(emulated(Emulation.grid(grid), (String) construct[1],
                            (LoopBody) construct[2], (int[]) construct[3], monitor));
                    assertArrayEquals(release, emulated, construct[0] + " on grid " + grid);
                    distinct.add(Arrays.stream(release).boxed().collect(Collectors.toList()));
                }
                // the grids give different bits: the test sees a copy shared, a wrong order or a start lost
                assertThat(construct[0] + " results over the grids", distinct.size(), greaterThanOrEqualTo(2));
            }
        } finally {
            System.setErr(saved);
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everyProcessorRunsItsOwnBlockIntoItsOwnCopy() {
        List<Object> copies = new ArrayList<>();
        List<String> blocks = new ArrayList<>();
        LoopBody body = block -> {
            Object copy = block.objects[0];
            if (!copies.contains(copy)) {
                copies.add(copy);
            }
            blocks.add(block.processor + ":" + block.lo[0]);
            LINE.run(block);
        };
        RecordingMonitor monitor = new RecordingMonitor(null, Emulation.grid(4));
        emulated(Emulation.grid(4), LINE_SPEC.replace("tmpl=template", "tmpl=eight"), body, new int[] {0, 8}, monitor);
        assertEquals(4, copies.size(), "one copy per processor");
        for (Object copy : copies) {
            assertNotSame(sums, copy);
        }
        assertEquals(List.of("0:0", "0:1", "1:2", "1:3", "2:4", "2:5", "3:6", "3:7"), blocks);
        List<String> parts = monitor.events.stream().filter(e -> e.startsWith("p") && !e.equals("p-end"))
                .collect(Collectors.toList());
        assertEquals(List.of("p0 [0][2]", "p1 [2][4]", "p2 [4][6]", "p3 [6][8]"), parts);
    }

    @Test
    void integerArraysOfEveryOperatorMatchReleaseOnEveryGrid() {
        LoopBody count = block -> {
            int[] bins = (int[]) bins(block, counts);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[(i * 7) % BINS]++;
            }
        };
        LoopBody max = block -> {
            long[] bins = (long[]) bins(block, largest);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[i % BINS] = Math.max(bins[i % BINS], (i * 7919L) % 1009);
            }
        };
        String countSpec = TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "SUM,A,counts,0,-");
        String maxSpec = TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "MAX,A,largest,0,-");
        for (String grid : TeamFixture.GRIDS) {
            Team.configure(grid);
            counts = new int[] {1, 2, 3, 4, 5};
            largest = new long[] {1000, 0, 0, 0, 0};
            Woven.loop(countSpec, ArrayReductionGridEmulationTest.class, null, count, new int[] {0, N});
            Woven.loop(maxSpec, ArrayReductionGridEmulationTest.class, null, max, new int[] {0, N});
            int[] releaseCounts = counts.clone();
            long[] releaseLargest = largest.clone();
            Team.configure("1");
            Monitor.install(new RecordingMonitor(null, Emulation.grid(grid)));
            counts = new int[] {1, 2, 3, 4, 5};
            largest = new long[] {1000, 0, 0, 0, 0};
            try {
                Woven.loop(countSpec, ArrayReductionGridEmulationTest.class, null, count, new int[] {0, N});
                Woven.loop(maxSpec, ArrayReductionGridEmulationTest.class, null, max, new int[] {0, N});
            } finally {
                Monitor.install(null);
            }
            assertArrayEquals(releaseCounts, counts, "counts on " + grid);
            assertArrayEquals(releaseLargest, largest, "maxima on " + grid);
        }
        assertEquals(1 + 41, counts[0]);
        assertEquals(1000, largest[0]);
    }

    @Test
    void aFailingProcessorStopsAloneAndEveryCopyIsCombined() {
        counts = new int[BINS];
        LoopBody failing = block -> {
            int[] bins = (int[]) bins(block, counts);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[i % BINS]++;
                if (i == 1) {
                    throw new IllegalStateException("boom at 1");
                }
            }
        };
        Monitor.install(new RecordingMonitor(null, Emulation.grid(2)));
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("eight", "B", "0", false, "0,0,0,0,1", "SUM,A,counts,0,-"),
                ArrayReductionGridEmulationTest.class, null, failing, new int[] {0, 8}));
        assertEquals("boom at 1", failure.getMessage());
        // processor 0 counted 0 and 1 (its block is 0..3), processor 1 all of 4..7
        assertArrayEquals(new int[] {2, 2, 1, 0, 1}, counts);
    }
}
