package org.javadvm.debug.trace.compare;

/**
 * Per variable, over every compared floating value (equal within the tolerance or not), the largest absolute
 * and the largest relative difference and where each was seen: how close the run came, even when it passed.
 */
public final class VariableExtremes {
    private final String variable;
    private long compared;
    private double maxAbsolute;
    private String maxAbsoluteAt = "";
    private double maxRelative;
    private String maxRelativeAt = "";

    VariableExtremes(String variable) {
        this.variable = variable;
    }

    void add(double absolute, double relative, WherePlace where) {
        compared++;
        if (absolute > maxAbsolute) {
            maxAbsolute = absolute;
            maxAbsoluteAt = where.text();
        }
        if (relative > maxRelative) {
            maxRelative = relative;
            maxRelativeAt = where.text();
        }
    }

    /** A value equal to the reference's: counted; a difference of 0 sets no extreme. */
    void addEqual() {
        compared++;
    }

    public String variable() {
        return variable;
    }

    /** Floating values of this variable compared. */
    public long compared() {
        return compared;
    }

    public double maxAbsolute() {
        return maxAbsolute;
    }

    /** {@code a[3][4] at Jacobi.java:44 in loop 2 (PL, Jacobi.java:41), iteration (3, 4)}; empty when 0. */
    public String maxAbsoluteAt() {
        return maxAbsoluteAt;
    }

    public double maxRelative() {
        return maxRelative;
    }

    public String maxRelativeAt() {
        return maxRelativeAt;
    }

    /** The place of a compared value, made into text only when it sets a new maximum. */
    interface WherePlace {
        String text();
    }
}
