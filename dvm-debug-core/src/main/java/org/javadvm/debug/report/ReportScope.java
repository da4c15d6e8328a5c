package org.javadvm.debug.report;

import java.util.List;

/**
 * What a run's results leave out, for the reports to say: {@code stoppedAfter} is the
 * {@code DebugOptions.MaxErrors} limit when checking stopped on reaching it, else 0; {@code partialCheck}
 * says what was left unchecked (boundary iterations only), else {@code null}; {@code keptLimit} is the
 * {@code DebugOptions.MaxKeptErrors} limit when it was reached, else 0, and {@code droppedOccurrences} how many
 * occurrences of errors beyond it were counted without being kept; {@code incomplete} says, one text each, what
 * ended before the run did (a trace comparison that stopped where its reference stops); {@code notes}, what the
 * checkers want the reader to know of the run beside its errors ({@link DiagnosticLog#addNote}).
 */
record ReportScope(int stoppedAfter, String partialCheck, int keptLimit, long droppedOccurrences,
                   List<String> incomplete, List<String> notes) {
    static final ReportScope COMPLETE = new ReportScope(0, null, 0, 0, List.of(), List.of());

    ReportScope(int stoppedAfter, String partialCheck, int keptLimit, long droppedOccurrences) {
        this(stoppedAfter, partialCheck, keptLimit, droppedOccurrences, List.of(), List.of());
    }

    /** The note on errors not kept, for the text report, the SARIF file and the summary; {@code null} if none. */
    String droppedText() {
        if (keptLimit == 0) {
            return null;
        }
        return "only the first " + keptLimit + " distinct errors are kept (DebugOptions.MaxKeptErrors=" + keptLimit
                + "); " + droppedOccurrences + (droppedOccurrences == 1 ? " occurrence" : " occurrences")
                + " of further errors were counted but not kept";
    }
}
