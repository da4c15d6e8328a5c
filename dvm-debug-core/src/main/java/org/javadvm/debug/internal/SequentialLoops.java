package org.javadvm.debug.internal;

import java.util.Arrays;

/**
 * The open sequential loops of one thread, for a consumer of {@link AccessSink}'s loop events: numbers each
 * loop instance's iterations 0, 1, 2 ... (bytecode has no declared index variable for a sequential loop) and
 * checks that the events nest, as the weaver guarantees. Not thread-safe: keep one per thread.
 */
public final class SequentialLoops {
    private int[] sites = new int[8];
    /** Per open loop, the number of the iteration that runs, -1 before the first. */
    private long[] iterations = new long[8];
    private int depth;

    /** A loop starts; returns its depth, 1 for the outermost open loop of the thread. */
    public int start(int site) {
        if (depth == sites.length) {
            sites = Arrays.copyOf(sites, 2 * depth);
            iterations = Arrays.copyOf(iterations, 2 * depth);
        }
        sites[depth] = site;
        iterations[depth] = -1;
        return ++depth;
    }

    /** The next iteration of the innermost open loop begins; returns its number, from 0. */
    public long iteration(int site) {
        requireInnermost(site, "an iteration");
        return ++iterations[depth - 1];
    }

    /** The innermost open loop ends; returns how many iterations it began. */
    public long end(int site) {
        requireInnermost(site, "the end");
        depth--;
        return iterations[depth] + 1;
    }

    /** Open loops, 0 when the thread is in none. */
    public int depth() {
        return depth;
    }

    /** The site of the innermost open loop; -1 when none is open. */
    public int innermost() {
        return depth == 0 ? -1 : sites[depth - 1];
    }

    private void requireInnermost(int site, String event) {
        if (depth == 0 || sites[depth - 1] != site) {
            throw new IllegalStateException("Java-DVM sequential loop events out of order: " + event + " of "
                    + Sites.get(site) + " while " + (depth == 0 ? "no loop is open" : Sites.get(sites[depth - 1])
                    + " is the innermost open loop") + "; weave the class again");
        }
    }
}
