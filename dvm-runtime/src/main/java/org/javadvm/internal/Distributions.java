package org.javadvm.internal;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * The current formats of redistributed template arrays ({@code @Redistribute}), by array object. An array never
 * redistributed has the format its field declares. Until the first redistribution of the program a lookup is
 * one volatile read; after it, a synchronized map lookup per construct call. Arrays are held weakly (arrays
 * compare by identity).
 */
public final class Distributions {
    private static final Map<Object, boolean[]> CURRENT = new WeakHashMap<>();
    /** How many redistributions the program made: 0 means every array has its declared format. */
    private static volatile int epoch;

    private Distributions() {
    }

    /** Per dimension BLOCK ({@code true}) or WHOLE of {@code template} now; {@code declared} unless redistributed. */
    public static boolean[] of(Object template, boolean[] declared) {
        if (epoch == 0 || template == null) {
            return declared;
        }
        synchronized (CURRENT) {
            boolean[] format = CURRENT.get(template);
            return format == null ? declared : format;
        }
    }

    /** Advances with every redistribution: a checker that cached formats compares it with the one it saw. */
    public static int epoch() {
        return epoch;
    }

    static void redistribute(Object template, boolean[] format) {
        synchronized (CURRENT) {
            CURRENT.put(template, format.clone());
            epoch++;
        }
    }
}
