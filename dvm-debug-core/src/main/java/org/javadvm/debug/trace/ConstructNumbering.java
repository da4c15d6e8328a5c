package org.javadvm.debug.trace;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.javadvm.internal.ConstructInfo;

/**
 * Numbers source constructs 1, 2, ... in the order they first execute (the loops file's and the trace's
 * construct numbers): parallel loops and task regions by their {@link ConstructInfo}, sequential loops by their
 * site, in one sequence. The same program on the same input numbers the parallel constructs the same way on any
 * grid; sequential loops inside a parallel construct's body may be numbered in another order under grid
 * emulation, so they are matched by their place (see {@link LoopConfig#sequentialLoop}).
 */
public final class ConstructNumbering {
    private final Map<ConstructInfo, Integer> numbers = new IdentityHashMap<>();
    /** Sequential loops by their site; they share the numbers' sequence with the parallel constructs. */
    private final Map<Integer, Integer> loops = new HashMap<>();

    /** The construct's number, given on its first call. */
    public int number(ConstructInfo construct) {
        Integer number = numbers.get(construct);
        if (number == null) {
            number = numbers.size() + loops.size() + 1;
            numbers.put(construct, number);
        }
        return number;
    }

    /** The number of the sequential loop of site {@code site} (a global site id), given on its first start. */
    public int sequentialLoop(int site) {
        Integer number = loops.get(site);
        if (number == null) {
            number = numbers.size() + loops.size() + 1;
            loops.put(site, number);
        }
        return number;
    }

    /**
     * The absolute number of an iteration: its row-major linear index within the iteration space
     * {@code bounds} ({@code lo0, hi0, lo1, hi1, ...}, upper bounds exclusive), from 0, whatever the split.
     */
    public static long absolute(int[] index, int[] bounds) {
        long absolute = 0;
        for (int d = 0; d < index.length; d++) {
            absolute = absolute * ((long) bounds[2 * d + 1] - bounds[2 * d]) + (index[d] - bounds[2 * d]);
        }
        return absolute;
    }

    /** {@code Jacobi.java:41} into its file and line ({@code ""} and 0 when not of that form). */
    public static String file(String source) {
        int colon = source.lastIndexOf(':');
        return colon < 0 ? source : source.substring(0, colon);
    }

    public static int line(String source) {
        int colon = source.lastIndexOf(':');
        try {
            return colon < 0 ? 0 : Integer.parseInt(source.substring(colon + 1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
