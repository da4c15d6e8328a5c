package org.javadvm.bound;

/** Uses no bound field: the release weave leaves it alone. */
final class Untouched {
    private Untouched() {
    }

    static int twice(int i) {
        return 2 * i;
    }
}
