package org.javadvm;

/** Reduction operators. AND, OR and XOR are bitwise and apply to int and long variables only. */
public enum ReductionOp {
    SUM, PRODUCT, MAX, MIN, AND, OR, XOR,
    /** Maximum with its location: the {@link Reduction#loc()} fields receive the indices of the maximum. */
    MAXLOC,
    /** Minimum with its location: the {@link Reduction#loc()} fields receive the indices of the minimum. */
    MINLOC
}
