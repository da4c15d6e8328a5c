package org.javadvm.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A processor whose block waits for a class's initialisation while the calling thread, which runs that class's
 * static initializer, waits for the processor: the construct was called from a static initializer after its
 * first call came from ordinary code ({@link ClassInitializer} looks only at a construct's first calls). On one
 * thread the initializer would go on; on a grid both would wait for ever. The caller looks for it when it has
 * waited long (never on the fast path), and fails naming the class, the processor and its line, instead of
 * hanging.
 *
 * <p>A thread waiting for a class's initialisation is {@code RUNNABLE} to the JVM and spends no CPU time. It is
 * taken for one when, at two looks in a row, it was runnable in the program's code (not in a native method, not
 * in the run-time or the JDK), its CPU time did not move since the look before, and the caller runs a static
 * initializer: a processor that computes, waits for input or parks does not fit.
 */
final class ClassInitWait {
    /** CPU time a waiting processor may use between two looks (the JVM's bookkeeping, a wake-up). */
    private static final long IDLE_NANOS = 1_000_000L;
    private final Thread caller;
    private final Thread[] members;
    private final long[] cpuBefore;
    private final int[] stillLooks;
    private final ThreadMXBean threads;

    ClassInitWait(Thread caller, Thread[] members) {
        this.caller = caller;
        this.members = members;
        this.cpuBefore = new long[members.length];
        this.stillLooks = new int[members.length];
        ThreadMXBean bean;
        try {
            bean = ManagementFactory.getThreadMXBean();
            if (!bean.isThreadCpuTimeSupported() || !bean.isThreadCpuTimeEnabled()) {
                bean = null;
            }
        } catch (LinkageError | UnsupportedOperationException noManagement) { // wait as before
            bean = null;
        }
        this.threads = bean;
        java.util.Arrays.fill(cpuBefore, -1);
    }

    /** One look, by the waiting caller; throws when a processor waits for a class the caller initialises. */
    void look() {
        if (threads == null) {
            return;
        }
        Set<String> initialising = null;
        for (int m = 0; m < members.length; m++) {
            Thread member = members[m];
            if (member == null || member == caller) {
                continue;
            }
            long cpu = threads.getThreadCpuTime(member.getId());
            boolean still = cpu >= 0 && cpuBefore[m] >= 0 && cpu - cpuBefore[m] < IDLE_NANOS
                    && member.getState() == Thread.State.RUNNABLE && inProgramCode(member);
            cpuBefore[m] = cpu;
            stillLooks[m] = still ? stillLooks[m] + 1 : 0;
            if (stillLooks[m] < 2) {
                continue;
            }
            if (initialising == null) {
                initialising = initialisedByCaller();
                if (initialising.isEmpty()) {
                    return;
                }
            }
            throw new IllegalStateException("Java-DVM: " + member.getName() + " stands still" + where(member)
                    + " while the calling thread " + caller.getName() + " runs the static initializer of "
                    + String.join(", ", initialising) + " and waits for it to finish its part of the construct: a"
                    + " processor that touches a class being initialised waits for the initialisation, which waits"
                    + " for that processor. The construct was called from a static initializer after its first"
                    + " call came from elsewhere; call it after the class is initialised, or first from the"
                    + " initializer (then it runs on the calling thread alone).");
        }
    }

    /** The classes whose static initializers run on the caller's stack (the current thread's). */
    private static Set<String> initialisedByCaller() {
        Set<String> classes = new LinkedHashSet<>();
        StackWalker.getInstance().forEach(frame -> {
            if (frame.getMethodName().equals("<clinit>")) {
                classes.add(frame.getClassName());
            }
        });
        return classes;
    }

    /** Whether the innermost frame of {@code member} is the program's (not native, not the run-time's or the JDK's). */
    private static boolean inProgramCode(Thread member) {
        StackTraceElement[] stack = member.getStackTrace();
        if (stack.length == 0 || stack[0].isNativeMethod()) {
            return false;
        }
        String type = stack[0].getClassName();
        boolean runTime = type.startsWith("org.javadvm.internal.") && !stack[0].getMethodName().startsWith("lambda$");
        return !runTime && !type.startsWith("java.") && !type.startsWith("jdk.") && !type.startsWith("sun.");
    }

    private static String where(Thread member) {
        StackTraceElement[] stack = member.getStackTrace();
        if (stack.length == 0) {
            return "";
        }
        StackTraceElement frame = stack[0];
        return " in " + frame.getClassName() + "." + frame.getMethodName().replace("$dvm$body", "") + " at "
                + frame.getFileName() + ":" + frame.getLineNumber();
    }
}
