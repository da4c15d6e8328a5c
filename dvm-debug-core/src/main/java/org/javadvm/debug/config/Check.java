package org.javadvm.debug.config;

/** The switches of dynamic control, one per check, with their DVM parameter names. */
public enum Check {
    VAR_INITIALIZATION("DebugOptions.CheckVarInitialization"),
    /** Java-DVM addition: reads of never-written elements of plain (non-distributed) arrays. */
    ARR_INITIALIZATION("DebugOptions.CheckArrInitialization"),
    VAR_READ_ONLY("DebugOptions.CheckVarReadOnly"),
    REDUCTION_ACCESS("DebugOptions.CheckReductionAccess"),
    DIS_ARR_INITIALIZATION("DebugOptions.CheckDisArrInitialization"),
    DIS_ARR_LIMITS("DebugOptions.CheckDisArrLimits"),
    DIS_ARR_EDGE_EXCHANGE("DebugOptions.CheckDisArrEdgeExchange"),
    DIS_ARR_SEQUENTIAL_ACCESS("DebugOptions.CheckDisArrSequentialAccess"),
    DIS_ARR_LOCAL_ELM("DebugOptions.CheckDisArrLocalElm"),
    DATA_DEPENDENCE("DebugOptions.CheckDataDependence"),
    REMOTE_BUFFER_ACCESS("DebugOptions.CheckRemoteBufferAccess");

    private final String parameterName;

    Check(String parameterName) {
        this.parameterName = parameterName;
    }

    public String parameterName() {
        return parameterName;
    }
}
