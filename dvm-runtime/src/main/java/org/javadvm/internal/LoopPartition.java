package org.javadvm.internal;

import java.lang.reflect.Array;

/**
 * Owner-computes: which iterations of a loop a processor of the grid runs. The template's current BLOCK
 * dimensions are mapped onto the grid's dimensions in order; a BLOCK dimension of extent N over g
 * processors gives coordinate c the elements [c*N/g, (c+1)*N/g), with the first block reaching down to
 * minus infinity and the last up to plus infinity so that no iteration is lost. Iteration i of a loop
 * dimension owns template element stride * i + offset (the stride of an ON array aligned with a stride). The loop dimension
 * running along a template dimension ({@link ConstructSpec#loopDims}) takes that dimension's cut. Grid
 * dimensions that no BLOCK dimension mapped by the loop meets replicate: only coordinate 0 runs iterations.
 */
final class LoopPartition {
    private LoopPartition() {
    }

    /** Extents of the template array's dimensions (rectangular arrays assumed: row 0 gives the next extent). */
    static int[] extents(ConstructSpec spec, Object self) {
        Object array = requireAllocated(spec, self);
        int[] extents = new int[spec.blockDims.length];
        for (int d = 0; d < extents.length; d++) {
            extents[d] = Array.getLength(array);
            if (d + 1 < extents.length) {
                if (extents[d] == 0) {
                    break;
                }
                array = ((Object[]) array)[0]; // a template of more dimensions: an array of arrays
            }
        }
        return extents;
    }

    /** The loop's template array; an {@link IllegalStateException} naming it and the loop when it is null. */
    static Object requireAllocated(ConstructSpec spec, Object self) {
        Object array;
        try {
            array = spec.template.get(self);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        if (array == null) {
            throw new IllegalStateException("distributed array " + spec.template.getName() + " of " + spec.name
                    + " is not allocated (" + spec.source + ")");
        }
        return array;
    }

    /**
     * The template's format now: the declared one ({@link ConstructSpec#blockDims}) unless the array was
     * redistributed ({@link Distributions}).
     */
    static boolean[] format(ConstructSpec spec, Object self) {
        if (Distributions.epoch() == 0) {
            return spec.blockDims;
        }
        try {
            return Distributions.of(spec.template.get(self), spec.blockDims);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Sets {@code block}'s bounds to the iterations of {@code bounds} owned by the processor at
     * {@code coordinates} of a grid of {@code shape}; returns whether there are any.
     */
    static boolean assign(ConstructSpec spec, boolean[] format, int[] extents, int[] shape, int[] coordinates,
                          int[] bounds, Block block) {
        for (int d = 0; d < spec.rank; d++) {
            block.lo[d] = bounds[2 * d];
            block.hi[d] = bounds[2 * d + 1];
        }
        int gridDim = 0;
        for (int t = 0; t < format.length; t++) {
            if (!format[t]) {
                continue;
            }
            if (gridDim == shape.length) {
                break; // more BLOCK dimensions than grid dimensions: the rest stay whole
            }
            int c = coordinates[gridDim];
            int g = shape[gridDim];
            gridDim++;
            int k = spec.loopDims[t];
            if (k < 0) {
                if (c != 0) {
                    return false;
                }
                continue;
            }
            long n = extents[t];
            long ownedLo = c == 0 ? Long.MIN_VALUE / 4 : c * n / g;
            long ownedHi = c == g - 1 ? Long.MAX_VALUE / 4 : (c + 1) * n / g;
            // iteration i owns template element stride * i + offset: the first i at or above each cut
            long stride = spec.stride[k];
            block.lo[k] = (int) Math.max(block.lo[k], ceilDiv(ownedLo - spec.offset[k], stride));
            block.hi[k] = (int) Math.min(block.hi[k], ceilDiv(ownedHi - spec.offset[k], stride));
        }
        for (; gridDim < shape.length; gridDim++) {
            if (coordinates[gridDim] != 0) {
                return false;
            }
        }
        for (int d = 0; d < spec.rank; d++) {
            if (block.lo[d] >= block.hi[d]) {
                return false;
            }
        }
        return true;
    }

    private static long ceilDiv(long value, long divisor) {
        return -Math.floorDiv(-value, divisor);
    }
}
