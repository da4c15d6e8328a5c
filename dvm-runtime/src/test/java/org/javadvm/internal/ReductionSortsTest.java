package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.javadvm.ReductionGroup;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reductions of the sorts and signs the other reduction tests leave out, each against the sequential fold:
 * MAX over arrays of negative values and MIN over arrays of large ones (where a wrong identity shows), int
 * and float reductions handed to a reduction group, and MAXLOC of a float variable whose maximum lies
 * in a later processor's block.
 */
class ReductionSortsTest {
    static final int N = 60;
    static final int BINS = 5;
    static double[] template = new double[N];
    static long[] longs = new long[BINS];
    static double[] doubles = new double[BINS];
    static int count;
    static float scale;
    static float best;
    static int bestAt;
    static ReductionGroup group;

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    /** Iteration i's value: negative, with its largest magnitude nowhere near the start of the range. */
    private static long negative(int i) {
        return -1000 - (i * 37L) % 23;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "2x2"})
    void maxOverNegativeAndMinOverLargeArraysAreTheSequentialFolds(String grid) {
        Team.configure(grid);
        long[] expectedLongs = new long[BINS];
        double[] expectedDoubles = new double[BINS];
        for (int b = 0; b < BINS; b++) {
            longs[b] = expectedLongs[b] = Long.MIN_VALUE + b;
            doubles[b] = expectedDoubles[b] = 1e300 + b;
        }
        for (int i = 0; i < N; i++) {
            expectedLongs[i % BINS] = Math.max(expectedLongs[i % BINS], negative(i));
            expectedDoubles[i % BINS] = Math.min(expectedDoubles[i % BINS], -negative(i) * 1.5);
        }
        Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "MAX,A,longs,0,-"),
                ReductionSortsTest.class, null, block -> {
                    long[] copy = (long[]) block.objects[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        copy[i % BINS] = Math.max(copy[i % BINS], negative(i));
                    }
                }, new int[] {0, N});
        Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "MIN,A,doubles,0,-"),
                ReductionSortsTest.class, null, block -> {
                    double[] copy = (double[]) block.objects[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        copy[i % BINS] = Math.min(copy[i % BINS], -negative(i) * 1.5);
                    }
                }, new int[] {0, N});
        assertArrayEquals(expectedLongs, longs, "MAX of negative values on " + grid);
        assertArrayEquals(expectedDoubles, doubles, "MIN of large values on " + grid);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "3", "2x2"})
    void intAndFloatReductionsOfAGroupAreWrittenAtWaitDone(String grid) {
        Team.configure(grid);
        group = new ReductionGroup();
        count = 7;
        scale = 2;
        String spec = TeamFixture.loopSpec("template", "B", "0", false, "1,0,1,0", "SUM,I,count,0,group",
                "PRODUCT,F,scale,0,group");
        Woven.loop(spec, ReductionSortsTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                block.ints[0] += i;
                block.floats[0] *= i % 10 == 0 ? 2 : 1;
            }
        }, new int[] {0, N});
        assertEquals(7, count, "unchanged until waitDone");
        assertEquals(2f, scale);
        group.waitDone();
        assertEquals(7 + N * (N - 1) / 2, count);
        assertEquals(2f * 64, scale, "six iterations double it");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4"})
    void maxlocOfAFloatFindsTheFirstMaximumInALaterBlock(String grid) {
        Team.configure(grid);
        best = Float.NEGATIVE_INFINITY;
        bestAt = -1;
        float[] values = new float[N];
        for (int i = 0; i < N; i++) {
            values[i] = i == 35 || i == 50 ? 9.5f : (i * 7) % 11 * 0.25f;
        }
        String spec = TeamFixture.loopSpec("template", "B", "0", false, "1,0,1,0", "MAXLOC,F,best,0,-,bestAt:0");
        Woven.loop(spec, ReductionSortsTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                if (values[i] > block.floats[0]) {
                    block.floats[0] = values[i];
                    block.ints[0] = i;
                }
            }
        }, new int[] {0, N});
        assertEquals(9.5f, best);
        assertEquals(35, bestAt, "the first of two equal maxima (on two processors from 3 on), as the sequential loop finds it");
    }
}
