package org.javadvm.debug.trace;

/**
 * Which iterations of a sequential loop are traced ({@code TraceOptions.Irep_left}, {@code Irep_right},
 * {@code RepIterWidth}): the first {@code left} and the last {@code right} of each instance of a loop, -1
 * meaning "not set". With neither set every iteration is traced. {@code width} is the number of nesting levels
 * of sequential loops the limit applies to, counted from the outermost sequential loop of a nest (the one
 * directly in the sequential part or in a parallel construct's iteration): 1 (the default) limits the outermost
 * loop only, whose traced iterations then run their inner loops traced whole; 0 limits none.
 */
public record SequentialBoundary(int left, int right, int width) {
    /** Every iteration traced: {@code Irep_left = Irep_right = -1}. */
    public static final SequentialBoundary NONE = new SequentialBoundary(-1, -1, 1);

    public SequentialBoundary {
        if (left < -1 || right < -1) {
            throw new IllegalArgumentException("Irep_left and Irep_right are -1 (not set) or a count of iterations, not "
                    + left + " and " + right);
        }
        if (width < 0) {
            throw new IllegalArgumentException("RepIterWidth must not be negative: " + width);
        }
    }

    /** Whether a sequential loop at this nesting depth (1: outermost of its nest) traces only its boundary. */
    boolean limits(int depth) {
        return (left >= 0 || right >= 0) && depth <= width;
    }

    /** The first iterations traced as they run. */
    int first() {
        return Math.max(left, 0);
    }

    /** The last iterations, kept back until the loop ends. */
    int last() {
        return Math.max(right, 0);
    }
}
