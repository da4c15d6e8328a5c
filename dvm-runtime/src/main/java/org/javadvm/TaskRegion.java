package org.javadvm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a method {@code void m(int t0, int t1, ...)} as a task region: tasks {@code t0 .. t1-1} are
 * independent and each runs on its own part of the processor grid. The method body is written as the
 * sequential loop over tasks ({@code for (int t = t0; t < t1; t++) ...}); parallel loops reached from a
 * task run on that task's processors. Reductions may be declared as on a parallel loop.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface TaskRegion {
}
