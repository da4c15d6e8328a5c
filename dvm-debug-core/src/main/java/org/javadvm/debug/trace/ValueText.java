package org.javadvm.debug.trace;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Values in the text format. Floating values are written with the fewest digits that read back to the same
 * {@code double} (at most 17, as the original's {@code %.17G}) or {@code float} (at most 9, as {@code %.9G}),
 * laid out as {@code %G} lays them out: fixed notation for exponents -4 .. precision-1, else
 * {@code d.dddE+XX}; trailing zeros dropped. NaN is {@code #NAN} as in the original; infinities, which the
 * original also writes as {@code #NAN}, are kept apart as {@code #INF} and {@code -#INF}. Integral, char and
 * boolean values are decimal integers (boolean 1 or 0), references their text in quotes.
 */
public final class ValueText {
    public static final String NAN = "#NAN";
    public static final String INF = "#INF";
    public static final String MINUS_INF = "-#INF";

    private ValueText() {
    }

    public static void append(StringBuilder out, ValueKind type, TraceValue value) {
        switch (type) {
            case DOUBLE, DOUBLE_COMPLEX -> appendDouble(out, value.floating());
            case FLOAT, FLOAT_COMPLEX -> appendFloat(out, (float) value.floating());
            case OBJECT -> Quoted.append(out, value.text() == null ? "null" : value.text());
            default -> out.append(value.integral());
        }
    }

    public static String format(double value) {
        StringBuilder out = new StringBuilder(24);
        appendDouble(out, value);
        return out.toString();
    }

    public static void appendDouble(StringBuilder out, double value) {
        if (!special(out, value)) {
            layout(out, shortest(Double.toString(value), value, 17), 17);
        }
    }

    public static void appendFloat(StringBuilder out, float value) {
        if (!special(out, value)) {
            layout(out, shortest(Float.toString(value), value, 9), 9);
        }
    }

    /**
     * Java's digits when they are at most {@code precision} (JDK 17's {@code Double.toString} sometimes gives
     * 18), else the value rounded to {@code precision} digits, which reads back the same.
     */
    private static String shortest(String java, double value, int precision) {
        int digits = 0;
        boolean leading = true;
        for (int k = 0; k < java.length() && java.charAt(k) != 'E'; k++) {
            char c = java.charAt(k);
            if (c >= '1' && c <= '9' || (c == '0' && !leading)) {
                leading = false;
                digits++;
            }
        }
        if (digits <= precision) {
            return java;
        }
        return new BigDecimal(value).round(new MathContext(precision, RoundingMode.HALF_EVEN)).toString();
    }

    private static boolean special(StringBuilder out, double value) {
        if (Double.isNaN(value)) {
            out.append(NAN);
        } else if (value == Double.POSITIVE_INFINITY) {
            out.append(INF);
        } else if (value == Double.NEGATIVE_INFINITY) {
            out.append(MINUS_INF);
        } else {
            return false;
        }
        return true;
    }

    /** Java's shortest digits ({@code 1.25E-5}, {@code 0.001}, {@code 12.0}) laid out as {@code %G}. */
    private static void layout(StringBuilder out, String java, int precision) {
        int start = 0;
        if (java.charAt(0) == '-') {
            out.append('-');
            start = 1;
        }
        int e = java.indexOf('E');
        int end = e < 0 ? java.length() : e;
        int exponentPart = e < 0 ? 0 : Integer.parseInt(java, e + 1, java.length(), 10);
        char[] digits = new char[end - start]; // the mantissa's digits without its point (small: no heap)
        int count = 0;
        int point = -1;
        for (int k = start; k < end; k++) {
            char c = java.charAt(k);
            if (c == '.') {
                point = count;
            } else {
                digits[count++] = c;
            }
        }
        int exponent = (point < 0 ? count : point) - 1 + exponentPart; // of the first digit, leading zeros in
        int lead = 0;
        while (lead < count - 1 && digits[lead] == '0') {
            lead++;
        }
        exponent -= lead;
        int last = count;
        while (last > lead + 1 && digits[last - 1] == '0') {
            last--;
        }
        int significant = last - lead;
        if (significant == 1 && digits[lead] == '0') {
            out.append('0');
            return;
        }
        if (exponent >= -4 && exponent < precision) {
            if (exponent < 0) {
                out.append("0.");
                for (int k = -1; k > exponent; k--) {
                    out.append('0');
                }
                out.append(digits, lead, significant);
            } else if (significant <= exponent + 1) {
                out.append(digits, lead, significant);
                for (int k = significant; k <= exponent; k++) {
                    out.append('0');
                }
            } else {
                out.append(digits, lead, exponent + 1).append('.').append(digits, lead + exponent + 1,
                        significant - exponent - 1);
            }
        } else {
            out.append(digits[lead]);
            if (significant > 1) {
                out.append('.').append(digits, lead + 1, significant - 1);
            }
            out.append('E').append(exponent < 0 ? '-' : '+');
            int magnitude = Math.abs(exponent);
            if (magnitude < 10) {
                out.append('0');
            }
            out.append(magnitude);
        }
    }

    /**
     * The value of {@code text} as {@code type}; {@code null} when it is not one. A float is read as a float
     * and widened, so that it is the value written.
     */
    public static TraceValue parse(ValueKind type, String text) {
        try {
            switch (type) {
                case DOUBLE, DOUBLE_COMPLEX, FLOAT, FLOAT_COMPLEX -> {
                    switch (text) {
                        case NAN -> {
                            return TraceValue.ofDouble(Double.NaN);
                        }
                        case INF -> {
                            return TraceValue.ofDouble(Double.POSITIVE_INFINITY);
                        }
                        case MINUS_INF -> {
                            return TraceValue.ofDouble(Double.NEGATIVE_INFINITY);
                        }
                        default -> {
                            if (!numeric(text)) {
                                return null;
                            }
                            return TraceValue.ofDouble(type == ValueKind.FLOAT || type == ValueKind.FLOAT_COMPLEX
                                    ? Float.parseFloat(text) : Double.parseDouble(text));
                        }
                    }
                }
                case OBJECT -> {
                    return text.startsWith("\"") ? TraceValue.ofText(Quoted.unquote(text)) : null;
                }
                default -> {
                    return TraceValue.ofLong(Long.parseLong(text));
                }
            }
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Digits, sign, point and exponent only: Java would also accept {@code NaN}, {@code 1d} or hex. */
    private static boolean numeric(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (!(c >= '0' && c <= '9') && c != '-' && c != '+' && c != '.' && c != 'E' && c != 'e') {
                return false;
            }
        }
        return true;
    }

    /** For tests and messages: the exact decimal value of a double. */
    static String exact(double value) {
        return new BigDecimal(value).toPlainString();
    }
}
