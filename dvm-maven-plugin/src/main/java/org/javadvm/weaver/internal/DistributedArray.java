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
 * @param refused the annotation's elements that were refused (reported once, against the field) and stand here at
 *                their defaults, so that the constructs on the array are still checked; a check that depends on
 *                such an element is left out rather than report the default as the user's declaration
 */
record DistributedArray(String name, boolean isStatic, int rank, Format[] format, int[] shadow,
                        String alignWith, int[] alignOffset, int[] alignStride, java.util.Set<String> refused) {

    /** Whether {@code element} ({@code "shadow"}, {@code "format"}, ...) was refused and stands at its default. */
    boolean refused(String element) {
        return refused.contains(element);
    }

    boolean hasShadow() {
        for (int width : shadow) {
            if (width > 0) {
                return true;
            }
        }
        return false;
    }
}
