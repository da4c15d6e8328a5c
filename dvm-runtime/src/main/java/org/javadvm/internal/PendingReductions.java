package org.javadvm.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The partial results a {@code ReductionGroup} holds between the loops that fed it and its wait. The
 * public group extends this class so that the run-time can feed it without a public method.
 */
public abstract class PendingReductions {
    /** One loop's partials for one group: combined at start, written to the variables at wait. */
    interface Pending {
        /** The loop (name and source) if it reduced {@code field} of {@code owner}, else {@code null}. */
        String reduces(java.lang.reflect.Field field, Object owner);

        void combine();

        void writeBack();
    }

    private final List<Pending> pending = new ArrayList<>();
    /** How many entries of {@link #pending} are combined already. */
    private int combined;

    protected PendingReductions() {
    }

    /** Called when a loop ends; loops in different task sub-groups may end at the same time. */
    final synchronized void add(Pending partials) {
        pending.add(partials);
    }

    /** Combines the partials registered since the last start; without any, does nothing. */
    protected final synchronized void startPending() {
        for (; combined < pending.size(); combined++) {
            pending.get(combined).combine();
        }
    }

    /** Combines what is not combined yet, then writes every result, in the order the loops ended. */
    protected final synchronized void completePending() {
        startPending();
        try {
            for (Pending result : pending) {
                result.writeBack();
            }
        } finally {
            pending.clear();
            combined = 0;
        }
    }

    /** The loop whose result for {@code field} of {@code owner} waits here, or {@code null}. */
    final synchronized String pendingFor(java.lang.reflect.Field field, Object owner) {
        for (Pending result : pending) {
            String loop = result.reduces(field, owner);
            if (loop != null) {
                return loop;
            }
        }
        return null;
    }

    /** Number of loops whose results wait for {@code waitDone()}. */
    protected final synchronized int pendingCount() {
        return pending.size();
    }
}
