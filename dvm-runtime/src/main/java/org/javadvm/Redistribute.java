package org.javadvm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * DVM's {@code REDISTRIBUTE}: on entry to the annotated method, the array the named {@link Distributed} field
 * holds takes a new format, and every array aligned with it follows. Parallel loops called afterwards partition
 * by the new format, and dynamic control checks their accesses against it; the array keeps its elements (the
 * processors share memory: what changes is which processor owns which element, and so which elements are
 * shadow edges). The method runs in the sequential part, never inside a parallel construct.
 *
 * <pre>{@code
 * @Distributed(format = {BLOCK, WHOLE, WHOLE})
 * double[][][] re;
 *
 * @Redistribute(array = "re", format = {WHOLE, BLOCK, WHOLE})
 * void transformAlongZ() {
 *     columns(0, ny);            // a loop on re with dims = 1: by y now
 * }
 * }</pre>
 *
 * Un-woven, the annotation does nothing: the sequential program reads and writes the same elements whatever the
 * distribution. The format holds for the array object the field holds at entry; an array assigned to the field
 * later starts with the declared format.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Redistribute {

    /** A {@code @Distributed} field of the same class, not aligned with another (aligned arrays follow their template). */
    String array();

    /** The new format, one entry per dimension of the array. */
    Format[] format();
}
