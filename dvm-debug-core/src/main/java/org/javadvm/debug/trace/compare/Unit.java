package org.javadvm.debug.trace.compare;

/**
 * A unit of work for localization: one iteration, or a stretch of the sequential part between constructs.
 * It keeps only whether a read differed, how many reads were compared and its first differing write.
 */
final class Unit {
    final ConstructPlace construct;
    final String iteration;
    final long referencePosition;
    long reads;
    boolean readDiffered;
    Difference firstWrite;

    Unit(ConstructPlace construct, String iteration, long referencePosition) {
        this.construct = construct;
        this.iteration = iteration;
        this.referencePosition = referencePosition;
    }

    /** The divergence this unit shows, {@code null} when its reads differed or its writes did not. */
    Divergence divergence() {
        return readDiffered || firstWrite == null ? null
                : new Divergence(construct, iteration, firstWrite, reads, referencePosition);
    }
}
