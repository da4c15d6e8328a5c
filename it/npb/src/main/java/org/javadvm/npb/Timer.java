package org.javadvm.npb;

/** Wall-clock timer that accumulates over start/stop pairs, as NPB's timers do. */
public final class Timer {
    private long total;
    private long started = -1;

    /** Starts (or restarts) an interval. */
    public void start() {
        started = System.nanoTime();
    }

    /** Ends the current interval and adds it to the total. */
    public void stop() {
        if (started < 0) {
            throw new IllegalStateException("timer stopped without being started");
        }
        total += System.nanoTime() - started;
        started = -1;
    }

    /** Accumulated seconds of the stopped intervals. */
    public double seconds() {
        return total * 1e-9;
    }
}
