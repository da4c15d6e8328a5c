package org.javadvm.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Marker the weaver puts on every class it rewrites; the weaver refuses a class that carries it. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface WovenClass {
    /** The weaving mode, e.g. {@code release}. */
    String mode();

    /** Version of the weaver that wrote the class. */
    String version();
}
