package org.javadvm.internal;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The processors of the virtual grid: one thread each, created once and reused. Processor 0 is whatever
 * thread enters a parallel construct from outside (the program's own thread); processors 1..P-1 are
 * daemon threads {@code dvm-processor-<n>}.
 *
 * <p>The grid comes from the system property {@code dvm.procs}, else the environment variable
 * {@code DVM_PROCS}, else the number of available processors.
 */
public final class Team {
    /** A part of a construct that one processor runs. */
    interface Part {
        void run(int member, Context context);
    }

    private static final Object CONFIGURE = new Object();
    private static volatile Team current;

    private final int[] shape;
    private final Worker[] workers;
    /** Serialises constructs entered from outside the team: user threads are not processors. */
    private final ReentrantLock entry = new ReentrantLock();

    private Team(int[] shape) {
        this.shape = shape;
        this.workers = new Worker[GridShape.size(shape)];
        for (int p = 1; p < workers.length; p++) {
            workers[p] = new Worker(p);
            workers[p].start();
        }
    }

    /** The team, created from the configuration on first use. */
    public static Team get() {
        Team team = current;
        if (team == null) {
            synchronized (CONFIGURE) {
                team = current;
                if (team == null) {
                    team = new Team(configuredShape());
                    current = team;
                }
            }
        }
        return team;
    }

    /**
     * Replaces the team with one of the given shape ({@code "4"}, {@code "2x2"}). For tests and
     * benchmarks that compare grids in one JVM; not to be called while a construct runs.
     */
    public static void configure(String shape) {
        int[] parsed = GridShape.parse(shape, "grid");
        synchronized (CONFIGURE) {
            Team old = current;
            current = new Team(parsed);
            if (old != null) {
                old.stop();
            }
        }
    }

    private static int[] configuredShape() {
        String property = System.getProperty("dvm.procs");
        if (property != null && !property.isBlank()) {
            return GridShape.parse(property, "dvm.procs");
        }
        String environment = System.getenv("DVM_PROCS");
        if (environment != null && !environment.isBlank()) {
            return GridShape.parse(environment, "DVM_PROCS");
        }
        return new int[] {Runtime.getRuntime().availableProcessors()};
    }

    public int[] shape() {
        return shape.clone();
    }

    public int size() {
        return workers.length;
    }

    ReentrantLock entry() {
        return entry;
    }

    /**
     * Runs {@code part} for every member of {@code processors}: member 0 must be the calling thread's
     * processor and runs on it; the others run on their threads. Returns when all are done; the first
     * failure in member order is rethrown.
     */
    void run(int[] processors, Context[] contexts, Part part) {
        if (processors.length == 1) {
            runHere(0, contexts[0], part);
            return;
        }
        Completion completion = new Completion(processors.length - 1, Thread.currentThread());
        Throwable[] failures = new Throwable[processors.length];
        for (int m = 1; m < processors.length; m++) {
            int member = m;
            workers[processors[m]].post(() -> {
                try {
                    runHere(member, contexts[member], part);
                } catch (Throwable failure) {
                    failures[member] = failure;
                } finally {
                    completion.arrive();
                }
            });
        }
        try {
            runHere(0, contexts[0], part);
        } catch (Throwable failure) {
            failures[0] = failure;
        }
        completion.await();
        for (Throwable failure : failures) {
            if (failure != null) {
                throw Sneaky.<RuntimeException>rethrow(failure);
            }
        }
    }

    private static void runHere(int member, Context context, Part part) {
        Context outer = Context.enter(context);
        try {
            part.run(member, context);
        } finally {
            Context.leave(outer);
        }
    }

    private void stop() {
        for (int p = 1; p < workers.length; p++) {
            workers[p].interrupt();
        }
    }

    /** Counts the members still running; the last one wakes the waiting caller. */
    private static final class Completion {
        private final AtomicInteger pending;
        private final Thread waiter;

        Completion(int pending, Thread waiter) {
            this.pending = new AtomicInteger(pending);
            this.waiter = waiter;
        }

        void arrive() {
            if (pending.decrementAndGet() == 0) {
                LockSupport.unpark(waiter);
            }
        }

        void await() {
            for (int spin = 0; pending.get() > 0; spin++) {
                if (spin < Spin.LIMIT) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.park(this);
                }
            }
        }
    }

    /** One processor's thread: waits for a task, runs it, waits again. */
    private static final class Worker extends Thread {
        private volatile Runnable task;

        Worker(int processor) {
            super("dvm-processor-" + processor);
            setDaemon(true);
        }

        void post(Runnable work) {
            task = work;
            LockSupport.unpark(this);
        }

        @Override
        public void run() {
            while (!isInterrupted()) {
                Runnable work = task;
                for (int spin = 0; work == null; spin++) {
                    if (spin < Spin.LIMIT) {
                        Thread.onSpinWait();
                    } else {
                        LockSupport.park(this);
                        if (isInterrupted()) {
                            return;
                        }
                    }
                    work = task;
                }
                task = null;
                work.run();
            }
        }
    }
}
