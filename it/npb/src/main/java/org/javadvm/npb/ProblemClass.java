package org.javadvm.npb;

import java.util.Locale;

/**
 * The problem classes this project runs: S (small, seconds; CI), W (workstation) and A (the benchmark).
 * Chosen by the first program argument, else the system property {@code npb.class}, else S.
 */
public enum ProblemClass {
    S, W, A;

    /** The class named on the command line ({@code args[0]}) or by {@code -Dnpb.class}; S when neither. */
    public static ProblemClass fromArguments(String[] args) {
        String name = args.length > 0 ? args[0] : System.getProperty("npb.class", "S");
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown NPB problem class '" + name + "': expected S, W or A", e);
        }
    }
}
