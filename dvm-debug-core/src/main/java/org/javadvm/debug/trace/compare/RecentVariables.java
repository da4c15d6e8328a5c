package org.javadvm.debug.trace.compare;

/**
 * The extremes of the variables compared last, found by the identity of their names: the recorder hands the same
 * name object for every access of an array, and a loop body alternates between a few arrays (reads of one, writes
 * of another), which a single remembered variable would miss every time. Spares the map lookup per value.
 */
final class RecentVariables {
    private static final int SLOTS = 8;
    private final String[] names = new String[SLOTS];
    private final VariableExtremes[] extremes = new VariableExtremes[SLOTS];

    /** The extremes remembered for this name object, {@code null} when none are. */
    VariableExtremes get(String name) {
        int slot = slot(name);
        return names[slot] == name ? extremes[slot] : null;
    }

    void put(String name, VariableExtremes variable) {
        int slot = slot(name);
        names[slot] = name;
        extremes[slot] = variable;
    }

    private static int slot(String name) {
        return System.identityHashCode(name) & (SLOTS - 1);
    }
}
