package org.javadvm.internal;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Says on standard error, once per construct and kind of event, why a call ran another way than the user asked
 * (on its calling thread alone, for example), so that a program that gains nothing from the grid says why.
 */
final class Notice {
    private static final Set<String> SAID = ConcurrentHashMap.newKeySet();

    private Notice() {
    }

    /** Prints {@code "Java-DVM: <construct> (<source>) " + text} the first time {@code kind} happens to it. */
    static void once(String kind, ConstructSpec spec, String text) {
        if (SAID.add(kind + " " + spec.name)) {
            System.err.println("Java-DVM: " + spec.name + " (" + spec.source + ") " + text);
        }
    }
}
