package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;

import org.javadvm.ReductionOp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reductions over arrays under the per-iteration emulation (DVM's ManualReductCalc): every iteration starts from
 * the operator's identity in every element, the iterations' results are folded element by element with the
 * declared operator in iteration order, then combined with the array's values before the loop. A correct
 * reduction gives the sequential array; a histogram declared MAX but counted with {@code ++} does not. One copy
 * serves every iteration (set back to the identity after each), so no iteration allocates.
 */
class ArrayReductionPerIterationTest {
    static final int N = 61;
    static final int BINS = 7;
    static double[] template = new double[N];
    static int[] ints = new int[BINS];
    static long[] longs = new long[BINS];
    static double[] doubles = new double[BINS];

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    private static Object copy(Block block, Object field) {
        return block.objects[0] != null ? block.objects[0] : field;
    }

    private static void run(Emulation emulation, String reduction, LoopBody body) {
        Monitor.install(emulation == null ? null : new RecordingMonitor(null, emulation));
        try {
            Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", reduction),
                    ArrayReductionPerIterationTest.class, null, body, new int[] {0, N});
        } finally {
            Monitor.install(null);
        }
    }

    /** Iteration i contributes to two bins (so bins get contributions from many iterations). */
    private static LoopBody intBody(ReductionOp op) {
        return block -> {
            int[] bins = (int[]) copy(block, ints);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                for (int b : new int[] {i % BINS, (i * 3 + 1) % BINS}) {
                    int x = (i * 37) % 23 - 11;
                    switch (op) {
                        case SUM: bins[b] += x; break;
                        case PRODUCT: bins[b] *= x % 3 == 0 ? -1 : 2; break;
                        case MAX: bins[b] = Math.max(bins[b], x); break;
                        case MIN: bins[b] = Math.min(bins[b], x); break;
                        case AND: bins[b] &= ~(1 << (i % 11)); break;
                        case OR: bins[b] |= 1 << (i % 13); break;
                        default: bins[b] ^= 1 << (i % 13); break;
                    }
                }
            }
        };
    }

    private static int[] intResult(Emulation emulation, ReductionOp op) {
        for (int b = 0; b < BINS; b++) {
            ints[b] = op == ReductionOp.AND ? ~(1 << b) : op == ReductionOp.PRODUCT ? b + 1 : 3 * b - 5;
        }
        int[] array = ints;
        run(emulation, op + ",A,ints,0,-", intBody(op));
        assertSame(array, ints, "the result goes into the array itself");
        return ints.clone();
    }

    @ParameterizedTest
    @EnumSource(value = ReductionOp.class, names = {"SUM", "PRODUCT", "MAX", "MIN", "AND", "OR", "XOR"})
    void aCorrectIntegerArrayReductionGivesTheSequentialArray(ReductionOp op) {
        int[] sequential = intResult(null, op);
        assertArrayEquals(sequential, intResult(Emulation.SEQUENTIAL, op));
        assertArrayEquals(sequential, intResult(Emulation.PER_ITERATION, op), op.toString());
    }

    @Test
    void aCorrectFloatingPointSumGivesTheSequentialArrayUpToReassociation() {
        LoopBody body = block -> {
            double[] bins = (double[]) copy(block, doubles);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[i % BINS] += Math.sin(i) * (i % 3 == 0 ? 1e6 : 1);
            }
        };
        double[] start = {1, 2, 3, 4, 5, 6, 7};
        doubles = start.clone();
        run(null, "SUM,A,doubles,0,-", body);
        double[] sequential = doubles.clone();
        doubles = start.clone();
        run(Emulation.PER_ITERATION, "SUM,A,doubles,0,-", body);
        assertArrayEquals(sequential, doubles, 1e-6);
    }

    /** A histogram declared MAX whose code counts with {@code ++}: each iteration raises one bin from MAX's identity. */
    @Test
    void aHistogramDeclaredMaxButCountedDiffersPerIteration() {
        LoopBody counting = block -> {
            long[] bins = (long[]) copy(block, longs);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[(i * 5) % BINS]++;
            }
        };
        longs = new long[BINS];
        run(null, "MAX,A,longs,0,-", counting);
        long[] counted = longs.clone();
        assertEquals(N, java.util.Arrays.stream(counted).sum(), "the program counts");
        longs = new long[BINS];
        run(Emulation.PER_ITERATION, "MAX,A,longs,0,-", counting);
        // every iteration leaves Long.MIN_VALUE + 1 in its bin, whose MAX with the value before (0) is 0
        assertArrayEquals(new long[BINS], longs);
        // while on a grid the same code may well agree with the sequential count: processor 0 starts from the array
        longs = new long[BINS];
        run(Emulation.grid(1), "MAX,A,longs,0,-", counting);
        assertArrayEquals(counted, longs);
    }

    @Test
    void oneCopyServesEveryIterationBackAtTheIdentityEachTime() {
        List<Object> copies = new ArrayList<>();
        List<String> starts = new ArrayList<>();
        LoopBody body = block -> {
            int[] bins = (int[]) block.objects[0];
            copies.add(bins);
            starts.add(java.util.Arrays.toString(bins));
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[i % BINS] += 1000 + i;
            }
        };
        ints = new int[BINS];
        run(Emulation.PER_ITERATION, "SUM,A,ints,0,-", body);
        assertEquals(N, copies.size());
        for (Object copy : copies) {
            assertSame(copies.get(0), copy, "no iteration allocates its own copy");
        }
        assertNotSame(ints, copies.get(0));
        for (String start : starts) {
            assertEquals("[0, 0, 0, 0, 0, 0, 0]", start);
        }
        int[] expected = new int[BINS];
        for (int i = 0; i < N; i++) {
            expected[i % BINS] += 1000 + i;
        }
        assertArrayEquals(expected, ints);
    }

    @Test
    void boundaryInteriorsStartEveryIterationFromTheIdentityToo() {
        LoopBody counting = block -> {
            long[] bins = (long[]) copy(block, longs);
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                bins[i % BINS]++;
            }
        };
        longs = new long[] {5, 5, 5, 5, 5, 5, 5};
        Monitor.install(new RecordingMonitor(new BoundaryIterations(2, 2, BoundaryIterations.Kind.FACES),
                Emulation.PER_ITERATION));
        try {
            Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "MAX,A,longs,0,-"),
                    ArrayReductionPerIterationTest.class, null, counting, counting, new int[] {0, N});
        } finally {
            Monitor.install(null);
        }
        assertArrayEquals(new long[] {5, 5, 5, 5, 5, 5, 5}, longs);
    }
}
