package org.javadvm.debug.internal;

/** Which checks act (the {@code DebugOptions.Check*} switches), fixed when the checker starts. */
final class Checks {
    boolean varInitialization = true;
    boolean arrInitialization = true;
    boolean disArrInitialization = true;
    boolean varReadOnly = true;
    boolean reductionAccess = true;
    boolean disArrLimits = true;
    boolean disArrEdgeExchange = true;
    boolean disArrSequentialAccess = true;
    boolean disArrLocalElm = true;
    boolean dataDependence = true;
    boolean remoteBufferAccess = true;

    static Checks all() {
        return new Checks();
    }
}
