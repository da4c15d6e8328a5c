package org.javadvm.debug.internal;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;

/**
 * The value of an element or field at an event, for consumers that record values (dynamic control needs none,
 * so it never calls this and pays nothing). Hook calls come before the load or store: at a read event the
 * value read is already in place; a written value is read once the write completed ({@link AfterWrites}).
 * Field sites are resolved once from the site's owner, name and descriptor and cached per site. Values come
 * boxed ({@code Double}, {@code Integer}, ..., or the reference itself).
 */
public final class Values {
    private static volatile Field[] bySite = new Field[0];

    private Values() {
    }

    /** {@code array[index]}; the index must be within the array. */
    public static Object element(Object array, int index) {
        return Array.get(array, index);
    }

    /** Whether {@code index} lies within {@code array} (an access outside it throws and writes nothing). */
    public static boolean inBounds(Object array, int index) {
        return array != null && index >= 0 && index < Array.getLength(array);
    }

    /** The field a field site names, of {@code instance} ({@code null} for a static field). */
    public static Object field(int site, Object instance) {
        Field field = fieldAt(site);
        try {
            return field.get(Modifier.isStatic(field.getModifiers()) ? null : instance);
        } catch (IllegalAccessException | IllegalArgumentException | NullPointerException e) {
            throw new IllegalStateException("Java-DVM cannot read the field " + field.getDeclaringClass().getName()
                    + '.' + field.getName() + " at " + Sites.get(site).location() + ": " + e, e);
        }
    }

    /** The reflected field of a field site, resolved once. */
    public static Field fieldAt(int site) {
        Field[] cached = bySite;
        Field field = site >= 0 && site < cached.length ? cached[site] : null;
        return field != null ? field : resolve(site);
    }

    private static synchronized Field resolve(int site) {
        Field[] cached = bySite;
        if (site >= 0 && site < cached.length && cached[site] != null) {
            return cached[site];
        }
        Site where = Sites.get(site);
        if (where.fieldName.isEmpty()) {
            throw new IllegalArgumentException("Java-DVM site " + site + " (" + where + ") is not a field access");
        }
        Field field = find(where);
        if (site >= cached.length) {
            cached = Arrays.copyOf(cached, Math.max(site + 1, 2 * cached.length));
        } else {
            cached = cached.clone();
        }
        cached[site] = field;
        bySite = cached;
        return field;
    }

    /** The field the site names, in its owner or the owner's superclasses, with the site's descriptor. */
    static Field find(Site site) {
        String owner = site.fieldOwner.replace('/', '.');
        ClassLoader loader = site.loader != null ? site.loader : Thread.currentThread().getContextClassLoader();
        Class<?> type;
        try {
            type = Class.forName(owner, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("Java-DVM cannot load " + owner + " to read its field " + site.fieldName
                    + " at " + site.location() + ": " + e, e);
        }
        for (Class<?> current = type; current != null; current = current.getSuperclass()) {
            for (Field candidate : current.getDeclaredFields()) {
                if (candidate.getName().equals(site.fieldName)
                        && (site.descriptor.isEmpty() || descriptor(candidate.getType()).equals(site.descriptor))) {
                    try {
                        candidate.setAccessible(true);
                    } catch (RuntimeException e) {
                        throw new IllegalStateException("Java-DVM cannot open the field " + owner + '.'
                                + site.fieldName + " at " + site.location() + ": " + e, e);
                    }
                    return candidate;
                }
            }
        }
        throw new IllegalStateException("Java-DVM finds no field " + site.fieldName + " " + site.descriptor + " in "
                + owner + " or its superclasses (site at " + site.location() + "); weave the class again");
    }

    /** The JVM descriptor of a type: {@code I}, {@code [D}, {@code Ljava/lang/String;}. */
    static String descriptor(Class<?> type) {
        if (type.isArray()) {
            return type.getName().replace('.', '/');
        }
        if (type.isPrimitive()) {
            switch (type.getName()) {
                case "boolean": return "Z";
                case "byte": return "B";
                case "char": return "C";
                case "short": return "S";
                case "int": return "I";
                case "long": return "J";
                case "float": return "F";
                case "double": return "D";
                default: return "V";
            }
        }
        return 'L' + type.getName().replace('.', '/') + ';';
    }
}
