package org.javadvm.debug.internal;

import java.util.List;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.Monitor;

/**
 * Starts the debugger when the first woven class registers: reads the parameters, builds the consumers they
 * switch on ({@link Consumers}) and installs the shared {@link Lifecycle} as the run-time's monitor delivering
 * to them, with a shutdown hook in which every consumer finishes and the reports are written. With every
 * consumer off, nothing is installed and woven code calls a sink that does nothing. Bad parameters stop the
 * program before it runs, with every problem named once.
 */
final class Debugger {
    static final String PARAMETERS_REFUSED = "Java-DVM does not run the program with these debug parameters; "
            + "their problems are listed above";

    /**
     * A sink set before the first woven class initialises {@link Hook}, used instead of the one the parameters
     * choose: lets a test see the events woven code sends. {@code null} in every normal run.
     */
    static volatile AccessSink preset;

    private Debugger() {
    }

    static AccessSink start() {
        if (preset != null) {
            return preset;
        }
        DebugParameters parameters;
        DiagnosticLog log;
        Lifecycle lifecycle = new Lifecycle();
        List<Consumer> consumers;
        try {
            parameters = DebugParameters.load();
            log = new DiagnosticLog(parameters);
            consumers = Consumers.build(parameters, lifecycle, log);
        } catch (ParameterException e) {
            // the list once, where the user looks first; the error that stops the class's initialisation (and
            // shows in its stack trace) only points to it, without repeating it
            System.err.println(e.getMessage());
            throw new IllegalStateException(PARAMETERS_REFUSED);
        }
        if (consumers.isEmpty()) {
            return AccessSink.NONE;
        }
        Consumer installed = Consumers.installed(consumers);
        Monitor.install(lifecycle.deliverTo(installed));
        UncaughtEnd.install(log);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (installed) {
                installed.finish(log);
            }
            log.finish();
        }, "dvm-debug-report"));
        return installed;
    }
}
