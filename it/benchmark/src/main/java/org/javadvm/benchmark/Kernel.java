package org.javadvm.benchmark;

/** One benchmark kernel in one implementation: the driver times {@link #solve(int)} only. */
public interface Kernel {

    /** Puts the data back into its initial state (not timed). */
    void reset();

    /** Runs {@code iterations} steps of the kernel from the current state. */
    void solve(int iterations);

    /** Values every implementation must reproduce; compared between variants by the driver. */
    double[] checksums();
}
