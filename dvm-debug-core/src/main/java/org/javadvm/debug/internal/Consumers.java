package org.javadvm.debug.internal;

import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.dyn.DynControl;
import org.javadvm.debug.report.DiagnosticLog;

/**
 * The registration point of the consumers: which the parameters switch on, in the order they receive each
 * event, and how they are installed. A new consumer adds one line to {@link #build} (its switch and its
 * factory) and nothing else changes.
 */
public final class Consumers {
    /** Why {@code ManualReductCalc=1} alone stops the program: the check compares with a reference trace. */
    static final String REDUCTION_CHECK_NEEDS_COMPARISON = "ManualReductCalc=1: reduction checking compares the "
            + "reductions' results with a reference trace; set EnableTrace=1 and TraceOptions.TraceMode=3 too "
            + "(mvn dvm:run -Ddvm.task=red does), or ManualReductCalc=0";

    private Consumers() {
    }

    /**
     * The consumers the parameters switch on, in delivery order (dynamic control first, so its reports do not
     * depend on what another consumer does); empty when all are off.
     *
     * @throws ParameterException a consumer is switched on that this build cannot run
     */
    public static List<Consumer> build(DebugParameters parameters, Lifecycle lifecycle, DiagnosticLog log) {
        if (parameters.manualReductCalc() && !(parameters.enableTrace() && parameters.traceMode() == 3)) {
            throw new ParameterException(List.of(REDUCTION_CHECK_NEEDS_COMPARISON));
        }
        List<Consumer> on = new ArrayList<>();
        if (parameters.enableDynControl()) {
            on.add(DynControl.of(parameters, lifecycle, log));
        }
        if (parameters.enableTrace()) {
            on.add(TraceSetup.build(parameters, log));
        }
        return on;
    }

    /**
     * What {@link Hook} and the life cycle deliver to: the one consumer itself (no fan-out on its path), or a
     * {@link FanOut} over all; a consumer that wants written values is wrapped in {@link AfterWrites}.
     */
    static Consumer installed(List<Consumer> consumers) {
        List<Consumer> delivered = new ArrayList<>();
        for (Consumer consumer : consumers) {
            delivered.add(withValues(consumer));
        }
        return delivered.size() == 1 ? delivered.get(0) : new FanOut(delivered);
    }

    private static Consumer withValues(Consumer consumer) {
        return consumer instanceof WrittenValues ? new AfterWrites((Consumer & WrittenValues) consumer) : consumer;
    }
}
