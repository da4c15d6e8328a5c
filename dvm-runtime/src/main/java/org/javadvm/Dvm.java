package org.javadvm;

import org.javadvm.internal.Team;

/** The program's view of the processor grid it runs on. */
public final class Dvm {
    private Dvm() {
    }

    /** Number of processors of the grid (system property {@code dvm.procs}, env {@code DVM_PROCS}, or the cores). */
    public static int processors() {
        return Team.get().size();
    }

    /** The grid's shape, e.g. {@code {2, 2}}. */
    public static int[] grid() {
        return Team.get().shape();
    }
}
