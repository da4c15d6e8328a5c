package org.javadvm.internal;

/**
 * The one entry point woven code calls. Each {@code @ParallelLoop} or {@code @TaskRegion} method
 * {@code m} is woven into a dispatcher that calls
 * {@link #loop(String, Class, Object, LoopBody, int[])} with:
 * <ul>
 * <li>{@code spec}: the construct's description, a constant string of {@code key=value} fields separated
 * by {@code ;}, in this order: {@code kind=loop|task}, {@code name=<class>.<method>},
 * {@code src=<file>:<line>}, {@code rank=<k>}; for loops {@code tmpl=<template field>} (the ON array or
 * the root of its alignment chain), {@code fmt=<B|W per template dimension>},
 * {@code off=<o0>,<o1>...} (stride * iteration index + offset = template index), then, only when the loop
 * does not run along the template's leading dimensions, {@code dims=<t0>,<t1>...} (the distinct template
 * dimension each loop dimension runs along; absent means {@code 0,1,...}), then, only when the ON array is
 * aligned with a stride, {@code stride=<s0>,<s1>...} (per loop dimension; absent means 1),
 * {@code across=0|1}, then, only when some loop dimension runs downward, {@code desc=<d0>,<d1>...} (the
 * distinct loop dimensions of {@code @ParallelLoop(descending)}), then, only when a block may run as several
 * consecutive calls, {@code split=<d>} (the loop dimension of the body's outermost loop; see
 * {@link ConstructRun#FIRST_CALL_PIECES}); then
 * {@code slots=<ints>,<longs>,<floats>,<doubles>} (sizes of the block arrays) and one
 * {@code red=<OP>,<I|J|F|D>,<field>,<slot>,<group field or ->[,<loc field>:<int slot>]*} per reduction, a MAXLOC or
 * MINLOC one, or a MIN or MAX of a float or double variable, whose body the weaver read ending with
 * {@code ,@first|@last:<int slot>:<levels>} (which of equal values wins, and where the body records the iteration of
 * each update, see {@code ReductionSpec#ties}), a floating-point MIN or MAX (variable or array) whose body it could
 * not read with {@code ,@unread} (see {@code ReductionSpec#unread}),
 * then {@code prv=<I|J|F|D>,<field>,<slot>} per declared private field (I also for boolean, byte, short,
 * char);</li>
 * <li>{@code owner}, the declaring class, and {@code self}, the receiver or {@code null};</li>
 * <li>{@code body}, which runs the original code over one {@link Block};</li>
 * <li>{@code bounds}: {@code lo0, hi0, lo1, hi1, ...} as the caller passed them.</li>
 * </ul>
 * Format changes are weaver/run-time contract changes: both sides move together. In release the dispatcher first
 * asks {@link #sequential()} and may run the method's own code instead (see there).
 *
 * <p>A call from outside any construct runs over the whole processor grid with the calling thread as
 * processor 0; calls from different user threads are serialised (user threads are not processors, they
 * take turns using the grid). A call from inside a loop block, or from a task that owns a single
 * processor, runs sequentially on the current thread. A thread that a body starts itself is outside any
 * construct: if it calls a construct while the body waits for it, it runs that construct alone once the grid's
 * threads have all waited a while (see {@link GridEntry}). A call
 * while the calling thread holds the monitor of the construct's object or class runs on that thread alone
 * (see {@link HeldMonitor}), and so does a call from a static initializer (see {@link ClassInitializer}).
 *
 * <p>Once the JVM is shutting down, a call from outside that finds the grid busy does not wait for it (the
 * construct holding it may never return: its body may be the one that called {@code System.exit}); it runs
 * sequentially on the calling thread, with the plain body, as the un-woven method would.
 */
public final class Woven {
    private Woven() {
    }

    /**
     * Called first in the static initializer of every class woven for {@code dyn} or {@code debug}: fails with
     * a message naming {@code dvm-debug-core} when it is not on the class path.
     */
    public static void requireDebugger(Class<?> woven) {
        RequiredDebugger.check(woven);
    }

    /**
     * The first instructions of a {@code @Redistribute} method: {@code spec} is
     * {@code array=<field>;fmt=<B|W per dimension>;name=<class>.<method>;src=<file>:<line>}, the field the
     * template array of {@code self} (or the class, {@code self == null}); from here on the loops on that array
     * and on the arrays aligned with it partition by the new format. Inside a construct it throws an
     * {@link IllegalStateException} naming the method.
     */
    public static void redistribute(String spec, Class<?> owner, Object self) {
        RedistributeSpec.of(spec, owner).apply(self);
    }

    public static void loop(String spec, Class<?> owner, Object self, LoopBody body, int[] bounds) {
        loop(spec, owner, self, body, body, bounds);
    }

    /**
     * Asked first by the dispatcher of a release-woven construct (one without a reduction group): when true, and a
     * loop's {@code on} array is allocated, the dispatcher calls {@code m$dvm$sequential}, the method's own code
     * unchanged, instead of {@link #loop}. True on a grid of one processor in release while nothing is bound (see
     * {@link Team#sequential()}): there the run-time's work per call (a block, the reductions' slots, the
     * bindings, the grid's entry) gives the sequential program's results at a cost that short loops called often,
     * and any program while the JIT has not yet compiled the run-time, pay on every call.
     */
    public static boolean sequential() {
        return Team.sequential();
    }

    /**
     * Whether a call from outside any construct comes from a static initializer, on a grid of several threads
     * (dynamic control runs every processor on the calling thread): looked for until the construct's first call
     * from elsewhere.
     */
    private static boolean inClassInitializer(ConstructSpec construct, Team team) {
        if (construct.calledOutsideClassInit || team.size() <= 1 || Monitors.installed != null) {
            return false;
        }
        if (ClassInitializer.running()) {
            return true;
        }
        construct.calledOutsideClassInit = true;
        return false;
    }

    /**
     * The dispatcher of a class woven for {@code dyn} or {@code debug}: {@code body} reports every access,
     * {@code plain} is the same code without reporting. The run-time runs {@code plain} when no monitor is
     * installed and for the iterations the monitor leaves unchecked (see {@link Monitor#boundaryIterations()}).
     */
    public static void loop(String spec, Class<?> owner, Object self, LoopBody body, LoopBody plain, int[] bounds) {
        ConstructSpec construct = ConstructSpec.of(spec, owner);
        Context context = Context.current();
        Team team = Team.get();
        Context reached = context == null ? team.topLevel() : context;
        if (reached.group != null && reached.group.length > 1 && Monitors.installed == null
                && HeldMonitor.held(self, owner)) {
            HeldMonitor.warnOnce(construct);
            ConstructRun.run(construct, self, body, plain, bounds, team, Context.sequential(reached.processor));
        } else if (context == null && inClassInitializer(construct, team)) {
            ClassInitializer.warnOnce(construct);
            ConstructRun.run(construct, self, body, plain, bounds, team, Context.sequential(reached.processor));
        } else if (context == null) {
            GridEntry entry = team.entry();
            GridEntry.Outcome entered = entry.take(team);
            if (entered != GridEntry.Outcome.TAKEN) {
                if (entered == GridEntry.Outcome.GRID_WAITING) {
                    GridEntry.warnOnce(construct);
                }
                ConstructRun.runAlone(construct, self, plain, bounds);
                return;
            }
            try {
                ConstructRun.run(construct, self, body, plain, bounds, team, team.topLevel());
            } finally {
                entry.unlock();
            }
        } else {
            ConstructRun.run(construct, self, body, plain, bounds, team, context);
        }
    }
}
