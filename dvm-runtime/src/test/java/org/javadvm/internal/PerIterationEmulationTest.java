package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.javadvm.ReductionOp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The per-iteration reduction emulation (DVM's ManualReductCalc): each iteration starts the reductions from the
 * operator's identity, the iterations' results are folded with the declared operator, then combined with the
 * value before the loop. A correct reduction gives the sequential result; code that does not compute the
 * declared operation gives another.
 */
class PerIterationEmulationTest {
    static final int N = 37;
    static double[] line = new double[N];
    static int[] ints = new int[N];
    static double[] doubles = new double[N];
    static int iv;
    static double dv;
    static int at;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    private static final String MIN_D = TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1",
            "MIN,D,dv,0,-");

    /** Declared MIN, computes a maximum. */
    private static final LoopBody MAXIMUM = block -> {
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            if (doubles[i] > block.doubles[0]) {
                block.doubles[0] = doubles[i];
            }
        }
    };

    private static void run(Emulation emulation, String spec, LoopBody body) {
        Monitor.install(new RecordingMonitor(null, emulation));
        try {
            Woven.loop(spec, PerIterationEmulationTest.class, null, body, new int[] {0, N});
        } finally {
            Monitor.install(null);
        }
    }

    private static double minDeclaredMaximum(Emulation emulation, int where) {
        for (int i = 0; i < N; i++) {
            doubles[i] = Math.sin(i); // below 1
        }
        doubles[where] = 42;
        dv = -1000;
        run(emulation, MIN_D, MAXIMUM);
        return dv;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 5, 18, N - 1})
    void aMaximumDeclaredMinDiffersWhereverTheMaximumLies(int where) {
        assertEquals(42, minDeclaredMaximum(Emulation.SEQUENTIAL, where), 0); // what the program computes
        // each iteration starts from MIN's identity, +infinity, which no element exceeds: the value before stays
        assertEquals(-1000, minDeclaredMaximum(Emulation.PER_ITERATION, where), 0);
        // a grid run is right only when the maximum lies in processor 0's block (the first 9 of 37 on 4): the
        // others start from +infinity, so the result is processor 0's maximum
        double firstBlock = -1000;
        for (int i = 0; i < 9; i++) {
            firstBlock = Math.max(firstBlock, i == where ? 42 : Math.sin(i));
        }
        assertEquals(firstBlock, minDeclaredMaximum(Emulation.grid(4), where), 0);
        assertEquals(where < 9, firstBlock == 42);
    }

    private static final int[] INT_START = {0};

    private static int initial(ReductionOp op) {
        switch (op) {
            case SUM: return 17;
            case PRODUCT: return 3;
            case MAX: return -5;
            case MIN: return 5;
            case AND: return 0x0FFFFFFF;
            case OR: return 1 << 20;
            default: return 0x5A5A5A5; // XOR
        }
    }

    @ParameterizedTest
    @EnumSource(value = ReductionOp.class, names = {"SUM", "PRODUCT", "MAX", "MIN", "AND", "OR", "XOR"})
    void aCorrectIntegerReductionGivesTheSequentialResult(ReductionOp op) {
        Random random = new Random(op.ordinal());
        for (int i = 0; i < N; i++) {
            ints[i] = op == ReductionOp.PRODUCT ? random.nextInt(5) * 2 - 5 : random.nextInt(200) - 100;
        }
        LoopBody body = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                int x = ints[i];
                switch (op) {
                    case SUM: block.ints[0] += x; break;
                    case PRODUCT: block.ints[0] *= x; break;
                    case MAX: block.ints[0] = Math.max(block.ints[0], x); break;
                    case MIN: block.ints[0] = Math.min(block.ints[0], x); break;
                    case AND: block.ints[0] &= x | 0x100; break;
                    case OR: block.ints[0] |= x & 0x3F0; break;
                    default: block.ints[0] ^= x; break;
                }
            }
        };
        String spec = TeamFixture.loopSpec("line", "B", "0", false, "1,0,0,0", op + ",I,iv,0,-");
        iv = initial(op);
        run(Emulation.SEQUENTIAL, spec, body);
        int sequential = iv;
        iv = initial(op);
        run(Emulation.PER_ITERATION, spec, body);
        assertEquals(sequential, iv, op.toString());
        assertNotEquals(initial(op), sequential, "the data changes the result of " + op);
    }

    @ParameterizedTest
    @EnumSource(value = ReductionOp.class, names = {"SUM", "PRODUCT", "MAX", "MIN"})
    void aCorrectFloatingPointReductionGivesTheSequentialResult(ReductionOp op) {
        Random random = new Random(op.ordinal());
        for (int i = 0; i < N; i++) {
            doubles[i] = op == ReductionOp.PRODUCT ? 0.9 + random.nextDouble() * 0.2 : random.nextDouble() * 100 - 40;
        }
        LoopBody body = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                double x = doubles[i];
                switch (op) {
                    case SUM: block.doubles[0] += x; break;
                    case PRODUCT: block.doubles[0] *= x; break;
                    case MAX: block.doubles[0] = Math.max(block.doubles[0], x); break;
                    default: block.doubles[0] = Math.min(block.doubles[0], x); break;
                }
            }
        };
        String spec = TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1", op + ",D,dv,0,-");
        dv = 3;
        run(Emulation.SEQUENTIAL, spec, body);
        double sequential = dv;
        dv = 3;
        run(Emulation.PER_ITERATION, spec, body);
        // MAX and MIN pick a value: exact; SUM and PRODUCT are folded in another grouping
        assertThat(op.toString(), dv, closeTo(sequential, Math.abs(sequential) * 1e-13));
    }

    @Test
    void anUpdateThatIsNotTheDeclaredOperationDiffers() {
        for (int i = 0; i < N; i++) {
            doubles[i] = i + 1;
        }
        LoopBody halving = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                block.doubles[0] = block.doubles[0] * 0.5 + doubles[i]; // declared SUM
            }
        };
        String spec = TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1", "SUM,D,dv,0,-");
        dv = 10;
        run(Emulation.SEQUENTIAL, spec, halving);
        double sequential = dv;
        dv = 10;
        run(Emulation.PER_ITERATION, spec, halving);
        assertEquals(10 + N * (N + 1) / 2.0, dv, 0); // every iteration from 0: its element, summed
        assertNotEquals(sequential, dv);
    }

    private static final String MINLOC = TeamFixture.loopSpec("line", "B", "0", false, "2,0,0,1",
            "MINLOC,D,dv,0,-,at:1");

    @Test
    void aCorrectLocationReductionGivesTheSequentialValueAndLocation() {
        for (int i = 0; i < N; i++) {
            doubles[i] = 10 + (i * 7) % 11;
        }
        doubles[9] = 2; // the minimum, twice: the first location wins
        doubles[30] = 2;
        LoopBody minloc = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                if (doubles[i] < block.doubles[0]) {
                    block.doubles[0] = doubles[i];
                    block.ints[1] = i;
                }
            }
        };
        dv = 1000;
        at = -1;
        run(Emulation.PER_ITERATION, MINLOC, minloc);
        assertEquals(2, dv, 0);
        assertEquals(9, at);

        dv = 1; // better than every element: the value before and its location stay
        at = 77;
        run(Emulation.PER_ITERATION, MINLOC, minloc);
        assertEquals(1, dv, 0);
        assertEquals(77, at);
    }

    @Test
    void aLocationThatDoesNotFollowItsValueDiffers() {
        for (int i = 0; i < N; i++) {
            doubles[i] = 10 + (i * 7) % 11;
        }
        doubles[9] = 2;
        LoopBody stray = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                if (doubles[i] < block.doubles[0]) {
                    block.doubles[0] = doubles[i];
                }
                block.ints[1] = i; // updated on every iteration
            }
        };
        dv = 1000;
        at = -1;
        run(Emulation.SEQUENTIAL, MINLOC, stray);
        assertEquals(N - 1, at);
        dv = 1000;
        at = -1;
        run(Emulation.PER_ITERATION, MINLOC, stray);
        assertEquals(2, dv, 0);
        assertEquals(9, at); // each iteration's location is its own: the fold keeps the minimum's
    }

    @Test
    void eventsAreTheSequentialOnesAndBoundaryInteriorsStartEachIterationFromTheIdentity() {
        RecordingMonitor sequential = new RecordingMonitor(
                new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES), Emulation.SEQUENTIAL);
        RecordingMonitor perIteration = new RecordingMonitor(
                new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES), Emulation.PER_ITERATION);
        for (int i = 0; i < N; i++) {
            doubles[i] = Math.cos(i);
        }
        doubles[20] = 42;
        List<String> plainCalls = new ArrayList<>();
        LoopBody plain = block -> {
            plainCalls.add(block.lo[0] + "-" + block.hi[0]);
            MAXIMUM.run(block);
        };
        dv = -1000;
        Monitor.install(sequential);
        Woven.loop(MIN_D, PerIterationEmulationTest.class, null, MAXIMUM, plain, new int[] {0, N});
        assertEquals(42, dv, 0);
        assertThat(plainCalls, contains("1-" + (N - 1)));

        plainCalls.clear();
        dv = -1000;
        Monitor.install(perIteration);
        Woven.loop(MIN_D, PerIterationEmulationTest.class, null, MAXIMUM, plain, new int[] {0, N});
        assertEquals(-1000, dv, 0); // the maximum lies in the unchecked interior: found all the same
        assertEquals(N - 2, plainCalls.size());
        assertEquals("1-2", plainCalls.get(0));
        assertThat(sequential.events, contains("start test.Fixture.loop [0, " + N + "]", "it [0]", "end-it",
                "u [1][" + (N - 1) + "]", "u-end", "it [" + (N - 1) + "]", "end-it", "rv dv=42.0", "end"));
        assertThat(perIteration.events, contains("start test.Fixture.loop [0, " + N + "]", "it [0]", "end-it",
                "u [1][" + (N - 1) + "]", "u-end", "it [" + (N - 1) + "]", "end-it", "rv dv=-1000.0", "end"));
    }

    @Test
    void everyTaskIsItsOwnProcessor() {
        String spec = TeamFixture.taskSpec("0,0,0,1", "MIN,D,dv,0,-");
        for (int i = 0; i < N; i++) {
            doubles[i] = i % 5;
        }
        doubles[4] = 9;
        LoopBody tasks = task -> {
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                if (doubles[t] > task.doubles[0]) {
                    task.doubles[0] = doubles[t];
                }
            }
        };
        dv = -1;
        run(Emulation.SEQUENTIAL, spec, tasks);
        assertEquals(9, dv, 0);
        dv = -1;
        run(Emulation.PER_ITERATION, spec, tasks);
        assertEquals(-1, dv, 0);
    }
}
