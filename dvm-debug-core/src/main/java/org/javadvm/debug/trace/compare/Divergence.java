package org.javadvm.debug.trace.compare;

/**
 * Where a run started to differ: the first unit of work (an iteration, or a stretch of the sequential part
 * between constructs), in the reference's order, whose reads all equal the reference's and whose writes do not.
 * Its inputs were right and its results wrong, so the cause is in its code (or in what the trace does not show).
 *
 * @param construct         the construct, {@code null} in the sequential part
 * @param iteration         the iteration, {@code null} outside iterations
 * @param firstWrite        the unit's first differing write (or reduction result)
 * @param readsCompared     how many reads of the unit were compared, all equal
 * @param referencePosition the unit's start in the reference, for ordering
 */
public record Divergence(ConstructPlace construct, String iteration, Difference firstWrite, long readsCompared,
                         long referencePosition) {
    /** {@code loop 2 (PL, Jacobi.java:41), iteration (3): its 4 reads equal the reference, its write of b[3] ...}. */
    public String text() {
        return (construct == null ? "the sequential part" : construct.toString())
                + (iteration == null ? "" : ", iteration " + iteration) + ": " + readsCompared
                + (readsCompared == 1 ? " read equals" : " reads equal") + " the reference, the write of "
                + firstWrite.element() + " at " + firstWrite.file() + ':' + firstWrite.line() + " differs (run "
                + firstWrite.runValue() + ", reference " + firstWrite.referenceValue() + ")";
    }
}
