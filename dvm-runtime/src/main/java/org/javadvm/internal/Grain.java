package org.javadvm.internal;

/**
 * How much work a parallel loop's blocks hold, learnt from its recent calls, to decide whether handing them
 * to other processors pays: waking a processor and waiting for it costs microseconds on an idle machine and
 * up to milliseconds on one busy with other work, which a short block does not earn back. One per construct;
 * written by the thread that runs the construct, read by the next caller (a lost update only delays a choice).
 */
final class Grain {
    /** Calls of a construct before its blocks may be run by the calling thread: only loops called often qualify. */
    static final int LEARNING_CALLS = 16;
    /**
     * After a call on the grid that was slower than one thread would have been, the calls run in order until
     * they have taken this many times what the lost call cost over one thread, before the grid is tried
     * again: a retry that loses again then costs at most an eighth of the time spent in order, and a loop of
     * long blocks, which a loss costs little against its calls, is retried after a few calls.
     */
    static final int RETRY_COST_FACTOR = 8;
    /**
     * Each further grid call lost in a row doubles the time in order before the next retry, up to this many
     * doublings: on a machine whose cores are busy with other work most retries lose, and each loss can cost
     * a wait of milliseconds for a core.
     */
    static final int MAX_DOUBLINGS = 6;
    /**
     * Grid calls are judged this many at a time, and the grid loses when most of them lost: a single call that
     * the operating system or a garbage collection interrupted does not send a loop in order (in order, its
     * processors' caches go cold and they park, so the next grid calls pay for that too).
     */
    static final int JUDGED_CALLS = 3;
    /**
     * A grid call is lost when it took more than this many times its iterations' estimated time on one thread.
     * The estimate comes from the calling thread's own block, slowed by the other processors' memory traffic
     * and noisy by some tens of per cent on short calls; a grid that does not pay on a busy machine loses by
     * far more (a wait for a core costs milliseconds).
     */
    static final double LOSS_FACTOR = 1.5;

    private volatile double nanosPerIteration = -1;
    private volatile int calls;
    /** Whether the last verdict on the grid's calls was that they took longer than one thread would have. */
    private volatile boolean gridLost;
    /** Nanoseconds the calls in order have taken since the last grid call. */
    private volatile long inOrderNanosSinceGrid;
    /** What a lost grid call of the last verdict cost over one thread, on average, in nanoseconds. */
    private volatile long lostNanos;
    /** Verdicts lost one after another (0 after one the grid won). */
    private volatile int lostInARow;
    /**
     * Whether the last call found a processor not ready (it ran that processor's block on the caller) and
     * went to the grid: the processors it woke are awake for the next call. A call in order clears it, since
     * processors left waiting through calls in order park again.
     */
    private volatile boolean wokenLast;
    /** Grid calls judged so far towards the next verdict, those of them lost, and what those lost cost. */
    private volatile int judgedCalls;
    private volatile int judgedLosses;
    private volatile long judgedLostNanos;

    /**
     * Whether the calling thread should run {@code working}'s blocks itself: the grid would save less than
     * {@code thresholdNanos} (the work of all blocks but the largest, which the grid runs beside it, is estimated
     * to take less), or the grid lost against one thread lately (then it is tried again once the calls in order
     * took {@value #RETRY_COST_FACTOR} times what the loss cost, twice as long after each further loss in a row).
     * Never while {@code thresholdNanos} is 0.
     *
     * <p>What the grid saves is the work beside the largest block, not the largest block itself: on blocks of
     * unequal size (a shrinking range over BLOCK, whose low processors run out of iterations) the grid still
     * pays while the smaller blocks together are worth a hand-off.
     */
    boolean small(Block[] working, long thresholdNanos) {
        double perIteration = nanosPerIteration;
        if (thresholdNanos <= 0 || !learnt() || perIteration < 0) {
            return false;
        }
        long largest = 0;
        long total = 0;
        for (Block block : working) {
            if (block != null) {
                largest = Math.max(largest, block.size());
                total += block.size();
            }
        }
        if (perIteration * (total - largest) < thresholdNanos) {
            return true;
        }
        if (gridLost && inOrderNanosSinceGrid < retryAfterNanos()) {
            return true;
        }
        return false;
    }

    /** Whether the loop has been called often enough for the choices of the calling thread to apply. */
    boolean learnt() {
        return calls >= LEARNING_CALLS;
    }

    /** Records that {@code iterations} iterations of one call, on one thread, took {@code nanos}. */
    void observe(long nanos, long iterations) {
        observeBlock(nanos, iterations);
    }

    /**
     * Records that the calling thread ran a whole call's {@code iterations} in order in {@code nanos}; they
     * count towards the next retry of the grid.
     */
    void observeInOrder(long nanos, long iterations) {
        observeBlock(nanos, iterations);
        if (gridLost) {
            inOrderNanosSinceGrid += nanos;
        }
        if (wokenLast) {
            wokenLast = false;
        }
    }

    private void observeBlock(long nanos, long iterations) {
        calls = Math.min(calls + 1, LEARNING_CALLS);
        if (iterations > 0) {
            nanosPerIteration = (double) nanos / iterations;
        }
    }

    /** Records that a call of {@code iterations} iterations on the grid took {@code nanos} from hand-off to end. */
    void observeGrid(long nanos, long iterations) {
        observeGrid(nanos, iterations, true);
    }

    /**
     * As {@link #observeGrid(long, long)}; {@code processorsReady} is false when the calling thread ran another
     * processor's block itself because that processor had not started it (parked after the calls run in order,
     * or without a core). Such a call woke the processor, which now waits for work awake: it is no verdict on
     * the grid, and the next call goes to the grid again. From the second such call in a row on, calls are
     * judged by their time like the others, {@value #JUDGED_CALLS} at a time (see {@link #JUDGED_CALLS},
     * {@link #LOSS_FACTOR}): a call whose blocks the calling thread ran itself took about what one thread takes,
     * so on a machine whose cores are busy the grid costs a hand-off per call, not a wait for a core. Calls in
     * order between two such calls make the second a wake-up again (the processors parked meanwhile).
     * Nor are the calls before the loop is {@linkplain #learnt() learnt} a verdict: they start the processors'
     * threads and run while the JIT compiles the body, and a few of them lost in a row would otherwise keep
     * the loop in order for most of a program's run.
     */
    void observeGrid(long nanos, long iterations, boolean processorsReady) {
        inOrderNanosSinceGrid = 0;
        if (!learnt()) {
            gridLost = false;
            lostInARow = 0;
            return;
        }
        if (!processorsReady && !wokenLast) {
            wokenLast = true;
            gridLost = false; // lostInARow stays: on a busy machine each retry wakes them, then loses again
            return;
        }
        wokenLast = !processorsReady;
        double perIteration = nanosPerIteration;
        double oneThread = perIteration * iterations;
        if (perIteration >= 0 && nanos > LOSS_FACTOR * oneThread) {
            judgedLosses++;
            judgedLostNanos += (long) (nanos - oneThread);
        }
        if (++judgedCalls < JUDGED_CALLS) {
            gridLost = false;
            return;
        }
        gridLost = judgedLosses > JUDGED_CALLS / 2;
        lostInARow = gridLost ? Math.min(lostInARow + 1, MAX_DOUBLINGS + 1) : 0;
        lostNanos = gridLost ? judgedLostNanos / judgedLosses : 0;
        judgedCalls = 0;
        judgedLosses = 0;
        judgedLostNanos = 0;
    }

    /**
     * Nanoseconds of calls in order after a lost grid call before the next retry: {@value #RETRY_COST_FACTOR}
     * times what the loss cost, doubled per further loss in a row.
     */
    long retryAfterNanos() {
        return RETRY_COST_FACTOR * lostNanos << Math.max(0, lostInARow - 1);
    }
}
