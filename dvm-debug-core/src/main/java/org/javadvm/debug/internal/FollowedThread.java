package org.javadvm.debug.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;

/**
 * The one program thread the debugger follows: the first that sends it an event, which is the thread that first
 * runs woven code (normally {@code main}). The consumers keep one position in the run (the running constructs
 * and their current iterations, the open sequential loops, the current processor), and the run-time serialises
 * only the constructs of several threads, not their other code: an access of a second thread arriving while the
 * followed one is inside a construct would be judged as that construct's, and the position would be changed
 * by two threads at once. So the events of every other thread are passed over here, before the consumers and
 * the life cycle see them: the run-time still runs that thread's constructs (emulated, with the sequential
 * results), nothing of them is checked or traced, and the consumers are told once ({@link
 * Consumer#otherThreadSeen}) so that none relies on having seen every write. Each such thread is named once, in
 * the report's notes (the summary, the text report, the SARIF file), with where it first ran woven code and the
 * number of events passed over.
 *
 * <p>Stands in front of the consumers for the access events (it is the sink {@link Hook} calls) and in front of
 * the life cycle for the structure events (it is the installed monitor). The followed thread's events cost one
 * comparison more.
 */
public final class FollowedThread implements AccessSink, Monitor {
    private final Consumer consumers;
    private final Monitor lifecycle;
    /** The followed thread, {@code null} until the first event; set once, under this object's lock. */
    private Thread followed;
    /** Every other thread that sent an event, in the order first seen. */
    private final Map<Thread, Passed> others = new ConcurrentHashMap<>();
    private final List<Passed> order = new ArrayList<>();

    /** What one other thread sent: where it first ran woven code, and how many events were passed over. */
    private static final class Passed {
        final String thread;
        final String first;
        final LongAdder events = new LongAdder();

        Passed(String thread, String first) {
            this.thread = thread;
            this.first = first;
        }
    }

    FollowedThread(Consumer consumers, Monitor lifecycle) {
        this.consumers = consumers;
        this.lifecycle = lifecycle;
    }

    /** What the followed thread's access events are passed on to: the one consumer, or the fan-out. */
    public Consumer consumers() {
        return consumers;
    }

    /** What the followed thread's structure events are passed on to: the life cycle. */
    public Monitor lifecycle() {
        return lifecycle;
    }

    /** Whether the current thread's events go on, for an access at {@code site}. */
    private boolean follows(int site) {
        Thread current = Thread.currentThread();
        return current == followed || firstOrOther(current, site, null);
    }

    /** Whether the current thread's events go on, for a structure event ({@code construct}: the one it starts). */
    private boolean follows(ConstructInfo construct) {
        Thread current = Thread.currentThread();
        return current == followed || firstOrOther(current, -1, construct);
    }

    private boolean follows() {
        return follows((ConstructInfo) null);
    }

    /** The first event of the run, or one of a thread not followed (counted, and named when first seen). */
    private boolean firstOrOther(Thread current, int site, ConstructInfo construct) {
        if (followed == null) { // seen unset (it may be set by now): decide under the lock
            synchronized (this) {
                if (followed == null) {
                    followed = current;
                }
                if (followed == current) {
                    return true;
                }
            }
        }
        Passed passed = others.get(current);
        if (passed == null) {
            passed = seen(current, site >= 0 ? "at " + Sites.get(site).location() : construct != null
                    ? "calling " + construct.name + " (" + construct.source + ")" : "inside a construct");
        }
        passed.events.increment();
        return false;
    }

    private synchronized Passed seen(Thread current, String where) {
        Passed passed = others.get(current);
        if (passed != null) {
            return passed;
        }
        passed = new Passed(current.getName(), where);
        others.put(current, passed);
        order.add(passed);
        consumers.otherThreadSeen(current.getName());
        return passed;
    }

    private String text(Passed passed) {
        return "the debugger follows one program thread, \"" + followed.getName() + "\" (the first to run woven "
                + "code); thread \"" + passed.thread + "\" ran woven code (first " + passed.first + "): its accesses "
                + "and constructs are neither checked nor traced, and reads of values never written are no longer "
                + "reported, as that thread may have written them. Call the constructs from one thread to check them";
    }

    /** The report's notes: each thread passed over, with what it sent. */
    synchronized void finish(DiagnosticLog log) {
        for (Passed passed : order) {
            long events = passed.events.sum();
            log.addNote(text(passed) + "; " + events + (events == 1 ? " event" : " events") + " passed over");
        }
    }

    // ---------------------------------------------------------------- access events, to the consumers

    @Override
    public void arrayRead(Object array, int index, int site) {
        if (follows(site)) {
            consumers.arrayRead(array, index, site);
        }
    }

    @Override
    public void arrayWrite(Object array, int index, int site) {
        if (follows(site)) {
            consumers.arrayWrite(array, index, site);
        }
    }

    @Override
    public void fieldRead(Object instance, int site) {
        if (follows(site)) {
            consumers.fieldRead(instance, site);
        }
    }

    @Override
    public void fieldWrite(Object instance, Object value, int site) {
        if (follows(site)) {
            consumers.fieldWrite(instance, value, site);
        }
    }

    @Override
    public void boundAccess(Object instance, boolean write, int site) {
        if (follows(site)) {
            consumers.boundAccess(instance, write, site);
        }
    }

    @Override
    public void privateAccess(boolean write, int site) {
        if (follows(site)) {
            consumers.privateAccess(write, site);
        }
    }

    @Override
    public void handlerEntered(int site) {
        if (follows(site)) {
            consumers.handlerEntered(site);
        }
    }

    @Override
    public void reductionAccess(boolean write, int site) {
        if (follows(site)) {
            consumers.reductionAccess(write, site);
        }
    }

    @Override
    public void privateValue(boolean write, long bits, int site) {
        if (follows(site)) {
            consumers.privateValue(write, bits, site);
        }
    }

    @Override
    public void reductionValue(boolean write, long bits, int site) {
        if (follows(site)) {
            consumers.reductionValue(write, bits, site);
        }
    }

    @Override
    public void arrayAllocated(Object array, int site) {
        if (follows(site)) {
            consumers.arrayAllocated(array, site);
        }
    }

    @Override
    public void arrayRange(Object array, int from, int to, boolean write, int site) {
        if (follows(site)) {
            consumers.arrayRange(array, from, to, write, site);
        }
    }

    @Override
    public void sequentialLoopStart(int site) {
        if (follows(site)) {
            consumers.sequentialLoopStart(site);
        }
    }

    @Override
    public void sequentialIteration(int site) {
        if (follows(site)) {
            consumers.sequentialIteration(site);
        }
    }

    @Override
    public void sequentialLoopEnd(int site) {
        if (follows(site)) {
            consumers.sequentialLoopEnd(site);
        }
    }

    // ---------------------------------------------------------------- structure events, to the life cycle

    /** The same for every thread: another thread's constructs are emulated as the followed one's. */
    @Override
    public Emulation emulation() {
        return lifecycle.emulation();
    }

    /** Another thread's loops run every iteration through the body, whose accesses are passed over here. */
    @Override
    public BoundaryIterations boundaryIterations() {
        return follows() ? lifecycle.boundaryIterations() : null;
    }

    @Override
    public Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        return follows() ? lifecycle.reductionResult(reduction, value, locations) : null;
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        if (follows(construct)) {
            lifecycle.constructStart(construct, self, bounds);
        }
    }

    @Override
    public void iterationStart(int[] index) {
        if (follows()) {
            lifecycle.iterationStart(index);
        }
    }

    @Override
    public void iterationEnd() {
        if (follows()) {
            lifecycle.iterationEnd();
        }
    }

    @Override
    public void iterationFailed(Throwable failure) {
        if (follows()) {
            lifecycle.iterationFailed(failure);
        }
    }

    @Override
    public void constructEnd() {
        if (follows()) {
            lifecycle.constructEnd();
        }
    }

    @Override
    public void processorStart(int processor, int[] lo, int[] hi) {
        if (follows()) {
            lifecycle.processorStart(processor, lo, hi);
        }
    }

    @Override
    public void processorGroup(int[] members) {
        if (follows()) {
            lifecycle.processorGroup(members);
        }
    }

    @Override
    public void processorEnd() {
        if (follows()) {
            lifecycle.processorEnd();
        }
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        if (follows()) {
            lifecycle.uncheckedStart(lo, hi);
        }
    }

    @Override
    public void uncheckedEnd() {
        if (follows()) {
            lifecycle.uncheckedEnd();
        }
    }

    @Override
    public void reductionGroupStart(Object group) {
        if (follows()) {
            lifecycle.reductionGroupStart(group);
        }
    }

    @Override
    public void reductionGroupWait(Object group) {
        if (follows()) {
            lifecycle.reductionGroupWait(group);
        }
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> arrays) {
        if (follows()) {
            lifecycle.shadowGroupStart(group, arrays);
        }
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> arrays) {
        if (follows()) {
            lifecycle.shadowGroupWait(group, arrays);
        }
    }
}
