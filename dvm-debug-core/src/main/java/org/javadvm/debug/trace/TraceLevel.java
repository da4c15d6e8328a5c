package org.javadvm.debug.trace;

/**
 * What a trace records ({@code TraceLevel}, the header's {@code MODE}, a loops file's level), with the
 * original's numbers: NONE nothing, MINIMAL the structure (constructs, iterations), MODIFY also writes,
 * FULL also reads, CHECKSUM the structure and the checksums of the arrays each construct accessed.
 */
public enum TraceLevel {
    NONE, MINIMAL, MODIFY, FULL, CHECKSUM;

    public static TraceLevel ofNumber(int number) {
        if (number < 0 || number >= values().length) {
            throw new IllegalArgumentException("no trace level has number " + number + " (0 NONE .. 4 CHECKSUM)");
        }
        return values()[number];
    }

    /** Whether construct begin and end and iterations are recorded. */
    public boolean structure() {
        return this != NONE;
    }

    public boolean writes() {
        return this == MODIFY || this == FULL;
    }

    public boolean reads() {
        return this == FULL;
    }
}
