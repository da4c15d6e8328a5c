package org.javadvm.samples.loops;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Type annotations in the code of a method with a loop (a cast, a local, a catch type): weaving keeps them. */
public class Tagged {
    @Target(ElementType.TYPE_USE)
    @Retention(RetentionPolicy.RUNTIME)
    @interface Tag {
        String value();
    }

    static int count(Object[] values) {
        int n = 0;
        for (Object value : values) {
            @Tag("local") String text = (@Tag("cast") String) value;
            try {
                n += text.length();
            } catch (@Tag("catch") NullPointerException e) {
                n--;
            }
        }
        return n;
    }
}
