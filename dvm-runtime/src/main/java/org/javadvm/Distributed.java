package org.javadvm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares an array field (rank 1 to 3, of int, long, float or double) as distributed over the
 * processor grid. Every assignment to the field registers the new array; the declaration holds for
 * whatever array the field refers to, until a {@link Redistribute} gives that array another format.
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
     * {@code (i, j)} of this array lives with element
     * {@code (alignStride[0] * i + alignOffset[0], alignStride[1] * j + alignOffset[1])} of that one
     * (DVM's {@code ALIGN c(i) WITH f(2*i)}). Both arrays must have the same rank.
     */
    String alignWith() default "";

    /** Offsets per dimension for {@link #alignWith()}; empty means zero offsets. */
    int[] alignOffset() default {};

    /**
     * Strides per dimension for {@link #alignWith()}, each at least 1; empty means 1 in every dimension. A
     * coarse grid {@code c} whose element {@code i} sits on element {@code 2 * i} of the fine grid {@code f}
     * is {@code @Distributed(alignWith = "f", alignStride = 2)}. The aligned array's shadow widths count its
     * own elements: {@code shadow = 1} on {@code c} is {@code c[i - 1]} and {@code c[i + 1]}.
     */
    int[] alignStride() default {};
}
