package org.javadvm.bound;

/** Another class updating a construct's static reduction field. */
final class Counter {
    private Counter() {
    }

    static void hit(int i) {
        Helpers.hits += i;
    }

    static void addThenCheck(Helpers helpers, int i) {
        helpers.count += 10;
        if (i % 7 == 0) {
            throw new IllegalArgumentException("multiple of 7: " + i);
        }
    }

    static void hitOrFail(int i) {
        Helpers.hits += 1;
        if (i == 333) {
            throw new IllegalStateException("iteration " + i);
        }
    }
}
