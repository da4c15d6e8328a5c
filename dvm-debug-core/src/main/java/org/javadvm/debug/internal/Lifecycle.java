package org.javadvm.debug.internal;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;

/**
 * The construct and iteration life cycle, kept once for every consumer: the run-time's monitor. It numbers the
 * source constructs in the order they first run, keeps the stack of running constructs with their current
 * iteration (index and row-major number) and the current processor, then passes each event on to the consumers
 * (one consumer, or a {@link FanOut}). On a start event its state is updated before the consumers hear of it;
 * on an end event after, so a consumer always sees the construct and iteration an event belongs to.
 *
 * <p>Per-access events do not pass here: {@link Hook} sends them straight to the consumers. A consumer that needs
 * the life cycle is given this object when it is made and asks {@link #innermost()} and {@link #processor()}.
 */
public final class Lifecycle implements Monitor {
    private final Map<ConstructInfo, Integer> numbers = new IdentityHashMap<>();
    private Monitor consumers;
    private RunningConstruct innermost;
    private int processor;
    private boolean unchecked;
    /** Whether a consumer reads the current iteration: else the per-iteration update is skipped. */
    private boolean iterations = true;

    /** Passes events on to {@code consumers} (one consumer or a fan-out); set once, before the run. */
    public Lifecycle deliverTo(Monitor consumers) {
        if (this.consumers != null) {
            throw new IllegalStateException("the life cycle already delivers to " + this.consumers);
        }
        this.consumers = consumers;
        this.iterations = !(consumers instanceof Consumer) || ((Consumer) consumers).readsIterations();
        return this;
    }

    /** What the events are passed on to: the one consumer, or the fan-out over several. */
    public Monitor deliversTo() {
        return consumers;
    }

    /** The innermost running construct, {@code null} in the sequential part of the program. */
    public RunningConstruct innermost() {
        return innermost;
    }

    /** The processor whose iterations run now: 0 until the run-time reports one. */
    public int processor() {
        return processor;
    }

    /** Whether an unchecked segment (interior iterations run through the plain body) is running. */
    public boolean inUncheckedSegment() {
        return unchecked;
    }

    /** Source constructs numbered so far. */
    public int constructsNumbered() {
        return numbers.size();
    }

    /** The emulation the consumers ask for (one run has one order: the first that is not sequential). */
    @Override
    public Emulation emulation() {
        return consumers.emulation();
    }

    /** The run-time emulates processor {@code processor}'s block {@code [lo, hi)} next (grid emulation). */
    @Override
    public void processorStart(int processor, int[] lo, int[] hi) {
        this.processor = processor;
        consumers.processorStart(processor, lo, hi);
    }

    @Override
    public void processorGroup(int[] members) {
        consumers.processorGroup(members);
    }

    @Override
    public void processorEnd() {
        consumers.processorEnd();
    }

    @Override
    public Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        return consumers.reductionResult(reduction, value, locations);
    }

    @Override
    public BoundaryIterations boundaryIterations() {
        return consumers.boundaryIterations();
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        Integer number = numbers.get(construct);
        if (number == null) {
            number = numbers.size() + 1;
            numbers.put(construct, number);
        }
        innermost = new RunningConstruct(construct, self, bounds, number, innermost);
        consumers.constructStart(construct, self, bounds);
    }

    @Override
    public void iterationStart(int[] index) {
        if (iterations) {
            innermost.enter(index);
        }
        consumers.iterationStart(index);
    }

    @Override
    public void iterationEnd() {
        consumers.iterationEnd();
    }

    @Override
    public void iterationFailed(Throwable failure) {
        consumers.iterationFailed(failure);
    }

    @Override
    public void constructEnd() {
        try {
            consumers.constructEnd();
        } finally {
            innermost = innermost.outer;
        }
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        unchecked = true;
        consumers.uncheckedStart(lo, hi);
    }

    @Override
    public void uncheckedEnd() {
        unchecked = false;
        consumers.uncheckedEnd();
    }

    @Override
    public void reductionGroupStart(Object group) {
        consumers.reductionGroupStart(group);
    }

    @Override
    public void reductionGroupWait(Object group) {
        consumers.reductionGroupWait(group);
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> arrays) {
        consumers.shadowGroupStart(group, arrays);
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> arrays) {
        consumers.shadowGroupWait(group, arrays);
    }
}
