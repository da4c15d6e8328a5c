package org.javadvm.debug.trace.compare;

/**
 * A unit of work for localization: one iteration, or a stretch of the sequential part between constructs.
 * It keeps only whether a read differed, how many reads were compared and its first differing write.
 */
final class Unit {
    final ConstructPlace construct;
    /** The iteration's index ({@code null} for the sequential part), made into text only for a divergence. */
    final long[] iteration;
    final long referencePosition;
    long reads;
    boolean readDiffered;
    Difference firstWrite;

    Unit(ConstructPlace construct, long[] iteration, long referencePosition) {
        this.construct = construct;
        this.iteration = iteration;
        this.referencePosition = referencePosition;
    }

    /** The divergence this unit shows, {@code null} when its reads differed or its writes did not. */
    Divergence divergence() {
        return readDiffered || firstWrite == null ? null
                : new Divergence(construct, iteration == null ? null : TraceComparer.index(iteration), firstWrite,
                        reads, referencePosition);
    }
}
