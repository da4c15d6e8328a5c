package org.javadvm.debug.internal;

import java.util.List;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.ConfigurationError;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.RefusalExit;
import org.javadvm.internal.Team;

/**
 * Starts the debugger when the first woven class registers: reads the parameters, builds the consumers they
 * switch on ({@link Consumers}) and installs the shared {@link Lifecycle} as the run-time's monitor delivering
 * to them, both behind the {@link FollowedThread} (the events of one program thread reach them), with a shutdown
 * hook in which every consumer finishes and the reports are written. With every
 * consumer off, nothing is installed and woven code calls a sink that does nothing. Bad parameters, a grid that
 * is none, a missing reference or loops file that cannot be read stop the program before it runs, with the task
 * and every problem named once and nothing else: a {@link ConfigurationError}.
 */
final class Debugger {
    /**
     * A sink set before the first woven class initialises {@link Hook}, used instead of the one the parameters
     * choose: lets a test see the events woven code sends. {@code null} in every normal run.
     */
    static volatile AccessSink preset;

    private Debugger() {
    }

    /**
     * The sink the parameters choose, with the consumers installed.
     *
     * @throws ConfigurationError the parameters, the grid or the files they name do not let the program run: the
     *                            error names the task and every problem, and ends the program with that text alone
     */
    static AccessSink start() {
        if (preset != null) {
            return preset;
        }
        DebugParameters parameters = null;
        DiagnosticLog log;
        Lifecycle lifecycle = new Lifecycle();
        List<Consumer> consumers;
        try {
            parameters = DebugParameters.load();
            List<String> grid = Team.configurationProblems();
            if (!grid.isEmpty()) {
                throw new ParameterException(grid);
            }
            log = new DiagnosticLog(parameters);
            consumers = Consumers.build(parameters, lifecycle, log);
        } catch (ParameterException e) {
            throw ConfigurationError.refuse(refusal(parameters, e.problems()));
        }
        if (consumers.isEmpty()) {
            return AccessSink.NONE;
        }
        Consumer installed = Consumers.installed(consumers);
        FollowedThread followed = new FollowedThread(installed, lifecycle.deliverTo(installed));
        Monitor.install(followed);
        RefusalExit.install(); // before the debugger's own handler, which passes a refusal on to it
        UncaughtEnd.install(log);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (installed) {
                installed.finish(log);
            }
            followed.finish(log);
            log.finish();
        }, "dvm-debug-report"));
        return followed;
    }

    /**
     * Why the program was not run: the task the parameters ask for ({@link #task}) and each problem, on its own
     * line when there are several.
     */
    static String refusal(DebugParameters parameters, List<String> problems) {
        String task = parameters == null ? null : task(parameters);
        String head = "Java-DVM" + (task == null ? "" : " (task " + task + ")") + " did not run the program";
        if (problems.size() == 1) {
            return head + ": " + problems.get(0);
        }
        String separator = System.lineSeparator() + "  ";
        return head + ", " + problems.size() + " problems:" + separator + String.join(separator, problems);
    }

    /**
     * What the parameters make of the run, named as the {@code run} goal's tasks are: {@code dyn} (dynamic
     * control), {@code size} ({@code TraceMode=0}), {@code trc} (1 or 2), {@code dif} (3), {@code red} (3 with
     * {@code ManualReductCalc=1}); {@code null} when nothing is on.
     */
    static String task(DebugParameters parameters) {
        String trace = null;
        if (parameters.enableTrace()) {
            int mode = parameters.traceMode();
            trace = mode == 0 ? "size" : mode == 3 ? (parameters.manualReductCalc() ? "red" : "dif") : "trc";
        }
        if (parameters.enableDynControl()) {
            return trace == null ? "dyn" : "dyn and " + trace;
        }
        return trace;
    }
}
