package org.javadvm.debug.trace.compare;

import org.javadvm.debug.trace.TraceFormatException;

/**
 * The run's trace and the reference do not describe the same thing (another program, level, mode, ranges):
 * nothing is compared. The message names both traces and the header key.
 */
public class TraceMismatchException extends TraceFormatException {
    private static final long serialVersionUID = 1L;

    public TraceMismatchException(String referenceName, String runName, String key, String referenceValue,
                                  String runValue) {
        super("reference trace " + referenceName + " and run trace " + runName,
                "they do not match (DVM20 trace-mismatch): header key " + key + " is "
                        + (referenceValue == null ? "missing" : "'" + referenceValue + "'") + " in the reference and "
                        + (runValue == null ? "missing" : "'" + runValue + "'") + " in the run" + advice(key)
                        + "; nothing was compared");
    }

    /** For a key a parameter sets: which one, so the user records the reference and the run alike. */
    private static String advice(String key) {
        if (HeaderCheck.ARGUMENTS.equals(key)) {
            return " (the program's arguments: run it with the reference's, -Ddvm.arguments, or record the reference "
                    + "again with the run's)";
        }
        if (org.javadvm.debug.trace.LoopConfig.HEADER_KEY.equals(key)
                || org.javadvm.debug.trace.LoopConfig.isConstructKey(key)) {
            return " (the loops file's settings: a comparing run takes the reference's from its header; record the "
                    + "reference and the run with the same loops file)";
        }
        if (HeaderCheck.MODE.equals(key) || org.javadvm.debug.trace.TraceHeaders.DEFAULT_LEVEL.equals(key)) {
            return " (TraceOptions.TraceLevel: run with the reference's level, or record the reference again with the "
                    + "run's)";
        }
        if (HeaderCheck.CLASSES.equals(key)) {
            return " (the program's class files: they changed since the reference was recorded, an edit and a rebuild, "
                    + "and records are matched by file and line; record the reference again with -Ddvm.task=trc)";
        }
        String parameter = org.javadvm.debug.trace.BoundaryTrace.parameterOf(key);
        return parameter == null ? "" : " (" + parameter + ": record the reference with the setting of the run)";
    }
}
