package org.javadvm.internal;

/** How long a waiting processor spins before it parks or yields: short, since P may exceed the cores. */
final class Spin {
    static final int LIMIT = 1 << 12;

    private Spin() {
    }
}
