package org.javadvm;

import org.javadvm.internal.PendingReductions;

/**
 * An asynchronous reduction group (DVM's REDUCTION_START / REDUCTION_WAIT). Loops declare
 * {@code @Reduction(..., group = "g")} with {@code g} a field holding the group; their results are
 * combined between {@link #start()} and {@link #waitDone()}, and the variables receive them at
 * {@link #waitDone()}. Between the end of such a loop and the wait, the program must not use the
 * variables. Un-woven, the loops update the variables directly and both calls do nothing.
 */
public final class ReductionGroup extends PendingReductions {

    /** Starts combining the results of the loops that ended since the last wait. */
    public void start() {
        startPending();
    }

    /** Waits for the combination and writes the results into the variables; starts it if needed. */
    public void waitDone() {
        completePending();
    }
}
