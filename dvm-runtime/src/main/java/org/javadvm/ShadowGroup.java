package org.javadvm;

import java.util.List;
import java.util.Objects;

import org.javadvm.internal.Monitor;

/**
 * An asynchronous shadow renewal group (DVM's SHADOW_START / SHADOW_WAIT) over distributed arrays.
 * In the threaded run-time all processors share one copy of each array, so renewal has no data to move:
 * {@link #start()} and {@link #waitDone()} order memory, and the debug modes check that shadow
 * elements are not read between them.
 */
public final class ShadowGroup {
    private final List<Object> arrays;
    private volatile boolean renewing;

    private ShadowGroup(List<Object> arrays) {
        this.arrays = arrays;
    }

    /**
     * A group renewing the shadow edges of the given distributed arrays. The first array is a parameter of
     * its own so that {@code of(a)} with a {@code double[][]} names the array, not its rows (as a single
     * {@code Object...} argument would).
     */
    public static ShadowGroup of(Object array, Object... more) {
        Objects.requireNonNull(more, "ShadowGroup.of: the array list is null");
        List<Object> arrays = new java.util.ArrayList<>(1 + more.length);
        arrays.add(Objects.requireNonNull(array, "ShadowGroup.of: array argument 0 is null"));
        for (int a = 0; a < more.length; a++) {
            arrays.add(Objects.requireNonNull(more[a], "ShadowGroup.of: array argument " + (a + 1) + " is null"));
        }
        return new ShadowGroup(List.copyOf(arrays));
    }

    /** The arrays whose shadows the group renews. */
    public List<Object> arrays() {
        return arrays;
    }

    /** Starts renewing the shadow edges; a volatile write, so the writes before it are published. */
    public void start() {
        Monitor monitor = Monitor.installed();
        if (monitor != null) {
            monitor.shadowGroupStart(this, arrays);
        }
        renewing = true;
    }

    /** Ends the renewal; a volatile write. */
    public void waitDone() {
        Monitor monitor = Monitor.installed();
        if (monitor != null) {
            monitor.shadowGroupWait(this, arrays);
        }
        renewing = false;
    }

    /** Whether a renewal was started and not yet waited for. */
    public boolean isRenewing() {
        return renewing;
    }
}
