package org.javadvm.debug.trace;

import java.util.Arrays;

/**
 * The integral characteristic of an array (seed 004): the mean of all its elements, rows included for a
 * multi-dimensional array, summed in row-major order in {@code double}: {@code sum / count}. Integral, char
 * and boolean (1, 0) elements are converted to {@code double} first (a {@code long} beyond 2^53 rounds). NaN
 * and infinities follow IEEE arithmetic: one NaN element (or +Inf and -Inf together) gives NaN, written
 * {@code #NAN}; an empty array gives 0. An array of references, or one with a missing ({@code null}) row,
 * has no characteristic: FAILED. With the mean, the same pass gives the array's {@link ChecksumBlocks}.
 */
final class ArrayChecksum {
    /** A checksum: the mean, whether it failed, and the blocks ({@code null} when it failed). */
    record Result(double mean, boolean failed, ChecksumBlocks blocks) {
    }

    private double sum;
    private long count;
    private boolean failed;
    /** The elements' type, as the trace writes it. */
    private ValueKind type = ValueKind.DOUBLE;
    private double[] blockSums = new double[1];
    private double[] blockMagnitudes = new double[1];
    private int blocks;
    /** The open block: its compensated sum (Neumaier: running sum and the rounding it lost), its magnitudes. */
    private double blockSum;
    private double blockLost;
    private double blockMagnitude;
    private int inBlock;

    private ArrayChecksum() {
    }

    /** The mean, or NaN with {@code failed[0]} set when it cannot be computed. */
    static double of(Object array, boolean[] failed) {
        Result result = withBlocks(array);
        failed[0] = result.failed();
        return result.mean();
    }

    /** The mean and the blocks of the array. */
    static Result withBlocks(Object array) {
        ArrayChecksum checksum = new ArrayChecksum();
        checksum.add(array);
        if (checksum.failed) {
            return new Result(Double.NaN, true, null);
        }
        if (checksum.inBlock > 0) {
            checksum.closeBlock();
        }
        if (checksum.count == 0) {
            return new Result(0, false, null); // the mean says it all
        }
        return new Result(checksum.sum / checksum.count, false,
                new ChecksumBlocks(checksum.type, checksum.count, ChecksumBlocks.BLOCK_SIZE,
                        Arrays.copyOf(checksum.blockSums, checksum.blocks),
                        Arrays.copyOf(checksum.blockMagnitudes, checksum.blocks)));
    }

    private void element(double v) {
        sum += v; // the mean as seed 004 has it: a plain sum in row-major order
        double t = blockSum + v;
        blockLost += Math.abs(blockSum) >= Math.abs(v) ? (blockSum - t) + v : (v - t) + blockSum;
        blockSum = t;
        blockMagnitude += Math.abs(v);
        if (++inBlock == ChecksumBlocks.BLOCK_SIZE) {
            closeBlock();
        }
    }

    private void closeBlock() {
        if (blocks == blockSums.length) {
            blockSums = Arrays.copyOf(blockSums, 2 * blocks);
            blockMagnitudes = Arrays.copyOf(blockMagnitudes, 2 * blocks);
        }
        // a NaN or an infinity makes the lost rounding NaN: the block's sum is then the IEEE sum alone
        blockSums[blocks] = Double.isFinite(blockSum) ? blockSum + blockLost : blockSum;
        blockMagnitudes[blocks] = blockMagnitude;
        blocks++;
        blockSum = 0;
        blockLost = 0;
        blockMagnitude = 0;
        inBlock = 0;
    }

    private void add(Object array) {
        if (array == null) {
            failed = true;
        } else if (array instanceof double[] a) {
            type = ValueKind.DOUBLE;
            for (double v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof float[] a) {
            type = ValueKind.FLOAT;
            for (float v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof int[] a) {
            type = ValueKind.INT;
            for (int v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof long[] a) {
            type = ValueKind.LONG;
            for (long v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof short[] a) {
            type = ValueKind.INT;
            for (short v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof char[] a) {
            type = ValueKind.INT;
            for (char v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof byte[] a) {
            type = ValueKind.CHAR;
            for (byte v : a) {
                element(v);
            }
            count += a.length;
        } else if (array instanceof boolean[] a) {
            type = ValueKind.LOGICAL;
            for (boolean v : a) {
                element(v ? 1 : 0);
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
