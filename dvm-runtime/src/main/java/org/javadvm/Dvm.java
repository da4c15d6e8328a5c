package org.javadvm;

import org.javadvm.internal.Team;

/**
 * The program's view of the processor grid it runs on.
 *
 * <p>The grid's shape comes from the system property {@code dvm.procs} ({@code 4}, {@code 2x2},
 * {@code 2x2x1}), else the environment variable {@code DVM_PROCS}, else one dimension of
 * {@link Runtime#availableProcessors()} processors; a value that is not a grid stops the program with one line
 * naming the setting and exit status 78 (an {@link org.javadvm.internal.ConfigurationError}, which code may catch).
 * Processors are numbered row-major over their grid
 * coordinates. The thread that enters a parallel construct acts as processor 0; processors 1..P-1 are
 * daemon threads {@code dvm-processor-<n>}, created on the first parallel construct and reused.
 *
 * <p>User threads are not processors: constructs entered from different user threads run one after the
 * other, each over the whole grid.
 *
 * <p>A distributed template's BLOCK dimensions are mapped onto the grid's dimensions in order. A grid
 * dimension that no BLOCK dimension of a loop's template maps onto replicates the loop: only the
 * processors with coordinate 0 in that grid dimension run iterations (a rank-1 loop on a {@code 2x2}
 * grid runs on processors 0 and 2).
 */
public final class Dvm {
    private Dvm() {
    }

    /** Number of processors of the grid. */
    public static int processors() {
        return Team.get().size();
    }

    /** The grid's shape, e.g. {@code {2, 2}}; a copy the caller may change. */
    public static int[] grid() {
        return Team.get().shape();
    }
}
