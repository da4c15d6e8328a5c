package org.javadvm.internal;

/**
 * How much work a parallel loop's blocks hold, learnt from its recent calls, to decide whether handing them
 * to other processors pays: waking a processor and waiting for it costs microseconds (much more on a loaded
 * machine), which a block of a short loop does not earn back. One per construct; written by the thread that
 * runs the construct, read by the next caller.
 */
final class Grain {
    /** Calls of a construct before its blocks may be run by the calling thread: only loops called often qualify. */
    static final int LEARNING_CALLS = 16;

    private volatile double nanosPerIteration = -1;
    private volatile int calls;

    /**
     * Whether the largest of {@code working}'s blocks is estimated to take less than {@code thresholdNanos}:
     * then one thread runs them all sooner than the grid would.
     */
    boolean small(Block[] working, long thresholdNanos) {
        double perIteration = nanosPerIteration;
        if (thresholdNanos <= 0 || calls < LEARNING_CALLS || perIteration < 0) {
            return false;
        }
        long largest = 0;
        for (Block block : working) {
            if (block != null) {
                largest = Math.max(largest, block.size());
            }
        }
        return perIteration * largest < thresholdNanos;
    }

    /** Records that {@code iterations} iterations of one call took {@code nanos}. */
    void observe(long nanos, long iterations) {
        calls = Math.min(calls + 1, LEARNING_CALLS);
        if (iterations > 0) {
            nanosPerIteration = (double) nanos / iterations;
        }
    }
}
