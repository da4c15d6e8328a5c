package org.javadvm.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Which of several participants' failures a construct rethrows: the one the sequential program meets first. The
 * sequential nest visits its iterations in row-major order, loop dimension 0 outermost, each {@code descending}
 * dimension from its highest index down (the order the grid emulation walks). Each failing participant is known by
 * a box of iterations that holds its failing one: its block in release (the tile of an ACROSS loop, the task of a
 * task region), the very iteration (or row segment) in the grid emulation. When one box lies wholly before every
 * other in that order, its failure is the sequential program's. When the boxes interleave (a 2x2 grid's blocks
 * share their rows), the run cannot tell which failing iteration comes first: the failure of the box that starts
 * first is rethrown, and each other failure is attached to it as a suppressed {@link OtherProcessorFailed} naming
 * its processor and box, so that the user sees every candidate.
 */
final class FailureOrder {
    private FailureOrder() {
    }

    /**
     * @param boxes    per participant, a block whose bounds hold its failing iteration ({@code null}: did not run)
     * @param failures per participant, its failure or {@code null}
     * @return the failure to rethrow, {@code null} when none failed
     */
    static Throwable first(ConstructSpec spec, Block[] boxes, Throwable[] failures) {
        List<Integer> failed = new ArrayList<>();
        for (int k = 0; k < failures.length; k++) {
            if (failures[k] != null) {
                failed.add(k);
            }
        }
        if (failed.size() <= 1) {
            return failed.isEmpty() ? null : failures[failed.get(0)];
        }
        boolean[] descending = spec.descending;
        int earliest = failed.get(0);
        for (int k : failed) {
            if (compare(lower(boxes[k], descending), lower(boxes[earliest], descending)) < 0) {
                earliest = k;
            }
        }
        boolean decided = true;
        for (int k : failed) {
            if (k != earliest && compare(upper(boxes[earliest], descending), lower(boxes[k], descending)) >= 0) {
                decided = false;
            }
        }
        Throwable chosen = failures[earliest];
        if (!decided) {
            for (int k : failed) {
                if (k != earliest && failures[k] != chosen) {
                    CallerFrames.join(failures[k]); // its trace too reads as the sequential program's
                    chosen.addSuppressed(new OtherProcessorFailed(spec, boxes[k], boxes[earliest], failures[k]));
                }
            }
        }
        return chosen;
    }

    /** The box's first iteration in sequential order, as a key that grows along that order. */
    private static int[] lower(Block box, boolean[] descending) {
        int[] key = new int[box.lo.length];
        for (int d = 0; d < key.length; d++) {
            key[d] = descending.length > d && descending[d] ? -(box.hi[d] - 1) : box.lo[d];
        }
        return key;
    }

    /** The box's last iteration in sequential order, as such a key. */
    private static int[] upper(Block box, boolean[] descending) {
        int[] key = new int[box.lo.length];
        for (int d = 0; d < key.length; d++) {
            key[d] = descending.length > d && descending[d] ? -box.lo[d] : box.hi[d] - 1;
        }
        return key;
    }

    private static int compare(int[] a, int[] b) {
        for (int d = 0; d < a.length; d++) {
            if (a[d] != b[d]) {
                return Integer.compare(a[d], b[d]);
            }
        }
        return 0;
    }

    /** Iterations {@code [lo, hi)} per loop dimension, as a message shows them. */
    static String describe(Block box) {
        StringBuilder text = new StringBuilder();
        for (int d = 0; d < box.lo.length; d++) {
            text.append(d == 0 ? "" : " x ").append('[').append(box.lo[d]).append(", ").append(box.hi[d]).append(')');
        }
        return text.toString();
    }
}
