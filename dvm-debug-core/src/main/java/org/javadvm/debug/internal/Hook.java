package org.javadvm.debug.internal;

import java.util.Arrays;

/**
 * The one façade classes woven for {@code dyn} or {@code debug} call; every method is a static call of a
 * few instructions that forwards to the installed {@link AccessSink}. What the weaver inserts:
 * <ul>
 * <li>in each woven class's static initializer, first: {@code $dvm$sites = Hook.register(Owner.class, table)}
 * (see {@link Sites} for the table), and every site number below is {@code $dvm$sites + local number};</li>
 * <li>before {@code xALOAD}: {@code DUP2; site; read}; before {@code xASTORE}: the array and index copied
 * from under the value, then {@code write};</li>
 * <li>before {@code GETFIELD}/{@code PUTFIELD}/{@code GETSTATIC}/{@code PUTSTATIC} of a non-final,
 * non-synthetic field declared by a woven class: {@code getField}, {@code putField} (primitive value),
 * {@code putRefField} (reference value), {@code getStatic}, {@code putStatic}, {@code putRefStatic};</li>
 * <li>for a declared private field redirected to a local in a construct body: {@code privateRead} /
 * {@code privateWrite}; for a scalar reduction variable so redirected: {@code reductionRead} /
 * {@code reductionWrite}; for a primitive field with its value ({@code int} for {@code boolean}, {@code byte},
 * {@code char}, {@code short}), after the load it reads or before the store it writes, so that a trace records
 * it;</li>
 * <li>before an access, outside a construct's own body, to a field some construct of the directory keeps
 * in block slots (reduction, location, private): {@code boundRead} / {@code boundWrite} with the receiver
 * ({@code null} for a static field) instead of the field hooks;</li>
 * <li>in a construct body, at the entry of each exception handler (after its frame, the exception left on the
 * stack): {@code site; handlerEntered};</li>
 * <li>after {@code NEWARRAY}/{@code ANEWARRAY}/{@code MULTIANEWARRAY}: {@code DUP; site; allocated};</li>
 * <li>in every method with loops: {@code loopStart}, {@code loopIteration} and {@code loopEnd}, each
 * {@code site} of kind {@code SL}, on the edges that enter, iterate and leave a sequential loop (see
 * {@code LoopWeaver} in the plugin and {@link AccessSink#sequentialLoopStart} for the order they keep);</li>
 * <li>calls of {@code System.arraycopy} and {@code java.util.Arrays.fill} are replaced by {@link #arraycopy}
 * and {@code fill} with the site appended.</li>
 * </ul>
 * The sink is chosen once, when this class initialises, from the debug parameters.
 */
public final class Hook {
    private static final AccessSink SINK = Debugger.start();

    private Hook() {
    }

    /** Registers a woven class's sites; returns the global id of its site 0. */
    public static int register(Class<?> owner, String table) {
        return Sites.register(owner, table);
    }

    public static void read(Object array, int index, int site) {
        SINK.arrayRead(array, index, site);
    }

    public static void write(Object array, int index, int site) {
        SINK.arrayWrite(array, index, site);
    }

    public static void getField(Object instance, int site) {
        SINK.fieldRead(instance, site);
    }

    public static void putField(Object instance, int site) {
        SINK.fieldWrite(instance, null, site);
    }

    public static void putRefField(Object instance, Object value, int site) {
        SINK.fieldWrite(instance, value, site);
    }

    public static void getStatic(int site) {
        SINK.fieldRead(null, site);
    }

    public static void putStatic(int site) {
        SINK.fieldWrite(null, null, site);
    }

    public static void putRefStatic(Object value, int site) {
        SINK.fieldWrite(null, value, site);
    }

    /** A field some construct binds, read outside a construct's own body; {@code null} instance: static. */
    public static void boundRead(Object instance, int site) {
        SINK.boundAccess(instance, false, site);
    }

    /** A field some construct binds, written outside a construct's own body; {@code null} instance: static. */
    public static void boundWrite(Object instance, int site) {
        SINK.boundAccess(instance, true, site);
    }

    public static void privateRead(int site) {
        SINK.privateAccess(false, site);
    }

    public static void privateWrite(int site) {
        SINK.privateAccess(true, site);
    }

    public static void reductionRead(int site) {
        SINK.reductionAccess(false, site);
    }

    public static void reductionWrite(int site) {
        SINK.reductionAccess(true, site);
    }

    public static void handlerEntered(int site) {
        SINK.handlerEntered(site);
    }

    public static void privateRead(int value, int site) {
        SINK.privateValue(false, value, site);
    }

    public static void privateRead(long value, int site) {
        SINK.privateValue(false, value, site);
    }

    public static void privateRead(float value, int site) {
        SINK.privateValue(false, Double.doubleToRawLongBits(value), site);
    }

    public static void privateRead(double value, int site) {
        SINK.privateValue(false, Double.doubleToRawLongBits(value), site);
    }

    public static void privateWrite(int value, int site) {
        SINK.privateValue(true, value, site);
    }

    public static void privateWrite(long value, int site) {
        SINK.privateValue(true, value, site);
    }

    public static void privateWrite(float value, int site) {
        SINK.privateValue(true, Double.doubleToRawLongBits(value), site);
    }

    public static void privateWrite(double value, int site) {
        SINK.privateValue(true, Double.doubleToRawLongBits(value), site);
    }

    public static void reductionRead(int value, int site) {
        SINK.reductionValue(false, value, site);
    }

    public static void reductionRead(long value, int site) {
        SINK.reductionValue(false, value, site);
    }

    public static void reductionRead(float value, int site) {
        SINK.reductionValue(false, Double.doubleToRawLongBits(value), site);
    }

    public static void reductionRead(double value, int site) {
        SINK.reductionValue(false, Double.doubleToRawLongBits(value), site);
    }

    public static void reductionWrite(int value, int site) {
        SINK.reductionValue(true, value, site);
    }

    public static void reductionWrite(long value, int site) {
        SINK.reductionValue(true, value, site);
    }

    public static void reductionWrite(float value, int site) {
        SINK.reductionValue(true, Double.doubleToRawLongBits(value), site);
    }

    public static void reductionWrite(double value, int site) {
        SINK.reductionValue(true, Double.doubleToRawLongBits(value), site);
    }

    public static void allocated(Object array, int site) {
        SINK.arrayAllocated(array, site);
    }

    /** A sequential loop is entered. */
    public static void loopStart(int site) {
        SINK.sequentialLoopStart(site);
    }

    /** An iteration of the innermost open sequential loop begins. */
    public static void loopIteration(int site) {
        SINK.sequentialIteration(site);
    }

    /** The innermost open sequential loop is left. */
    public static void loopEnd(int site) {
        SINK.sequentialLoopEnd(site);
    }

    /** {@code System.arraycopy}, checked: the source range is read, the destination range written. */
    public static void arraycopy(Object src, int srcPos, Object dest, int destPos, int length, int site) {
        if (src != null && dest != null && length > 0) {
            SINK.arrayRange(src, srcPos, srcPos + length, false, site);
            SINK.arrayRange(dest, destPos, destPos + length, true, site);
        }
        System.arraycopy(src, srcPos, dest, destPos, length);
    }

    /** {@code Arrays.fill(boolean[], boolean)}, checked. */
    public static void fill(boolean[] array, boolean value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(boolean[], int, int, boolean)}, checked. */
    public static void fill(boolean[] array, int from, int to, boolean value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(byte[], byte)}, checked. */
    public static void fill(byte[] array, byte value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(byte[], int, int, byte)}, checked. */
    public static void fill(byte[] array, int from, int to, byte value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(char[], char)}, checked. */
    public static void fill(char[] array, char value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(char[], int, int, char)}, checked. */
    public static void fill(char[] array, int from, int to, char value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(short[], short)}, checked. */
    public static void fill(short[] array, short value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(short[], int, int, short)}, checked. */
    public static void fill(short[] array, int from, int to, short value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(int[], int)}, checked. */
    public static void fill(int[] array, int value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(int[], int, int, int)}, checked. */
    public static void fill(int[] array, int from, int to, int value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(long[], long)}, checked. */
    public static void fill(long[] array, long value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(long[], int, int, long)}, checked. */
    public static void fill(long[] array, int from, int to, long value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(float[], float)}, checked. */
    public static void fill(float[] array, float value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(float[], int, int, float)}, checked. */
    public static void fill(float[] array, int from, int to, float value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(double[], double)}, checked. */
    public static void fill(double[] array, double value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(double[], int, int, double)}, checked. */
    public static void fill(double[] array, int from, int to, double value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }

    /** {@code Arrays.fill(Object[], Object)}, checked. */
    public static void fill(Object[] array, Object value, int site) {
        SINK.arrayRange(array, 0, array.length, true, site);
        Arrays.fill(array, value);
    }

    /** {@code Arrays.fill(Object[], int, int, Object)}, checked. */
    public static void fill(Object[] array, int from, int to, Object value, int site) {
        SINK.arrayRange(array, from, to, true, site);
        Arrays.fill(array, from, to, value);
    }
}
