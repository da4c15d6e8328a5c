package org.javadvm.debug.trace;

/**
 * A value in a trace: floating values as {@code double} (floats widened exactly), integral, char and boolean
 * values as {@code long}, references as text. Exactly one representation is meaningful, by {@link ValueKind}.
 */
public record TraceValue(double floating, long integral, String text) {
    public static TraceValue ofDouble(double value) {
        return new TraceValue(value, 0, null);
    }

    public static TraceValue ofLong(long value) {
        return new TraceValue(0, value, null);
    }

    public static TraceValue ofText(String value) {
        return new TraceValue(0, 0, value);
    }
}
