package org.javadvm.debug.dyn;

/**
 * A top-level array as a variable of the program: its name and, for a distributed array, its layout and
 * the state of its shadow edges. All rows of a multi-dimensional array share it.
 */
final class ArrayVar {
    enum Shadow { NOT_RENEWED, RENEWING, RENEWED, RENEWED_NO_CORNER }

    /** Name in source terms; plain arrays are named after the field they were stored in or where made. */
    String name;
    /**
     * Non-null for a distributed array: its layout under the template's format when last asked ({@link #current()});
     * its rank, alignment and shadow widths are the declared ones whatever the format.
     */
    DistLayout layout;
    /** The layout its field declares; {@code null} for an array that is not distributed. */
    private DistLayout declared;
    /** The {@link org.javadvm.internal.Distributions#epoch()} {@link #layout} was resolved at. */
    private int resolvedAt;
    Shadow shadow = Shadow.NOT_RENEWED;
    /** The level that last recorded a write of this array (so each level lists it once). */
    Level writtenBy;
    /**
     * The object whose {@code @Distributed} field the array was stored in, where its template's array is
     * found; {@code null} for a static field or when not known. Weak: the checker must not keep it alive.
     */
    private java.lang.ref.WeakReference<Object> holder;

    ArrayVar(String name) {
        this.name = name;
    }

    boolean distributed() {
        return layout != null;
    }

    /** Makes the array the distributed variable of a field with this declared layout. */
    void declare(DistLayout layout) {
        this.declared = layout;
        this.layout = layout;
        this.resolvedAt = -1;
    }

    /**
     * The layout under the template array's current format ({@code @Redistribute}): a new layout object when the
     * format changed, so that the owner maps made for the old one are made again.
     */
    DistLayout current() {
        int epoch = org.javadvm.internal.Distributions.epoch();
        if (epoch != resolvedAt && declared != null) {
            resolvedAt = epoch;
            DistLayout now = declared.under(holder());
            if (now.blockDims != layout.blockDims && !java.util.Arrays.equals(now.blockDims, layout.blockDims)) {
                layout = now;
            }
        }
        return layout;
    }

    void heldBy(Object instance) {
        holder = instance == null ? null : new java.lang.ref.WeakReference<>(instance);
    }

    Object holder() {
        return holder == null ? null : holder.get();
    }
}
