package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The choice between the grid and the calling thread, from the times a loop's calls reported. */
class GrainTest {
    private static final long GRAIN = 20_000;

    /** Two blocks of {@code size} iterations each. */
    private static Block[] blocks(int size) {
        Block[] blocks = {new Block(0, 1, 0, 0, 0, 0), new Block(1, 1, 0, 0, 0, 0)};
        blocks[0].hi[0] = size;
        blocks[1].lo[0] = size;
        blocks[1].hi[0] = 2 * size;
        return blocks;
    }

    /** A grain that has seen {@code calls} calls at one nanosecond per iteration. */
    private static Grain learnt(int calls) {
        Grain grain = new Grain();
        for (int c = 0; c < calls; c++) {
            grain.observe(1000, 1000);
        }
        return grain;
    }

    @Test
    void smallBlocksRunInOrderOnlyAfterTheLearningCalls() {
        assertFalse(learnt(Grain.LEARNING_CALLS - 1).small(blocks(1000), GRAIN));
        Grain grain = learnt(Grain.LEARNING_CALLS);
        assertTrue(grain.small(blocks(1000), GRAIN), "1 us per block");
        assertTrue(grain.small(blocks(19_999), GRAIN), "just under the grain");
        assertFalse(grain.small(blocks(20_000), GRAIN), "a block of the grain's length");
        assertFalse(grain.small(blocks(1000), 0), "grain 0: always the grid");
    }

    /** The next {@code calls} calls, if they run in order, at {@code nanos} each; returns how many did. */
    private static int inOrder(Grain grain, Block[] blocks, int calls, long nanos) {
        int ran = 0;
        while (ran < calls && grain.small(blocks, GRAIN)) {
            grain.observeInOrder(nanos, 2L * blocks[0].size());
            ran++;
        }
        return ran;
    }

    @Test
    void aGridSlowerThanOneThreadSendsTheNextCallsInOrderThenRetries() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000); // 100 us per block, 200 us on one thread
        grain.observeGrid(150_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "the grid saved time: keep it");
        grain.observeGrid(250_000, 200_000); // lost by 50 us: 400 us in order before the retry
        assertEquals(2, inOrder(grain, large, 100, 200_000), "two calls of 200 us in order");
        assertFalse(grain.small(large, GRAIN), "then the grid again");
        grain.observeGrid(120_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "and it stays while it wins");
        grain.observeGrid(250_000, 200_000);
        assertFalse(grain.small(large, 0), "grain 0: always the grid");
    }

    /**
     * What a lost call cost sets how long the loop runs in order: a loop of long blocks is retried after a few
     * calls, one whose hand-off waited long for a core (a busy machine) after many.
     */
    @Test
    void theTimeInOrderBeforeARetryIsEightTimesWhatTheLossCost() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(1_000_000); // 2 ms on one thread
        grain.observeGrid(3_000_000, 2_000_000); // lost by 1 ms: 8 ms in order
        assertEquals(8_000_000, grain.retryAfterNanos());
        assertEquals(4, inOrder(grain, large, 1000, 2_000_000));
        Block[] small = blocks(25_000); // 50 us on one thread, above the grain
        grain.observeGrid(3_050_000, 50_000); // a hand-off that waited 3 ms for a core
        assertEquals(960, inOrder(grain, small, 1000, 50_000), "8 x 3 ms, doubled as the second loss in a row: 48 ms of 50 us calls");
    }

    /** Calls in order after the last grid call, before the grid is tried again, at 200 us each. */
    private static int inOrderBeforeRetry(Grain grain, Block[] blocks) {
        return inOrder(grain, blocks, Integer.MAX_VALUE, 200_000);
    }

    @Test
    void eachGridCallLostInARowDoublesTheTimeInOrderUpToALimitAndAWinEndsIt() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000);
        int expected = 2; // 50 us lost: 400 us, two calls of 200 us
        for (int loss = 1; loss <= Grain.MAX_DOUBLINGS + 3; loss++) {
            grain.observeGrid(250_000, 200_000);
            assertEquals(expected, inOrderBeforeRetry(grain, large), "after loss " + loss + " in a row");
            expected = Math.min(2 * expected, 2 << Grain.MAX_DOUBLINGS);
        }
        grain.observeGrid(120_000, 200_000);
        assertEquals(0, inOrderBeforeRetry(grain, large), "a win keeps the grid");
        grain.observeGrid(250_000, 200_000);
        assertEquals(2, inOrderBeforeRetry(grain, large), "and the next loss starts again");
    }

    /**
     * The calls before a loop is learnt start the processors' threads and run while the JIT compiles: lost
     * ones build no back-off, else a few of them kept a long loop (NPB CG's matrix-vector product) in order
     * for the rest of the run.
     */
    @Test
    void gridCallsLostWhileTheLoopIsLearntAreNoVerdict() {
        Grain grain = new Grain();
        Block[] large = blocks(1_000_000);
        for (int c = 1; c < Grain.LEARNING_CALLS; c++) {
            grain.observe(1_000_000, 1_000_000);
            grain.observeGrid(30_000_000, 2_000_000); // the first calls: threads starting, code interpreted
            assertFalse(grain.small(large, GRAIN), "call " + c + " still learning: the grid");
        }
        grain.observe(1_000_000, 1_000_000);
        grain.observeGrid(1_500_000, 2_000_000);
        assertFalse(grain.small(large, GRAIN), "the first learnt call won: the grid");
        grain.observe(1_000_000, 1_000_000);
        grain.observeGrid(2_500_000, 2_000_000);
        assertEquals(4_000_000, grain.retryAfterNanos(), "a first loss: 8 x 0.5 ms, no doubling from the learning calls");
        assertEquals(2, inOrder(grain, large, 1000, 2_000_000));
    }

    /**
     * After calls in order a processor has parked: the call that retries the grid wakes it, and the calling
     * thread runs the block that processor had not started. That call says nothing of the grid (the processor
     * now waits awake), so the next call goes to the grid again, instead of waiting out a back-off that the
     * next retry would again lose the same way. A second such call in a row counts as lost.
     */
    @Test
    void aGridCallThatHadToWakeItsProcessorIsRetriedAtOnceButOnlyOnce() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000); // 100 us per block, 200 us on one thread
        grain.observeGrid(250_000, 200_000); // lost: the next calls run in order
        assertEquals(2, inOrderBeforeRetry(grain, large));
        grain.observeGrid(260_000, 200_000, false); // the retry found the processor parked and took its block
        assertEquals(0, inOrderBeforeRetry(grain, large), "the woken processor is used by the next call");
        grain.observeGrid(120_000, 200_000, true);
        assertEquals(0, inOrderBeforeRetry(grain, large), "and kept while it wins");

        grain.observeGrid(260_000, 200_000, false);
        assertEquals(0, inOrderBeforeRetry(grain, large), "one call that had to wake it: try again");
        grain.observeGrid(260_000, 200_000, false);
        assertEquals(3, inOrderBeforeRetry(grain, large),
                "two in a row: the processor gets no core in time, back to the calls in order (8 x 60 us)");
        grain.observeGrid(260_000, 200_000, false);
        assertEquals(5, inOrderBeforeRetry(grain, large),
                "and each further one doubles them as any loss");
    }
}
