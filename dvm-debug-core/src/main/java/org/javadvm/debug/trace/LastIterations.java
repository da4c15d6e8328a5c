package org.javadvm.debug.trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The records of a sequential loop's last iterations ({@code Irep_right}): a loop does not say how many
 * iterations it will run, so the records of each iteration past the first {@code Irep_left} are kept back, only
 * the latest {@code keep} iterations' at a time (when a new one starts, the oldest is written as a skipped
 * iteration, its constructs' structure and checksums, and its other records dropped), and written when the loop
 * ends. Memory is bounded by {@code keep} iterations' records, whatever the loop's length.
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

    /**
     * An iteration begins whose records are kept. When {@code keep} are held, the oldest turns out to be none of
     * the last: it goes to {@code passed} as an iteration past the {@code Irep_left} window records
     * ({@link #deliverStructure}), and the rest of its records are dropped.
     */
    void startIteration(Delivery passed) {
        List<Object> slot;
        if (iterations.size() == keep) {
            slot = iterations.pollFirst();
            deliverStructure(slot, passed);
            slot.clear();
        } else {
            slot = new ArrayList<>();
        }
        iterations.addLast(slot);
        current = slot;
    }

    /**
     * Of a kept iteration's records ({@code slot}: sink, record, ...), what a skipped iteration records past the
     * {@code Irep_left} window: the parallel loops and task regions not inside another one, as their begin, their
     * end with its checksums and their reduction results, the iteration's own {@code IT} (its first record) before
     * the first of them; no access, no iteration of theirs, nothing of the sequential loops inside (whose
     * constructs count as the iteration's). Each processor's trace is taken on its own.
     */
    static void deliverStructure(List<Object> slot, Delivery delivery) {
        // per sink, whether each construct begun and not yet ended is parallel (true) or a sequential loop
        Map<TraceSink, ArrayDeque<Boolean>> open = new IdentityHashMap<>();
        int from = 0;
        TraceSink iterationSink = null;
        TraceRecord iteration = null;
        if (!slot.isEmpty() && slot.get(1) instanceof TraceRecord.Iteration) {
            iterationSink = (TraceSink) slot.get(0);
            iteration = (TraceRecord) slot.get(1);
            from = 2;
        }
        for (int i = from; i < slot.size(); i += 2) {
            TraceSink sink = (TraceSink) slot.get(i);
            TraceRecord record = (TraceRecord) slot.get(i + 1);
            ArrayDeque<Boolean> begun = open.computeIfAbsent(sink, s -> new ArrayDeque<>());
            boolean kept = false;
            if (record instanceof TraceRecord.ConstructBegin begin) {
                boolean parallel = begin.kind() != TraceRecord.ConstructKind.SL;
                kept = parallel && !begun.contains(Boolean.TRUE);
                begun.push(parallel);
            } else if (record instanceof TraceRecord.ConstructEnd) {
                Boolean parallel = begun.poll();
                kept = parallel != null && parallel && !begun.contains(Boolean.TRUE);
            } else if (record instanceof TraceRecord.ReductionResult) {
                kept = !begun.contains(Boolean.TRUE);
            }
            if (kept) {
                if (iteration != null) {
                    delivery.deliver(iterationSink, iteration);
                    iteration = null;
                }
                delivery.deliver(sink, record);
            }
        }
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
