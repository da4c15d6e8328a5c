package org.javadvm.debug.internal;

import java.util.List;

import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;

/**
 * Several consumers as one: every event goes to each of them, in order. Used only when more than one consumer
 * is on; a single consumer is installed directly and pays nothing for this.
 */
final class FanOut implements Consumer {
    private final Consumer[] consumers;
    private final BoundaryIterations split;

    FanOut(List<? extends Consumer> consumers) {
        if (consumers.size() < 2) {
            throw new IllegalArgumentException("a fan-out needs two consumers or more, not " + consumers.size());
        }
        this.consumers = consumers.toArray(new Consumer[0]);
        this.split = BoundarySplit.union(consumers);
    }

    @Override
    public boolean readsIterations() {
        for (Consumer consumer : consumers) {
            if (consumer.readsIterations()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public BoundaryIterations boundaryIterations() {
        return split;
    }

    @Override
    public void arrayRead(Object array, int index, int site) {
        for (Consumer consumer : consumers) {
            consumer.arrayRead(array, index, site);
        }
    }

    @Override
    public void arrayWrite(Object array, int index, int site) {
        for (Consumer consumer : consumers) {
            consumer.arrayWrite(array, index, site);
        }
    }

    @Override
    public void fieldRead(Object instance, int site) {
        for (Consumer consumer : consumers) {
            consumer.fieldRead(instance, site);
        }
    }

    @Override
    public void fieldWrite(Object instance, Object value, int site) {
        for (Consumer consumer : consumers) {
            consumer.fieldWrite(instance, value, site);
        }
    }

    @Override
    public void boundAccess(Object instance, boolean write, int site) {
        for (Consumer consumer : consumers) {
            consumer.boundAccess(instance, write, site);
        }
    }

    @Override
    public void privateAccess(boolean write, int site) {
        for (Consumer consumer : consumers) {
            consumer.privateAccess(write, site);
        }
    }

    @Override
    public void handlerEntered(int site) {
        for (Consumer consumer : consumers) {
            consumer.handlerEntered(site);
        }
    }

    @Override
    public void reductionAccess(boolean write, int site) {
        for (Consumer consumer : consumers) {
            consumer.reductionAccess(write, site);
        }
    }

    @Override
    public void privateValue(boolean write, long bits, int site) {
        for (Consumer consumer : consumers) {
            consumer.privateValue(write, bits, site);
        }
    }

    @Override
    public void reductionValue(boolean write, long bits, int site) {
        for (Consumer consumer : consumers) {
            consumer.reductionValue(write, bits, site);
        }
    }

    @Override
    public void arrayAllocated(Object array, int site) {
        for (Consumer consumer : consumers) {
            consumer.arrayAllocated(array, site);
        }
    }

    @Override
    public void arrayRange(Object array, int from, int to, boolean write, int site) {
        for (Consumer consumer : consumers) {
            consumer.arrayRange(array, from, to, write, site);
        }
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        for (Consumer consumer : consumers) {
            consumer.constructStart(construct, self, bounds);
        }
    }

    @Override
    public void iterationStart(int[] index) {
        for (Consumer consumer : consumers) {
            consumer.iterationStart(index);
        }
    }

    @Override
    public void iterationEnd() {
        for (Consumer consumer : consumers) {
            consumer.iterationEnd();
        }
    }

    @Override
    public void otherThreadSeen(String thread) {
        for (Consumer consumer : consumers) {
            consumer.otherThreadSeen(thread);
        }
    }

    @Override
    public void iterationFailed(Throwable failure) {
        for (Consumer consumer : consumers) {
            consumer.iterationFailed(failure);
        }
    }

    @Override
    public void constructEnd() {
        for (Consumer consumer : consumers) {
            consumer.constructEnd();
        }
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        for (Consumer consumer : consumers) {
            consumer.uncheckedStart(lo, hi);
        }
    }

    @Override
    public void uncheckedEnd() {
        for (Consumer consumer : consumers) {
            consumer.uncheckedEnd();
        }
    }

    @Override
    public void reductionGroupStart(Object group) {
        for (Consumer consumer : consumers) {
            consumer.reductionGroupStart(group);
        }
    }

    @Override
    public void reductionGroupWait(Object group) {
        for (Consumer consumer : consumers) {
            consumer.reductionGroupWait(group);
        }
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> arrays) {
        for (Consumer consumer : consumers) {
            consumer.shadowGroupStart(group, arrays);
        }
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> arrays) {
        for (Consumer consumer : consumers) {
            consumer.shadowGroupWait(group, arrays);
        }
    }

    @Override
    public void finish(DiagnosticLog log) {
        for (Consumer consumer : consumers) {
            consumer.finish(log);
        }
    }

    /** The first emulation a consumer asks for other than the sequential one (one run has one order). */
    @Override
    public Emulation emulation() {
        for (Consumer consumer : consumers) {
            Emulation wanted = consumer.emulation();
            if (wanted != null && wanted.kind() != Emulation.Kind.SEQUENTIAL) {
                return wanted;
            }
        }
        return Emulation.SEQUENTIAL;
    }

    @Override
    public void processorStart(int processor, int[] lo, int[] hi) {
        for (Consumer consumer : consumers) {
            consumer.processorStart(processor, lo, hi);
        }
    }

    @Override
    public void processorGroup(int[] members) {
        for (Consumer consumer : consumers) {
            consumer.processorGroup(members);
        }
    }

    @Override
    public void processorEnd() {
        for (Consumer consumer : consumers) {
            consumer.processorEnd();
        }
    }

    /** Every consumer hears the run-time's result; the first replacement asked for is the one handed on. */
    @Override
    public Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        Number replacement = null;
        for (Consumer consumer : consumers) {
            Number asked = consumer.reductionResult(reduction, value, locations);
            replacement = replacement == null ? asked : replacement;
        }
        return replacement;
    }

    @Override
    public void sequentialLoopStart(int site) {
        for (Consumer consumer : consumers) {
            consumer.sequentialLoopStart(site);
        }
    }

    @Override
    public void sequentialIteration(int site) {
        for (Consumer consumer : consumers) {
            consumer.sequentialIteration(site);
        }
    }

    @Override
    public void sequentialLoopEnd(int site) {
        for (Consumer consumer : consumers) {
            consumer.sequentialLoopEnd(site);
        }
    }
}
