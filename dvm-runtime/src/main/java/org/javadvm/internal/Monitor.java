package org.javadvm.internal;

/**
 * Receives the structure events of a run: constructs, their iterations, reduction and shadow groups.
 * The debug modes install one ({@link #install(Monitor)}); while one is installed every construct runs
 * emulated on the calling thread, one iteration (or task) at a time, as {@link #emulation()} says (by
 * default in the sequential order, each iteration acting as its own processor): {@code constructStart},
 * then per iteration {@code iterationStart} / body / {@code iterationEnd}, then one {@code reductionResult}
 * per declared reduction and {@code constructEnd} (both also when the body failed; an iteration that failed
 * says so first, {@code iterationFailed}). The grid emulation puts
 * each processor's iterations between {@code processorStart} and {@code processorEnd}. Nested constructs
 * nest their events inside the enclosing iteration.
 *
 * <p>A monitor may ask for boundary iterations only ({@link #boundaryIterations()}): then a parallel loop's
 * interior iterations run the plain body (no access is reported from it), one row segment per call, between
 * {@code uncheckedStart} and {@code uncheckedEnd}; the order of all iterations stays row-major. Constructs
 * called while an unchecked segment runs run plain and unreported. Task regions always run task by task.
 *
 * <p>Events arrive on the thread that runs the construct; user threads calling constructs are serialised
 * by the run-time, so the constructs' events do not interleave. The other code of a second thread (and the access
 * events of woven code) is not serialised: a monitor that keeps a position in the run must take the events of one
 * thread only (the debugger's does).
 */
public interface Monitor {
    void constructStart(ConstructInfo construct, Object self, int[] bounds);

    /** {@code index} holds the iteration's loop indices (or the task number); valid during the call only. */
    void iterationStart(int[] index);

    void iterationEnd();

    /**
     * The current iteration's (or task's) body is ending by {@code failure}, which it did not catch: the
     * iteration stops where it threw (an update it had begun, such as {@code sum += 1000 / d[i]} dividing by
     * zero, stays unfinished) and the exception leaves the construct after its other events. Called before that
     * iteration's {@link #iterationEnd()}; in an enclosing construct's iteration the same failure is reported
     * again when it passes through. An iteration of an unchecked segment that fails reports it too, before
     * {@link #uncheckedEnd()}, without an iteration of its own. The default ignores it.
     */
    default void iterationFailed(Throwable failure) {
    }

    void constructEnd();

    void reductionGroupStart(Object group);

    void reductionGroupWait(Object group);

    void shadowGroupStart(Object group, java.util.List<Object> arrays);

    void shadowGroupWait(Object group, java.util.List<Object> arrays);

    /**
     * How the construct about to start runs: asked once per construct call, before {@code constructStart}
     * (and before {@link #boundaryIterations()}). The default, {@link Emulation#SEQUENTIAL}, is what dynamic
     * control uses.
     */
    default Emulation emulation() {
        return Emulation.SEQUENTIAL;
    }

    /**
     * Grid emulation only: processor {@code processor} runs its part of the construct next, the loop iterations
     * {@code lo[d] <= i[d] < hi[d]} (for a task region the tasks {@code lo[0] <= t < hi[0]}); its iterations
     * follow, then {@link #processorEnd()}. Arrays valid during the call only.
     */
    default void processorStart(int processor, int[] lo, int[] hi) {
    }

    /**
     * Grid emulation only, right after {@link #processorStart}: the part is a task run by a group of several
     * processors (a task region with fewer tasks than processors), {@code members} in order, the first being the
     * processor just started. The emulation runs the task's own code once; on a real grid every member runs it
     * (and splits the task's parallel loops), so it belongs to every member. Array valid during the call only.
     */
    default void processorGroup(int[] members) {
    }

    /** The processor's part ended (also when it failed). */
    default void processorEnd() {
    }

    /**
     * A reduction's result, before {@code constructEnd}: the partials combined in processor order (with the
     * value before the construct), as the construct hands it on (to its field, to an enclosing construct's copy,
     * or to its group, which writes it at {@code waitDone()}). {@code value} is an Integer, Long, Float or Double
     * as the variable, {@code null} for a reduction array (its result is the array after the construct);
     * {@code locations} the MAXLOC / MINLOC location (empty otherwise). Also after a failure
     * (what the iterations that ran accumulated). Called once per declared reduction, in declaration order;
     * not for a grid-emulated task region without tasks on several processors, which hands nothing on.
     *
     * <p>Returns the value the construct hands on instead ({@code TraceOptions.SubstRedResults}: the run continues
     * from the reference's result), of the variable's type or any {@code Number} converted to it; {@code null}
     * (the default) hands on {@code value}. The locations are kept. An array reduction's {@code value} is
     * {@code null} and its result cannot be replaced.
     */
    default Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        return null;
    }

    /** The iterations to check; {@code null} (the default) checks every iteration. Asked once per loop. */
    default BoundaryIterations boundaryIterations() {
        return null;
    }

    /**
     * Interior iterations {@code lo[d] <= i[d] < hi[d]} run next through the plain body (arrays valid during
     * the call only); what they access is not reported.
     */
    default void uncheckedStart(int[] lo, int[] hi) {
    }

    /** The unchecked segment ended (also when it failed). */
    default void uncheckedEnd() {
    }

    /** Installs the monitor for the rest of the run; {@code null} removes it. */
    static void install(Monitor monitor) {
        Monitors.installed = monitor;
    }

    /** The installed monitor or {@code null}. */
    static Monitor installed() {
        return Monitors.installed;
    }
}
