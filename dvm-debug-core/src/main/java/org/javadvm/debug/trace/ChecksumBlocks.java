package org.javadvm.debug.trace;

import java.util.Arrays;

/**
 * What a checksum adds to the mean of an array (seed 004's characteristic): the array in blocks of
 * {@link #BLOCK_SIZE} elements in row-major order (the last block holds the rest), per block the sum of its
 * elements and the sum of their magnitudes. One wrong element of size {@code d} moves the mean of {@code N}
 * elements by {@code d / N}, below any useful tolerance on a large array; it moves its block's sum by {@code d}.
 * The magnitudes are the scale of the rounding the block's elements may legitimately carry (a correct parallel
 * run that combines a reduction in another order differs from the sequential one in the last bits of everything
 * computed from it): the comparer tolerates that much in a block's sum, and no more.
 *
 * <p>The sums are compensated (Neumaier), exact to a few units in the last place of the magnitudes whatever the
 * block's length, so that the difference of two blocks' sums is the difference of their elements, not of the
 * summation's rounding.
 *
 * @param type       the elements' type as the trace writes it ({@code [4]} for {@code double}, {@code [3]} for
 *                   {@code float}): the precision their legitimate rounding is measured in
 * @param count      the array's elements
 * @param blockSize  elements per block
 * @param sums       per block, the sum of its elements
 * @param magnitudes per block, the sum of its elements' absolute values
 */
public record ChecksumBlocks(ValueKind type, long count, int blockSize, double[] sums, double[] magnitudes) {
    /**
     * Elements per block: on an array of a million elements, 16 blocks (a few hundred bytes per checksum line),
     * and the rounding tolerated per block, {@code 2^-40} of 65,536 magnitudes, stays below the default
     * {@code Exp} of 1e-4 for elements up to about 1,600 in size.
     */
    public static final int BLOCK_SIZE = 1 << 16;

    public ChecksumBlocks {
        java.util.Objects.requireNonNull(type, "type");
        if (count < 0 || blockSize < 1 || sums.length != magnitudes.length
                || sums.length != (count + blockSize - 1) / blockSize) {
            throw new IllegalArgumentException("checksum blocks: " + sums.length + " sums and " + magnitudes.length
                    + " magnitudes for " + count + " elements in blocks of " + blockSize);
        }
        sums = sums.clone();
        magnitudes = magnitudes.clone();
    }

    public int blocks() {
        return sums.length;
    }

    public double sum(int block) {
        return sums[block];
    }

    public double magnitude(int block) {
        return magnitudes[block];
    }

    /** The elements of block {@code block}. */
    public long elements(int block) {
        return Math.min(blockSize, count - (long) block * blockSize);
    }

    /** The first element of block {@code block}, as its row-major position. */
    public long firstElement(int block) {
        return (long) block * blockSize;
    }

    @Override
    public double[] sums() {
        return sums.clone();
    }

    @Override
    public double[] magnitudes() {
        return magnitudes.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChecksumBlocks b && type == b.type && count == b.count && blockSize == b.blockSize
                && Arrays.equals(sums, b.sums) && Arrays.equals(magnitudes, b.magnitudes);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(count) * 31 + Arrays.hashCode(sums);
    }

    @Override
    public String toString() {
        return "ChecksumBlocks[type=" + type + ", count=" + count + ", blockSize=" + blockSize + ", sums=" + Arrays.toString(sums)
                + ", magnitudes=" + Arrays.toString(magnitudes) + "]";
    }
}
