package org.javadvm.internal;

/**
 * Which iterations of a parallel loop the debug emulation runs through the checked body, after the
 * dissertation's method of boundary iterations: the first {@code left} and last {@code right} iterations of
 * every loop dimension are boundary iterations; with {@link Kind#FACES} an iteration is checked when it is a
 * boundary iteration in at least one dimension, with {@link Kind#CORNERS} when it is one in every dimension.
 * The other (interior) iterations run the plain body, a row segment at a time, in the same row-major order.
 * Immutable.
 */
public final class BoundaryIterations {
    /** How boundary iterations of the single dimensions combine in a multi-dimensional loop. */
    public enum Kind {
        /** Boundary in at least one dimension: the faces of the index space. */
        FACES,
        /** Boundary in every dimension: the corners of the index space. */
        CORNERS
    }

    private final int left;
    private final int right;
    private final Kind kind;

    public BoundaryIterations(int left, int right, Kind kind) {
        if (left < 0 || right < 0 || kind == null) {
            throw new IllegalArgumentException("boundary widths must be >= 0 and a kind given: " + left + ", "
                    + right + ", " + kind);
        }
        this.left = left;
        this.right = right;
        this.kind = kind;
    }

    public int left() {
        return left;
    }

    public int right() {
        return right;
    }

    public Kind kind() {
        return kind;
    }

    /** Whether {@code index} is among the first {@code left} or last {@code right} of {@code [lo, hi)}. */
    boolean isBoundary(int index, int lo, int hi) {
        return index - lo < left || hi - index <= right;
    }

    /**
     * Whether the iteration {@code index} is a boundary one of the block {@code lo[d] <= i[d] < hi[d]}, faces or
     * corners as {@link #kind()} says (the trace recorder's choice of the iterations it records).
     */
    public boolean contains(int[] index, int[] lo, int[] hi) {
        boolean any = false;
        boolean all = index.length > 0;
        for (int d = 0; d < index.length; d++) {
            boolean edge = isBoundary(index[d], lo[d], hi[d]);
            any |= edge;
            all &= edge;
        }
        return kind == Kind.FACES ? any : all;
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + left + "/" + right;
    }
}
