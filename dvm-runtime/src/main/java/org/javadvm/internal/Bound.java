package org.javadvm.internal;

/**
 * What woven code outside a construct's own body calls for a field that some construct of the woven
 * directory keeps in block slots (a reduction variable, a location or a declared private): while a
 * construct running on the current thread binds that field of that receiver, the access goes to the
 * processor's copy, otherwise to the field. The weaver rewrites each such instruction (receiver
 * {@code self}, {@code null} for a static field; {@code key} the constant {@code <owner>.<name>}):
 * <ul>
 * <li>{@code GETFIELD} into {@code DUP; GETFIELD; LDC key; getT(self, value, key)}, {@code GETSTATIC} into
 * {@code GETSTATIC; LDC key; getStaticT(value, key)}: the field's value is read and replaced by the copy's
 * when bound;</li>
 * <li>{@code PUTFIELD} into the receiver twice under the value, the field's current value read, then
 * {@code putT(self, value, old, key); PUTFIELD}, {@code PUTSTATIC} likewise with {@code putStaticT}: the
 * returned value is the one written to the field, {@code old} (the field unchanged) when the copy took the
 * new value.</li>
 * </ul>
 * T is I (also boolean, byte, short, char), J, F or D; A for a reduction array field, whose reads return
 * the processor's copy (the weaver casts the result back to the field's type) and whose assignment while its
 * construct binds it is refused. When no construct binds anything on any thread a call is one plain static
 * read and a compare, which the JIT inlines.
 */
public final class Bound {
    private Bound() {
    }

    public static int getI(Object self, int value, String key) {
        return Bindings.active == 0 ? value : readI(self, value, key);
    }

    public static int getStaticI(int value, String key) {
        return Bindings.active == 0 ? value : readI(null, value, key);
    }

    public static int putI(Object self, int value, int old, String key) {
        return Bindings.active == 0 ? value : writeI(self, value, old, key);
    }

    public static int putStaticI(int value, int old, String key) {
        return Bindings.active == 0 ? value : writeI(null, value, old, key);
    }

    private static int readI(Object self, int value, String key) {
        Bindings bindings = Bindings.ofThread();
        return bindings.find(key, self) ? bindings.foundBlock.ints[bindings.found.slot] : value;
    }

    private static int writeI(Object self, int value, int old, String key) {
        Bindings bindings = Bindings.ofThread();
        if (!bindings.find(key, self)) {
            return value;
        }
        bindings.foundBlock.ints[bindings.found.slot] = value;
        return old;
    }

    public static long getJ(Object self, long value, String key) {
        return Bindings.active == 0 ? value : readJ(self, value, key);
    }

    public static long getStaticJ(long value, String key) {
        return Bindings.active == 0 ? value : readJ(null, value, key);
    }

    public static long putJ(Object self, long value, long old, String key) {
        return Bindings.active == 0 ? value : writeJ(self, value, old, key);
    }

    public static long putStaticJ(long value, long old, String key) {
        return Bindings.active == 0 ? value : writeJ(null, value, old, key);
    }

    private static long readJ(Object self, long value, String key) {
        Bindings bindings = Bindings.ofThread();
        return bindings.find(key, self) ? bindings.foundBlock.longs[bindings.found.slot] : value;
    }

    private static long writeJ(Object self, long value, long old, String key) {
        Bindings bindings = Bindings.ofThread();
        if (!bindings.find(key, self)) {
            return value;
        }
        bindings.foundBlock.longs[bindings.found.slot] = value;
        return old;
    }

    public static float getF(Object self, float value, String key) {
        return Bindings.active == 0 ? value : readF(self, value, key);
    }

    public static float getStaticF(float value, String key) {
        return Bindings.active == 0 ? value : readF(null, value, key);
    }

    public static float putF(Object self, float value, float old, String key) {
        return Bindings.active == 0 ? value : writeF(self, value, old, key);
    }

    public static float putStaticF(float value, float old, String key) {
        return Bindings.active == 0 ? value : writeF(null, value, old, key);
    }

    private static float readF(Object self, float value, String key) {
        Bindings bindings = Bindings.ofThread();
        return bindings.find(key, self) ? bindings.foundBlock.floats[bindings.found.slot] : value;
    }

    private static float writeF(Object self, float value, float old, String key) {
        Bindings bindings = Bindings.ofThread();
        if (!bindings.find(key, self)) {
            return value;
        }
        bindings.foundBlock.floats[bindings.found.slot] = value;
        return old;
    }

    public static double getD(Object self, double value, String key) {
        return Bindings.active == 0 ? value : readD(self, value, key);
    }

    public static double getStaticD(double value, String key) {
        return Bindings.active == 0 ? value : readD(null, value, key);
    }

    public static double putD(Object self, double value, double old, String key) {
        return Bindings.active == 0 ? value : writeD(self, value, old, key);
    }

    public static double putStaticD(double value, double old, String key) {
        return Bindings.active == 0 ? value : writeD(null, value, old, key);
    }

    private static double readD(Object self, double value, String key) {
        Bindings bindings = Bindings.ofThread();
        return bindings.find(key, self) ? bindings.foundBlock.doubles[bindings.found.slot] : value;
    }

    private static double writeD(Object self, double value, double old, String key) {
        Bindings bindings = Bindings.ofThread();
        if (!bindings.find(key, self)) {
            return value;
        }
        bindings.foundBlock.doubles[bindings.found.slot] = value;
        return old;
    }

    public static Object getA(Object self, Object value, String key) {
        return Bindings.active == 0 ? value : readA(self, value, key);
    }

    public static Object getStaticA(Object value, String key) {
        return Bindings.active == 0 ? value : readA(null, value, key);
    }

    public static Object putA(Object self, Object value, Object old, String key) {
        return Bindings.active == 0 ? value : writeA(self, value, key);
    }

    public static Object putStaticA(Object value, Object old, String key) {
        return Bindings.active == 0 ? value : writeA(null, value, key);
    }

    private static Object readA(Object self, Object value, String key) {
        Bindings bindings = Bindings.ofThread();
        return bindings.find(key, self) ? bindings.foundBlock.objects[bindings.found.slot] : value;
    }

    /** A reduction array is updated element by element; replacing it inside its construct has no parallel meaning. */
    private static Object writeA(Object self, Object value, String key) {
        Bindings bindings = Bindings.ofThread();
        if (bindings.find(key, self)) {
            throw new IllegalStateException("the reduction array " + key.replace('/', '.') + " is assigned while its "
                    + bindings.found.reduction.op + " reduction runs; update its elements, or assign it outside the construct");
        }
        return value;
    }
}
