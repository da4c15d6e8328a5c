package org.javadvm.debug.trace.compare;

/**
 * Where a comparer's findings go: the report ({@link DiagnosticListener}), the protocol file
 * ({@link ProtocolWriter}), a test. Called from the thread that feeds the comparer.
 */
public interface CompareListener {
    /**
     * Every difference, in the run's order, until {@code MaxErrors} distinct ones were found;
     * {@link Difference#occurrence()} is 1 for the first at its place (print it), more for repeats (count them).
     */
    void difference(Difference difference);

    /** Once, when the run's trace ended: the counts, the first difference, where the divergence started. */
    default void finished(CompareOutcome outcome) {
    }

    /** Tells each of the listeners, in order (the report and the protocol, for example). */
    static CompareListener all(CompareListener... listeners) {
        CompareListener[] copy = listeners.clone();
        return new CompareListener() {
            @Override
            public void difference(Difference difference) {
                for (CompareListener listener : copy) {
                    listener.difference(difference);
                }
            }

            @Override
            public void finished(CompareOutcome outcome) {
                for (CompareListener listener : copy) {
                    listener.finished(outcome);
                }
            }
        };
    }
}
