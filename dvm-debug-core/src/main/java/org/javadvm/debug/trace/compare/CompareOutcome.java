package org.javadvm.debug.trace.compare;

import java.util.List;

/**
 * What one run's comparison with the reference found, handed to {@link CompareListener#finished} at the end.
 *
 * @param referenceName  the reference trace's name (its file)
 * @param runName        the run's trace
 * @param counts         matched events by kind
 * @param occurrences    all differences found, repeats included
 * @param distinct       the distinct differences (first occurrence each) and how often each was seen, in the
 *                       order found; at most {@code MaxErrors}
 * @param first          the first difference in the run's order, {@code null} when none
 * @param origin         where the divergence started ({@link Divergence}), {@code null} when no unit had equal
 *                       reads and different writes
 * @param earliest       the difference earliest in the reference's order, {@code null} when none
 * @param variables      per variable, the largest differences seen
 * @param substitutions  values replaced by the reference's ({@code SubstRedResults}, {@code SubstAllResults})
 * @param stoppedAfter   {@code MaxErrors} when the comparison stopped there, else 0
 * @param referenceCut   where and why the reference stopped before the run (its size cap, a kill), so that the
 *                       comparison ended there; {@code null} when the reference went as far as the run
 * @param stop           why and where the comparison ended before the run did (the reference stopped early,
 *                       {@code MaxErrors}, the recording failed), {@code null} when it went to the run's end
 */
public record CompareOutcome(String referenceName, String runName, MatchCounts counts, long occurrences,
                             List<Counted> distinct, Difference first, Divergence origin, Difference earliest,
                             List<VariableExtremes> variables, long substitutions, int stoppedAfter,
                             String referenceCut, Stop stop) {
    /** A distinct difference and how often it was seen. */
    public record Counted(Difference difference, long count) {
    }

    /**
     * A comparison that ended before the run did: why, where in the reference, how many of the run's records it
     * had compared and how many differences it had found by then.
     */
    public record Stop(String reason, String where, long compared, long differences) {
        /** {@code stopped after 19978 records at 0.trd, line 20003 (reason), 0 differences before that}. */
        public String text() {
            return "stopped after " + compared + (compared == 1 ? " record" : " records") + " at " + where + " ("
                    + reason + "), " + differences + (differences == 1 ? " difference" : " differences")
                    + " before that";
        }
    }

    /**
     * Where the divergence started: the first difference in the reference's order (the sequential program's, so
     * the same place whatever the grid and the order the processors ran in), with its unit's reading when that
     * unit read only values equal to the reference's ({@link Divergence}); {@code null} when nothing differed.
     */
    public String divergence() {
        if (earliest == null) {
            return null;
        }
        // a reduction's result read nothing: "0 reads equal the reference" would say nothing about it
        return origin != null && origin.firstWrite() == earliest && earliest.kind().equals("write") ? origin.text()
                : Divergence.startingAt(earliest);
    }

    public boolean clean() {
        return occurrences == 0;
    }
}
