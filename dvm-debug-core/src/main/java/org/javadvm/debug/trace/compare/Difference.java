package org.javadvm.debug.trace.compare;

import org.javadvm.debug.report.ErrorClass;

/**
 * One difference between a run and the reference, in source terms. Differences at the same place
 * ({@link #placeKey()}: class, kind, construct, variable, access and line, not the element or iteration) are
 * the same difference seen again: {@code occurrence} counts them, and only the first is printed.
 *
 * @param errorClass        DVM11 ... DVM21
 * @param kind              {@code read}, {@code write}, {@code reduction}, {@code checksum} or a structure word
 * @param run               the run's trace, e.g. {@code processor 1 of 2x2}
 * @param construct         the innermost construct, {@code null} in the sequential part
 * @param iteration         its iteration, {@code (4, 7)}; {@code null} outside iterations
 * @param variable          the variable without indexes ({@code a}); the construct's number for structure records
 * @param element           the element ({@code a[4][7]}) or the variable
 * @param file              source file of the run's event
 * @param line              its line
 * @param referenceValue    the reference's value as text, {@code null} when none applies
 * @param runValue          the run's value as text, {@code null} when none applies
 * @param absolute          {@code |run - reference|}, NaN when not numeric
 * @param relative          the relative difference {@code |a - b| / max(RelCompareMin, |a|, |b|)}, NaN when not numeric
 * @param detail            what else the user needs: what the reference has instead, the reduction's reading
 * @param referencePosition where the reference's matching event lies ({@code TraceSource#position}), to order
 *                          differences of several processors in the reference's (sequential) order
 * @param occurrence        1 for the first difference at its place, 2 for the second, ...
 */
public record Difference(ErrorClass errorClass, String kind, String run, ConstructPlace construct, String iteration,
                         String variable, String element, String file, int line, String referenceValue,
                         String runValue, double absolute, double relative, String detail, long referencePosition,
                         long occurrence) {
    /** What makes two differences the same one. */
    public String placeKey() {
        return errorClass.ruleId() + '|' + kind + '|' + construct + '|' + variable + '|' + file + '|' + line;
    }

    Difference seenAgain(long occurrence) {
        return new Difference(errorClass, kind, run, construct, iteration, variable, element, file, line,
                referenceValue, runValue, absolute, relative, detail, referencePosition, occurrence);
    }

    /**
     * {@code DVM18 different-values (write): a[3] at Jacobi.java:44 in loop 2 (PL, Jacobi.java:41), iteration
     * (3): run 0.5, reference 0.25, difference 0.25 (relative 0.5) [processor 1]}
     */
    public String message() {
        StringBuilder text = new StringBuilder(errorClass.ruleId()).append(' ').append(errorClass.ruleName());
        if (!kind.isEmpty()) {
            text.append(" (").append(kind).append(')');
        }
        text.append(": ").append(element).append(" at ").append(file.isEmpty() ? "?" : file).append(':').append(line);
        text.append(construct == null ? " in the sequential part" : " in " + construct);
        if (iteration != null) {
            text.append(", iteration ").append(iteration);
        }
        if (runValue != null || referenceValue != null) {
            text.append(": run ").append(runValue).append(", reference ").append(referenceValue);
            if (!Double.isNaN(absolute)) {
                text.append(", difference ").append(ValueText.number(absolute));
                if (!Double.isNaN(relative)) {
                    text.append(" (relative ").append(ValueText.number(relative)).append(')');
                }
            }
        }
        if (!detail.isEmpty()) {
            text.append(" - ").append(detail);
        }
        if (!run.isEmpty()) {
            text.append(" [").append(run).append(']');
        }
        return text.toString();
    }
}
