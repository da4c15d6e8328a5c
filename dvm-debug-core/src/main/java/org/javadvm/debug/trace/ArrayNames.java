package org.javadvm.debug.trace;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.Distributed;

/**
 * Names arrays in source terms: every row of an array a field of a construct's class holds is known by the
 * field's name and the indices leading to it, so that an element reads {@code a[3][4]} whichever row object
 * the access went through. Fields are walked when a construct of their class starts, again only when the
 * field holds another array since. An array no field holds is named by its element type and the site of the
 * access ({@code double@Cg.java:40}). Rows are held strongly until their field holds another array.
 */
final class ArrayNames {
    /**
     * A row of a named array: its root (the field's array), the field, the indices to it, distribution, and the
     * type of its elements when they are primitive ({@code null} for a row of references or rows).
     */
    record Row(Object root, String name, int[] prefix, boolean distributed, ValueKind primitive) {
    }

    /** A field of one receiver ({@code null} for a static field), compared by identity. */
    private record Holder(Field field, Object self) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Holder h && h.field == field && h.self == self;
        }

        @Override
        public int hashCode() {
            return field.hashCode() * 31 + System.identityHashCode(self);
        }
    }

    private static final ClassValue<List<Field>> ARRAY_FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> fields = new ArrayList<>();
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    if (field.getType().isArray() && !field.isSynthetic()) {
                        try {
                            field.setAccessible(true);
                            fields.add(field);
                        } catch (RuntimeException e) {
                            // a field of a class in a module that does not open it: its arrays stay unnamed
                        }
                    }
                }
            }
            return fields;
        }
    };

    private final Map<Object, Row> rows = new IdentityHashMap<>();
    /** The rows {@link #row} found last, replaced in turn. */
    private static final int RECENT = 8;
    private final Object[] recentArrays = new Object[RECENT];
    private final Row[] recentRows = new Row[RECENT];
    private int nextRecent;
    private final Map<Holder, Object> roots = new HashMap<>();

    /** Learns the arrays the fields of {@code owner} hold (instance fields of {@code self} when not null). */
    void register(Class<?> owner, Object self) {
        for (Field field : ARRAY_FIELDS.get(owner)) {
            boolean isStatic = Modifier.isStatic(field.getModifiers());
            if (!isStatic && self == null) {
                continue;
            }
            Object root;
            try {
                root = field.get(isStatic ? null : self);
            } catch (IllegalAccessException e) {
                continue;
            }
            hold(field, isStatic ? null : self, root);
        }
    }

    /**
     * {@code array} is being stored into {@code field} ({@code self} {@code null}: a static field): from now on its
     * elements are named by the field, also before any construct of the class starts (a constructor filling the
     * array it has just created). Only the fields of a class declaring a distributed array are followed so: others
     * are learned when a construct of their class starts, and instances of a class with many objects holding
     * arrays are not kept.
     */
    void stored(Field field, Object self, Object array) {
        if (field.getType().isArray() && !field.isSynthetic() && DISTRIBUTING.get(field.getDeclaringClass())) {
            hold(field, Modifier.isStatic(field.getModifiers()) ? null : self, array);
        }
    }

    private static final ClassValue<Boolean> DISTRIBUTING = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            for (Field field : type.getDeclaredFields()) {
                if (field.isAnnotationPresent(Distributed.class)) {
                    return true;
                }
            }
            return false;
        }
    };

    /** The field of {@code self} holds {@code root} (may be {@code null}): its rows are named by it. */
    private void hold(Field field, Object self, Object root) {
        Holder holder = new Holder(field, self);
        Object known = roots.get(holder);
        if (known == root) {
            return;
        }
        if (known != null) {
            forget(known);
        }
        if (root == null) {
            roots.remove(holder);
        } else {
            roots.put(holder, root);
            walk(root, root, field.getName(), new int[0], field.isAnnotationPresent(Distributed.class));
        }
    }

    private void walk(Object root, Object array, String name, int[] prefix, boolean distributed) {
        ValueKind primitive = array.getClass().getComponentType().isPrimitive() ? ElementValues.type(array) : null;
        Row replaced = rows.put(array, new Row(root, name, prefix, distributed, primitive));
        if (replaced != null) {
            forgetRecent();
        }
        if (array instanceof Object[] elements && array.getClass().getComponentType().isArray()) {
            for (int i = 0; i < elements.length; i++) {
                if (elements[i] != null) {
                    int[] next = java.util.Arrays.copyOf(prefix, prefix.length + 1);
                    next[prefix.length] = i;
                    walk(root, elements[i], name, next, distributed);
                }
            }
        }
    }

    private void forget(Object array) {
        forgetRecent();
        rows.remove(array);
        if (array instanceof Object[] elements && array.getClass().getComponentType().isArray()) {
            for (Object element : elements) {
                if (element != null) {
                    forget(element);
                }
            }
        }
    }

    /** The row record of {@code array}, or {@code null} when no known field holds it. */
    Row row(Object array) {
        // a loop body reads a few rows again and again (a[i-1], a[i], a[i+1], b[i]): they are looked for among the
        // last ones found before the map
        for (int k = 0; k < RECENT; k++) {
            if (recentArrays[k] == array) {
                return recentRows[k];
            }
        }
        Row row = rows.get(array);
        if (row != null) {
            recentArrays[nextRecent] = array;
            recentRows[nextRecent] = row;
            nextRecent = (nextRecent + 1) & (RECENT - 1);
        }
        return row;
    }

    private void forgetRecent() {
        java.util.Arrays.fill(recentArrays, null);
        java.util.Arrays.fill(recentRows, null);
    }

    /** {@code a[3][4]}, or {@code double@Cg.java:40[4]} for an array no field holds. */
    String element(Object array, int index, String siteLocation) {
        Row row = rows.get(array);
        return row == null ? unnamed(array, siteLocation) + '[' + index + ']' : operand(row.name(), row.prefix(), index);
    }

    /** {@code a[3][4]} of the name {@code a}, the row's indices {3} and the index 4. */
    static String operand(String name, int[] prefix, int index) {
        StringBuilder out = new StringBuilder(24).append(name);
        for (int i : prefix) {
            out.append('[').append(i).append(']');
        }
        return out.append('[').append(index).append(']').toString();
    }

    static String unnamed(Object array, String siteLocation) {
        Class<?> type = array.getClass();
        while (type.isArray()) {
            type = type.getComponentType();
        }
        return type.getSimpleName() + '@' + siteLocation;
    }
}
