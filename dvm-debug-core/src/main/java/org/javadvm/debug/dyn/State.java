package org.javadvm.debug.dyn;

/**
 * The state word the checker keeps per variable (field instance or array element), DVM's variable-table
 * record packed into a {@code long}: the serial number of the iteration that made the last recorded
 * access (36 bits), that access's site (20 bits) and flags (8 bits). Serials grow through the run, so a
 * state whose serial is below a construct's first serial belongs to an earlier construct or to the
 * sequential part: nothing needs clearing between constructs.
 */
final class State {
    /** The variable was written at some time. */
    static final int WRITTEN = 1;
    /** The recorded access is a write. */
    static final int LAST_WRITE = 2;
    /** A declared private field after its construct: the value is undefined until written. */
    static final int PRIVATE_AFTER = 8;
    /** A reduction variable whose asynchronous reduction has not been waited for. */
    static final int PENDING = 16;
    /** A non-distributed variable two iterations of the recorded serial's construct wrote. */
    static final int CONTENDED = 32;

    static final int SITE_BITS = 20;
    static final int SITE_MASK = (1 << SITE_BITS) - 1;

    private State() {
    }

    static long of(long serial, int site, int flags) {
        return serial << 28 | (long) (site & SITE_MASK) << 8 | flags;
    }

    static long serial(long state) {
        return state >>> 28;
    }

    static int site(long state) {
        return (int) (state >>> 8) & SITE_MASK;
    }

    static int flags(long state) {
        return (int) state & 0xff;
    }
}
