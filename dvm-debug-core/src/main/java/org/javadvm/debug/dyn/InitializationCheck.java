package org.javadvm.debug.dyn;

import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.ErrorClass;

/**
 * Reads of what was never written ({@code CheckVarInitialization}, {@code CheckArrInitialization},
 * {@code CheckDisArrInitialization}): a declared private field after its construct always; under DVM's strict
 * reading (switch value 2) also an element or field that holds only Java's initial value, as long as every write
 * so far was seen (no unchecked segment ran).
 */
final class InitializationCheck {
    private final Checks checks;
    private final DynReport report;

    InitializationCheck(Checks checks, DynReport report) {
        this.checks = checks;
        this.report = report;
    }

    /**
     * A read of an element the program never wrote: it holds the value Java's allocation gave, which the
     * program may have chosen on purpose, so reported only under DVM's strict reading (switch value 2).
     */
    void element(Level innermost, ArrayMeta meta, int index, int site, boolean writesExact) {
        boolean distributed = meta.var.distributed();
        if (!writesExact || (distributed ? !(checks.disArrInitialization && checks.strictDisArrInitialization)
                : !(checks.arrInitialization && checks.strictArrInitialization))) {
            return;
        }
        report.report(ErrorClass.UNINITIALIZED, distributed ? "distributed-element" : "array-element", meta.var.name,
                meta.element(index), Diagnostic.READ, site, innermost,
                innermost == null ? null : innermost.iterationText(), null, 0, null,
                "the program never wrote this element, which holds Java's initial value (reported under "
                        + (distributed ? "CheckDisArrInitialization" : "CheckArrInitialization") + "=2)");
    }

    /**
     * A read of a field whose state says it was not written: a declared private's value after its construct is
     * undefined whatever Java or unchecked code did; a never-assigned field holds Java's initial value, reported
     * only under the strict reading.
     */
    void field(Level innermost, FieldVars.Decl decl, long state, int site, boolean writesExact) {
        boolean afterPrivate = (state & State.PRIVATE_AFTER) != 0;
        if ((state & State.WRITTEN) == 0 && checks.varInitialization
                && (afterPrivate || checks.strictVarInitialization && writesExact)) {
            report.report(ErrorClass.UNINITIALIZED, afterPrivate ? "private-after-construct" : "", decl.name,
                    decl.name, Diagnostic.READ, site, innermost, innermost == null ? null : innermost.iterationText(),
                    null, 0, null, afterPrivate ? "a declared private field has no defined value after its "
                            + "construct; assign it before reading it"
                            : "the program never assigned this field, which holds Java's initial value (reported "
                            + "under CheckVarInitialization=2)");
        }
    }
}
