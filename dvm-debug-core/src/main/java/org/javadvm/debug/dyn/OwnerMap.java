package org.javadvm.debug.dyn;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * Which iteration of a parallel loop owns each element of a distributed array. Per array dimension: the
 * loop dimension whose template index (iteration index times the loop's stride plus its offset,
 * {@code Level.own}) the element's template index (index times the array's stride plus its alignment,
 * {@code DistLayout.distance}) must equal, or {@link #ANY} when every index along it is local.
 *
 * <p>An array of the loop's template maps dimension by dimension. An array of another template maps the
 * same way when the two templates are distributed alike: the release run-time ({@code LoopPartition})
 * gives the k-th BLOCK dimension of any template the k-th grid dimension, cut into blocks by the
 * dimension's extent alone, so two templates with as many BLOCK dimensions, of equal extents in order, have
 * the same owner for every pair of equal indices on every grid. Otherwise {@link #foreign} says why no
 * element is known to be local.
 */
final class OwnerMap {
    /** Every index along this dimension is local. */
    static final int ANY = -1;

    /** The layout the map was made for: a later layout of the variable needs a new map. */
    final DistLayout layout;
    /** Per array dimension the loop dimension it is owned along, or {@link #ANY}; {@code null} if foreign. */
    final int[] loopDims;
    /** Why the array's owners differ from the loop's (the text after "the element "); {@code null} if mapped. */
    final String foreign;

    private OwnerMap(DistLayout layout, int[] loopDims, String foreign) {
        this.layout = layout;
        this.loopDims = loopDims;
        this.foreign = foreign;
    }

    /** The owners of {@code var}'s elements among the iterations of {@code level} (a parallel loop). */
    static OwnerMap of(Level level, ArrayVar var) {
        DistLayout layout = var.current();
        int[] loopDims = new int[layout.rank];
        java.util.Arrays.fill(loopDims, ANY);
        if (layout.rootKey == level.templateKey) {
            for (int d = 0; d < layout.rank; d++) {
                if (layout.blockDims[d]) {
                    loopDims[d] = level.loopDimension(d);
                }
            }
            return new OwnerMap(layout, loopDims, null);
        }
        String other = "belongs to template " + layout.root.getName() + ", another than the loop's ("
                + level.template.getName() + "), ";
        int[] extents = extents(layout.root, var.holder(), layout.blockDims.length);
        int[] loopExtents = extents(level.template, level.self, level.blockDims.length);
        if (extents == null || loopExtents == null) {
            return foreign(layout, other + "and no array of " + (extents == null ? layout.root : level.template).getName()
                    + " is known to compare their distributions");
        }
        int[] blocks = blockDims(layout.blockDims);
        int[] loopBlocks = blockDims(level.blockDims);
        if (blocks.length != loopBlocks.length) {
            return foreign(layout, other + "distributed in " + blocks.length + " BLOCK dimension(s) against "
                    + loopBlocks.length);
        }
        for (int k = 0; k < blocks.length; k++) {
            if (extents[blocks[k]] != loopExtents[loopBlocks[k]]) {
                return foreign(layout, other + "whose BLOCK dimension " + (blocks[k] + 1) + " has extent "
                        + extents[blocks[k]] + " against " + loopExtents[loopBlocks[k]] + " in dimension "
                        + (loopBlocks[k] + 1) + " of " + level.template.getName());
            }
        }
        for (int k = 0; k < blocks.length; k++) {
            if (blocks[k] < layout.rank) {
                loopDims[blocks[k]] = level.loopDimension(loopBlocks[k]);
            }
        }
        return new OwnerMap(layout, loopDims, null);
    }

    private static OwnerMap foreign(DistLayout layout, String why) {
        return new OwnerMap(layout, null, why);
    }

    /** The BLOCK dimensions of a template, in order: the k-th is distributed over grid dimension k. */
    private static int[] blockDims(boolean[] format) {
        int count = 0;
        for (boolean block : format) {
            count += block ? 1 : 0;
        }
        int[] dims = new int[count];
        int k = 0;
        for (int t = 0; t < format.length; t++) {
            if (format[t]) {
                dims[k++] = t;
            }
        }
        return dims;
    }

    /**
     * The extents of the template array a field holds, as the release run-time measures them (rectangular
     * arrays assumed: row 0 gives the next extent); {@code null} when there is no array to measure.
     */
    private static int[] extents(Field template, Object holder, int rank) {
        Object array;
        try {
            boolean isStatic = Modifier.isStatic(template.getModifiers());
            if (!isStatic && holder == null) {
                return null;
            }
            template.setAccessible(true);
            array = template.get(isStatic ? null : holder);
        } catch (IllegalAccessException | IllegalArgumentException | SecurityException e) {
            return null;
        }
        if (array == null || !array.getClass().isArray()) {
            return null;
        }
        int[] extents = new int[rank];
        for (int d = 0; d < rank; d++) {
            extents[d] = Array.getLength(array);
            if (d + 1 < rank) {
                if (extents[d] == 0) {
                    break;
                }
                array = Array.get(array, 0);
                if (array == null || !array.getClass().isArray()) {
                    return null;
                }
            }
        }
        return extents;
    }
}
