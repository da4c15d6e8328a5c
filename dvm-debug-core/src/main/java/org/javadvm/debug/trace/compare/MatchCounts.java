package org.javadvm.debug.trace.compare;

/**
 * How many of the run's events matched a reference event, by kind, and how many were not compared: the
 * protocol's matched-event counts. A value that differs still counts as matched (it was compared).
 */
public final class MatchCounts {
    long constructs;
    long iterations;
    long reads;
    long writes;
    long reductionResults;
    long checksums;
    long skips;
    /** Reads and writes of reduction variables inside their loop: tolerated, never compared. */
    long reductionAccesses;
    /**
     * Iterations the run recorded as boundary iterations of its processor's block ({@code Iloc_*}) that the
     * reference ran as interior ones: not compared, not a difference.
     */
    long unmatchedBoundaryIterations;
    /** Events inside a construct or iteration that did not match the reference, or after MaxErrors. */
    long notCompared;
    /** The run's events after the point where the reference stopped early (its size cap, a kill): not compared. */
    long afterReferenceCut;
    /**
     * Iterations of reduction loops whose records took another path than the reference's (the path depends on
     * the processor's partial value): compared up to there, the rest not.
     */
    long reductionPaths;

    public long constructs() {
        return constructs;
    }

    public long iterations() {
        return iterations;
    }

    public long reads() {
        return reads;
    }

    public long writes() {
        return writes;
    }

    public long reductionResults() {
        return reductionResults;
    }

    public long checksums() {
        return checksums;
    }

    public long skips() {
        return skips;
    }

    public long reductionAccesses() {
        return reductionAccesses;
    }

    public long unmatchedBoundaryIterations() {
        return unmatchedBoundaryIterations;
    }

    public long notCompared() {
        return notCompared;
    }

    public long afterReferenceCut() {
        return afterReferenceCut;
    }

    public long reductionPaths() {
        return reductionPaths;
    }

    /** All events matched with a reference event. */
    public long matched() {
        return constructs + iterations + reads + writes + reductionResults + checksums + skips;
    }
}
