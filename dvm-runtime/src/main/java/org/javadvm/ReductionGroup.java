package org.javadvm;

import org.javadvm.internal.Monitor;
import org.javadvm.internal.PendingReductions;

/**
 * An asynchronous reduction group (DVM's REDUCTION_START / REDUCTION_WAIT). Loops declare
 * {@code @Reduction(..., group = "g")} with {@code g} a field holding the group.
 *
 * <p>Woven, such a loop does not write its reduction variables: it leaves its processors' partial
 * results with the group. {@link #start()} combines the partials left since the last start (in processor
 * order, as a synchronous reduction would), and {@link #waitDone()} writes the results into the
 * variables (and MAXLOC/MINLOC locations), in the order the loops ended. {@code waitDone()} without
 * {@code start()} does both. Between the end of such a loop and the wait the program must not use the
 * variables: they still hold the value from before the loop, and a second loop of the same group reducing
 * the same variable before the wait would start from that old value.
 *
 * <p>Un-woven, the loops update the variables directly, and both calls find nothing to do; likewise
 * {@code start()} without a loop since the last wait, or a second {@code waitDone()}, does nothing.
 * A loop whose group field holds {@code null} fails with an {@link IllegalStateException} naming the field
 * before any iteration runs.
 */
public final class ReductionGroup extends PendingReductions {

    /** Combines the partial results of the loops that ended since the last start. */
    public void start() {
        Monitor monitor = Monitor.installed();
        if (monitor != null) {
            monitor.reductionGroupStart(this);
        }
        startPending();
    }

    /** Combines what is not combined yet and writes the results into the variables. */
    public void waitDone() {
        Monitor monitor = Monitor.installed();
        if (monitor != null) {
            monitor.reductionGroupWait(this);
        }
        completePending();
    }
}
