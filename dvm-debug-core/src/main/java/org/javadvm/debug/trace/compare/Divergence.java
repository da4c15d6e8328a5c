package org.javadvm.debug.trace.compare;

/**
 * Where a run started to differ: the unit of work (an iteration, or a stretch of the sequential part between
 * constructs) whose reads all equal the reference's and whose first differing write is earliest in the reference's
 * order.
 * Its inputs were right and its results wrong, so the cause is in its code (or in what the trace does not show).
 *
 * @param construct         the construct, {@code null} in the sequential part
 * @param iteration         the iteration, {@code null} outside iterations
 * @param firstWrite        the unit's first differing write (or reduction result)
 * @param readsCompared     how many reads of the unit were compared, all equal
 * @param referencePosition the unit's start in the reference
 */
public record Divergence(ConstructPlace construct, String iteration, Difference firstWrite, long readsCompared,
                         long referencePosition) {
    /**
     * The first difference in the reference's order, when its unit is no divergence of this kind (it read a
     * value that differed, or the difference is not a value its code wrote): what it is, and for a read where its
     * value can only have come from.
     */
    static String startingAt(Difference d) {
        String place = (d.construct() == null ? "the sequential part" : d.construct().toString())
                + (d.iteration() == null ? "" : ", iteration " + d.iteration());
        String at = " at " + (d.file().isEmpty() ? "?" : d.file()) + ':' + d.line();
        String values = d.runValue() != null || d.referenceValue() != null
                ? " (run " + d.runValue() + ", reference " + d.referenceValue() + ")" : "";
        String what = switch (d.kind()) {
            case "read" -> "the read of " + d.element() + at + " differs" + values + ", and no record compared before "
                    + "it in the reference's order does: its value came from outside them (another processor's write, "
                    + "an iteration run in another order, or code the trace does not show)";
            case "write" -> "the write of " + d.element() + at + " differs" + values;
            case "reduction" -> "the result of the reduction " + d.element() + " differs" + values;
            case "checksum" -> "the checksum of " + d.element() + " after the construct differs" + values;
            default -> d.errorClass().ruleId() + " " + d.errorClass().ruleName()
                    + (d.kind().isEmpty() ? "" : " (" + d.kind() + ")") + ": " + d.element() + at
                    + (d.detail().isEmpty() ? "" : " - " + d.detail());
        };
        return place + ": " + what;
    }

    /** {@code loop 2 (PL, Jacobi.java:41), iteration (3): its 4 reads equal the reference, its write of b[3] ...}. */
    public String text() {
        return (construct == null ? "the sequential part" : construct.toString())
                + (iteration == null ? "" : ", iteration " + iteration) + ": " + readsCompared
                + (readsCompared == 1 ? " read equals" : " reads equal") + " the reference, the write of "
                + firstWrite.element() + " at " + firstWrite.file() + ':' + firstWrite.line() + " differs (run "
                + firstWrite.runValue() + ", reference " + firstWrite.referenceValue() + ")";
    }
}
