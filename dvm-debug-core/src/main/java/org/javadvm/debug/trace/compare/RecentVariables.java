package org.javadvm.debug.trace.compare;

/**
 * The extremes of the variables compared last, found by the identity of their names: the recorder hands the same
 * name object for every access of an array, and a loop body alternates between a few arrays (reads of one, writes
 * of another), which a single remembered variable would miss every time. Spares the map lookup per value. The
 * few names are looked at in turn, not by a hash of their identity: two arrays of a body whose identity hashes
 * fell on one slot (by chance, once in eight JVMs) missed each other at every access.
 */
final class RecentVariables {
    private static final int SLOTS = 4;
    private final String[] names = new String[SLOTS];
    private final VariableExtremes[] extremes = new VariableExtremes[SLOTS];
    /** The slot the next name remembered takes (the one remembered longest ago). */
    private int next;

    /** The extremes remembered for this name object, {@code null} when none are. */
    VariableExtremes get(String name) {
        for (int k = 0; k < SLOTS; k++) {
            if (names[k] == name) {
                return extremes[k];
            }
        }
        return null;
    }

    void put(String name, VariableExtremes variable) {
        for (int k = 0; k < SLOTS; k++) {
            if (names[k] == name) {
                extremes[k] = variable;
                return;
            }
        }
        names[next] = name;
        extremes[next] = variable;
        next = (next + 1) & (SLOTS - 1);
    }
}
