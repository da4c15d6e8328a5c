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
 * the nest covers {@code [lo, hi)} in each dimension, and loop dimension {@code k} is mapped onto array
 * dimension {@code k}, or onto dimension {@code dims[k]} when {@link #dims()} is given. Further parameters
 * are passed through unchanged. Called un-woven, the method is the whole sequential nest; woven, each
 * processor runs the same body on the part of the bounds whose elements of {@link #on()} it owns
 * (owner-computes).
 *
 * <pre>{@code
 * @ParallelLoop(on = "b", shadowRenew = "a")
 * void relax(int i0, int i1, int j0, int j1) {
 *     for (int i = i0; i < i1; i++)
 *         for (int j = j0; j < j1; j++)
 *             b[i][j] = (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]) / 4;
 * }
 * }</pre>
 *
 * <p>A loop over the columns of a matrix distributed by columns (DVM's {@code PARALLEL (k) ON c(*, k)}):
 *
 * <pre>{@code
 * @Distributed(format = {WHOLE, BLOCK})
 * double[][] c;
 *
 * @ParallelLoop(on = "c", dims = 1)
 * void columns(int k0, int k1) {
 *     for (int k = k0; k < k1; k++) {
 *         c[0][k] = cosineCoefficient(k);
 *         c[1][k] = sineCoefficient(k);
 *     }
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ParallelLoop {

    /** The distributed array field (of the same class) whose owner runs each iteration. */
    String on();

    /**
     * Loop rank; 0 means the length of {@link #dims()} when given, else the rank of {@link #on()}. May be
     * smaller than the array's rank: the loop then runs along the leading dimensions.
     */
    int rank() default 0;

    /**
     * The dimensions of {@link #on()} the loop's dimensions run along, one per loop dimension, each at most
     * once: loop dimension {@code k} (bounds {@code lo_k, hi_k}) is mapped onto array dimension
     * {@code dims[k]}. The array's other dimensions are {@code *} for the loop (DVM's
     * {@code ON A(*, k)} is {@code dims = 1}): every index along them is local to each iteration, and
     * the processors along a grid dimension that such a BLOCK dimension is spread over do not share the
     * loop (those at coordinate 0 run it), so no iteration runs twice. Empty (the default): dimensions
     * {@code 0 .. rank-1}. At least one loop dimension must be mapped onto a BLOCK dimension when the
     * array has one, else every iteration would run on one processor.
     */
    int[] dims() default {};

    /**
     * Per loop dimension {@code k}: iteration index {@code i_k} runs where the element with index
     * {@code i_k + offset[k]} along array dimension {@code dims[k]} (dimension {@code k} without
     * {@link #dims()}) of {@link #on()} lives.
     */
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

    /**
     * Loop dimensions (0 .. rank-1, each at most once) along which the nest runs from {@code hi - 1} down to
     * {@code lo} (DVM's negative loop step, {@code DO k = n, 1, -1}): the body's own loops must run so. It
     * matters to {@link #across()}: the wavefront starts from the high end of those dimensions, so the
     * dependences it carries there come from {@code i+1} (an upper triangular sweep, NPB LU's buts). The
     * debug emulations walk the iterations in this order too.
     */
    int[] descending() default {};

    /** Distributed arrays the loop reads at non-local elements (DVM's REMOTE_ACCESS); read-only in the loop. */
    String[] remoteAccess() default {};

    /** Fields used as per-iteration scratch (DVM's NEW): each processor gets its own copy. */
    String[] privates() default {};

    /**
     * The body computes on any part {@code [lo, hi)} of the range exactly what the whole loop computes on that
     * part, although it is not the plain nest {@code for (int i = lo; i < hi; i++)} the weaver checks for: a
     * stride kept on a lattice that does not depend on {@code lo} (every {@code 2^j}-th template point from the
     * first multiple at or after {@code lo}), a random stream started at element {@code lo} by jumping ahead. The
     * weaver then does not check the body's shape; the program's author vouches for it, and a body that is not
     * splittable shows as differences between a parallel and the sequential run in trace mode.
     */
    boolean splittable() default false;
}
