package org.javadvm.debug.trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The records of a sequential loop's last iterations ({@code Irep_right}): a loop does not say how many
 * iterations it will run, so the records of each iteration past the first {@code Irep_left} are kept back, only
 * the latest {@code keep} iterations' at a time (an older one is dropped when a new one starts), and written
 * when the loop ends. Memory is bounded by {@code keep} iterations' records, whatever the loop's length.
 */
final class LastIterations {
    /** What a kept record is written to when the loop ends: the sink of the processor that produced it. */
    interface Delivery {
        void deliver(TraceSink sink, TraceRecord record);
    }

    private final int keep;
    /** Per kept iteration, its records as sink, record, sink, record ... */
    private final ArrayDeque<List<Object>> iterations = new ArrayDeque<>();
    private List<Object> current;

    LastIterations(int keep) {
        if (keep < 1) {
            throw new IllegalArgumentException("keeps at least one iteration, not " + keep);
        }
        this.keep = keep;
    }

    /** An iteration begins whose records are kept; the oldest kept one is dropped when {@code keep} are held. */
    void startIteration() {
        List<Object> slot;
        if (iterations.size() == keep) {
            slot = iterations.pollFirst();
            slot.clear();
        } else {
            slot = new ArrayList<>();
        }
        iterations.addLast(slot);
        current = slot;
    }

    void add(TraceSink sink, TraceRecord record) {
        current.add(sink);
        current.add(record);
    }

    /** The loop ended: the kept iterations' records in order, then nothing is held. */
    void drainTo(Delivery delivery) {
        for (List<Object> slot : iterations) {
            for (int i = 0; i < slot.size(); i += 2) {
                delivery.deliver((TraceSink) slot.get(i), (TraceRecord) slot.get(i + 1));
            }
        }
        iterations.clear();
        current = null;
    }
}
