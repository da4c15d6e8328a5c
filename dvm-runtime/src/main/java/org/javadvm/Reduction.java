package org.javadvm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a field (int, long, float or double, of the same class) as a reduction variable of the
 * parallel loop or task region it annotates. The value the variable holds when the loop starts takes
 * part in the result; each processor accumulates a partial result in its own copy, and the partial
 * results are combined in processor order when the loop ends, or, with {@link #group()}, between the
 * group's {@link ReductionGroup#start()} and {@link ReductionGroup#waitDone()}.
 *
 * <p>The field may also be a one-dimensional int, long, float or double array that is not distributed (DVM's
 * reduction of an array variable): the loop updates elements of its processor's copy, which starts from the
 * operator's identity, and the copies are combined element by element in processor order and then into the
 * array the field holds, in place. MAXLOC, MINLOC and {@link #group()} are not defined for arrays.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@Repeatable(Reductions.class)
public @interface Reduction {

    /** The reduction variable: a field name (a scalar or a one-dimensional array of the same types). */
    String var();

    /** The operator. */
    ReductionOp op();

    /**
     * For MAXLOC and MINLOC: int fields receiving the location, one per index. Of equal values the result is the
     * one the sequential loop keeps, on every grid: with a strict comparison ({@code v > max}) the first the loop
     * visits, with {@code >=} the last (the weaver reads the update in the body); in a {@code splittable} body,
     * which the weaver does not read, the smallest location.
     */
    String[] loc() default {};

    /** Name of a {@link ReductionGroup} field: the result is combined asynchronously by that group. */
    String group() default "";
}
