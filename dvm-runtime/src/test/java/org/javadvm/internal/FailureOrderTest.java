package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Which of several participants' failures is rethrown: the sequential order's first, from boxes of iterations. */
class FailureOrderTest {
    private static final ConstructSpec RANK2 = ConstructSpec.of(TeamFixture.loopSpec("cells", "BB", "0,0", false,
            "0,0,0,0"), FailureOrderTest.class);
    private static final ConstructSpec DOWNWARD = ConstructSpec.of(TeamFixture.loopSpec("data", "B", "0", false,
            "0,0,0,0").replace(";across=0", ";across=0;desc=0"), FailureOrderTest.class);

    @SuppressWarnings("unused")
    private int[][] cells;
    @SuppressWarnings("unused")
    private int[] data;

    private static Block box(int processor, int... bounds) {
        Block block = new Block(processor, bounds.length / 2, 0, 0, 0, 0);
        for (int d = 0; d < bounds.length / 2; d++) {
            block.lo[d] = bounds[2 * d];
            block.hi[d] = bounds[2 * d + 1];
        }
        return block;
    }

    @Test
    void noneOrOneFailure() {
        Block[] boxes = {box(0, 0, 50, 0, 100), box(1, 50, 100, 0, 100)};
        assertNull(FailureOrder.first(RANK2, boxes, new Throwable[2]));
        IllegalStateException only = new IllegalStateException("1");
        assertSame(only, FailureOrder.first(RANK2, boxes, new Throwable[] {null, only}));
        assertEquals(0, only.getSuppressed().length);
    }

    @Test
    void blocksInSequentialOrderDecideAlone() {
        IllegalStateException upper = new IllegalStateException("rows 0-49");
        IllegalStateException lower = new IllegalStateException("rows 50-99");
        // processor 1 holds the upper rows here: its failure comes first whatever the processor order
        Block[] boxes = {box(0, 50, 100, 0, 100), box(1, 0, 50, 0, 100)};
        assertSame(upper, FailureOrder.first(RANK2, boxes, new Throwable[] {lower, upper}));
        assertEquals(0, upper.getSuppressed().length, "decided: nothing attached");
    }

    @Test
    void aDownwardLoopMeetsTheHighestBlockFirst() {
        IllegalStateException low = new IllegalStateException("10");
        IllegalStateException high = new IllegalStateException("90");
        Block[] boxes = {box(0, 0, 50), box(1, 50, 100)};
        assertSame(high, FailureOrder.first(DOWNWARD, boxes, new Throwable[] {low, high}));
    }

    @Test
    void singleIterationsAlwaysDecide() {
        IllegalStateException late = new IllegalStateException("(45,1)");
        IllegalStateException early = new IllegalStateException("(2,90)");
        Block[] boxes = {box(0, 45, 46, 1, 2), box(1, 2, 3, 90, 91)};
        assertSame(early, FailureOrder.first(RANK2, boxes, new Throwable[] {late, early}));
        assertEquals(0, early.getSuppressed().length);
    }

    @Test
    void interleavingBlocksAttachTheOthers() {
        IllegalStateException left = new IllegalStateException("left");
        IllegalStateException right = new IllegalStateException("right");
        Block[] boxes = {box(0, 0, 50, 0, 50), box(1, 0, 50, 50, 100)};
        assertSame(left, FailureOrder.first(RANK2, boxes, new Throwable[] {left, right}));
        assertEquals(1, left.getSuppressed().length);
        OtherProcessorFailed other = (OtherProcessorFailed) left.getSuppressed()[0];
        assertSame(right, other.getCause());
        assertEquals("processor 1 failed too in test.Fixture.loop (Fixture.java:1), in iterations [0, 50) x [50, 100),"
                + " which interleave in the sequential order with the iterations [0, 50) x [0, 50) of processor 0,"
                + " whose failure this is; the sequential program stops at whichever of the failing iterations comes"
                + " first", other.getMessage());
    }
}
