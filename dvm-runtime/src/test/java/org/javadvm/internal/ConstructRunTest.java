package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Nesting, failures and the checks a construct call makes before it runs. */
class ConstructRunTest {
    static int[] data = new int[100];
    static double[][] plane = new double[8][9];
    static int[] missingArray;

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    @Test
    void loopInsideALoopBlockRunsSequentiallyOnThatProcessor() {
        Team.configure("2x2");
        Set<String> pairs = ConcurrentHashMap.newKeySet();
        Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"), ConstructRunTest.class, null,
                outer -> Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"),
                        ConstructRunTest.class, null, inner -> pairs.add(outer.processor + "->" + inner.processor
                                + " " + inner.lo[0] + ".." + inner.hi[0] + "x" + inner.lo[1] + ".." + inner.hi[1]
                                + " " + Thread.currentThread().getName()),
                        new int[] {0, 8, 0, 9}), new int[] {0, 8, 0, 9});
        String caller = Thread.currentThread().getName();
        assertEquals(Set.of("0->0 0..8x0..9 " + caller, "1->1 0..8x0..9 dvm-processor-1",
                "2->2 0..8x0..9 dvm-processor-2", "3->3 0..8x0..9 dvm-processor-3"), pairs);
    }

    /** Each processor's block updates one cell object; the nested loop reduces into that cell's field. */
    static final class Cell {
        final int[] values;
        long sum;

        Cell(int length, long sum) {
            this.values = new int[length];
            java.util.Arrays.setAll(values, i -> i + 1);
            this.sum = sum;
        }
    }

    @Test
    void aNestedLoopsReductionStartsFromTheFieldLikeTheSequentialProgram() {
        Team.configure("4");
        Cell[] cells = new Cell[100];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = new Cell(c % 7, 1000L * c);
        }
        String inner = "kind=loop;name=test.Cell.total;src=Cell.java:3;rank=1;tmpl=values;fmt=B;off=0;across=0;"
                + "slots=0,1,0,0;red=SUM,J,sum,0,-";
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null, block -> {
            for (int c = block.lo[0]; c < block.hi[0]; c++) {
                Cell cell = cells[c];
                Woven.loop(inner, Cell.class, cell, nested -> {
                    long sum = nested.longs[0];
                    for (int i = nested.lo[0]; i < nested.hi[0]; i++) {
                        sum += cell.values[i];
                    }
                    nested.longs[0] = sum;
                }, new int[] {0, cell.values.length});
            }
        }, new int[] {0, 100});
        for (int c = 0; c < cells.length; c++) {
            int n = c % 7;
            assertEquals(1000L * c + n * (n + 1) / 2, cells[c].sum, "cell " + c);
        }
    }

    static double total;
    static double[] weights = new double[40];

    /**
     * A loop nested in a SUM over {@code total} that declares {@code total} private (or reduces it with MAX) would
     * overwrite each processor's partial sum: refused on every grid, naming both constructs and the field, before
     * the nested loop runs.
     */
    @ParameterizedTest
    @ValueSource(strings = {"prv=D,total,0", "red=MAX,D,total,0,-"})
    void aNestedConstructUsingTheEnclosingReductionVariableInAnotherRoleIsRefused(String innerRole) {
        for (String grid : TeamFixture.GRIDS) {
            Team.configure(grid);
            total = 0;
            String inner = "kind=loop;name=test.Scratch.inner;src=Scratch.java:20;rank=1;tmpl=weights;fmt=B;off=0;"
                    + "across=0;slots=0,0,0,1;" + innerRole;
            AtomicInteger innerBodies = new AtomicInteger();
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Woven.loop(
                    TeamFixture.loopSpec("weights", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-"),
                    ConstructRunTest.class, null, block -> {
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            block.doubles[0] += 1;
                            Woven.loop(inner, ConstructRunTest.class, null, nested -> innerBodies.incrementAndGet(),
                                    new int[] {i, i + 1});
                        }
                    }, new int[] {0, 40}), grid);
            assertThat(refused.getMessage(), containsString("Java-DVM: test.Scratch.inner (Scratch.java:20) runs inside "
                    + "test.Fixture.loop (Fixture.java:1), which reduces total with SUM, and "
                    + (innerRole.startsWith("prv") ? "declares it private" : "reduces it with MAX")
                    + ": its writes would replace each processor's partial result"));
            assertEquals(0, innerBodies.get(), "refused before it ran, on grid " + grid);
        }
    }

    @Test
    void aNestedConstructReducingTheSameVariableWithTheSameOperatorStillAccumulates() {
        for (String grid : TeamFixture.GRIDS) {
            Team.configure(grid);
            total = 5;
            String inner = "kind=loop;name=test.Scratch.inner;src=Scratch.java:20;rank=1;tmpl=weights;fmt=B;off=0;"
                    + "across=0;slots=0,0,0,1;red=SUM,D,total,0,-";
            Woven.loop(TeamFixture.loopSpec("weights", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-"),
                    ConstructRunTest.class, null, block -> {
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            Woven.loop(inner, ConstructRunTest.class, null, nested -> nested.doubles[0] += 2,
                                    new int[] {i, i + 1});
                        }
                    }, new int[] {0, 40});
            assertEquals(85.0, total, grid);
        }
    }

    static int[][] matrix = new int[8][10];
    static int best;
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

    static class BodyFailure extends Exception {
        BodyFailure(String message) {
            super(message);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "4", "2x2"})
    void aBodyFailureIsRethrownWithItsOwnTypeAfterEveryProcessorFinished(String grid) {
        Team.configure(grid);
        AtomicInteger finished = new AtomicInteger();
        BodyFailure failure = assertThrows(BodyFailure.class, () ->
                Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                        block -> {
                            if (block.processor >= 2 || Team.get().size() == 1) {
                                throw Sneaky.<RuntimeException>rethrow(new BodyFailure("on " + block.processor));
                            }
                            sleep(20); // the failing processors are done long before
                            finished.incrementAndGet();
                        }, new int[] {0, 100}));
        int p = Team.get().size();
        int active = grid.equals("2x2") ? 2 : p; // a rank-1 loop runs on grid column 0: processors 0 and 2
        assertEquals(p == 1 ? "on 0" : "on 2", failure.getMessage(), "the first failure in processor order");
        assertEquals(p == 1 ? 0 : Math.min(2, active - 1), finished.get(), "the others completed their blocks");
        int[] count = new int[1];
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                block -> {
                    synchronized (count) {
                        count[0] += block.hi[0] - block.lo[0];
                    }
                }, new int[] {0, 100});
        assertEquals(100, count[0], "the team is usable after a failure");
    }

    @Test
    void severalFailuresRethrowTheLowestProcessors() {
        Team.configure("4");
        IllegalStateException failure = assertThrows(IllegalStateException.class, () ->
                Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ConstructRunTest.class, null,
                        block -> {
                            if (block.processor != 0) {
                                sleep(5L * (4 - block.processor)); // processor 3 fails first in time
                                throw new IllegalStateException("on " + block.processor);
                            }
                        }, new int[] {0, 100}));
        assertEquals("on 1", failure.getMessage());
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

    @ParameterizedTest
    @ValueSource(strings = {"1", "3"})
    void anUnallocatedTemplateIsNamed(String grid) {
        Team.configure(grid);
        IllegalStateException unallocated = assertThrows(IllegalStateException.class,
                () -> Woven.loop(TeamFixture.loopSpec("missingArray", "B", "0", false, "0,0,0,0"),
                        ConstructRunTest.class, null, block -> { }, new int[] {0, 1}));
        assertEquals("distributed array missingArray of test.Fixture.loop is not allocated (Fixture.java:1)",
                unallocated.getMessage());
    }

    @Test
    void aMalformedSpecFailsTheCall() {
        IllegalStateException malformed = assertThrows(IllegalStateException.class,
                () -> Woven.loop("kind=loop;name=x", ConstructRunTest.class, null, block -> { }, new int[] {0, 1}));
        assertThat(malformed.getMessage(), containsString("malformed Java-DVM construct spec (missing src)"));
        assertThat(malformed.getMessage(), containsString("kind=loop;name=x"));
    }

    @Test
    void boundsMustMatchTheRank() {
        List<String> calls = new java.util.ArrayList<>();
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"), ConstructRunTest.class,
                        null, block -> calls.add("ran"), new int[] {0, 8}));
        assertThat(failure.getMessage(), containsString("passed 2 bounds for a construct of rank 2"));
        assertEquals(List.of(), calls);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
