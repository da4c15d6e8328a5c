package org.javadvm.internal;

import java.lang.reflect.Field;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@code @Redistribute} as the weaver wrote it: {@code array=<field>;fmt=<B|W per dimension>;name=<class>.<method>;
 * src=<file>:<line>}, parsed once per class and resolved against the class's field.
 */
final class RedistributeSpec {
    private static final ClassValue<Map<String, RedistributeSpec>> CACHE = new ClassValue<>() {
        @Override
        protected Map<String, RedistributeSpec> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    final Field array;
    final boolean[] format;
    final String name;
    final String source;

    private RedistributeSpec(String spec, Class<?> owner) {
        String[] parts = spec.split(";", -1);
        String[] keys = {"array", "fmt", "name", "src"};
        if (parts.length != keys.length) {
            throw malformed(spec, "expected " + keys.length + " fields, found " + parts.length);
        }
        String[] values = new String[keys.length];
        for (int p = 0; p < keys.length; p++) {
            if (!parts[p].startsWith(keys[p] + "=")) {
                throw malformed(spec, "expected " + keys[p] + "=... at field " + (p + 1));
            }
            values[p] = parts[p].substring(keys[p].length() + 1);
        }
        try {
            array = owner.getDeclaredField(values[0]);
        } catch (NoSuchFieldException e) {
            throw malformed(spec, "no field " + values[0] + " in " + owner.getName());
        }
        array.setAccessible(true);
        int rank = 0;
        for (Class<?> type = array.getType(); type.isArray(); type = type.getComponentType()) {
            rank++;
        }
        if (rank != values[1].length()) {
            throw malformed(spec, "fmt has " + values[1].length() + " dimensions, field " + values[0] + " " + rank);
        }
        format = new boolean[rank];
        for (int d = 0; d < rank; d++) {
            char c = values[1].charAt(d);
            if (c != 'B' && c != 'W') {
                throw malformed(spec, "fmt has '" + c + "', expected B or W");
            }
            format[d] = c == 'B';
        }
        name = values[2];
        source = values[3];
    }

    static RedistributeSpec of(String spec, Class<?> owner) {
        Map<String, RedistributeSpec> specs = CACHE.get(owner);
        RedistributeSpec parsed = specs.get(spec);
        if (parsed == null) {
            RedistributeSpec made = new RedistributeSpec(spec, owner);
            parsed = specs.putIfAbsent(spec, made);
            return parsed != null ? parsed : made;
        }
        return parsed;
    }

    /** Gives the array {@code self}'s field holds the new format; refused inside a construct. */
    void apply(Object self) {
        if (Context.current() != null) {
            throw new IllegalStateException(name + " (" + source + ") redistributes " + array.getName()
                    + " inside a parallel construct; DVM changes a distribution only between constructs: call "
                    + name.substring(name.lastIndexOf('.') + 1) + " from the sequential part");
        }
        Object value;
        try {
            value = array.get(self);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        if (value == null) {
            throw new IllegalStateException(name + " (" + source + ") redistributes " + array.getName()
                    + ", which is not allocated");
        }
        Distributions.redistribute(value, format);
    }

    private static IllegalStateException malformed(String spec, String why) {
        return new IllegalStateException("malformed Java-DVM redistribution spec (" + why + "): " + spec
                + "; the class was woven by an incompatible weaver, weave it again");
    }
}
