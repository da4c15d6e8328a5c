package org.javadvm.debug.trace.compare;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;

/**
 * Hands differences to a {@link DiagnosticLog}, so they reach the text report, the SARIF file and the
 * {@code check} goal like dynamic control's errors. A repeat is reported as its first occurrence's
 * diagnostic, which the log counts instead of printing. Thread-safe: the comparers of all processors may
 * share one.
 */
public final class DiagnosticListener implements CompareListener {
    private final DiagnosticLog log;
    /** First diagnostics by place; at most {@code MaxErrors} of them. */
    private final Map<String, Diagnostic> firsts = new ConcurrentHashMap<>();

    public DiagnosticListener(DiagnosticLog log) {
        this.log = log;
    }

    @Override
    public void difference(Difference difference) {
        Diagnostic diagnostic = firsts.computeIfAbsent(difference.placeKey(), key -> toDiagnostic(difference));
        log.report(diagnostic);
    }

    /** A comparison that ended where the reference stops early is said to be one, in every report. */
    @Override
    public void finished(CompareOutcome outcome) {
        if (outcome.referenceCut() != null) {
            log.addIncomplete(ProtocolWriter.cutText(outcome), outcome.referenceCut(), outcome.runName());
        }
    }

    static Diagnostic toDiagnostic(Difference d) {
        String access = switch (d.kind()) {
            case "read" -> Diagnostic.READ;
            case "write", "reduction", "checksum" -> Diagnostic.WRITE;
            default -> "event";
        };
        StringBuilder detail = new StringBuilder();
        if (d.runValue() != null || d.referenceValue() != null) {
            detail.append("run ").append(d.runValue()).append(", reference ").append(d.referenceValue());
            if (!Double.isNaN(d.absolute())) {
                detail.append(", difference ").append(ValueText.number(d.absolute()));
            }
        }
        if (!d.detail().isEmpty()) {
            detail.append(detail.length() == 0 ? "" : "; ").append(d.detail());
        }
        if (!d.run().isEmpty()) {
            detail.append(" [").append(d.run()).append(']');
        }
        return new Diagnostic(d.errorClass(), d.kind(), d.variable(), d.element(), access, "", d.file(), d.line(),
                d.construct() == null ? null : d.construct().toString(), d.iteration(), null, 0, null,
                detail.toString());
    }
}
