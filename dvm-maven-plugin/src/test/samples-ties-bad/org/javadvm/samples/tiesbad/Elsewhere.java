package org.javadvm.samples.tiesbad;

/** Updates a location reduction's variable from another class. */
final class Elsewhere {
    private Elsewhere() {
    }

    static void consider(Unreadable u, int i) {
        if (u.v[i] > u.max) {
            u.max = u.v[i];
            u.at = i;
        }
    }
}
