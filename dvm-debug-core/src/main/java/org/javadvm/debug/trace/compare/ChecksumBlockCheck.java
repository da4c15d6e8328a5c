package org.javadvm.debug.trace.compare;

import org.javadvm.debug.trace.ChecksumBlocks;
import org.javadvm.debug.trace.ValueKind;

/**
 * Compares the blocks of two checksums of one array ({@link ChecksumBlocks}): the first block whose sum differs
 * beyond what the tolerance allows, and how many do.
 *
 * <p>A block's sum is equal to the reference's when the two differ by no more than the rounding its elements may
 * carry in a correct run (the last bits {@link ValueTolerance} tolerates in each value: {@code 2^-40} of the
 * block's magnitudes for {@code double} elements, {@code 2^-16} for {@code float}), or by less than {@code Exp}
 * (absolute), or than {@code Exp} times the block's mean magnitude (relative). So one element off by {@code Exp}
 * or more is a difference, as {@code Exp} is meant: "less than" where a single value is equal up to {@code Exp}
 * inclusive, since a sum cannot tell one element off by exactly {@code Exp} from its rounding; the threshold is
 * lowered by a few units in the last place of the magnitudes, the rounding of the sums themselves. Several
 * elements of one block that each differ by less than {@code Exp} but together by more are a difference too:
 * the characteristic is their sum.
 */
final class ChecksumBlockCheck {
    /** A block whose sums differ: its number (from 0), its elements, both sums, and how many blocks differ. */
    record Finding(int block, ChecksumBlocks blocks, double reference, double run, boolean nonFinite, int differing) {
        double absolute() {
            return nonFinite ? Double.NaN : Math.abs(run - reference);
        }

        /** {@code the sum of elements 65536..131071 (block 2 of 16; 1 of 16 blocks differ)} in row-major order. */
        String where() {
            long first = blocks.firstElement(block);
            return "the sum of its elements " + first + ".." + (first + blocks.elements(block) - 1)
                    + " in row-major order (block " + (block + 1) + " of " + blocks.blocks() + "; " + differing + " of "
                    + blocks.blocks() + (blocks.blocks() == 1 ? " block differs" : " blocks differ") + ")";
        }
    }

    private ChecksumBlockCheck() {
    }

    /** Whether the two checksums' blocks are laid out alike, so that block k of one is block k of the other. */
    static boolean comparable(ChecksumBlocks reference, ChecksumBlocks run) {
        return reference != null && run != null && reference.blockSize() == run.blockSize()
                && reference.count() == run.count();
    }

    /** The first differing block of two comparable checksums, {@code null} when every block is equal. */
    static Finding compare(ChecksumBlocks reference, ChecksumBlocks run, CompareSettings settings) {
        Finding first = null;
        int differing = 0;
        for (int b = 0; b < reference.blocks(); b++) {
            double expected = reference.sum(b);
            double actual = run.sum(b);
            if (Double.compare(expected, actual) == 0 || expected == actual) {
                continue;
            }
            boolean nonFinite = !Double.isFinite(expected) || !Double.isFinite(actual);
            if (!nonFinite && equal(expected, actual, Math.max(reference.magnitude(b), run.magnitude(b)),
                    reference.elements(b), run.type(), settings)) {
                continue;
            }
            differing++;
            if (first == null) {
                first = new Finding(b, reference, expected, actual, nonFinite, 0);
            }
        }
        return first == null ? null
                : new Finding(first.block(), reference, first.reference(), first.run(), first.nonFinite(), differing);
    }

    private static boolean equal(double expected, double actual, double magnitude, long elements, ValueKind type,
                                 CompareSettings settings) {
        if (settings.strictCompare()) {
            return false;
        }
        double difference = Math.abs(actual - expected);
        double rounding = type == ValueKind.FLOAT ? ValueTolerance.FLOAT_ROUNDING : ValueTolerance.DOUBLE_ROUNDING;
        if (difference <= rounding * magnitude) {
            return true;
        }
        // Absolute: one element off by Exp moves the block's sum by Exp, so the sum's tolerance is one element's.
        // Relative: every element may be off by Exp times max(RelCompareMin, its magnitude), and a solver whose scalars
        // come from reassociated sums moves them all at once, so the sum may be off by what they add up to.
        double tolerance = settings.expIsAbsolute() ? settings.exp()
                : settings.exp() * (magnitude + settings.relCompareMin() * elements);
        return difference < tolerance - 0x1p-50 * magnitude;
    }
}
