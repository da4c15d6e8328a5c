package org.javadvm.debug.trace;

/**
 * The integral characteristic of an array (seed 004): the mean of all its elements, rows included for a
 * multi-dimensional array, summed in row-major order in {@code double}: {@code sum / count}. Integral, char
 * and boolean (1, 0) elements are converted to {@code double} first (a {@code long} beyond 2^53 rounds). NaN
 * and infinities follow IEEE arithmetic: one NaN element (or +Inf and -Inf together) gives NaN, written
 * {@code #NAN}; an empty array gives 0. An array of references, or one with a missing ({@code null}) row,
 * has no characteristic: FAILED.
 */
final class ArrayChecksum {
    private double sum;
    private long count;
    private boolean failed;

    private ArrayChecksum() {
    }

    /** The mean, or NaN with {@code failed[0]} set when it cannot be computed. */
    static double of(Object array, boolean[] failed) {
        ArrayChecksum checksum = new ArrayChecksum();
        checksum.add(array);
        failed[0] = checksum.failed;
        if (checksum.failed) {
            return Double.NaN;
        }
        return checksum.count == 0 ? 0 : checksum.sum / checksum.count;
    }

    private void add(Object array) {
        if (array == null) {
            failed = true;
        } else if (array instanceof double[] a) {
            for (double v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof float[] a) {
            for (float v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof int[] a) {
            for (int v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof long[] a) {
            for (long v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof short[] a) {
            for (short v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof char[] a) {
            for (char v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof byte[] a) {
            for (byte v : a) {
                sum += v;
            }
            count += a.length;
        } else if (array instanceof boolean[] a) {
            for (boolean v : a) {
                sum += v ? 1 : 0;
            }
            count += a.length;
        } else if (array instanceof Object[] rows && array.getClass().getComponentType().isArray()) {
            for (Object row : rows) {
                add(row);
                if (failed) {
                    return;
                }
            }
        } else {
            failed = true;
        }
    }
}
