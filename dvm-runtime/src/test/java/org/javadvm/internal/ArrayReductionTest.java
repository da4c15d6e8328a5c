package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.javadvm.ReductionOp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reductions over arrays: every operator on every element type it allows gives, on every grid, the
 * sequential element-wise fold including the array's values before the loop, in the array object itself;
 * the same bits on a repeated run; a sole processor updates the array in place; woven code outside the body
 * reaches the processor's copy through {@link Bound}; replacing the array while it is bound is refused.
 */
class ArrayReductionTest {
    static final int N = 57;
    static final int BINS = 7;
    static double[] template = new double[N];
    static int[] ints = new int[BINS];
    static long[] longs = new long[BINS];
    static float[] floats = new float[BINS];
    static double[] doubles = new double[BINS];
    private static final String KEY = "org/javadvm/internal/ArrayReductionTest.ints";

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    static List<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (String grid : TeamFixture.GRIDS) {
            for (ReductionOp op : ReductionOp.values()) {
                if (op == ReductionOp.MAXLOC || op == ReductionOp.MINLOC) {
                    continue;
                }
                boolean bitwise = op == ReductionOp.AND || op == ReductionOp.OR || op == ReductionOp.XOR;
                for (char type : (bitwise ? "IJ" : "IJFD").toCharArray()) {
                    cases.add(Arguments.of(grid, op, type));
                }
            }
        }
        return cases;
    }

    /** Iteration i contributes a value to bin i % BINS: several processors feed every bin. */
    private static long contribution(int i, ReductionOp op) {
        switch (op) {
            case PRODUCT: return 1 + i % 3;
            case AND: return ~(1L << (i % 11));
            case OR:
            case XOR: return 1L << (i % 13);
            default: return (i * 37L) % 23 - 11;
        }
    }

    /** Starts chosen so that a wrong identity, or the start left out, changes the result. */
    private static void fill(char type, ReductionOp op) {
        for (int b = 0; b < BINS; b++) {
            long start = op == ReductionOp.AND ? -1L ^ (1L << b) : op == ReductionOp.PRODUCT ? 2 + b : 3 * b - 5;
            ints[b] = (int) start;
            longs[b] = start;
            floats[b] = start;
            doubles[b] = start;
        }
    }

    private static String field(char type) {
        return type == 'I' ? "ints" : type == 'J' ? "longs" : type == 'F' ? "floats" : "doubles";
    }

    private static Object current(char type) {
        return type == 'I' ? ints : type == 'J' ? longs : type == 'F' ? floats : doubles;
    }

    /** The body as the weaver writes it: the array read from the block's object slot, updated element by element. */
    private static LoopBody body(ReductionOp op, char type) {
        return block -> {
            Object copy = block.objects[0];
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                int b = i % BINS;
                long v = contribution(i, op);
                switch (type) {
                    case 'I': { int[] a = (int[]) copy; a[b] = (int) apply(op, a[b], v); break; }
                    case 'J': { long[] a = (long[]) copy; a[b] = apply(op, a[b], v); break; }
                    case 'F': { float[] a = (float[]) copy; a[b] = (float) applyDouble(op, a[b], v); break; }
                    default: { double[] a = (double[]) copy; a[b] = applyDouble(op, a[b], v); break; }
                }
            }
        };
    }

    private static long apply(ReductionOp op, long a, long v) {
        switch (op) {
            case SUM: return a + v;
            case PRODUCT: return a * v;
            case MAX: return Math.max(a, v);
            case MIN: return Math.min(a, v);
            case AND: return a & v;
            case OR: return a | v;
            default: return a ^ v;
        }
    }

    private static double applyDouble(ReductionOp op, double a, double v) {
        switch (op) {
            case SUM: return a + v;
            case PRODUCT: return a * v;
            case MAX: return Math.max(a, v);
            default: return Math.min(a, v);
        }
    }

    private static String spec(ReductionOp op, char type) {
        return TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", op + ",A," + field(type) + ",0,-");
    }

    @ParameterizedTest(name = "{1} on {2}[], grid {0}")
    @MethodSource("cases")
    void parallelResultEqualsTheSequentialFoldInTheSameArray(String grid, ReductionOp op, char type) {
        Team.configure(grid);
        fill(type, op);
        Object sequential = copyOf(current(type));
        Block whole = TeamFixture.wholeBlock(0, N, 0, 0, 0, 0);
        Block withSlot = new Block(0, 1, 0, 0, 0, 0, 1);
        withSlot.lo[0] = whole.lo[0];
        withSlot.hi[0] = whole.hi[0];
        withSlot.objects[0] = sequential;
        body(op, type).run(withSlot); // the un-woven loop: every contribution in order, into the array

        fill(type, op);
        Object array = current(type);
        Woven.loop(spec(op, type), ArrayReductionTest.class, null, body(op, type), new int[] {0, N});
        assertSame(array, current(type), "the field still holds the same array");
        String what = op + " on " + type + "[], grid " + grid;
        assertEquals(Arrays.deepToString(new Object[] {sequential}), Arrays.deepToString(new Object[] {array}), what);

        fill(type, op);
        Woven.loop(spec(op, type), ArrayReductionTest.class, null, body(op, type), new int[] {0, N});
        assertEquals(Arrays.deepToString(new Object[] {array}), Arrays.deepToString(new Object[] {current(type)}),
                "repeated run of " + what);
    }

    private static Object copyOf(Object array) {
        if (array instanceof int[]) {
            return ((int[]) array).clone();
        }
        if (array instanceof long[]) {
            return ((long[]) array).clone();
        }
        if (array instanceof float[]) {
            return ((float[]) array).clone();
        }
        return ((double[]) array).clone();
    }

    /**
     * A processor's copy is made once and filled with the identity again on the next call (a histogram's copy is
     * megabytes: made anew per call it cost its allocation and, on the default collector, half the runs of NPB IS
     * ran twice as long); an array of another length gets a copy of its own.
     */
    @Test
    void aProcessorsCopyIsRefilledOnTheNextCallAndMadeAnewForAnotherLength() {
        Team.configure("2");
        double[] saved = doubles;
        try {
            Object[] firstCall = copiesSeen(ReductionOp.MAX);
            Object[] secondCall = copiesSeen(ReductionOp.MAX);
            assertSame(firstCall[1], secondCall[1], "processor 1 got its copy of the last call back");
            doubles = new double[BINS + 3];
            Object[] longer = copiesSeen(ReductionOp.MAX);
            assertEquals(BINS + 3, ((double[]) longer[1]).length);
            assertNotSame(firstCall[1], longer[1]);
        } finally {
            doubles = saved;
        }
    }

    /** One MAX call over the doubles, checked against the sequential fold; the copies each processor updated. */
    private static Object[] copiesSeen(ReductionOp op) {
        Arrays.fill(doubles, -1e300);
        double[] expected = doubles.clone();
        for (int i = 0; i < N; i++) {
            int b = i % BINS;
            expected[b] = Math.max(expected[b], contribution(i, op));
        }
        Object[] seen = new Object[2];
        LoopBody counting = block -> {
            seen[block.processor] = block.objects[0];
            body(op, 'D').run(block);
        };
        Woven.loop(spec(op, 'D').replace("test.Fixture.loop", "test.Fixture.reused"), ArrayReductionTest.class, null,
                counting, new int[] {0, N});
        assertArrayEquals(expected, doubles, "the sequential fold, with the copy filled with MAX's identity again");
        return seen;
    }

    /**
     * One processor updates the array in place, as the sequential loop; with several, processor 0 updates an
     * {@code int} or {@code long} array in place too (integer folds are exact in any order) and the others
     * their copies, while on floating-point arrays every processor has its copy.
     */
    @Test
    void aSoleProcessorUpdatesTheArrayItselfAndSeveralUpdateCopies() {
        Team.configure("1");
        Arrays.fill(ints, 0);
        List<Object> seen = new ArrayList<>();
        LoopBody body = block -> {
            synchronized (seen) {
                seen.add(block.objects[0]);
            }
            ((int[]) block.objects[0])[0] += block.hi[0] - block.lo[0];
        };
        Woven.loop(spec(ReductionOp.SUM, 'I'), ArrayReductionTest.class, null, body, new int[] {0, N});
        assertEquals(1, seen.size());
        assertSame(ints, seen.get(0), "one processor: in place, as the sequential loop");
        assertEquals(N, ints[0]);

        Team.configure("3");
        seen.clear();
        Woven.loop(spec(ReductionOp.SUM, 'I'), ArrayReductionTest.class, null, body, new int[] {0, N});
        assertEquals(3, seen.size());
        assertEquals(1, seen.stream().filter(copy -> copy == ints).count(), "three processors: one in place");
        assertEquals(3, seen.stream().distinct().count(), "and two copies");
        assertEquals(2 * N, ints[0]);

        Arrays.fill(doubles, 0);
        seen.clear();
        LoopBody doubleBody = block -> {
            synchronized (seen) {
                seen.add(block.objects[0]);
            }
            ((double[]) block.objects[0])[0] += block.hi[0] - block.lo[0];
        };
        Woven.loop(spec(ReductionOp.SUM, 'D'), ArrayReductionTest.class, null, doubleBody, new int[] {0, N});
        assertEquals(3, seen.size());
        for (Object copy : seen) {
            assertNotSame(doubles, copy, "three processors on doubles: each its own copy");
        }
        assertEquals(N, doubles[0]);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void wovenCodeOutsideTheBodyReachesTheProcessorsCopy(String grid) {
        Team.configure(grid);
        Arrays.fill(ints, 1);
        LoopBody body = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                int[] histogram = (int[]) Bound.getStaticA(ints, KEY); // a helper's GETSTATIC as the weaver rewrites it
                histogram[i % BINS]++;
            }
        };
        Woven.loop(spec(ReductionOp.SUM, 'I'), ArrayReductionTest.class, null, body, new int[] {0, N});
        int[] expected = new int[BINS];
        Arrays.fill(expected, 1);
        for (int i = 0; i < N; i++) {
            expected[i % BINS]++;
        }
        assertArrayEquals(expected, ints);
        assertSame(ints, Bound.getStaticA(ints, KEY), "outside the construct the field itself");
    }

    @Test
    void replacingTheArrayWhileItsReductionRunsIsRefusedNamingIt() {
        Team.configure("2");
        LoopBody body = block -> Bound.putStaticA(new int[BINS], ints, KEY);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> Woven.loop(spec(ReductionOp.SUM, 'I'), ArrayReductionTest.class, null, body, new int[] {0, N}));
        assertThat(refused.getMessage(), containsString("reduction array org.javadvm.internal.ArrayReductionTest.ints"));
        int[] other = new int[1];
        assertSame(other, Bound.putStaticA(other, ints, KEY), "outside the construct the assignment goes through");
    }

    @Test
    void theSpecRefusesArraysItCannotReduce() {
        IllegalStateException located = assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("template", "B", "0", false, "1,0,0,0,1", "MAXLOC,A,doubles,0,-,at:0"),
                ArrayReductionTest.class, null, block -> { }, new int[] {0, N}));
        assertThat(located.getMessage(), containsString("an array reduction takes no location and no group"));
        IllegalStateException bitwise = assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "XOR,A,doubles,0,-"),
                ArrayReductionTest.class, null, block -> { }, new int[] {0, N}));
        assertThat(bitwise.getMessage(), containsString("XOR on a floating-point variable"));
        IllegalStateException notArray = assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "SUM,A,template2,0,-"),
                ArrayReductionTest.class, null, block -> { }, new int[] {0, N}));
        assertThat(notArray.getMessage(), containsString("no field template2"));
    }
}
