package org.javadvm.debug.trace.compare;

import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;

/** Values as messages and the protocol print them: doubles with all their digits, floats with theirs. */
final class ValueText {
    private ValueText() {
    }

    static String of(ValueKind kind, TraceValue value) {
        if (value == null) {
            return null;
        }
        return switch (kind) {
            case FLOAT, FLOAT_COMPLEX -> Float.toString((float) value.floating());
            case DOUBLE, DOUBLE_COMPLEX -> Double.toString(value.floating());
            case LOGICAL -> value.integral() != 0 ? "true" : "false";
            case CHAR -> value.integral() >= 32 && value.integral() < 127
                    ? value.integral() + " '" + (char) value.integral() + "'" : Long.toString(value.integral());
            case OBJECT -> value.text();
            default -> Long.toString(value.integral());
        };
    }

    static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }
}
