package org.javadvm.debug.trace.compare;

import java.util.LinkedHashSet;
import java.util.Set;

import org.javadvm.debug.trace.TraceHeader;

/**
 * Two traces compare only when every header key that decides what was recorded agrees: all keys but those
 * that describe the machine, the time or the processor of one run.
 */
final class HeaderCheck {
    /** Keys that legitimately differ between the reference and a parallel run. */
    static final Set<String> RUN_SPECIFIC = Set.of("TRACE_TIME", "DEB_VERSION", "ARCHITECTURE", "OS", "USER_HOST",
            "WORK_DIR", "CPU_COUNT", "PROCESSOR", "GRID");

    /**
     * The program's arguments, known when the run goal started the program ({@code dvm.programArguments}): a run
     * with other arguments (another size) is another computation, refused before its records make noise.
     */
    static final String ARGUMENTS = "ARGUMENTS";
    /** The trace level the header records. */
    static final String MODE = "MODE";

    /**
     * A fingerprint of the class files the run executed ({@code dvm.classesDigest}, set by the run goal): a reference
     * recorded before the program was edited and rebuilt would be matched record by record, by file and line, with
     * code that moved; refused instead.
     */
    static final String CLASSES = "CLASSES";

    private HeaderCheck() {
    }

    static void check(TraceHeader reference, TraceHeader run, String referenceName, String runName)
            throws TraceMismatchException {
        Set<String> keys = new LinkedHashSet<>(reference.keys().keySet());
        keys.addAll(run.keys().keySet());
        for (String key : keys) {
            if (RUN_SPECIFIC.contains(key)) {
                continue;
            }
            String expected = reference.get(key);
            String actual = run.get(key);
            if ((ARGUMENTS.equals(key) || CLASSES.equals(key)) && (expected == null || actual == null)) {
                continue; // known only for runs started by the run goal: compared when both traces have them
            }
            if (expected == null ? actual != null : !expected.equals(actual)) {
                throw new TraceMismatchException(referenceName, runName, key, expected, actual);
            }
        }
    }

    /** Whether the traces record the boundary iterations of each processor's block ({@code ILOC_*} set). */
    static boolean perProcessorBoundary(TraceHeader header) {
        return atLeastZero(header.get("ILOC_LEFT")) || atLeastZero(header.get("ILOC_RIGHT"));
    }

    private static boolean atLeastZero(String value) {
        try {
            return value != null && Integer.parseInt(value.trim()) >= 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
