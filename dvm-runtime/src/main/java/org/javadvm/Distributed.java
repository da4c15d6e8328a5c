package org.javadvm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares an array field (rank 1 to 3, of int, long, float or double) as distributed over the
 * processor grid. Every assignment to the field registers the new array; the declaration holds for
 * whatever array the field refers to.
 *
 * <pre>{@code
 * @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
 * double[][] a = new double[n][n];
 * @Distributed(alignWith = "a")
 * double[][] b = new double[n][n];
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Distributed {

    /** Format per dimension; empty means {@link Format#BLOCK} in every dimension. Ignored with {@link #alignWith()}. */
    Format[] format() default {};

    /** Shadow-edge width per dimension, the same on both sides; empty means no shadow edges. */
    int[] shadow() default {};

    /**
     * Name of a distributed array field of the same class that this array is aligned with: element
     * {@code (i, j)} of this array lives with element {@code (i + alignOffset[0], j + alignOffset[1])}
     * of that one. Both arrays must have the same rank.
     */
    String alignWith() default "";

    /** Offsets per dimension for {@link #alignWith()}; empty means zero offsets. */
    int[] alignOffset() default {};
}
