package org.javadvm.maven;

import java.io.File;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.maven.plugin.MojoFailureException;

/**
 * The tasks of the {@code run} goal ({@code -Ddvm.task}), after the original DVM driver's modes: each is a set
 * of debug parameters the run gets as system properties, before the ones the user gives, which win (as the
 * driver's {@code usr.par} overrides a mode's set). The trace tasks write their files into the trace directory
 * ({@code TraceOptions.TracePath}, the run goal's {@code traceDirectory}).
 */
enum RunTask {
    /** Dynamic control, as {@code dvm err}. */
    ERR(GridUse.OPTIONAL, "EnableDynControl", "1", "EnableTrace", "0"),
    /** The loop configuration file with size estimates, as {@code dvm size}. */
    SIZE(GridUse.REFUSED, "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "0"),
    /** The reference trace, recorded on one processor, as {@code dvm trc}. */
    TRC(GridUse.REFUSED, "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "1"),
    /** A run on a grid compared with the reference trace, as {@code dvm dif N1 N2}. */
    DIF(GridUse.REQUIRED, "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "3",
            "ManualReductCalc", "0"),
    /** The reduction check against the reference trace, as {@code dvm red}. */
    RED(GridUse.OPTIONAL, "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "3",
            "ManualReductCalc", "1");

    /** Whether a task runs on a grid the user chooses. */
    private enum GridUse { REQUIRED, OPTIONAL, REFUSED }

    private static final int MAX_PROCESSORS = 4096;

    private final GridUse grid;
    private final String[] parameters;

    RunTask(GridUse grid, String... parameters) {
        this.grid = grid;
        this.parameters = parameters;
    }

    /** Its name on the command line. */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    boolean traces() {
        return this != ERR;
    }

    /**
     * The name of the text report of a run of {@code task} ({@code null}: dynamic control without a task):
     * dynamic control's {@code dyn-errors.txt}; a trace task's own, {@code <task>-errors.txt}, or for one grid of
     * a comparison on several {@code <gridPrefix>errors.txt} ({@code dif-2x2-errors.txt}), so that a comparison's
     * report neither takes the name of dynamic control's nor replaces another task's or grid's.
     */
    static String errorFileName(RunTask task, String gridPrefix) {
        if (task == null || !task.traces()) {
            return "dyn-errors.txt";
        }
        return (gridPrefix != null ? gridPrefix : task.id() + "-") + "errors.txt";
    }

    /** The task named {@code id}; a name that is none, refused with the list. */
    static RunTask of(String id) throws MojoFailureException {
        for (RunTask task : values()) {
            if (task.id().equals(id.trim().toLowerCase(Locale.ROOT))) {
                return task;
            }
        }
        throw new MojoFailureException("dvm.task=" + id + " is not a task of the run goal; choose one of " + ids());
    }

    /** The tasks' names, in the driver's order: {@code err, size, trc, dif, red}. */
    static String ids() {
        return Arrays.stream(values()).map(RunTask::id).collect(Collectors.joining(", "));
    }

    /**
     * The task's parameters, in order: its set, the grid as {@code dvm.procs} ({@code trc}: one processor) and,
     * for the trace tasks, {@code TraceOptions.TracePath}.
     *
     * @param gridText {@code -Ddvm.grid}, {@code null} when not given
     */
    Map<String, String> parameters(String gridText, File traceDirectory) throws MojoFailureException {
        Map<String, String> set = new LinkedHashMap<>();
        for (int p = 0; p < parameters.length; p += 2) {
            set.put(parameters[p], parameters[p + 1]);
        }
        if (gridText == null || gridText.isBlank()) {
            if (grid == GridUse.REQUIRED) {
                throw new MojoFailureException("dvm.task=" + id() + " compares a run on a processor grid with the "
                        + "reference trace: give the grid, e.g. -Ddvm.grid=2x2");
            }
        } else if (grid == GridUse.REFUSED) {
            throw new MojoFailureException("dvm.grid=" + gridText + " does not apply to dvm.task=" + id() + ": "
                    + (this == TRC ? "the reference trace is recorded on one processor" : "the loop configuration "
                    + "file does not depend on the grid") + "; drop dvm.grid");
        } else {
            set.put("dvm.procs", checkedGrid(gridText));
        }
        if (this == TRC) {
            set.put("dvm.procs", "1");
        }
        if (traces()) {
            set.put("TraceOptions.TracePath", traceDirectory.getPath());
        }
        return set;
    }

    /** {@code 4}, {@code 2x2}, {@code 2x2x1}: positive extents separated by x, at most 4096 processors. */
    static String checkedGrid(String text) throws MojoFailureException {
        String[] parts = text.trim().toLowerCase(Locale.ROOT).split("x", -1);
        long processors = 1;
        for (String part : parts) {
            int extent;
            try {
                extent = Integer.parseInt(part.trim());
            } catch (NumberFormatException e) {
                extent = 0;
            }
            if (extent < 1) {
                throw new MojoFailureException("dvm.grid=" + text + " is not a processor grid; write the number of "
                        + "processors per dimension separated by x, e.g. 4 or 2x2");
            }
            processors *= extent;
            if (processors > MAX_PROCESSORS) {
                throw new MojoFailureException("dvm.grid=" + text + " asks for more than " + MAX_PROCESSORS
                        + " processors");
            }
        }
        return text.trim().toLowerCase(Locale.ROOT).replace(" ", "");
    }
}
