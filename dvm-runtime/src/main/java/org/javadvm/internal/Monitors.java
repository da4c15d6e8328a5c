package org.javadvm.internal;

/** Holds the installed {@link Monitor}; a volatile read per construct call and group operation. */
final class Monitors {
    static volatile Monitor installed;

    private Monitors() {
    }
}
