package org.javadvm.debug.config;

/**
 * What a parameter's value may be. Most DVM parameters are integers; switches are 0 (off) or anything else
 * (on), so a switch takes any integer, not only 0 and 1. Tolerances are decimals, file names free text, and
 * the trace window's points {@code <construct>.B} / {@code <construct>.E}.
 */
class ValueType {
    static final ValueType FLAG = new ValueType("an integer (0 = off, other values = on)", Long.MIN_VALUE, Long.MAX_VALUE);
    /** An initialisation switch ({@link Check#initialization()}). */
    static final ValueType INITIALIZATION = new ValueType("0 (off), 1 (on: Java's initial values count as written) "
            + "or 2 (on, DVM's reading: Java's initial values count as never written)", 0, Check.STRICT);
    static final ValueType COUNT = new ValueType("a non-negative integer", 0, Integer.MAX_VALUE);
    /** File names and other free text: anything, the empty value included. */
    static final ValueType TEXT = new ValueType(null, 0, 0);
    /** A finite decimal number, 0 or more ({@code 0.0001}, {@code 1e-10}). */
    static final ValueType DECIMAL = decimal("a decimal number of 0 or more (such as 0.0001 or 1e-10)", true);
    /** A finite decimal number above 0: a divisor. */
    static final ValueType POSITIVE_DECIMAL = decimal("a decimal number above 0 (such as 1e-10)", false);
    /**
     * A point of the execution: empty (none), {@code N.B} / {@code N.E} (construct number {@code N} begins / ends).
     * The original's form for points inside a task region, {@code N.iter.M.B}, is refused here, where the file and
     * line are known, rather than when the trace starts: the recorder does not implement it.
     */
    static final ValueType POINT = new ValueType("empty or a point such as 3.B or 3.E (a construct number, then B "
            + "for begin or E for end; the task-region form N.iter.M.B is not supported)", 0, 0) {
        @Override
        String problem(String value) {
            return value.isEmpty() || value.matches("[1-9][0-9]*\\.[BE]") ? null : "must be " + description;
        }
    };

    final String description;
    private final long min;
    private final long max;

    ValueType(String description, long min, long max) {
        this.description = description;
        this.min = min;
        this.max = max;
    }

    private static ValueType decimal(String description, boolean zero) {
        return new ValueType(description, 0, 0) {
            @Override
            String problem(String value) {
                // Java's suffixes (0.5d, 0.5f) are no DVM numbers
                if (value.isEmpty() || !Character.isDigit(value.charAt(value.length() - 1))) {
                    return "must be " + description;
                }
                try {
                    double number = Double.parseDouble(value);
                    return Double.isFinite(number) && (zero ? number >= 0 : number > 0) ? null : "must be " + description;
                } catch (NumberFormatException e) {
                    return "must be " + description;
                }
            }
        };
    }

    /** One of the given words, written as given ({@code text}, {@code binary}). */
    static ValueType oneOf(String... words) {
        java.util.List<String> allowed = java.util.List.of(words);
        return new ValueType("one of " + String.join(", ", words), 0, 0) {
            @Override
            String problem(String value) {
                return allowed.contains(value) ? null : "must be " + description;
            }
        };
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
