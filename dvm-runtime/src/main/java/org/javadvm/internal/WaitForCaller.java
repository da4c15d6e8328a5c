package org.javadvm.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * A processor that waits for a lock the calling thread holds, while the calling thread waits for that processor to
 * finish its part: the construct was called inside {@code synchronized} code (or with a {@code Lock} held) whose
 * lock its body takes too. On one thread the program re-enters its own lock and goes on; on a grid it would hang
 * for ever. The caller checks for this when it has waited long (never on the fast path) and fails with the lock,
 * the processor and the line where it waits, instead of hanging.
 */
final class WaitForCaller {
    /** How long the caller waits before it first looks, and then between looks. */
    static final long LOOK_AFTER_NANOS = 200_000_000L;

    private WaitForCaller() {
    }

    /**
     * Throws if one of {@code members} (threads of processors still running their parts) waits for a lock
     * {@code caller} holds.
     */
    static void check(Thread caller, Thread[] members) {
        ThreadMXBean threads;
        try {
            threads = ManagementFactory.getThreadMXBean();
        } catch (LinkageError noManagement) { // a runtime image without java.management: wait as before
            return;
        }
        for (Thread member : members) {
            if (member == null || member == caller) {
                continue;
            }
            ThreadInfo info = threads.getThreadInfo(new long[] {member.getId()}, false, false)[0];
            if (info != null && info.getLockOwnerId() == caller.getId()) {
                throw new IllegalStateException("Java-DVM: " + member.getName() + " waits for " + info.getLockName()
                        + ", which the calling thread " + caller.getName() + " holds while it waits for "
                        + member.getName() + " to finish its part of the construct" + where(member)
                        + ": the construct was called inside synchronized code (or with a lock held) whose lock its "
                        + "body takes too, so its processors could never finish. Call the construct outside that "
                        + "lock, or take the lock only inside the body.");
            }
        }
    }

    /**
     * Where the waiting processor's code stands: its innermost frame outside the JDK and the run-time (a body
     * given as a lambda counts as the program's).
     */
    private static String where(Thread member) {
        for (StackTraceElement frame : member.getStackTrace()) {
            String type = frame.getClassName();
            boolean runTime = type.startsWith("org.javadvm.internal.") && !frame.getMethodName().startsWith("lambda$");
            if (!type.startsWith("java.") && !type.startsWith("jdk.") && !type.startsWith("sun.") && !runTime) {
                return " (it waits in " + type + "." + frame.getMethodName().replace("$dvm$body", "") + " at "
                        + frame.getFileName() + ":" + frame.getLineNumber() + ")";
            }
        }
        return "";
    }
}
