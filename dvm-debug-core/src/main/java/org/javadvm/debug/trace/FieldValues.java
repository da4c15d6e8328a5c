package org.javadvm.debug.trace;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;

/**
 * Reads the field a field site accesses, through reflection resolved once per site (from the site's
 * {@code fieldOwner}, {@code fieldName} and class loader). A field that cannot be resolved or read is
 * reported once on standard error, naming the class and field, and gives {@code null} values.
 */
final class FieldValues {
    private static final Object UNRESOLVED = new Object();

    private Object[] fields = new Object[256];

    /** The field's current value, or {@code null} when it cannot be read ({@code instance} null: static). */
    TraceValue get(Object instance, int site) {
        Field field = field(site);
        if (field == null || (instance == null) != Modifier.isStatic(field.getModifiers())) {
            return null;
        }
        try {
            return ElementValues.of(field.get(instance), ElementValues.typeOf(field.getType()));
        } catch (IllegalAccessException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Writes {@code value} into the field ({@code instance} null: static), converted to its primitive type. */
    void set(Object instance, int site, TraceValue value) throws IllegalAccessException {
        Field field = field(site);
        if (field == null) {
            throw new IllegalStateException("the field cannot be resolved");
        }
        field.set(Modifier.isStatic(field.getModifiers()) ? null : instance, ElementValues.boxed(value,
                field.getType()));
    }

    /** Whether the site's field is static; {@code false} when it cannot be resolved. */
    boolean isStatic(int site) {
        Field field = field(site);
        return field != null && Modifier.isStatic(field.getModifiers());
    }

    ValueKind type(int site) {
        return ElementValues.typeOf(Sites.get(site).descriptor);
    }

    /** The field a field site accesses, {@code null} when it cannot be resolved. */
    Field field(int site) {
        if (site < 0) {
            return null;
        }
        if (site >= fields.length) {
            fields = Arrays.copyOf(fields, Math.max(site + 1, 2 * fields.length));
        }
        Object known = fields[site];
        if (known == null) {
            known = resolve(Sites.get(site));
            fields[site] = known;
        }
        return known == UNRESOLVED ? null : (Field) known;
    }

    private static Object resolve(Site site) {
        String owner = site.fieldOwner.replace('/', '.');
        try {
            Class<?> type = Class.forName(owner, false, site.loader());
            Field field = type.getDeclaredField(site.fieldName);
            field.setAccessible(true);
            return field;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            System.err.println("Java-DVM trace: cannot read field " + owner + "." + site.fieldName + " ("
                    + site.location() + "): " + e + "; its accesses are not recorded");
            return UNRESOLVED;
        }
    }
}
