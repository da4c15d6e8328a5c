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
 */
public record CompareOutcome(String referenceName, String runName, MatchCounts counts, long occurrences,
                             List<Counted> distinct, Difference first, Divergence origin, Difference earliest,
                             List<VariableExtremes> variables, long substitutions, int stoppedAfter,
                             String referenceCut) {
    /** A distinct difference and how often it was seen. */
    public record Counted(Difference difference, long count) {
    }

    public boolean clean() {
        return occurrences == 0;
    }
}
