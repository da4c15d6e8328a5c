package org.javadvm.internal;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Entering the grid from outside while the JVM may be shutting down. A shutdown hook that calls a construct
 * while another construct holds the grid (its body called {@code System.exit}, or a signal arrived) would wait
 * for a caller that never returns, and the JVM would never halt; so a thread that cannot have the grid at once
 * waits in short slices and gives up once shutdown has begun.
 */
final class Shutdown {
    /** How long a waiting thread sleeps between two looks at the JVM's state. */
    private static final long SLICE_MILLIS = 20;

    private Shutdown() {
    }

    /**
     * Takes {@code entry}, waiting as {@link ReentrantLock#lock()} would (not interruptibly); returns
     * {@code false} without it if the JVM is shutting down while it is held.
     */
    static boolean lockUnlessShuttingDown(ReentrantLock entry) {
        boolean interrupted = false;
        try {
            while (true) {
                if (inProgress()) {
                    return false;
                }
                try {
                    if (entry.tryLock(SLICE_MILLIS, TimeUnit.MILLISECONDS)) {
                        return true;
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Whether the JVM has begun to shut down: it then refuses new shutdown hooks. */
    static boolean inProgress() {
        Thread probe = new Thread(() -> { }, "dvm-shutdown-probe");
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }
}
