package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.ReductionGroup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ConstructRunTest {
    static int[] data = new int[100];
    static int best;
    static int bestAt;
    static double total;
    static ReductionGroup group = new ReductionGroup();
    static double[][] plane = new double[8][9];

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void maxlocTiesGoToTheSmallestLocation(String shape) {
        Team.configure(shape);
        for (int i = 0; i < data.length; i++) {
            data[i] = i % 7 == 3 ? 50 : i % 5; // maximum 50 at 3, 10, 17, ...
        }
        best = Integer.MIN_VALUE;
        bestAt = -1;
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "2,0,0,0", "MAXLOC,I,best,0,-,bestAt:1"),
                ConstructRunTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        if (data[i] > block.ints[0]) {
                            block.ints[0] = data[i];
                            block.ints[1] = i;
                        }
                    }
                }, new int[] {0, 100});
        assertEquals(50, best);
        assertEquals(3, bestAt);
    }

    static int[][] matrix = new int[8][10];
    static int bestI;
    static int bestJ;

    @Test
    void maxlocTieAcrossGridColumnsGoesToTheFirstInRowMajorOrder() {
        Team.configure("2x2");
        matrix[0][8] = 9; // upper right block: first in row-major order
        matrix[3][1] = 9; // upper left block: first in processor order
        best = Integer.MIN_VALUE;
        Woven.loop(TeamFixture.loopSpec("matrix", "BB", "0,0", false, "3,0,0,0",
                "MAXLOC,I,best,0,-,bestI:1,bestJ:2"), ConstructRunTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        for (int j = block.lo[1]; j < block.hi[1]; j++) {
                            if (matrix[i][j] > block.ints[0]) {
                                block.ints[0] = matrix[i][j];
                                block.ints[1] = i;
                                block.ints[2] = j;
                            }
                        }
                    }
                }, new int[] {0, 8, 0, 10});
        assertEquals("9 at 0,8", best + " at " + bestI + "," + bestJ);
    }

    @Test
    void reductionGroupWritesAtWait() {
        Team.configure("3");
        total = 1;
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,group"),
                ConstructRunTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        block.doubles[0] += 0.5;
                    }
                }, new int[] {0, 100});
        assertEquals(1, total, "unchanged until the wait");
        group.start();
        assertEquals(1, total, "unchanged between start and wait");
        group.waitDone();
        assertEquals(51, total);
        group.waitDone();
        assertEquals(51, total, "a second wait has nothing to write");
    }

    @Test
    void taskRegionGivesEachTaskItsSubgroup() {
        Team.configure("4");
        Map<Integer, Set<Integer>> loopProcessors = new TreeMap<>();
        loopProcessors.put(0, ConcurrentHashMap.newKeySet());
        loopProcessors.put(1, ConcurrentHashMap.newKeySet());
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), ConstructRunTest.class, null, task -> {
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                int taskNumber = t;
                Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                        block -> loopProcessors.get(taskNumber).add(block.processor), new int[] {0, 100});
            }
        }, new int[] {0, 2});
        assertEquals(Set.of(0, 1), loopProcessors.get(0));
        assertEquals(Set.of(2, 3), loopProcessors.get(1));
    }

    @Test
    void moreTasksThanProcessorsRunInContiguousRanges() {
        Team.configure("2");
        int[] ranOn = new int[5];
        Set<Integer> nestedOn = ConcurrentHashMap.newKeySet();
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), ConstructRunTest.class, null, task -> {
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                ranOn[t] = task.processor;
                int runner = task.processor;
                Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                        block -> nestedOn.add(block.processor * 10 + runner), new int[] {0, 100});
            }
        }, new int[] {0, 5});
        assertEquals("[0, 0, 1, 1, 1]", java.util.Arrays.toString(ranOn));
        assertEquals(Set.of(0, 11), nestedOn, "nested loops run on the task's own processor");
    }

    @Test
    void loopInsideALoopBlockRunsSequentiallyOnThatProcessor() {
        Team.configure("2x2");
        Set<String> pairs = ConcurrentHashMap.newKeySet();
        Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"), ConstructRunTest.class, null,
                outer -> Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"),
                        ConstructRunTest.class, null, inner -> pairs.add(outer.processor + "->" + inner.processor
                                + " " + inner.lo[0] + ".." + inner.hi[0] + "x" + inner.lo[1] + ".." + inner.hi[1]),
                        new int[] {0, 8, 0, 9}), new int[] {0, 8, 0, 9});
        assertEquals(Set.of("0->0 0..8x0..9", "1->1 0..8x0..9", "2->2 0..8x0..9", "3->3 0..8x0..9"), pairs);
    }

    static class BodyFailure extends Exception {
        BodyFailure(String message) {
            super(message);
        }
    }

    @Test
    void aBodyFailureIsRethrownWithItsOwnTypeAndTheTeamStaysUsable() {
        Team.configure("4");
        BodyFailure failure = assertThrows(BodyFailure.class, () ->
                Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                        block -> {
                            if (block.processor >= 2) {
                                throw Sneaky.<RuntimeException>rethrow(new BodyFailure("on " + block.processor));
                            }
                        }, new int[] {0, 100}));
        assertEquals("on 2", failure.getMessage(), "the first failure in processor order");
        int[] count = new int[1];
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                block -> {
                    synchronized (count) {
                        count[0] += block.hi[0] - block.lo[0];
                    }
                }, new int[] {0, 100});
        assertEquals(100, count[0]);
    }

    @Test
    void acrossFailureDoesNotHangTheWavefront() {
        Team.configure("3");
        assertThrows(IllegalStateException.class, () ->
                Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", true, "0,0,0,0"), ConstructRunTest.class, null,
                        block -> {
                            if (block.processor == 0) {
                                throw new IllegalStateException("first tile");
                            }
                        }, new int[] {1, 7, 1, 8}));
    }

    @Test
    void malformedSpecAndUnallocatedArrayAreNamed() {
        IllegalStateException malformed = assertThrows(IllegalStateException.class,
                () -> Woven.loop("kind=loop;name=x", ConstructRunTest.class, null, block -> { }, new int[] {0, 1}));
        assertThat(malformed.getMessage(), containsString("malformed Java-DVM construct spec (missing src)"));
        IllegalStateException unallocated = assertThrows(IllegalStateException.class,
                () -> Woven.loop(TeamFixture.loopSpec("missingArray", "B", "0", false, "0,0,0,0"),
                        ConstructRunTest.class, null, block -> { }, new int[] {0, 1}));
        assertThat(unallocated.getMessage(), containsString("distributed array missingArray of test.Fixture.loop is not allocated"));
    }

    static int[] missingArray;

    @Test
    void badGridValuesAreNamed() {
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> GridShape.parse("2xx", "dvm.procs"));
        assertThat(bad.getMessage(), containsString("dvm.procs=2xx is not a processor grid"));
        assertThrows(IllegalArgumentException.class, () -> GridShape.parse("0", "dvm.procs"));
        assertEquals("[2, 3]", java.util.Arrays.toString(GridShape.parse("2x3", "dvm.procs")));
    }
}
