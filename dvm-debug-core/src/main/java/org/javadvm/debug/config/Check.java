package org.javadvm.debug.config;

/**
 * The switches of dynamic control, one per check, with their DVM parameter names. A switch is off at 0 and on
 * otherwise; the three initialisation switches take 0, 1 or 2, where 2 asks for DVM's stricter reading: what
 * Java's initialisation gave (the zero of {@code new}, a field's default) counts as never written.
 */
public enum Check {
    VAR_INITIALIZATION("DebugOptions.CheckVarInitialization", true),
    /** Java-DVM addition: reads of never-written elements of plain (non-distributed) arrays. */
    ARR_INITIALIZATION("DebugOptions.CheckArrInitialization", true),
    VAR_READ_ONLY("DebugOptions.CheckVarReadOnly", false),
    REDUCTION_ACCESS("DebugOptions.CheckReductionAccess", false),
    DIS_ARR_INITIALIZATION("DebugOptions.CheckDisArrInitialization", true),
    DIS_ARR_LIMITS("DebugOptions.CheckDisArrLimits", false),
    DIS_ARR_EDGE_EXCHANGE("DebugOptions.CheckDisArrEdgeExchange", false),
    DIS_ARR_SEQUENTIAL_ACCESS("DebugOptions.CheckDisArrSequentialAccess", false),
    DIS_ARR_LOCAL_ELM("DebugOptions.CheckDisArrLocalElm", false),
    DATA_DEPENDENCE("DebugOptions.CheckDataDependence", false),
    REMOTE_BUFFER_ACCESS("DebugOptions.CheckRemoteBufferAccess", false);

    /** The value of an initialisation switch that asks for DVM's stricter reading. */
    public static final int STRICT = 2;

    private final String parameterName;
    private final boolean initialization;

    Check(String parameterName, boolean initialization) {
        this.parameterName = parameterName;
        this.initialization = initialization;
    }

    public String parameterName() {
        return parameterName;
    }

    /** Whether this is an initialisation switch, which takes 0, 1 or {@link #STRICT}. */
    public boolean initialization() {
        return initialization;
    }
}
