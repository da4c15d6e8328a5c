package org.javadvm.weaver;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What the woven classes do at run time. */
public enum WeaveMode {
    /** Parallel execution on the processor grid, no checks. */
    RELEASE,
    /** Dynamic control: every access reported to the debugger, constructs emulated, checks on by default. */
    DYN,
    /** The {@code -debug} artifact's classes: the same hooks as {@link #DYN}; parameters choose what acts. */
    DEBUG;

    /** Whether the woven code reports its accesses to the debugger ({@code dvm-debug-core}). */
    public boolean instrumentsAccesses() {
        return this != RELEASE;
    }

    /** The id used by {@code -Ddvm.mode} and by the {@code @WovenClass} marker. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a mode id; the exception message lists the accepted ids. */
    public static WeaveMode parse(String id) {
        for (WeaveMode mode : values()) {
            if (mode.id().equals(id)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("Unknown Java-DVM mode '" + id + "'; accepted: "
                + Arrays.stream(values()).map(WeaveMode::id).collect(Collectors.joining(", ")));
    }
}
