package org.javadvm.internal;

/**
 * A construct called while the calling thread holds the monitor of the construct's object or class (from a
 * {@code synchronized} method or block). Run in parallel, a block whose code enters a {@code synchronized}
 * method of that object would wait for the monitor on its processor, while the caller waits for that
 * processor: a hang. Such a call runs on the calling thread alone, which gives the sequential answer.
 */
final class HeldMonitor {
    private HeldMonitor() {
    }

    /** Whether the current thread holds the monitor of {@code self} or of {@code owner}. */
    static boolean held(Object self, Class<?> owner) {
        return Thread.holdsLock(owner) || (self != null && Thread.holdsLock(self));
    }

    /** Says once per construct that it ran on the calling thread alone, and why. */
    static void warnOnce(ConstructSpec spec) {
        Notice.once("held monitor", spec, "was called while the calling thread holds the monitor of its object or"
                + " class (synchronized); it runs on that thread alone, since another processor entering a"
                + " synchronized method of it would wait forever. Call it outside synchronized code to run it in"
                + " parallel.");
    }
}
