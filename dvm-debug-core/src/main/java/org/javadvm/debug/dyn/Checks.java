package org.javadvm.debug.dyn;

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
    /**
     * DVM's stricter reading of the initialisation checks (value 2 of their switches): what Java's
     * initialisation gave (the zero, {@code null} or {@code false} of {@code new} and of a field) counts as
     * never written. Off: it counts as written, as the Java program relies on it.
     */
    boolean strictVarInitialization;
    boolean strictArrInitialization;
    boolean strictDisArrInitialization;

    /** Every check on, with Java's initial values counting as written: the defaults. */
    static Checks all() {
        return new Checks();
    }

    /** Every check on, with DVM's stricter reading of the initialisation checks. */
    static Checks strict() {
        Checks checks = new Checks();
        checks.strictVarInitialization = true;
        checks.strictArrInitialization = true;
        checks.strictDisArrInitialization = true;
        return checks;
    }

    /** Whether an array made by woven code must remember which elements the program wrote. */
    boolean tracksArrayInitialization() {
        return strictArrInitialization && arrInitialization || strictDisArrInitialization && disArrInitialization;
    }
}
