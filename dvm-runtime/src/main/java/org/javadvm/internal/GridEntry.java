package org.javadvm.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The grid's entry: constructs called from outside any construct take turns, one user thread at a time. A thread
 * that finds it held waits, in slices, and stops waiting in two cases. Once the JVM shuts down: a shutdown hook
 * would otherwise wait for a construct whose body called {@code System.exit}. And when the construct holding the
 * grid has waited long with every processor waiting, none running: its body may wait for this very thread (it
 * started it and joins it, or waits for its result), which would wait for the grid forever. In both cases the
 * call runs on its own thread alone, as the un-woven program runs concurrent calls.
 */
final class GridEntry extends ReentrantLock {
    /** How a thread's attempt to enter ended. */
    enum Outcome {
        TAKEN, SHUTTING_DOWN, GRID_WAITING
    }

    /** How long a waiting thread sleeps between two looks at the JVM's state. */
    private static final long SLICE_MILLIS = 20;

    /**
     * Enters, waiting as {@link ReentrantLock#lock()} would (not interruptibly), unless the JVM shuts down or the
     * grid's holder and processors have all been waiting for {@link WaitForCaller#LOOK_AFTER_NANOS} or more.
     */
    Outcome take(Team team) {
        if (tryLock()) {
            return Outcome.TAKEN;
        }
        boolean interrupted = false;
        long waitingSince = System.nanoTime();
        try {
            while (true) {
                if (Shutdown.inProgress()) {
                    return Outcome.SHUTTING_DOWN;
                }
                try {
                    if (tryLock(SLICE_MILLIS, TimeUnit.MILLISECONDS)) {
                        return Outcome.TAKEN;
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                }
                if (System.nanoTime() - waitingSince >= WaitForCaller.LOOK_AFTER_NANOS && noneRuns(team.processorThreads())) {
                    return Outcome.GRID_WAITING;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Whether the holder and every started processor wait (parked, sleeping, blocked): none runs code, and none
     * has been woken by the grid without having run yet. A thread's state is read one thread at a time, and a
     * thread the grid has woken reads as waiting until the machine gives it a core (under load, many
     * milliseconds): a processor that has finished its part and parked, beside a holder it has woken, looked like
     * a grid that waits for nobody. So a hand-off of the grid's own (a part posted, a member arrived) while the
     * threads are read, or one still owed to a parked thread, counts as running.
     */
    boolean noneRuns(Thread[] processors) {
        ThreadMXBean threads;
        try {
            threads = ManagementFactory.getThreadMXBean();
        } catch (LinkageError noManagement) { // a runtime image without java.management: wait as before
            return false;
        }
        Thread holder = getOwner();
        if (holder == null) {
            return false;
        }
        long handOffs = Team.handOffs();
        if (running(threads, holder)) {
            return false;
        }
        for (Thread processor : processors) {
            if (processor != null && running(threads, processor)) {
                return false;
            }
        }
        return Team.handOffs() == handOffs;
    }

    /** Whether {@code thread} runs, or waits for the grid's threads having already woken it. */
    private static boolean running(ThreadMXBean threads, Thread thread) {
        Object blocker = LockSupport.getBlocker(thread);
        ThreadInfo info = threads.getThreadInfo(thread.getId());
        if (info == null) {
            return false;
        }
        return info.getThreadState() == Thread.State.RUNNABLE || LockSupport.getBlocker(thread) != blocker
                || Team.wakeOwed(blocker);
    }

    /** Says once per construct that a call ran alone beside a waiting grid, and why. */
    static void warnOnce(ConstructSpec spec) {
        String thread = Thread.currentThread().getName();
        Notice.once("grid waiting", spec, "was called from thread " + thread + " while another construct held the"
                + " grid with every processor waiting (its body may wait for this thread: a thread it started,"
                + " joined or awaited); it runs on " + thread + " alone, as the un-woven program would"
                + (Monitors.installed != null ? ", and is not checked" : "") + ".");
    }
}
