package org.javadvm.debug.dyn;

import org.javadvm.debug.config.Check;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.internal.BoundaryIterations;

/** Dynamic control's part of the debug parameters: which checks act, which iterations are checked. */
final class DynParameters {
    private DynParameters() {
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
