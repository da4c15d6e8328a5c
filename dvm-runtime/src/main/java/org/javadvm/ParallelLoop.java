package org.javadvm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a method as one parallel loop nest mapped ON a distributed array.
 *
 * <p>The method's first {@code 2 * rank} parameters are {@code int} bounds {@code lo0, hi0, lo1, hi1, ...}:
 * the nest covers {@code [lo, hi)} in each dimension, and loop dimension {@code d} is mapped onto array
 * dimension {@code d}. Further parameters are passed through unchanged. Called un-woven, the method is the
 * whole sequential nest; woven, each processor runs the same body on the part of the bounds whose
 * elements of {@link #on()} it owns (owner-computes).
 *
 * <pre>{@code
 * @ParallelLoop(on = "b", shadowRenew = "a")
 * void relax(int i0, int i1, int j0, int j1) {
 *     for (int i = i0; i < i1; i++)
 *         for (int j = j0; j < j1; j++)
 *             b[i][j] = (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]) / 4;
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ParallelLoop {

    /** The distributed array field (of the same class) whose owner runs each iteration. */
    String on();

    /** Loop rank; 0 means the rank of {@link #on()}. May be smaller than the array's rank. */
    int rank() default 0;

    /** Iteration {@code (i, j)} runs where element {@code (i + offset[0], j + offset[1])} of {@link #on()} lives. */
    int[] offset() default {};

    /** Distributed arrays whose shadow edges are renewed (synchronously) before the loop. */
    String[] shadowRenew() default {};

    /** Renew the diagonal corners of the shadow edges too (DVM's CORNER). */
    boolean corner() default false;

    /**
     * Distributed arrays carrying regular flow or anti dependences within their shadow widths
     * (DVM's ACROSS). The loop runs as a wavefront pipeline whose result equals the sequential one.
     */
    String[] across() default {};

    /** Distributed arrays the loop reads at non-local elements (DVM's REMOTE_ACCESS); read-only in the loop. */
    String[] remoteAccess() default {};

    /** Fields used as per-iteration scratch (DVM's NEW): each processor gets its own copy. */
    String[] privates() default {};
}
