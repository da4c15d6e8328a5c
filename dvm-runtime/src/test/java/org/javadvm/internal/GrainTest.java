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

    @Test
    void aGridSlowerThanOneThreadSendsTheNextCallsInOrderThenRetries() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000); // 100 us per block, 200 us on one thread
        grain.observeGrid(150_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "the grid saved time: keep it");
        grain.observeGrid(250_000, 200_000);
        for (int c = 0; c < Grain.CALLS_BEFORE_RETRY; c++) {
            assertTrue(grain.small(large, GRAIN), "call " + c + " after the grid lost");
        }
        assertFalse(grain.small(large, GRAIN), "then the grid again");
        grain.observeGrid(120_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "and it stays while it wins");
        grain.observeGrid(250_000, 200_000);
        assertFalse(grain.small(large, 0), "grain 0: always the grid");
    }

    /** Calls in order after the last grid call, before the grid is tried again. */
    private static int inOrderBeforeRetry(Grain grain, Block[] blocks) {
        int calls = 0;
        while (grain.small(blocks, GRAIN)) {
            calls++;
        }
        return calls;
    }

    @Test
    void eachGridCallLostInARowDoublesTheCallsInOrderUpToALimitAndAWinEndsIt() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000);
        int expected = Grain.CALLS_BEFORE_RETRY;
        for (int loss = 1; loss <= Grain.MAX_DOUBLINGS + 3; loss++) {
            grain.observeGrid(250_000, 200_000);
            assertEquals(expected, inOrderBeforeRetry(grain, large), "after loss " + loss + " in a row");
            expected = Math.min(2 * expected, Grain.CALLS_BEFORE_RETRY << Grain.MAX_DOUBLINGS);
        }
        grain.observeGrid(120_000, 200_000);
        assertEquals(0, inOrderBeforeRetry(grain, large), "a win keeps the grid");
        grain.observeGrid(250_000, 200_000);
        assertEquals(Grain.CALLS_BEFORE_RETRY, inOrderBeforeRetry(grain, large), "and the next loss starts again");
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
        assertEquals(Grain.CALLS_BEFORE_RETRY, inOrderBeforeRetry(grain, large));
        grain.observeGrid(260_000, 200_000, false); // the retry found the processor parked and took its block
        assertEquals(0, inOrderBeforeRetry(grain, large), "the woken processor is used by the next call");
        grain.observeGrid(120_000, 200_000, true);
        assertEquals(0, inOrderBeforeRetry(grain, large), "and kept while it wins");

        grain.observeGrid(260_000, 200_000, false);
        assertEquals(0, inOrderBeforeRetry(grain, large), "one call that had to wake it: try again");
        grain.observeGrid(260_000, 200_000, false);
        assertEquals(Grain.CALLS_BEFORE_RETRY, inOrderBeforeRetry(grain, large),
                "two in a row: the processor gets no core in time, back to the calls in order");
        grain.observeGrid(260_000, 200_000, false);
        assertEquals(2 * Grain.CALLS_BEFORE_RETRY, inOrderBeforeRetry(grain, large),
                "and each further one doubles them as any loss");
    }
}
