package org.javadvm.internal;

/**
 * Whether the JVM shuts down: a shutdown hook that calls a construct while another construct holds the grid (its
 * body called {@code System.exit}, or a signal arrived) would wait for a caller that never returns, and the JVM
 * would never halt (see {@link GridEntry}).
 */
final class Shutdown {
    private Shutdown() {
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
