package org.javadvm.debug.trace;

/**
 * Reads an array element as a trace value, and the trace type of an array's elements. Java types map to the
 * original's codes: {@code double} DOUBLE, {@code float} FLOAT, {@code long} LONG, {@code int},
 * {@code short} and {@code char} INT, {@code byte} CHAR, {@code boolean} LOGICAL, references OBJECT
 * (written as their class name, or {@code null}).
 */
final class ElementValues {
    private ElementValues() {
    }

    static ValueKind type(Object array) {
        return typeOf(array.getClass().getComponentType());
    }

    static ValueKind typeOf(Class<?> type) {
        if (type == double.class) {
            return ValueKind.DOUBLE;
        } else if (type == float.class) {
            return ValueKind.FLOAT;
        } else if (type == long.class) {
            return ValueKind.LONG;
        } else if (type == int.class || type == short.class || type == char.class) {
            return ValueKind.INT;
        } else if (type == byte.class) {
            return ValueKind.CHAR;
        } else if (type == boolean.class) {
            return ValueKind.LOGICAL;
        }
        return ValueKind.OBJECT;
    }

    /** The type a field descriptor names. */
    static ValueKind typeOf(String descriptor) {
        return switch (descriptor.isEmpty() ? 'L' : descriptor.charAt(0)) {
            case 'D' -> ValueKind.DOUBLE;
            case 'F' -> ValueKind.FLOAT;
            case 'J' -> ValueKind.LONG;
            case 'I', 'S', 'C' -> ValueKind.INT;
            case 'B' -> ValueKind.CHAR;
            case 'Z' -> ValueKind.LOGICAL;
            default -> ValueKind.OBJECT;
        };
    }

    /** Element {@code index} (in bounds) as a trace value. */
    static TraceValue get(Object array, int index) {
        if (array instanceof double[] a) {
            return TraceValue.ofDouble(a[index]);
        } else if (array instanceof float[] a) {
            return TraceValue.ofDouble(a[index]);
        } else if (array instanceof int[] a) {
            return TraceValue.ofLong(a[index]);
        } else if (array instanceof long[] a) {
            return TraceValue.ofLong(a[index]);
        } else if (array instanceof short[] a) {
            return TraceValue.ofLong(a[index]);
        } else if (array instanceof char[] a) {
            return TraceValue.ofLong(a[index]);
        } else if (array instanceof byte[] a) {
            return TraceValue.ofLong(a[index]);
        } else if (array instanceof boolean[] a) {
            return TraceValue.ofLong(a[index] ? 1 : 0);
        }
        return reference(((Object[]) array)[index]);
    }

    /**
     * Element {@code index} (in bounds) of a primitive array as 64 bits, without a {@link TraceValue}: the raw
     * bits of the {@code double} (a {@code float} widened first) for floating elements, else the integral value
     * ({@code boolean}: 0 or 1); {@link #value} turns them into the value {@link #get} gives.
     */
    static long bits(Object array, int index) {
        if (array instanceof double[] a) {
            return Double.doubleToRawLongBits(a[index]);
        } else if (array instanceof float[] a) {
            return Double.doubleToRawLongBits(a[index]);
        } else if (array instanceof int[] a) {
            return a[index];
        } else if (array instanceof long[] a) {
            return a[index];
        } else if (array instanceof short[] a) {
            return a[index];
        } else if (array instanceof char[] a) {
            return a[index];
        } else if (array instanceof byte[] a) {
            return a[index];
        } else if (array instanceof boolean[] a) {
            return a[index] ? 1 : 0;
        }
        throw new IllegalArgumentException("not a primitive array: " + array.getClass().getName());
    }

    /** The trace value of {@link #bits} of an element of this type. */
    static TraceValue value(ValueKind type, long bits) {
        return type.isFloating() ? TraceValue.ofDouble(Double.longBitsToDouble(bits)) : TraceValue.ofLong(bits);
    }

    /** A value of any Java type (boxed) as a trace value of {@code type}. */
    static TraceValue of(Object value, ValueKind type) {
        return switch (type) {
            case DOUBLE, FLOAT -> TraceValue.ofDouble(((Number) value).doubleValue());
            case LOGICAL -> TraceValue.ofLong((Boolean) value ? 1 : 0);
            case OBJECT -> reference(value);
            default -> TraceValue.ofLong(value instanceof Character c ? c : ((Number) value).longValue());
        };
    }

    /** Writes {@code value} into element {@code index} (in bounds) of a primitive array; references stay. */
    static void set(Object array, int index, TraceValue value) {
        if (array instanceof double[] a) {
            a[index] = value.floating();
        } else if (array instanceof float[] a) {
            a[index] = (float) value.floating();
        } else if (array instanceof int[] a) {
            a[index] = (int) value.integral();
        } else if (array instanceof long[] a) {
            a[index] = value.integral();
        } else if (array instanceof short[] a) {
            a[index] = (short) value.integral();
        } else if (array instanceof char[] a) {
            a[index] = (char) value.integral();
        } else if (array instanceof byte[] a) {
            a[index] = (byte) value.integral();
        } else if (array instanceof boolean[] a) {
            a[index] = value.integral() != 0;
        }
    }

    /** A trace value as the boxed value of a primitive type ({@code Double} for double, ...). */
    static Object boxed(TraceValue value, Class<?> type) {
        if (type == double.class) {
            return value.floating();
        } else if (type == float.class) {
            return (float) value.floating();
        } else if (type == long.class) {
            return value.integral();
        } else if (type == int.class) {
            return (int) value.integral();
        } else if (type == short.class) {
            return (short) value.integral();
        } else if (type == char.class) {
            return (char) value.integral();
        } else if (type == byte.class) {
            return (byte) value.integral();
        } else if (type == boolean.class) {
            return value.integral() != 0;
        }
        throw new IllegalArgumentException("a " + type.getName() + " cannot take a traced value");
    }

    /** A trace value as the {@code Number} of a numeric primitive type. */
    static Number number(TraceValue value, Class<?> type) {
        return (Number) boxed(value, type);
    }

    static TraceValue reference(Object value) {
        return TraceValue.ofText(value == null ? "null" : value.getClass().getName());
    }
}
