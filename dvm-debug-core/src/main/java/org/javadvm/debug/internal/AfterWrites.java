package org.javadvm.debug.internal;

import java.util.List;

import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;

/**
 * Delivers the values writes leave to a consumer that wants them ({@link WrittenValues}). A write event comes
 * before the store, so it is kept pending and completed when the next event of any kind arrives (the store
 * has happened by then), before that event is passed on; the end of the run completes the last one. Single
 * threaded, like the emulation that sends the events. A pending element write whose index was outside the
 * array is dropped (the store threw and wrote nothing).
 */
final class AfterWrites implements Consumer {
    private static final int NONE = 0;
    private static final int ELEMENT = 1;
    private static final int FIELD = 2;
    private static final int RANGE = 3;

    private final Consumer consumer;
    private final WrittenValues written;
    private int pending = NONE;
    private Object target;
    private int index;
    private int to;
    private int site;

    <C extends Consumer & WrittenValues> AfterWrites(C consumer) {
        this.consumer = consumer;
        this.written = consumer;
    }

    /** The consumer this one delivers to. */
    Consumer consumer() {
        return consumer;
    }

    /** Delivers the pending write, if any. */
    void complete() {
        int kind = pending;
        if (kind == NONE) {
            return;
        }
        pending = NONE;
        Object held = target;
        target = null;
        if (kind == FIELD) {
            written.fieldWritten(held, site);
        } else if (kind == ELEMENT) {
            if (Values.inBounds(held, index)) {
                written.arrayWritten(held, index, site);
            }
        } else if (held != null) {
            int end = Math.min(to, java.lang.reflect.Array.getLength(held));
            for (int i = Math.max(0, index); i < end; i++) {
                written.arrayWritten(held, i, site);
            }
        }
    }

    private void pend(int kind, Object target, int index, int to, int site) {
        this.pending = kind;
        this.target = target;
        this.index = index;
        this.to = to;
        this.site = site;
    }

    @Override
    public boolean readsIterations() {
        return consumer.readsIterations();
    }

    @Override
    public BoundaryIterations boundaryIterations() {
        return consumer.boundaryIterations();
    }

    @Override
    public void arrayRead(Object array, int index, int site) {
        complete();
        consumer.arrayRead(array, index, site);
    }

    @Override
    public void arrayWrite(Object array, int index, int site) {
        complete();
        consumer.arrayWrite(array, index, site);
        if (array != null) {
            pend(ELEMENT, array, index, index + 1, site);
        }
    }

    @Override
    public void fieldRead(Object instance, int site) {
        complete();
        consumer.fieldRead(instance, site);
    }

    @Override
    public void fieldWrite(Object instance, Object value, int site) {
        complete();
        consumer.fieldWrite(instance, value, site);
        pend(FIELD, instance, 0, 0, site);
    }

    @Override
    public void boundAccess(Object instance, boolean write, int site) {
        complete();
        consumer.boundAccess(instance, write, site);
    }

    @Override
    public void privateAccess(boolean write, int site) {
        complete();
        consumer.privateAccess(write, site);
    }

    @Override
    public void handlerEntered(int site) {
        complete();
        consumer.handlerEntered(site);
    }

    @Override
    public void reductionAccess(boolean write, int site) {
        complete();
        consumer.reductionAccess(write, site);
    }

    @Override
    public void privateValue(boolean write, long bits, int site) {
        complete();
        consumer.privateValue(write, bits, site);
    }

    @Override
    public void reductionValue(boolean write, long bits, int site) {
        complete();
        consumer.reductionValue(write, bits, site);
    }

    @Override
    public void arrayAllocated(Object array, int site) {
        complete();
        consumer.arrayAllocated(array, site);
    }

    @Override
    public void arrayRange(Object array, int from, int to, boolean write, int site) {
        complete();
        consumer.arrayRange(array, from, to, write, site);
        if (write && array != null) {
            pend(RANGE, array, from, to, site);
        }
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        complete();
        consumer.constructStart(construct, self, bounds);
    }

    @Override
    public void iterationStart(int[] index) {
        complete();
        consumer.iterationStart(index);
    }

    @Override
    public void iterationEnd() {
        complete();
        consumer.iterationEnd();
    }

    @Override
    public void otherThreadSeen(String thread) {
        consumer.otherThreadSeen(thread);
    }

    @Override
    public void iterationFailed(Throwable failure) {
        consumer.iterationFailed(failure);
    }

    @Override
    public void constructEnd() {
        complete();
        consumer.constructEnd();
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        complete();
        consumer.uncheckedStart(lo, hi);
    }

    @Override
    public void uncheckedEnd() {
        complete();
        consumer.uncheckedEnd();
    }

    @Override
    public void reductionGroupStart(Object group) {
        complete();
        consumer.reductionGroupStart(group);
    }

    @Override
    public void reductionGroupWait(Object group) {
        complete();
        consumer.reductionGroupWait(group);
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> arrays) {
        complete();
        consumer.shadowGroupStart(group, arrays);
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> arrays) {
        complete();
        consumer.shadowGroupWait(group, arrays);
    }

    @Override
    public void finish(DiagnosticLog log) {
        complete();
        consumer.finish(log);
    }

    @Override
    public Emulation emulation() {
        return consumer.emulation();
    }

    @Override
    public void processorStart(int processor, int[] lo, int[] hi) {
        complete();
        consumer.processorStart(processor, lo, hi);
    }

    @Override
    public void processorGroup(int[] members) {
        complete();
        consumer.processorGroup(members);
    }

    @Override
    public void processorEnd() {
        complete();
        consumer.processorEnd();
    }

    @Override
    public Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        complete();
        return consumer.reductionResult(reduction, value, locations);
    }

    @Override
    public void sequentialLoopStart(int site) {
        complete();
        consumer.sequentialLoopStart(site);
    }

    @Override
    public void sequentialIteration(int site) {
        complete();
        consumer.sequentialIteration(site);
    }

    @Override
    public void sequentialLoopEnd(int site) {
        complete();
        consumer.sequentialLoopEnd(site);
    }
}
