package org.javadvm.debug.dyn;

import org.javadvm.debug.internal.Names;

/**
 * What the checker knows of one array object: which variable it is part of and where (the indices of
 * this row in the top-level array), and a state word per element, allocated when first needed. Must not
 * reference the array itself (it is the value of a weak map keyed by the array).
 */
final class ArrayMeta {
    final ArrayVar var;
    final int[] prefix;
    final int length;
    /** Elements count as written from the start (arrays made outside woven code). */
    final boolean initiallyWritten;
    /** Per element {@link State} words; {@code null} until an element's state departs from the initial one. */
    long[] states;
    /**
     * The locality window of this row of a distributed array (see {@link Windows}): valid while
     * {@link #windowEpoch} is the checker's window epoch. An element read (write) whose index minus the
     * iteration's {@code Level.own[windowDim]} lies in {@code [readLo, readHi]} ({@code [writeLo, writeHi]})
     * is one the locality check accepts silently.
     */
    long windowEpoch;
    int windowDim;
    long readLo;
    long readHi;
    long writeLo;
    long writeHi;
    /**
     * While a construct declaring this array a reduction runs: its level, whose pending reads the array's
     * element accesses feed (see {@code DynControl.reductionRead}); {@code null} otherwise.
     */
    Level reductionLevel;
    org.javadvm.ReductionOp reductionOp;

    ArrayMeta(ArrayVar var, int[] prefix, int length, boolean initiallyWritten) {
        this.var = var;
        this.prefix = prefix;
        this.length = length;
        this.initiallyWritten = initiallyWritten;
    }

    long state(int index) {
        return states == null ? initial() : states[index];
    }

    void setState(int index, long state) {
        if (states == null) {
            states = new long[length];
            if (initiallyWritten) {
                java.util.Arrays.fill(states, State.WRITTEN);
            }
        }
        states[index] = state;
    }

    private long initial() {
        return initiallyWritten ? State.WRITTEN : 0;
    }

    /** {@code a[4][7]}: the variable's name, this row's indices, then {@code index} ({@link Names}). */
    String element(int index) {
        return Names.element(var.name, prefix, index);
    }
}
