package org.javadvm.debug.dyn;

/**
 * A top-level array as a variable of the program: its name and, for a distributed array, its layout and
 * the state of its shadow edges. All rows of a multi-dimensional array share it.
 */
final class ArrayVar {
    enum Shadow { NOT_RENEWED, RENEWING, RENEWED, RENEWED_NO_CORNER }

    /** Name in source terms; plain arrays are named after the field they were stored in or where made. */
    String name;
    /** Non-null for a distributed array. */
    DistLayout layout;
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

    void heldBy(Object instance) {
        holder = instance == null ? null : new java.lang.ref.WeakReference<>(instance);
    }

    Object holder() {
        return holder == null ? null : holder.get();
    }
}
