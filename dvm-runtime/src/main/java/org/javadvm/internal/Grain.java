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

    private volatile double nanosPerIteration = -1;
    private volatile int calls;
    /** Whether the last call on the grid took longer than its iterations take on one thread. */
    private volatile boolean gridLost;
    /** Nanoseconds the calls in order have taken since the last grid call. */
    private volatile long inOrderNanosSinceGrid;
    /** What the last lost grid call cost over one thread, in nanoseconds. */
    private volatile long lostNanos;
    /** Grid calls lost one after another (0 after a call the grid won). */
    private volatile int lostInARow;
    /** Whether the last grid call found a processor not ready (it ran that processor's block on the caller). */
    private volatile boolean wokenLast;

    /**
     * Whether the calling thread should run {@code working}'s blocks itself: the largest is estimated to take
     * less than {@code thresholdNanos}, or the grid lost against one thread lately (then it is tried again once
     * the calls in order took {@value #RETRY_COST_FACTOR} times what the loss cost, twice as long after each
     * further loss in a row). Never while {@code thresholdNanos} is 0.
     */
    boolean small(Block[] working, long thresholdNanos) {
        double perIteration = nanosPerIteration;
        if (thresholdNanos <= 0 || !learnt() || perIteration < 0) {
            return false;
        }
        long largest = 0;
        for (Block block : working) {
            if (block != null) {
                largest = Math.max(largest, block.size());
            }
        }
        if (perIteration * largest < thresholdNanos) {
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
     * the grid, and the next call goes to the grid again. A second such call in a row counts as lost (the
     * processors do not get a core in time), else a loop would pay a hand-off on every call of a busy machine.
     * Nor are the calls before the loop is {@linkplain #learnt() learnt} a verdict: they start the processors'
     * threads and run while the JIT compiles the body, and a few of them lost in a row would otherwise keep
     * the loop in order for most of a program's run.
     */
    void observeGrid(long nanos, long iterations, boolean processorsReady) {
        inOrderNanosSinceGrid = 0;
        if (!learnt() || (!processorsReady && !wokenLast)) {
            wokenLast = learnt();
            gridLost = false;
            lostInARow = 0;
            return;
        }
        wokenLast = !processorsReady;
        double perIteration = nanosPerIteration;
        double oneThread = perIteration * iterations;
        gridLost = perIteration >= 0 && nanos > oneThread;
        lostInARow = gridLost ? Math.min(lostInARow + 1, MAX_DOUBLINGS + 1) : 0;
        lostNanos = gridLost ? (long) (nanos - oneThread) : 0;
    }

    /**
     * Nanoseconds of calls in order after a lost grid call before the next retry: {@value #RETRY_COST_FACTOR}
     * times what the loss cost, doubled per further loss in a row.
     */
    long retryAfterNanos() {
        return RETRY_COST_FACTOR * lostNanos << Math.max(0, lostInARow - 1);
    }
}
