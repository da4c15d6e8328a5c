package org.javadvm;

/** How one dimension of a distributed array is laid out over the processor grid. */
public enum Format {
    /** Cut into contiguous, near-equal blocks along the matching grid dimension. */
    BLOCK,
    /** Kept whole on every processor (DVM's {@code *}). */
    WHOLE
}
