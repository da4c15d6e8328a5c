package org.javadvm.internal;

import java.util.Arrays;

/**
 * How the debug emulation runs a construct while a {@link Monitor} is installed (see
 * {@link Monitor#emulation()}, asked once per construct call). Every kind runs the construct on the calling
 * thread, one iteration (or task) at a time, reported to the monitor; they differ in the order of the
 * iterations and in how reductions accumulate. Immutable.
 */
public final class Emulation {
    /** The emulation kinds. */
    public enum Kind {
        /**
         * Every iteration in the sequential row-major order; reductions accumulate as in the sequential program.
         * What dynamic control uses.
         */
        SEQUENTIAL,
        /**
         * The construct split as the release run-time splits it on the grid {@link #shape()}: processor after
         * processor, each with its own reduction partial, combined as the release run-time combines them, so
         * the results are the bits the release run computes on that grid.
         */
        GRID,
        /**
         * Every iteration in the sequential order, each acting as its own processor for the reductions
         * (DVM's {@code ManualReductCalc}): its copies start from the operator's identity, the iterations'
         * results are combined with the declared operator in iteration order, then with the value before
         * the construct.
         */
        PER_ITERATION
    }

    /** The sequential emulation, the default. */
    public static final Emulation SEQUENTIAL = new Emulation(Kind.SEQUENTIAL, null);
    /** The per-iteration reduction emulation. */
    public static final Emulation PER_ITERATION = new Emulation(Kind.PER_ITERATION, null);

    private final Kind kind;
    private final int[] shape;

    private Emulation(Kind kind, int[] shape) {
        this.kind = kind;
        this.shape = shape;
    }

    /**
     * The grid emulation on a grid written as the run-time's {@code dvm.procs} ({@code "4"}, {@code "2x2"});
     * a text that is not a grid fails with an {@link IllegalArgumentException} naming it.
     */
    public static Emulation grid(String shape) {
        return new Emulation(Kind.GRID, GridShape.parse(shape, "emulated grid"));
    }

    /** The grid emulation on a grid of {@code shape} (processors per dimension, each at least 1). */
    public static Emulation grid(int... shape) {
        return grid(shape.length == 0 ? "" : GridShape.toString(shape));
    }

    public Kind kind() {
        return kind;
    }

    /** The emulated grid's shape (a copy); {@code null} unless {@link Kind#GRID}. */
    public int[] shape() {
        return shape == null ? null : shape.clone();
    }

    /** The shape without copying: the run-time does not change it. */
    int[] sharedShape() {
        return shape;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Emulation && ((Emulation) other).kind == kind
                && Arrays.equals(((Emulation) other).shape, shape);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Arrays.hashCode(shape);
    }

    @Override
    public String toString() {
        switch (kind) {
            case GRID: return "grid " + GridShape.toString(shape);
            case PER_ITERATION: return "per-iteration";
            default: return "sequential";
        }
    }
}
