package org.javadvm.debug.report;

/**
 * The error classes of dynamic control (seed 001, section 1.2, and the additional rules of seed 000,
 * section 5). The rule ids are stable: SARIF consumers and baselines key on them.
 */
public enum ErrorClass {
    DEPENDENCE("DVM01", "data-dependence", "undeclared cross-iteration data dependence"),
    UNINITIALIZED("DVM02", "uninitialized-read", "read of a variable or element the program never wrote"),
    UNDECLARED_MODIFICATION("DVM03", "undeclared-modification",
            "modification of a non-distributed variable not declared reduction or private, or a private variable read before it was written"),
    REDUCTION_ACCESS("DVM04", "reduction-access",
            "use of a reduction variable between an asynchronous reduction's start and its wait, or a start without wait / wait without start"),
    OUT_OF_BOUNDS("DVM05", "out-of-bounds", "access outside the bounds of a distributed array"),
    NON_LOCAL("DVM06", "non-local-access", "undeclared access to a non-local element of a distributed array"),
    SHADOW_WRITE("DVM07", "shadow-write", "write into a shadow edge"),
    STALE_SHADOW("DVM08", "stale-shadow-read", "read of a shadow element before its renewal completed or after an exported element changed"),
    REMOTE_BUFFER("DVM09", "remote-buffer-write", "write through a remote-access buffer"),
    SEQUENTIAL_ACCESS("DVM10", "sequential-access", "illegal access to a distributed array in the sequential part");

    private final String ruleId;
    private final String ruleName;
    private final String title;

    ErrorClass(String ruleId, String ruleName, String title) {
        this.ruleId = ruleId;
        this.ruleName = ruleName;
        this.title = title;
    }

    /** Stable id, {@code DVM01} ... {@code DVM10}. */
    public String ruleId() {
        return ruleId;
    }

    /** Stable kebab-case name, e.g. {@code data-dependence}. */
    public String ruleName() {
        return ruleName;
    }

    /** One-line description of the class. */
    public String title() {
        return title;
    }
}
