package org.javadvm.internal;

import java.util.Arrays;

import org.javadvm.ReductionOp;

/**
 * Element-wise reductions over a rank-1 array of int, long, float or double (DVM's reduction of an array
 * variable): each processor's copy starts from the operator's identity in every element, the copies are
 * combined element by element in processor order, and the result is then combined with the array's values
 * before the construct, in place, so that every reference to the array sees it.
 */
final class ArrayReduction {
    private ArrayReduction() {
    }

    /** A new array of {@code like}'s type and length holding the identity of {@code op}; {@code null} for {@code null}. */
    static Object identity(ReductionOp op, Object like) {
        if (like == null) {
            return null;
        }
        if (like instanceof int[]) {
            int[] copy = new int[((int[]) like).length];
            Arrays.fill(copy, (int) identityLong(op, Integer.MIN_VALUE, Integer.MAX_VALUE));
            return copy;
        }
        if (like instanceof long[]) {
            long[] copy = new long[((long[]) like).length];
            Arrays.fill(copy, identityLong(op, Long.MIN_VALUE, Long.MAX_VALUE));
            return copy;
        }
        if (like instanceof float[]) {
            float[] copy = new float[((float[]) like).length];
            Arrays.fill(copy, (float) identityDouble(op));
            return copy;
        }
        double[] copy = new double[((double[]) like).length];
        Arrays.fill(copy, identityDouble(op));
        return copy;
    }

    /** {@code into[i] = into[i] op from[i]} for every element; nothing when either is {@code null} or they are one array. */
    static void combine(ReductionOp op, Object into, Object from) {
        if (into == null || from == null || into == from) {
            return;
        }
        if (into instanceof int[]) {
            int[] a = (int[]) into;
            int[] b = (int[]) from;
            for (int i = 0; i < Math.min(a.length, b.length); i++) {
                a[i] = (int) combineLong(op, a[i], b[i]);
            }
        } else if (into instanceof long[]) {
            long[] a = (long[]) into;
            long[] b = (long[]) from;
            for (int i = 0; i < Math.min(a.length, b.length); i++) {
                a[i] = combineLong(op, a[i], b[i]);
            }
        } else if (into instanceof float[]) {
            float[] a = (float[]) into;
            float[] b = (float[]) from;
            for (int i = 0; i < Math.min(a.length, b.length); i++) {
                a[i] = (float) combineDouble(op, a[i], b[i]);
            }
        } else {
            double[] a = (double[]) into;
            double[] b = (double[]) from;
            for (int i = 0; i < Math.min(a.length, b.length); i++) {
                a[i] = combineDouble(op, a[i], b[i]);
            }
        }
    }

    /**
     * Folds the elements of {@code scratch} that differ from {@code identity} into {@code into} with {@code op}
     * ({@code into[i] = into[i] op scratch[i]}), in index order, and puts the identity back into them: the
     * per-iteration emulation's step after each iteration, whose copy started as {@code identity}. An element
     * left at the identity contributes nothing ({@code x op identity} is {@code x}), so skipping it gives the
     * bits of a fold over every element; the search for the changed ones is {@link Arrays#mismatch}, which
     * compares many elements per instruction, and nothing is allocated. All three arrays have one type and
     * length.
     */
    static void foldChanged(ReductionOp op, Object into, Object scratch, Object identity) {
        if (scratch instanceof int[]) {
            int[] a = (int[]) into;
            int[] s = (int[]) scratch;
            int[] id = (int[]) identity;
            for (int i = next(Arrays.mismatch(s, 0, s.length, id, 0, s.length), 0); i >= 0;
                 i = next(Arrays.mismatch(s, i, s.length, id, i, s.length), i)) {
                a[i] = (int) combineLong(op, a[i], s[i]);
                s[i] = id[i];
            }
        } else if (scratch instanceof long[]) {
            long[] a = (long[]) into;
            long[] s = (long[]) scratch;
            long[] id = (long[]) identity;
            for (int i = next(Arrays.mismatch(s, 0, s.length, id, 0, s.length), 0); i >= 0;
                 i = next(Arrays.mismatch(s, i, s.length, id, i, s.length), i)) {
                a[i] = combineLong(op, a[i], s[i]);
                s[i] = id[i];
            }
        } else if (scratch instanceof float[]) {
            float[] a = (float[]) into;
            float[] s = (float[]) scratch;
            float[] id = (float[]) identity;
            for (int i = next(Arrays.mismatch(s, 0, s.length, id, 0, s.length), 0); i >= 0;
                 i = next(Arrays.mismatch(s, i, s.length, id, i, s.length), i)) {
                a[i] = (float) combineDouble(op, a[i], s[i]);
                s[i] = id[i];
            }
        } else {
            double[] a = (double[]) into;
            double[] s = (double[]) scratch;
            double[] id = (double[]) identity;
            for (int i = next(Arrays.mismatch(s, 0, s.length, id, 0, s.length), 0); i >= 0;
                 i = next(Arrays.mismatch(s, i, s.length, id, i, s.length), i)) {
                a[i] = combineDouble(op, a[i], s[i]);
                s[i] = id[i];
            }
        }
    }

    /** The absolute index of a mismatch found from {@code from} ({@code -1}: none). */
    private static int next(int mismatch, int from) {
        return mismatch < 0 ? -1 : from + mismatch;
    }

    private static long identityLong(ReductionOp op, long lowest, long highest) {
        switch (op) {
            case PRODUCT: return 1;
            case MAX: return lowest;
            case MIN: return highest;
            case AND: return -1;
            default: return 0; // SUM, OR, XOR
        }
    }

    private static double identityDouble(ReductionOp op) {
        switch (op) {
            case PRODUCT: return 1;
            case MAX: return Double.NEGATIVE_INFINITY;
            case MIN: return Double.POSITIVE_INFINITY;
            default: return 0;
        }
    }

    private static long combineLong(ReductionOp op, long a, long b) {
        switch (op) {
            case SUM: return a + b;
            case PRODUCT: return a * b;
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            case AND: return a & b;
            case OR: return a | b;
            case XOR: return a ^ b;
            default: throw new IllegalStateException(op + " on an array");
        }
    }

    private static double combineDouble(ReductionOp op, double a, double b) {
        switch (op) {
            case SUM: return a + b;
            case PRODUCT: return a * b;
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            default: throw new IllegalStateException(op + " on a floating-point array");
        }
    }
}
