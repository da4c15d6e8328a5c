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

    /**
     * A new array of {@code like}'s type and length holding the identity of {@code op}; {@code null} for
     * {@code null}. A new array already holds zeros, the identity of SUM, OR and XOR: it is not filled again
     * (a histogram's copy is megabytes, made on every call).
     */
    static Object identity(ReductionOp op, Object like) {
        if (like == null) {
            return null;
        }
        if (like instanceof int[]) {
            int[] copy = new int[((int[]) like).length];
            int identity = (int) identityLong(op, Integer.MIN_VALUE, Integer.MAX_VALUE);
            if (identity != 0) {
                Arrays.fill(copy, identity);
            }
            return copy;
        }
        if (like instanceof long[]) {
            long[] copy = new long[((long[]) like).length];
            long identity = identityLong(op, Long.MIN_VALUE, Long.MAX_VALUE);
            if (identity != 0) {
                Arrays.fill(copy, identity);
            }
            return copy;
        }
        if (like instanceof float[]) {
            float[] copy = new float[((float[]) like).length];
            if (identityDouble(op) != 0) {
                Arrays.fill(copy, (float) identityDouble(op));
            }
            return copy;
        }
        double[] copy = new double[((double[]) like).length];
        if (identityDouble(op) != 0) {
            Arrays.fill(copy, identityDouble(op));
        }
        return copy;
    }

    /**
     * Fills {@code copy} with the identity of {@code op} when it has {@code like}'s type and length; returns whether
     * it did (else {@code copy} is left as it is).
     */
    static boolean refill(ReductionOp op, Object copy, Object like) {
        if (copy.getClass() != like.getClass() || java.lang.reflect.Array.getLength(copy)
                != java.lang.reflect.Array.getLength(like)) {
            return false;
        }
        if (copy instanceof int[]) {
            Arrays.fill((int[]) copy, (int) identityLong(op, Integer.MIN_VALUE, Integer.MAX_VALUE));
        } else if (copy instanceof long[]) {
            Arrays.fill((long[]) copy, identityLong(op, Long.MIN_VALUE, Long.MAX_VALUE));
        } else if (copy instanceof float[]) {
            Arrays.fill((float[]) copy, (float) identityDouble(op));
        } else {
            Arrays.fill((double[]) copy, identityDouble(op));
        }
        return true;
    }

    /**
     * Elements combined per call of a typed loop. The first call of a construct combines a whole copy, and a
     * loop of hundreds of thousands of elements in one call is compiled by the JIT while it runs, without its end
     * ever having been seen: that code is thrown away at the end (IS's histogram at its first timed calls). In
     * calls of this many the JIT compiles the loop as a method, which has seen its end, from the first call on.
     */
    static final int CHUNK = 4096;

    /**
     * {@code into[i] = into[i] op from[i]} for every element; nothing when either is {@code null} or they are one
     * array. One loop per type and operator, with no choice inside it, so that the JIT can vectorise it: the
     * calling thread runs it once per processor and call, over the whole array, {@link #CHUNK} elements at a time.
     */
    static void combine(ReductionOp op, Object into, Object from) {
        if (into == null || from == null || into == from) {
            return;
        }
        int n = Math.min(java.lang.reflect.Array.getLength(into), java.lang.reflect.Array.getLength(from));
        for (int lo = 0; lo < n; lo += CHUNK) {
            int hi = Math.min(n, lo + CHUNK);
            if (into instanceof int[]) {
                combineInts(op, (int[]) into, (int[]) from, lo, hi);
            } else if (into instanceof long[]) {
                combineLongs(op, (long[]) into, (long[]) from, lo, hi);
            } else if (into instanceof float[]) {
                combineFloats(op, (float[]) into, (float[]) from, lo, hi);
            } else {
                combineDoubles(op, (double[]) into, (double[]) from, lo, hi);
            }
        }
    }

    /**
     * The first index at which two float or double arrays hold zeros of different signs ({@code 0.0} and
     * {@code -0.0}), or -1 (always for integer arrays, {@code null}s or one array).
     */
    static int signedZeroTie(Object a, Object b) {
        if (a == null || b == null || a == b) {
            return -1;
        }
        if (a instanceof double[] && b instanceof double[]) {
            double[] x = (double[]) a;
            double[] y = (double[]) b;
            for (int i = 0; i < Math.min(x.length, y.length); i++) {
                if (x[i] == 0 && y[i] == 0 && Double.doubleToRawLongBits(x[i]) != Double.doubleToRawLongBits(y[i])) {
                    return i;
                }
            }
        } else if (a instanceof float[] && b instanceof float[]) {
            float[] x = (float[]) a;
            float[] y = (float[]) b;
            for (int i = 0; i < Math.min(x.length, y.length); i++) {
                if (x[i] == 0 && y[i] == 0 && Float.floatToRawIntBits(x[i]) != Float.floatToRawIntBits(y[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static void combineInts(ReductionOp op, int[] a, int[] b, int lo, int hi) {
        switch (op) {
            case SUM: for (int i = lo; i < hi; i++) { a[i] += b[i]; } break;
            case PRODUCT: for (int i = lo; i < hi; i++) { a[i] *= b[i]; } break;
            case MAX: for (int i = lo; i < hi; i++) { a[i] = Math.max(a[i], b[i]); } break;
            case MIN: for (int i = lo; i < hi; i++) { a[i] = Math.min(a[i], b[i]); } break;
            case AND: for (int i = lo; i < hi; i++) { a[i] &= b[i]; } break;
            case OR: for (int i = lo; i < hi; i++) { a[i] |= b[i]; } break;
            case XOR: for (int i = lo; i < hi; i++) { a[i] ^= b[i]; } break;
            default: throw new IllegalStateException(op + " on an array");
        }
    }

    private static void combineLongs(ReductionOp op, long[] a, long[] b, int lo, int hi) {
        switch (op) {
            case SUM: for (int i = lo; i < hi; i++) { a[i] += b[i]; } break;
            case PRODUCT: for (int i = lo; i < hi; i++) { a[i] *= b[i]; } break;
            case MAX: for (int i = lo; i < hi; i++) { a[i] = Math.max(a[i], b[i]); } break;
            case MIN: for (int i = lo; i < hi; i++) { a[i] = Math.min(a[i], b[i]); } break;
            case AND: for (int i = lo; i < hi; i++) { a[i] &= b[i]; } break;
            case OR: for (int i = lo; i < hi; i++) { a[i] |= b[i]; } break;
            case XOR: for (int i = lo; i < hi; i++) { a[i] ^= b[i]; } break;
            default: throw new IllegalStateException(op + " on an array");
        }
    }

    private static void combineFloats(ReductionOp op, float[] a, float[] b, int lo, int hi) {
        switch (op) {
            case SUM: for (int i = lo; i < hi; i++) { a[i] += b[i]; } break;
            case PRODUCT: for (int i = lo; i < hi; i++) { a[i] *= b[i]; } break;
            case MAX: for (int i = lo; i < hi; i++) { a[i] = Math.max(a[i], b[i]); } break;
            case MIN: for (int i = lo; i < hi; i++) { a[i] = Math.min(a[i], b[i]); } break;
            default: throw new IllegalStateException(op + " on a floating-point array");
        }
    }

    private static void combineDoubles(ReductionOp op, double[] a, double[] b, int lo, int hi) {
        switch (op) {
            case SUM: for (int i = lo; i < hi; i++) { a[i] += b[i]; } break;
            case PRODUCT: for (int i = lo; i < hi; i++) { a[i] *= b[i]; } break;
            case MAX: for (int i = lo; i < hi; i++) { a[i] = Math.max(a[i], b[i]); } break;
            case MIN: for (int i = lo; i < hi; i++) { a[i] = Math.min(a[i], b[i]); } break;
            default: throw new IllegalStateException(op + " on a floating-point array");
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
