package org.javadvm.internal;

/**
 * How a waiting processor waits before it parks: it spins briefly while every processor can have a core
 * of its own; on a grid larger than the machine it yields instead, since a spinning thread would hold a
 * core that the processor it waits for needs.
 */
final class Spin {
    private static final int SPINS = 1 << 15;
    private static final int YIELDS = 16;
    private static final int CORES = Runtime.getRuntime().availableProcessors();

    private Spin() {
    }

    /** Whether {@code threads} busy threads fit on the machine's cores. */
    static boolean fits(int threads) {
        return threads <= CORES;
    }

    /**
     * One step of waiting; {@code false} once the waiter should park (or, where nobody unparks it, keep
     * calling {@link Thread#yield()}).
     */
    static boolean step(int attempt, boolean fits) {
        if (fits) {
            if (attempt >= SPINS) {
                return false;
            }
            // no Thread.yield() here: on a virtual machine one costs 5 to 50 us, and a processor that yields
            // while its work is posted starts it that much later (the spin is short and then parks anyway)
            Thread.onSpinWait();
            return true;
        }
        if (attempt < YIELDS) {
            Thread.yield();
            return true;
        }
        return false;
    }
}
