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
        return blocks(size, size);
    }

    /** Two blocks of {@code first} and {@code second} iterations. */
    private static Block[] blocks(int first, int second) {
        Block[] blocks = {new Block(0, 1, 0, 0, 0, 0), new Block(1, 1, 0, 0, 0, 0)};
        blocks[0].hi[0] = first;
        blocks[1].lo[0] = first;
        blocks[1].hi[0] = first + second;
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

    /**
     * What the grid saves is the work beside the largest block: blocks of unequal size (a shrinking range whose
     * low processors ran out of iterations) go to the grid while the smaller ones are worth the grain.
     */
    @Test
    void theGridMustSaveTheGrainBesideTheLargestBlock() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        assertTrue(grain.small(blocks(30_000, 19_999), GRAIN), "19.999 us beside a block of 30 us");
        assertFalse(grain.small(blocks(30_000, 20_000), GRAIN), "20 us beside it");
        assertFalse(grain.small(blocks(20_000, 90_000), GRAIN), "the smaller block first");
        Block[] one = blocks(0, 500_000);
        assertTrue(grain.small(new Block[] {null, one[1]}, GRAIN), "one block alone saves nothing");
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

    /** A verdict: {@value Grain#JUDGED_CALLS} grid calls, each of {@code iterations} in {@code nanos}. */
    private static void judge(Grain grain, long nanos, long iterations) {
        for (int c = 0; c < Grain.JUDGED_CALLS; c++) {
            grain.observeGrid(nanos, iterations);
        }
    }

    @Test
    void aGridSlowerThanOneThreadSendsTheNextCallsInOrderThenRetries() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000); // 100 us per block, 200 us on one thread
        judge(grain, 150_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "the grid saved time: keep it");
        judge(grain, 350_000, 200_000); // lost by 150 us: 1.2 ms in order before the retry
        assertEquals(6, inOrder(grain, large, 100, 200_000), "six calls of 200 us in order");
        assertFalse(grain.small(large, GRAIN), "then the grid again");
        judge(grain, 120_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "and it stays while it wins");
        judge(grain, 350_000, 200_000);
        assertFalse(grain.small(large, 0), "grain 0: always the grid");
    }

    /**
     * One grid call in {@value Grain#JUDGED_CALLS} that the operating system or a collection held up is no
     * verdict; most of them lost is. A call slower than the estimate by less than the loss factor is noise of
     * the estimate, not a loss.
     */
    @Test
    void theGridLosesOnlyWhenMostOfItsJudgedCallsWereMuchSlowerThanOneThread() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000);
        grain.observeGrid(150_000, 200_000);
        grain.observeGrid(5_000_000, 200_000);
        grain.observeGrid(150_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "one held-up call of three");
        judge(grain, 299_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "1.495 times one thread: the estimate's noise");
        grain.observeGrid(350_000, 200_000);
        assertFalse(grain.small(large, GRAIN), "a verdict waits for its three calls");
        grain.observeGrid(150_000, 200_000);
        grain.observeGrid(350_000, 200_000);
        assertEquals(6, inOrder(grain, large, 100, 200_000), "two of three lost by 150 us: 1.2 ms in order");
    }

    /**
     * What a lost call cost sets how long the loop runs in order: a loop of long blocks is retried after a few
     * calls, one whose hand-off waited long for a core (a busy machine) after many.
     */
    @Test
    void theTimeInOrderBeforeARetryIsEightTimesWhatTheLossCost() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(1_000_000); // 2 ms on one thread
        judge(grain, 3_500_000, 2_000_000); // lost by 1.5 ms: 12 ms in order
        assertEquals(12_000_000, grain.retryAfterNanos());
        assertEquals(6, inOrder(grain, large, 1000, 2_000_000));
        Block[] small = blocks(25_000); // 50 us on one thread, above the grain
        judge(grain, 3_050_000, 50_000); // hand-offs that waited 3 ms for a core
        assertEquals(960, inOrder(grain, small, 1000, 50_000), "8 x 3 ms, doubled as the second loss in a row: 48 ms of 50 us calls");
    }

    /** Calls in order after the last grid call, before the grid is tried again, at 200 us each. */
    private static int inOrderBeforeRetry(Grain grain, Block[] blocks) {
        return inOrder(grain, blocks, Integer.MAX_VALUE, 200_000);
    }

    @Test
    void eachVerdictLostInARowDoublesTheTimeInOrderUpToALimitAndAWinEndsIt() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000);
        int expected = 6; // 150 us lost: 1.2 ms, six calls of 200 us
        for (int loss = 1; loss <= Grain.MAX_DOUBLINGS + 3; loss++) {
            judge(grain, 350_000, 200_000);
            assertEquals(expected, inOrderBeforeRetry(grain, large), "after loss " + loss + " in a row");
            expected = Math.min(2 * expected, 6 << Grain.MAX_DOUBLINGS);
        }
        judge(grain, 120_000, 200_000);
        assertEquals(0, inOrderBeforeRetry(grain, large), "a win keeps the grid");
        judge(grain, 350_000, 200_000);
        assertEquals(6, inOrderBeforeRetry(grain, large), "and the next loss starts again");
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
        judge(grain, 1_500_000, 2_000_000);
        assertFalse(grain.small(large, GRAIN), "the first learnt calls won: the grid");
        judge(grain, 3_500_000, 2_000_000);
        assertEquals(12_000_000, grain.retryAfterNanos(), "a first loss: 8 x 1.5 ms, no doubling from the learning calls");
        assertEquals(6, inOrder(grain, large, 1000, 2_000_000));
    }

    /**
     * After calls in order a processor has parked: the call that retries the grid wakes it, and the calling
     * thread runs the block that processor had not started. That call says nothing of the grid (the processor
     * now waits awake), so the next call goes to the grid again, instead of waiting out a back-off that the
     * next retry would again lose the same way. Calls after it are judged by their time: one whose blocks the
     * calling thread ran itself took about one thread's time, so a busy machine pays a hand-off per call.
     */
    @Test
    void aGridCallThatHadToWakeItsProcessorIsNoVerdictAndTheNextCallsAreJudgedByTheirTime() {
        Grain grain = learnt(Grain.LEARNING_CALLS);
        Block[] large = blocks(100_000); // 100 us per block, 200 us on one thread
        judge(grain, 350_000, 200_000); // lost: the next calls run in order
        assertEquals(6, inOrderBeforeRetry(grain, large));
        grain.observeGrid(5_000_000, 200_000, false); // the retry found the processor parked, took its block
        assertEquals(0, inOrderBeforeRetry(grain, large), "the woken processor is used by the next call");
        judge(grain, 120_000, 200_000);
        assertEquals(0, inOrderBeforeRetry(grain, large), "and kept while it wins");

        for (int c = 0; c < 1 + 4 * Grain.JUDGED_CALLS; c++) { // a wake-up, then four verdicts
            grain.observeGrid(210_000, 200_000, false); // the processor never got a core in time
        }
        assertEquals(0, inOrderBeforeRetry(grain, large), "the calling thread ran its blocks: one thread's time");
        for (int c = 0; c < Grain.JUDGED_CALLS; c++) {
            grain.observeGrid(1_000_000, 200_000, false);
        }
        assertEquals(32, inOrderBeforeRetry(grain, large), "calls that waited for it: lost by 800 us, 6.4 ms in order");
        grain.observeGrid(1_000_000, 200_000, false);
        assertEquals(0, inOrderBeforeRetry(grain, large), "after calls in order, waking it is no verdict again");
    }
}
