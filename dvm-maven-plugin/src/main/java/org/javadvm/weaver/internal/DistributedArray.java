package org.javadvm.weaver.internal;

import org.javadvm.Format;

/**
 * A {@code @Distributed} field after validation.
 *
 * @param format per dimension (never empty: the default is BLOCK everywhere)
 * @param shadow per dimension (never empty: the default is 0)
 * @param alignOffset per dimension (never empty: the default is 0)
 * @param alignWith the aligned-with field, or the empty string
 * @param alignStride per dimension, each at least 1 (never empty: the default is 1)
 */
record DistributedArray(String name, boolean isStatic, int rank, Format[] format, int[] shadow,
                        String alignWith, int[] alignOffset, int[] alignStride) {

    boolean hasShadow() {
        for (int width : shadow) {
            if (width > 0) {
                return true;
            }
        }
        return false;
    }
}
