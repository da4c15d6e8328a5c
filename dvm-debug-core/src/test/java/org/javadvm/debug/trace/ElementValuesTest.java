package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Every Java element type against the trace's types and values: the type codes of DVM, the value an element
 * gives, its 64 bits and back, a boxed value as a trace value, a trace value written into an element and boxed
 * as a field's type.
 */
class ElementValuesTest {
    /** One primitive type: an array holding a sample at index 1, the sample boxed, its trace type and value. */
    private record Kind(Object array, Class<?> type, String descriptor, Object boxed, ValueKind traceType,
                        TraceValue value) {
    }

    private static final List<Kind> KINDS = List.of(
            new Kind(new double[] {0, -2.5}, double.class, "D", -2.5, ValueKind.DOUBLE, TraceValue.ofDouble(-2.5)),
            new Kind(new float[] {0, 1.25f}, float.class, "F", 1.25f, ValueKind.FLOAT, TraceValue.ofDouble(1.25)),
            new Kind(new long[] {0, -7_000_000_000L}, long.class, "J", -7_000_000_000L, ValueKind.LONG,
                    TraceValue.ofLong(-7_000_000_000L)),
            new Kind(new int[] {0, -42}, int.class, "I", -42, ValueKind.INT, TraceValue.ofLong(-42)),
            new Kind(new short[] {0, -300}, short.class, "S", (short) -300, ValueKind.INT, TraceValue.ofLong(-300)),
            new Kind(new char[] {0, 'z'}, char.class, "C", 'z', ValueKind.INT, TraceValue.ofLong('z')),
            new Kind(new byte[] {0, -5}, byte.class, "B", (byte) -5, ValueKind.CHAR, TraceValue.ofLong(-5)),
            new Kind(new boolean[] {false, true}, boolean.class, "Z", true, ValueKind.LOGICAL, TraceValue.ofLong(1)));

    @Test
    void eachPrimitiveTypeHasItsDvmTypeByClassArrayAndDescriptor() {
        for (Kind kind : KINDS) {
            assertEquals(kind.traceType(), ElementValues.typeOf(kind.type()), kind.type().getName());
            assertEquals(kind.traceType(), ElementValues.type(kind.array()), kind.type().getName());
            assertEquals(kind.traceType(), ElementValues.typeOf(kind.descriptor()), kind.descriptor());
        }
        assertEquals(ValueKind.OBJECT, ElementValues.typeOf(String.class));
        assertEquals(ValueKind.OBJECT, ElementValues.type(new String[1]));
        assertEquals(ValueKind.OBJECT, ElementValues.typeOf("Ljava/lang/String;"));
        assertEquals(ValueKind.OBJECT, ElementValues.typeOf("[D"));
        assertEquals(ValueKind.OBJECT, ElementValues.typeOf(""));
    }

    @Test
    void anElementReadsAsItsValueAndItsBitsGiveTheSameValue() {
        for (Kind kind : KINDS) {
            assertEquals(kind.value(), ElementValues.get(kind.array(), 1), kind.type().getName());
            assertEquals(kind.value(), ElementValues.value(kind.traceType(), ElementValues.bits(kind.array(), 1)),
                    kind.type().getName());
            assertEquals(kind.value().equals(ElementValues.get(kind.array(), 0)), false, "index 0 holds zero");
        }
        assertEquals(Double.doubleToRawLongBits(-2.5), ElementValues.bits(new double[] {-2.5}, 0));
        assertEquals(Double.doubleToRawLongBits(1.25), ElementValues.bits(new float[] {1.25f}, 0), "widened first");
        assertEquals(1, ElementValues.bits(new boolean[] {true}, 0));
        assertEquals(0, ElementValues.bits(new boolean[] {false}, 0));
        assertEquals(TraceValue.ofLong(0), ElementValues.get(new boolean[] {false}, 0));
        assertThrows(IllegalArgumentException.class, () -> ElementValues.bits(new String[1], 0));
    }

    @Test
    void aReferenceElementIsItsClassNameOrNull() {
        assertEquals(TraceValue.ofText("java.lang.String"), ElementValues.get(new Object[] {"x"}, 0));
        assertEquals(TraceValue.ofText("null"), ElementValues.get(new Object[] {null}, 0));
        assertEquals(TraceValue.ofText("java.lang.Integer"), ElementValues.of(7, ValueKind.OBJECT));
    }

    @Test
    void aBoxedValueBecomesTheTraceValueOfItsType() {
        for (Kind kind : KINDS) {
            assertEquals(kind.value(), ElementValues.of(kind.boxed(), kind.traceType()), kind.type().getName());
        }
        assertEquals(TraceValue.ofLong(0), ElementValues.of(false, ValueKind.LOGICAL));
        assertEquals(TraceValue.ofDouble(3.0), ElementValues.of(3, ValueKind.DOUBLE), "an int where a double is traced");
    }

    @Test
    void aTraceValueIsWrittenIntoAnElementAndBoxedAsAFieldsType() {
        for (Kind kind : KINDS) {
            Object copy = copyWithZeroAtOne(kind.array());
            ElementValues.set(copy, 1, kind.value());
            assertEquals(kind.value(), ElementValues.get(copy, 1), "written back: " + kind.type().getName());
            assertEquals(kind.boxed(), ElementValues.boxed(kind.value(), kind.type()), kind.type().getName());
        }
        boolean[] flags = {true};
        ElementValues.set(flags, 0, TraceValue.ofLong(0));
        assertArrayEquals(new boolean[] {false}, flags);
        Object[] references = {"stays"};
        ElementValues.set(references, 0, TraceValue.ofLong(1));
        assertArrayEquals(new Object[] {"stays"}, references, "a reference element is never replaced");
        assertEquals(false, ElementValues.boxed(TraceValue.ofLong(0), boolean.class));
        assertEquals(-42, ElementValues.number(TraceValue.ofLong(-42), int.class));
        assertEquals(2.5, ElementValues.number(TraceValue.ofDouble(2.5), double.class));
        assertThrows(IllegalArgumentException.class, () -> ElementValues.boxed(TraceValue.ofLong(1), String.class));
    }

    private static Object copyWithZeroAtOne(Object array) {
        int length = java.lang.reflect.Array.getLength(array);
        Object copy = java.lang.reflect.Array.newInstance(array.getClass().getComponentType(), length);
        System.arraycopy(array, 0, copy, 0, 1);
        return copy;
    }
}
