package org.javadvm.debug.report;

/** One diagnostic as a line of text for people. */
public final class TextFormat {
    private TextFormat() {
    }

    /**
     * {@code DVM01 data-dependence (flow): read of b[1] at Jacobi.java:44 (example.Jacobi) in loop 2
     * Jacobi.relax (Jacobi.java:40), iteration (2); write by iteration (1) at line 44 - declare across ...}
     */
    public static String line(Diagnostic d, int count) {
        StringBuilder text = new StringBuilder();
        text.append(d.errorClass.ruleId()).append(' ').append(d.errorClass.ruleName());
        if (!d.kind.isEmpty()) {
            text.append(" (").append(d.kind).append(')');
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
            text.append("; ").append(d.relatedAccess).append(" by iteration ").append(d.relatedIteration)
                    .append(d.relatedFile == null ? " at line " : " at " + d.relatedFile + ':').append(d.relatedLine);
        }
        if (!d.detail.isEmpty()) {
            text.append(" - ").append(d.detail);
        }
        if (count > 1) {
            text.append(" (seen ").append(count).append(" times)");
        }
        return text.toString();
    }
}
