package org.javadvm.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The results a {@code ReductionGroup} holds between the loops that fed it and its wait. The public
 * group extends this class so that the run-time can feed it without a public method.
 */
public abstract class PendingReductions {
    private final List<Runnable> results = new ArrayList<>();
    private boolean started;

    protected PendingReductions() {
    }

    final synchronized void add(Runnable writeBack) {
        results.add(writeBack);
    }

    /** Begins combining; the partial results are already combined when the loops end. */
    protected final synchronized void startPending() {
        started = !results.isEmpty();
    }

    /** Writes every pending result into its variable, in the order the loops ended. */
    protected final synchronized void completePending() {
        if (!started) {
            startPending();
        }
        for (Runnable result : results) {
            result.run();
        }
        results.clear();
        started = false;
    }
}
