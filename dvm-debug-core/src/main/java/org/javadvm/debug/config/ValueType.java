package org.javadvm.debug.config;

/**
 * What a parameter's value may be. DVM parameters are integers; switches are 0 (off) or anything else
 * (on), so a switch takes any integer, not only 0 and 1.
 */
final class ValueType {
    static final ValueType FLAG = new ValueType("an integer (0 = off, other values = on)", Long.MIN_VALUE, Long.MAX_VALUE);
    /** An initialisation switch ({@link Check#initialization()}). */
    static final ValueType INITIALIZATION = new ValueType("0 (off), 1 (on: Java's initial values count as written) "
            + "or 2 (on, DVM's reading: Java's initial values count as never written)", 0, Check.STRICT);
    static final ValueType COUNT = new ValueType("a non-negative integer", 0, Integer.MAX_VALUE);
    /** File names and other free text: anything, the empty value included. */
    static final ValueType TEXT = new ValueType(null, 0, 0);

    private final String description;
    private final long min;
    private final long max;

    private ValueType(String description, long min, long max) {
        this.description = description;
        this.min = min;
        this.max = max;
    }

    static ValueType range(long min, long max) {
        return new ValueType("an integer from " + min + " to " + max, min, max);
    }

    /** {@code null} when the (trimmed) value fits, else what it must be. */
    String problem(String value) {
        if (description == null) {
            return null;
        }
        try {
            long number = Long.parseLong(value);
            return number < min || number > max ? "must be " + description : null;
        } catch (NumberFormatException e) {
            return "must be " + description;
        }
    }
}
