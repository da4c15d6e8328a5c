package org.javadvm.debug.internal;

import org.javadvm.internal.ConstructInfo;

/**
 * One running construct as every consumer sees it: which source construct it is, its number and its parent's,
 * its iteration space, and the current iteration. {@link Lifecycle} keeps these up to date before a consumer
 * hears of an event; consumers read them and never change them.
 */
public final class RunningConstruct {
    /** The source construct. */
    public final ConstructInfo info;
    /** The receiver the construct runs on; {@code null} for a static method. */
    public final Object self;
    /**
     * The source construct's number, 1, 2, ... in the order the constructs were first executed in this run; the
     * same for every execution of it.
     */
    public final int number;
    /** The number of the construct running around this one, 0 for an outermost construct. */
    public final int parent;
    /** The running construct around this one, {@code null} for an outermost construct. */
    public final RunningConstruct outer;
    /** Iteration space {@code lo0, hi0, lo1, hi1, ...} (for a task region {@code 0, count}); do not modify. */
    public final int[] bounds;
    /**
     * The current iteration's loop indices (the task number for a task region), kept until the next iteration
     * starts (so still the last one at the construct's end); updated in place, so copy it to keep it; do not
     * modify. Zeros before the first.
     */
    private final int[] index;
    /** Row-major strides of the iteration space, for {@link #absolute}. */
    private final long[] strides;
    /** The current iteration's row-major linear index within {@link #bounds}, once asked; see {@link #absolute()}. */
    private long absolute = -1;
    /** {@link #absolute} is not yet computed for the current iteration: computed when asked, so that consumers
     * that never ask (dynamic control) do not pay for it at every iteration. */
    private boolean absoluteStale;

    RunningConstruct(ConstructInfo info, Object self, int[] bounds, int number, RunningConstruct outer) {
        this.info = info;
        this.self = self;
        this.bounds = bounds.clone();
        this.number = number;
        this.outer = outer;
        this.parent = outer == null ? 0 : outer.number;
        int rank = Math.max(info.rank, 1);
        this.index = new int[rank];
        this.strides = new long[rank];
        long stride = 1;
        for (int d = rank - 1; d >= 0; d--) {
            strides[d] = stride;
            stride *= Math.max(1, extent(d));
        }
    }

    /** The number of iterations along loop dimension {@code d}. */
    public int extent(int d) {
        return 2 * d + 1 < bounds.length ? Math.max(0, bounds[2 * d + 1] - bounds[2 * d]) : 1;
    }

    /** The number of iterations of the whole iteration space. */
    public long size() {
        long size = 1;
        for (int d = 0; d < strides.length; d++) {
            size *= extent(d);
        }
        return size;
    }

    /** The current iteration's row-major linear index within the iteration space; -1 before the first. */
    public long absolute() {
        if (absoluteStale) {
            absolute = absoluteOf(index);
            absoluteStale = false;
        }
        return absolute;
    }

    /** The current iteration's loop indices; see {@link #index}. */
    public int[] index() {
        return index;
    }

    /** The row-major linear index of {@code indices} within this iteration space. */
    public long absoluteOf(int[] indices) {
        long linear = 0;
        for (int d = 0; d < strides.length && d < indices.length; d++) {
            int lo = 2 * d < bounds.length ? bounds[2 * d] : 0;
            linear += (indices[d] - (long) lo) * strides[d];
        }
        return linear;
    }

    /** The next iteration starts (only when a consumer reads iterations: {@link Consumer#readsIterations()}). */
    void enter(int[] indices) {
        int[] own = index;
        for (int d = 0; d < own.length; d++) {
            own[d] = indices[d];
        }
        absoluteStale = true;
    }

    /** {@code loop 3 Jacobi.relax (Jacobi.java:41)}: the construct in source terms. */
    @Override
    public String toString() {
        String simple = info.name.substring(info.name.lastIndexOf('.', info.name.lastIndexOf('.') - 1) + 1);
        return (info.task ? "task region " : "loop ") + number + " " + simple + " (" + info.source + ")";
    }
}
