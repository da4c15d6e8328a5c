package org.javadvm.debug.internal;

import org.javadvm.debug.config.Check;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.Monitor;

/**
 * Starts the debugger when the first woven class registers: reads the parameters, and with
 * {@code EnableDynControl} on installs dynamic control as the run-time's monitor and the access sink, with
 * a shutdown hook that writes the reports. Bad parameters stop the program before it runs, with every
 * problem named once.
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
        try {
            parameters = DebugParameters.load();
        } catch (ParameterException e) {
            // the list once, where the user looks first; the error that stops the class's initialisation (and
            // shows in its stack trace) only points to it, without repeating it
            System.err.println(e.getMessage());
            throw new IllegalStateException(PARAMETERS_REFUSED);
        }
        if (!parameters.enableDynControl()) {
            return AccessSink.NONE;
        }
        DiagnosticLog log = new DiagnosticLog(parameters);
        DynControl dyn = new DynControl(checks(parameters), log::report, boundary(parameters));
        Monitor.install(dyn);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (dyn) {
                dyn.finish();
                log.addStatistic("constructs", dyn.constructs);
                log.addStatistic("iterations", dyn.iterations);
                if (parameters.boundaryOnly()) {
                    log.addStatistic("unchecked iterations", dyn.uncheckedIterations);
                    log.addStatistic("unchecked segments", dyn.uncheckedSegments);
                    log.addNotChecked(dyn.linesNotChecked());
                }
                log.addStatistic("checked accesses", dyn.accesses);
                log.addStatistic("arrays known", dyn.trackedArrays());
            }
            log.finish();
        }, "dvm-debug-report"));
        return dyn;
    }

    /** The boundary iterations to check, or {@code null} for every iteration. */
    static BoundaryIterations boundary(DebugParameters parameters) {
        if (!parameters.boundaryOnly()) {
            return null;
        }
        return new BoundaryIterations(parameters.igLeft(), parameters.igRight(), parameters.boundaryCorners()
                ? BoundaryIterations.Kind.CORNERS : BoundaryIterations.Kind.FACES);
    }

    static Checks checks(DebugParameters parameters) {
        Checks checks = new Checks();
        checks.varInitialization = parameters.enabled(Check.VAR_INITIALIZATION);
        checks.arrInitialization = parameters.enabled(Check.ARR_INITIALIZATION);
        checks.disArrInitialization = parameters.enabled(Check.DIS_ARR_INITIALIZATION);
        checks.strictVarInitialization = parameters.strict(Check.VAR_INITIALIZATION);
        checks.strictArrInitialization = parameters.strict(Check.ARR_INITIALIZATION);
        checks.strictDisArrInitialization = parameters.strict(Check.DIS_ARR_INITIALIZATION);
        checks.varReadOnly = parameters.enabled(Check.VAR_READ_ONLY);
        checks.reductionAccess = parameters.enabled(Check.REDUCTION_ACCESS);
        checks.disArrLimits = parameters.enabled(Check.DIS_ARR_LIMITS);
        checks.disArrEdgeExchange = parameters.enabled(Check.DIS_ARR_EDGE_EXCHANGE);
        checks.disArrSequentialAccess = parameters.enabled(Check.DIS_ARR_SEQUENTIAL_ACCESS);
        checks.disArrLocalElm = parameters.enabled(Check.DIS_ARR_LOCAL_ELM);
        checks.dataDependence = parameters.enabled(Check.DATA_DEPENDENCE);
        checks.remoteBufferAccess = parameters.enabled(Check.REMOTE_BUFFER_ACCESS);
        return checks;
    }
}
