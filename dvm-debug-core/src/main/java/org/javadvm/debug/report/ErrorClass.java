package org.javadvm.debug.report;

/**
 * The error classes of dynamic control (seed 001, section 1.2, and the additional rules of seed 000,
 * section 5), DVM01 ... DVM10, and of the comparison with a reference trace (seed 000, section 6.5),
 * DVM11 ... DVM21. The rule ids are stable: SARIF consumers and baselines key on them.
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
    SEQUENTIAL_ACCESS("DVM10", "sequential-access", "illegal access to a distributed array in the sequential part"),
    // Comparison with a reference trace (the original's comparison messages) and reduction checking.
    UNEXPECTED_ITERATION("DVM11", "unexpected-iteration", "an iteration the reference run did not execute in this construct"),
    DOUBLE_ITERATION("DVM12", "double-iteration", "double execution of an iteration of a construct"),
    UNEXPECTED_CONSTRUCT("DVM13", "unexpected-construct", "a construct (loop, task region) where the reference run has another record"),
    ABNORMAL_LOOP_EXIT("DVM14", "abnormal-loop-exit", "a loop ended before the reference run's did"),
    UNEXPECTED_VARIABLE("DVM15", "unexpected-variable", "access to another variable than the reference run's at this point"),
    UNEXPECTED_RECORD("DVM16", "unexpected-record", "an event the reference run does not have at this point, or one it has that the run misses"),
    NAN_INF("DVM17", "nan-inf", "a NaN or infinite value where the reference run has another value"),
    DIFFERENT_VALUES("DVM18", "different-values", "a value that differs from the reference run's beyond the tolerance"),
    DIFFERENT_CHECKSUMS("DVM19", "different-checksums", "an array checksum that differs from the reference run's beyond the tolerance"),
    TRACE_MISMATCH("DVM20", "trace-mismatch", "the traces do not describe the same program, level or ranges"),
    WRONG_REDUCTION("DVM21", "wrong-reduction",
            "a reduction whose iterations' results, combined with the declared operator, differ from the sequential run");

    private final String ruleId;
    private final String ruleName;
    private final String title;

    ErrorClass(String ruleId, String ruleName, String title) {
        this.ruleId = ruleId;
        this.ruleName = ruleName;
        this.title = title;
    }

    /** Stable id, {@code DVM01} ... {@code DVM21}. */
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
