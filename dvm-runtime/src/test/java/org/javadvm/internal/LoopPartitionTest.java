package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Owner-computes: every iteration runs once, on the processor owning its (offset) element. */
class LoopPartitionTest {
    static double[][] grid = new double[10][7];
    static int[] line = new int[12];

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void everyIterationRunsOnceOnItsOwner(String shape) {
        Team.configure(shape);
        int[] dims = Team.get().shape();
        int[][] ranBy = new int[10][7];
        int[][] count = new int[10][7];
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        // offsets -2 and +1: some iterations map outside the array and go to the first or last block
        String spec = TeamFixture.loopSpec("grid", "BB", "-2,1", false, "0,0,0,0");
        Woven.loop(spec, LoopPartitionTest.class, null, block -> {
            threads.add(Thread.currentThread());
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                for (int j = block.lo[1]; j < block.hi[1]; j++) {
                    ranBy[i][j] = block.processor;
                    count[i][j]++;
                }
            }
        }, new int[] {0, 10, 0, 6});
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 6; j++) {
                assertEquals(1, count[i][j], "iteration " + i + "," + j + " on " + shape);
                int c0 = TeamFixture.blockOwner(Math.max(0, i - 2), 10, dims[0]);
                int c1 = dims.length > 1 ? TeamFixture.blockOwner(Math.min(6, j + 1), 7, dims[1]) : 0;
                int owner = dims.length > 1 ? c0 * dims[1] + c1 : c0;
                assertEquals(owner, ranBy[i][j], "owner of iteration " + i + "," + j + " on " + shape);
            }
        }
        if (Team.get().size() > 1) {
            assertThat("threads used on " + shape, threads.size(), greaterThan(1));
        }
    }

    /**
     * A loop ON an array aligned with a stride (DVM's ALIGN c(i) WITH f(2*i+1)): iteration i runs where template
     * element 2 * i + 1 lives, so the coarse grid is cut where the fine one is.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aStridedOnArrayRunsEachIterationWithItsTemplateElement(String shape) {
        Team.configure(shape);
        int[] dims = Team.get().shape();
        int[][] ranBy = new int[6][4];
        int[][] count = new int[6][4];
        String spec = TeamFixture.loopSpec("grid", "BB", "1,0", false, "0,0,0,0")
                .replace(";across=", ";stride=2,2;across=");
        Woven.loop(spec, LoopPartitionTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                for (int j = block.lo[1]; j < block.hi[1]; j++) {
                    ranBy[i][j] = block.processor;
                    count[i][j]++;
                }
            }
        }, new int[] {0, 6, 0, 4});
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 4; j++) {
                assertEquals(1, count[i][j], "iteration " + i + "," + j + " on " + shape);
                int c0 = TeamFixture.blockOwner(2 * i + 1, 10, dims[0]);
                int c1 = dims.length > 1 ? TeamFixture.blockOwner(2 * j, 7, dims[1]) : 0;
                int owner = dims.length > 1 ? c0 * dims[1] + c1 : c0;
                assertEquals(owner, ranBy[i][j], "owner of iteration " + i + "," + j + " on " + shape);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3"})
    void gridDimensionsWithoutBlockDimensionReplicate(String shape) {
        Team.configure(shape);
        Set<Integer> processors = ConcurrentHashMap.newKeySet();
        int[] count = new int[12];
        Woven.loop(TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,0"), LoopPartitionTest.class, null,
                block -> {
                    processors.add(block.processor);
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        count[i]++;
                    }
                }, new int[] {0, 12});
        int columns = Team.get().shape()[1];
        assertEquals(Set.of(0, columns), processors, "only grid column 0 runs a rank-1 loop on " + shape);
        for (int c : count) {
            assertEquals(1, c);
        }
    }

    /** Bounds reaching beyond the array on both sides: the first and last processors take the excess. */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4"})
    void iterationsOutsideTheArrayGoToTheEdgeProcessors(String shape) {
        Team.configure(shape);
        int p = Team.get().size();
        int[] ranBy = new int[30];
        int[] count = new int[30];
        Woven.loop(TeamFixture.loopSpec("line", "B", "3", false, "0,0,0,0"), LoopPartitionTest.class, null,
                block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        ranBy[i + 10] = block.processor;
                        count[i + 10]++;
                    }
                }, new int[] {-10, 20});
        for (int i = -10; i < 20; i++) {
            assertEquals(1, count[i + 10], "iteration " + i);
            int element = Math.max(0, Math.min(11, i + 3));
            assertEquals(TeamFixture.blockOwner(element, 12, p), ranBy[i + 10], "owner of iteration " + i);
        }
    }

    /** WHOLE dimensions are not split: the first BLOCK dimension takes grid dimension 0. */
    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "2x2"})
    void wholeDimensionsStayWhole(String shape) {
        Team.configure(shape);
        int[] dims = Team.get().shape();
        int[][] ranBy = new int[10][7];
        Woven.loop(TeamFixture.loopSpec("grid", "WB", "0,0", false, "0,0,0,0"), LoopPartitionTest.class, null,
                block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        for (int j = block.lo[1]; j < block.hi[1]; j++) {
                            ranBy[i][j] = block.processor + 1;
                        }
                    }
                }, new int[] {0, 10, 0, 7});
        int columnsOfGrid = dims.length > 1 ? dims[1] : 1;
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 7; j++) {
                // grid dimension 0 splits template dimension 1; grid dimension 1 (if any) replicates
                assertEquals(TeamFixture.blockOwner(j, 7, dims[0]) * columnsOfGrid + 1, ranBy[i][j],
                        "owner of " + i + "," + j + " on " + shape);
            }
        }
    }

    /** A rank-1 loop over a 2-D template: the template's second BLOCK dimension has no loop dimension. */
    @Test
    void aLoopOfLowerRankThanItsTemplateReplicatesOverTheOtherGridDimension() {
        Team.configure("2x2");
        Set<Integer> processors = ConcurrentHashMap.newKeySet();
        int[] count = new int[10];
        Woven.loop(TeamFixture.loopSpec("grid", "BB", "0", false, "0,0,0,0"), LoopPartitionTest.class, null,
                block -> {
                    processors.add(block.processor);
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        count[i]++;
                    }
                }, new int[] {0, 10});
        assertEquals(Set.of(0, 2), processors);
        for (int c : count) {
            assertEquals(1, c);
        }
    }

    /** A 3-D grid over a 3-D template, with a grid dimension of extent 1. */
    @Test
    void threeDimensionalGrid() {
        Team.configure("2x1x2");
        int[][][] ranBy = new int[4][3][5];
        Woven.loop(TeamFixture.loopSpec("cube", "BBB", "0,0,0", false, "0,0,0,0"), LoopPartitionTest.class, null,
                block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        for (int j = block.lo[1]; j < block.hi[1]; j++) {
                            for (int k = block.lo[2]; k < block.hi[2]; k++) {
                                ranBy[i][j][k] += block.processor + 1;
                            }
                        }
                    }
                }, new int[] {0, 4, 0, 3, 0, 5});
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 3; j++) {
                for (int k = 0; k < 5; k++) {
                    int owner = TeamFixture.blockOwner(i, 4, 2) * 2 + TeamFixture.blockOwner(k, 5, 2);
                    assertEquals(owner + 1, ranBy[i][j][k], "owner of " + i + "," + j + "," + k);
                }
            }
        }
    }

    static float[][][] cube = new float[4][3][5];
}
