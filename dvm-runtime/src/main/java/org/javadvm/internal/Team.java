package org.javadvm.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * The processors of the virtual grid: one thread each, created on the first parallel construct and
 * reused. Processor 0 is whatever thread enters a construct from outside (the program's own thread);
 * processors 1..P-1 are daemon threads {@code dvm-processor-<n>}.
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
    /**
     * How many times a grid's thread has woken another (a part posted, the last member arrived): per construct
     * call, never per access. {@link GridEntry} reads it around its look at the threads' states.
     */
    private static final AtomicLong HAND_OFFS = new AtomicLong();
    private static volatile Team current;

    private final int[] shape;
    private final Worker[] workers;
    /** Whether every processor can have a core: then waiting processors spin before they park. */
    private final boolean fits;
    private volatile boolean started;
    /** Serialises constructs entered from outside the team: user threads are not processors. */
    private final GridEntry entry = new GridEntry();
    /** What a thread entering from outside may use: the whole grid, as processor 0. */
    private final Context topLevel;
    /**
     * Blocks estimated to take less than this run one after another on the calling thread ({@code dvm.grain},
     * microseconds; 0: always on their processors).
     */
    private final long grainNanos;
    /** A grid of one processor on which constructs run as written ({@code dvm.direct}, see {@link #sequential()}). */
    private final boolean direct;

    private Team(int[] shape) {
        this.shape = shape;
        this.grainNanos = configuredGrain();
        this.workers = new Worker[GridShape.size(shape)];
        this.direct = workers.length == 1 && configuredDirect();
        this.fits = Spin.fits(workers.length);
        int[] everyone = new int[workers.length];
        for (int p = 0; p < everyone.length; p++) {
            everyone[p] = p;
        }
        this.topLevel = new Context(0, everyone, shape);
    }

    /**
     * The team, created from the configuration on first use; a configuration it cannot run with ({@code dvm.procs},
     * {@code DVM_PROCS}, {@code dvm.grain}, {@code dvm.direct}) stops the program with a {@link ConfigurationError}
     * naming it.
     */
    public static Team get() {
        Team team = current;
        if (team == null) {
            synchronized (CONFIGURE) {
                team = current;
                if (team == null) {
                    List<String> problems = configurationProblems();
                    if (!problems.isEmpty()) {
                        throw ConfigurationError.refuse("Java-DVM: " + String.join("; ", problems));
                    }
                    team = new Team(configuredShape());
                    current = team;
                }
            }
        }
        return team;
    }

    /**
     * What is wrong with the grid's configuration in the system properties and the environment, a sentence each
     * naming the setting; empty when the team can be made. The debugger asks before the program runs, so that a
     * grid that is none stops it at its start, not at its first parallel construct.
     */
    public static List<String> configurationProblems() {
        List<String> problems = new ArrayList<>();
        for (Runnable setting : new Runnable[] {Team::configuredShape, Team::configuredGrain, Team::configuredDirect}) {
            try {
                setting.run();
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        return problems;
    }

    /**
     * Replaces the team with one of the given shape ({@code "4"}, {@code "2x2"}). For tests and
     * benchmarks that compare grids in one JVM; not to be called while a construct runs.
     */
    public static void configure(String shape) {
        replace(new Team(GridShape.parse(shape, "grid")));
    }

    /** Forgets the team, so that the next use reads {@code dvm.procs} / {@code DVM_PROCS} again. For tests. */
    static void reloadConfiguration() {
        replace(null);
    }

    private static void replace(Team next) {
        synchronized (CONFIGURE) {
            Team old = current;
            current = next;
            if (old != null) {
                old.stop();
            }
        }
    }

    /**
     * {@code dvm.procs}, else {@code DVM_PROCS}, else the CPUs. A property given empty ({@code -Ddvm.procs=}) is
     * refused like any value that is no grid: it was written on purpose, and reading it as "not given" would run
     * on a grid nobody asked for. An empty environment variable is the shell's way to unset it ({@code DVM_PROCS=}).
     */
    private static int[] configuredShape() {
        String property = System.getProperty("dvm.procs");
        if (property != null) {
            return GridShape.parse(property, "dvm.procs");
        }
        String environment = System.getenv("DVM_PROCS");
        if (environment != null && !environment.isBlank()) {
            return GridShape.parse(environment, "DVM_PROCS");
        }
        return new int[] {Runtime.getRuntime().availableProcessors()};
    }

    /**
     * The default grain, the least time a call on the grid must be expected to save: above a hand-off's cost to
     * an awake processor (about a microsecond), below what a split of a useful loop saves.
     */
    static final long DEFAULT_GRAIN_MICROS = 5;

    private static long configuredGrain() {
        String property = System.getProperty("dvm.grain");
        if (property == null) {
            return DEFAULT_GRAIN_MICROS * 1000; // an empty value is refused below, as dvm.procs's
        }
        try {
            long micros = Long.parseLong(property.trim());
            if (micros >= 0) {
                return micros * 1000;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("dvm.grain=" + property + " is not a number of microseconds (0 or more)");
    }

    /**
     * Whether a construct called now runs as its method's own code, the sequential program, instead of through the
     * run-time: release on a grid of one processor, unless {@code -Ddvm.direct=false}, with no monitor installed
     * (the debug modes check every call), no reduction group holding a result (a construct binding its field must
     * be refused, which the run-time does) and no construct keeping fields in block slots on any thread
     * ({@link Bindings#active}). The last makes the method's code as written right: the calling thread binds
     * nothing, and a construct its code calls that does bind (one with a reduction group) unbinds before it
     * returns, so every field access of that code is to the field itself. Before the grid is made (the program's
     * first construct call) the answer is no, and that call makes it. The dispatcher of a release-woven construct
     * asks this first: a few static reads, no thread lookup.
     */
    static boolean sequential() {
        Team team = current;
        return team != null && team.direct && Bindings.active == 0 && Monitors.installed == null
                && !PendingReductions.anyPending;
    }

    private static boolean configuredDirect() {
        String property = System.getProperty("dvm.direct");
        if (property == null || property.trim().equals("true")) {
            return true;
        }
        if (property.trim().equals("false")) {
            return false;
        }
        throw new IllegalArgumentException("dvm.direct=" + property + " is neither true nor false");
    }

    long grainNanos() {
        return grainNanos;
    }

    public int[] shape() {
        return shape.clone();
    }

    public int size() {
        return workers.length;
    }

    GridEntry entry() {
        return entry;
    }

    static long handOffs() {
        return HAND_OFFS.get();
    }

    /**
     * Whether a thread parked with {@code blocker} (see {@link LockSupport#getBlocker}) waits in the grid's own
     * hand-off and has already been woken: a caller whose members have all arrived, or a processor whose part
     * is posted. It runs as soon as it has a core.
     */
    static boolean wakeOwed(Object blocker) {
        if (blocker instanceof Completion) {
            return ((Completion) blocker).pending.get() == 0;
        }
        return blocker instanceof Worker && ((Worker) blocker).task.get() != null;
    }

    /** The processors' threads started so far (index 0, the calling thread's, is never set). */
    Thread[] processorThreads() {
        return workers.clone();
    }

    Context topLevel() {
        return topLevel;
    }

    /**
     * Runs {@code part} for every member of {@code processors}: member 0 must be the calling thread's
     * processor and runs on it; the others run on their threads. Returns when all are done; when some part
     * failed, throws {@link PartsFailed} with every member's failure.
     */
    void run(int[] processors, Context[] contexts, Part part) {
        run(processors, contexts, part, false);
    }

    /**
     * As {@link #run(int[], Context[], Part)}; with {@code stealable}, the calling thread, once its own part is
     * done, runs every part that its processor has not started yet itself (in member order, each in its
     * member's context, as {@link ConstructRun}'s in-order path does), instead of waiting for a processor that
     * is still waking up or has no core: a call then never takes much longer than on one thread. Each part
     * runs exactly once, by whichever thread claims it first. Only for parts that do not wait for each other.
     *
     * @return how many other members' parts the calling thread ran itself (0 when every processor was ready)
     */
    int run(int[] processors, Context[] contexts, Part part, boolean stealable) {
        if (processors.length == 1) {
            runHere(0, contexts[0], part);
            return 0;
        }
        if (!started) {
            startWorkers();
        }
        Completion completion = new Completion(processors.length - 1, Thread.currentThread(), fits, workers,
                processors);
        Throwable[] failures = new Throwable[processors.length];
        AtomicIntegerArray claimed = new AtomicIntegerArray(processors.length);
        for (int m = 1; m < processors.length; m++) {
            int member = m;
            workers[processors[m]].post(() -> {
                if (claimed.compareAndSet(member, 0, 1)) {
                    runClaimed(member, contexts[member], part, failures, completion);
                }
            });
        }
        // the calling thread's own part, then (stealable) each part not started yet; one call site of the part, which
        // the JIT inlines with all it calls: a second one for the stolen parts doubled the callers' compiled code
        int taken = 0;
        int last = stealable ? processors.length - 1 : 0;
        for (int m = 0; m <= last; m++) {
            boolean own = m == 0;
            if (!own && (claimed.get(m) != 0 || !claimed.compareAndSet(m, 0, 1))) {
                continue;
            }
            try {
                runHere(m, contexts[m], part);
            } catch (Throwable failure) {
                failures[m] = failure;
            }
            if (!own) {
                taken++;
                completion.arriveHere();
            }
        }
        completion.await();
        for (Throwable failure : failures) {
            if (failure != null) {
                throw new PartsFailed(failures);
            }
        }
        return taken;
    }

    /**
     * Thrown by {@link #run} once every part is done when some failed: each member's failure, for the caller to
     * choose the one to rethrow ({@link FailureOrder}).
     */
    static final class PartsFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** Per member, its failure or {@code null}. */
        final transient Throwable[] failures;

        PartsFailed(Throwable[] failures) {
            super("parts failed", null, false, false);
            this.failures = failures;
        }
    }

    /** One member's part on its processor's thread; its failure kept for the caller. */
    private static void runClaimed(int member, Context context, Part part, Throwable[] failures,
                                   Completion completion) {
        try {
            runHere(member, context, part);
        } catch (Throwable failure) {
            failures[member] = failure;
        } finally {
            completion.arrive();
        }
    }

    private synchronized void startWorkers() {
        if (started) {
            return;
        }
        for (int p = 1; p < workers.length; p++) {
            workers[p] = new Worker(p, fits);
            workers[p].start();
        }
        started = true;
    }

    private static void runHere(int member, Context context, Part part) {
        Context outer = Context.enter(context);
        try {
            part.run(member, context);
        } finally {
            Context.leave(outer);
        }
    }

    private synchronized void stop() {
        if (started) {
            for (int p = 1; p < workers.length; p++) {
                workers[p].interrupt();
            }
        }
    }

    /** Counts the members still running; the last one wakes the waiting caller. */
    static final class Completion {
        private final AtomicInteger pending;
        private final Thread waiter;
        private final boolean fits;
        /** The grid's threads and the members' processors: whom to look at after a long wait. */
        private final Thread[] workers;
        private final int[] processors;
        /** When the waiter looks next for members that can never finish (0: not yet set), and what it saw. */
        private long lookAt;
        private ClassInitWait classInit;

        Completion(int pending, Thread waiter, boolean fits, Thread[] workers, int[] processors) {
            this.pending = new AtomicInteger(pending);
            this.waiter = waiter;
            this.fits = fits;
            this.workers = workers;
            this.processors = processors;
        }

        void arrive() {
            if (pending.decrementAndGet() == 0) {
                HAND_OFFS.incrementAndGet();
                LockSupport.unpark(waiter);
            }
        }

        /** A member's arrival reported by the waiter itself, which needs no waking. */
        void arriveHere() {
            pending.decrementAndGet();
        }

        /** Waits for the members; after a long wait, looks for one that waits for a lock of the waiter's. */
        void await() {
            for (int attempt = 0; pending.get() > 0; attempt++) {
                if (!Spin.step(attempt, fits)) {
                    waitLong();
                }
            }
        }

        /**
         * After the spin: parks, and once it has waited long looks for members that can never finish (apart from
         * the spin, which stays small for the JIT).
         */
        private void waitLong() {
            long now = System.nanoTime();
            if (lookAt == 0) {
                lookAt = now + WaitForCaller.LOOK_AFTER_NANOS;
            } else if (now - lookAt >= 0) {
                Thread[] members = new Thread[processors.length];
                for (int m = 1; m < processors.length; m++) {
                    members[m] = workers[processors[m]];
                }
                WaitForCaller.check(waiter, members);
                if (classInit == null) {
                    classInit = new ClassInitWait(waiter, members);
                }
                classInit.look();
                lookAt = now + WaitForCaller.LOOK_AFTER_NANOS;
            }
            LockSupport.parkNanos(this, WaitForCaller.LOOK_AFTER_NANOS);
        }
    }

    /**
     * One processor's thread: waits for a task, runs it, waits again. A task the caller has run itself may
     * still sit in the slot when the next is posted: the next replaces it (it would only have found its part
     * claimed), and taking the slot empties it in one step, so a posted task is never lost.
     */
    private static final class Worker extends Thread {
        private final AtomicReference<Runnable> task = new AtomicReference<>();
        private final boolean fits;

        Worker(int processor, boolean fits) {
            super("dvm-processor-" + processor);
            setDaemon(true);
            this.fits = fits;
        }

        void post(Runnable work) {
            task.set(work);
            HAND_OFFS.incrementAndGet();
            LockSupport.unpark(this);
        }

        @Override
        public void run() {
            while (!isInterrupted()) {
                for (int attempt = 0; task.get() == null; attempt++) {
                    if (!Spin.step(attempt, fits)) {
                        LockSupport.park(this);
                        if (isInterrupted()) {
                            return;
                        }
                    }
                }
                Runnable work = task.getAndSet(null);
                if (work != null) {
                    work.run();
                }
            }
        }
    }
}
