package org.javadvm.debug.report;

/**
 * One diagnostic as a line of text for people: what went wrong, where in the source, in which construct
 * and iteration, the other access of a pair, a hint, and how often it was seen. The same line is the
 * SARIF result's message, so people reading either see the same words.
 */
public final class TextFormat {
    private TextFormat() {
    }

    /**
     * {@code DVM01 data-dependence (flow): read of b[2] at Jacobi.java:44 (example.Jacobi) in loop 2
     * Jacobi.relax (Jacobi.java:40), iteration (2); written by iteration (1) at Jacobi.java:44 - declare
     * across ... (seen 3 times)}
     */
    public static String line(Diagnostic d, long count) {
        StringBuilder text = new StringBuilder();
        text.append(d.errorClass.ruleId()).append(' ').append(d.errorClass.ruleName());
        if (!d.kind.isEmpty()) {
            text.append(" (").append(d.kind).append(')');
        }
        if (d.access.isEmpty() && d.file.isEmpty() && d.construct == null) {
            // about the run as a whole (a trace that does not match its reference): no access, no place
            text.append(": ").append(d.detail);
            return count > 1 ? text.append(" (seen ").append(count).append(" times)").toString() : text.toString();
        }
        text.append(": ").append(d.access).append(d.access.equals("call") ? " at " : " of " + d.element + " at ")
                .append(d.file.isEmpty() ? "?" : d.file).append(':').append(d.line);
        if (!d.className.isEmpty()) {
            text.append(" (").append(d.className).append(')');
        }
        if (d.construct != null) {
            text.append(" in ").append(d.construct);
            if (d.iteration != null) {
                text.append(", iteration ").append(d.iteration);
            }
        } else {
            text.append(" in the sequential part");
        }
        if (d.relatedAccess != null) {
            text.append("; ").append(participle(d.relatedAccess));
            if (d.relatedIteration != null) {
                text.append(" by iteration ").append(d.relatedIteration);
            }
            String otherFile = d.relatedFile != null ? d.relatedFile : d.file.isEmpty() ? "?" : d.file;
            text.append(" at ").append(otherFile).append(':').append(d.relatedLine);
        }
        if (!d.detail.isEmpty()) {
            text.append(" - ").append(d.detail);
        }
        if (count > 1) {
            text.append(" (seen ").append(count).append(" times)");
        }
        return text.toString();
    }

    /** {@code written} for a write, {@code read} for a read: "written by iteration (1)". */
    static String participle(String access) {
        return Diagnostic.WRITE.equals(access) ? "written" : access;
    }
}
