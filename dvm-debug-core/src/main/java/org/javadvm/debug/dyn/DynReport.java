package org.javadvm.debug.dyn;

import org.javadvm.debug.internal.CallerLine;
import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.ErrorClass;

/**
 * Dynamic control's reporting: turns what a check found into a {@link Diagnostic} in source terms (file, line,
 * loop, iteration, the other access of a pair) and hands it to the shared log. When the log says the error
 * limit is reached, checking stops.
 */
final class DynReport {
    /** Where diagnostics go; {@code false} means the error limit is reached and checking stops. */
    interface Reporter {
        boolean report(Diagnostic diagnostic);
    }

    private final Reporter reporter;
    private final Runnable onStop;
    private boolean stopped;

    DynReport(Reporter reporter, Runnable onStop) {
        this.reporter = reporter;
        this.onStop = onStop;
    }

    /** Whether the error limit was reached. */
    boolean stopped() {
        return stopped;
    }

    void report(ErrorClass errorClass, String kind, String variable, String element, String access, int site,
                        Level level, String iteration, String relatedAccess, int relatedLine, String relatedIteration,
                        String detail) {
        send(diagnostic(errorClass, kind, variable, element, access, site, level, iteration, relatedAccess,
                relatedLine, relatedIteration, detail));
    }

    /** A diagnostic about a pair of accesses; the other one may be in another class. */
    void report(ErrorClass errorClass, String kind, String variable, String element, String access, int site,
                        Level level, String iteration, String relatedAccess, Site related, String relatedIteration,
                        String detail) {
        send(diagnostic(errorClass, kind, variable, element, access, site, level, iteration, relatedAccess,
                related.line, relatedIteration, detail).relatedIn(related.className, related.file));
    }

    private Diagnostic diagnostic(ErrorClass errorClass, String kind, String variable, String element, String access,
                                  int site, Level level, String iteration, String relatedAccess, int relatedLine,
                                  String relatedIteration, String detail) {
        Site where = Sites.get(site);
        return new Diagnostic(errorClass, kind, variable, element, access, where.className, where.file, where.line,
                level == null ? null : level.text, iteration, relatedAccess, relatedLine, relatedIteration, detail);
    }

    private void send(Diagnostic diagnostic) {
        if (!reporter.report(diagnostic)) {
            stopped = true;
            onStop.run();
        }
    }

    void reportAt(ErrorClass errorClass, String kind, String variable, CallerLine caller, String detail) {
        Diagnostic diagnostic = new Diagnostic(errorClass, kind, variable, variable, "call", caller.className,
                caller.file, caller.line, null, null, null, 0, null, detail);
        if (!reporter.report(diagnostic)) {
            stopped = true;
            onStop.run();
        }
    }
}
