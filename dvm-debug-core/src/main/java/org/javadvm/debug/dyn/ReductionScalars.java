package org.javadvm.debug.dyn;

import java.util.Map;

import org.javadvm.ReductionOp;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.ErrorClass;

/**
 * Scalar reduction variables inside their construct's body ({@code CheckReductionAccess}), as
 * {@link ReductionArrays} checks the elements of reduction arrays: each processor accumulates in its own copy,
 * which starts from the operator's identity, so within an iteration a write of the variable must follow a read of
 * it (an update, {@code sum += v}); an assignment without the read ({@code last = v} declared SUM) keeps one
 * processor's last value instead of the sequential one, and, for SUM, PRODUCT and XOR, a read that no write follows
 * ({@code b[i] = sum}, a running total) sees the processor's partial result. MAX, MIN, AND, OR and the location
 * operators may read the variable to decide whether to update it.
 */
final class ReductionScalars {
    private final Checks checks;
    private final DynReport report;

    ReductionScalars(Checks checks, DynReport report) {
        this.checks = checks;
        this.report = report;
    }

    /** A read or write of the scalar reduction variable {@code key} of {@code level} in the current iteration. */
    void use(Level level, String key, String name, ReductionOp op, boolean write, int site) {
        Map<String, Integer> pending = level.pendingScalarReads;
        if (!write) {
            pending.putIfAbsent(key, site);
            return;
        }
        if (pending.remove(key) == null && checks.reductionAccess && !report.stopped()) {
            report.report(ErrorClass.REDUCTION_ACCESS, "assignment", name, name, Diagnostic.WRITE, site, level,
                    level.iterationText(), null, 0, null, "the " + op + " reduction variable is assigned without "
                            + "being read first in the iteration: each processor holds its own partial result, and "
                            + "an assignment keeps one processor's last value; update it (" + name + " = " + name
                            + " op value) or assign it outside the construct");
        }
    }

    /**
     * The iteration's reads that no write followed: for SUM, PRODUCT and XOR the partial result was read as a value.
     * An iteration that ended by an exception is not judged: its update may have been cut between the read and
     * the write ({@code sum += 1000 / d[i]} dividing by zero), and the value read then went nowhere.
     */
    void iterationEnded(Level level) {
        Map<String, Integer> pending = level.pendingScalarReads;
        if (pending.isEmpty()) {
            return;
        }
        if (level.iterationFailed) {
            pending.clear();
            return;
        }
        for (Map.Entry<String, Integer> read : pending.entrySet()) {
            ReductionOp op = level.reductionScalars.get(read.getKey());
            boolean partialRead = op == ReductionOp.SUM || op == ReductionOp.PRODUCT || op == ReductionOp.XOR;
            if (partialRead && checks.reductionAccess && !report.stopped()) {
                String name = read.getKey().substring(read.getKey().lastIndexOf('.') + 1);
                report.report(ErrorClass.REDUCTION_ACCESS, "partial-read", name, name, Diagnostic.READ, read.getValue(),
                        level, level.iterationText(), null, 0, null, "the " + op + " reduction variable is read "
                                + "without being updated: inside the construct it holds the processor's partial "
                                + "result, not the running value of the sequential loop; read it after the construct");
            }
        }
        pending.clear();
    }
}
