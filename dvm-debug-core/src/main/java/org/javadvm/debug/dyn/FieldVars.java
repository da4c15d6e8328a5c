package org.javadvm.debug.dyn;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.WeakIdentityMap;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;

/**
 * The fields the checker has seen: one declaration record per field of the program (found from a site
 * or by reflection), one state word per instance (or one for a static field).
 */
final class FieldVars {
    /** A field declaration. */
    static final class Decl {
        final String key;
        final String name;
        /** The reflected field; {@code null} when it could not be resolved. */
        final Field field;
        /** Layout when the field is {@code @Distributed}. */
        final DistLayout layout;
        final Var staticVar;
        final WeakIdentityMap<Var> instances = new WeakIdentityMap<>();
        /** How many running constructs redirect this field (declared reduction, location or private). */
        int redirectingLevels;

        private final long initialState;

        Decl(String key, String name, Field field, long initialState) {
            this.key = key;
            this.initialState = initialState;
            this.staticVar = new Var(initialState);
            this.name = name;
            this.field = field;
            this.layout = field == null || !field.getType().isArray() ? null : DistLayout.of(field);
        }

        Var var(Object instance) {
            if (instance == null) {
                return staticVar;
            }
            Var var = instances.get(instance);
            if (var == null) {
                var = new Var(initialState);
                instances.put(instance, var);
            }
            return var;
        }
    }

    /** One variable: a field of one instance, or a static field. */
    static final class Var {
        long state;

        Var(long state) {
            this.state = state;
        }
    }

    private final Map<String, Decl> byKey = new HashMap<>();
    /** The state of a variable before the program's first access ({@link State#WRITTEN} or 0). */
    private final long initialState;

    FieldVars(long initialState) {
        this.initialState = initialState;
    }

    /** The declaration a field site refers to, resolved to the class that declares the field. */
    Decl of(Site site) {
        Decl decl = byKey.get(site.fieldOwner + '.' + site.fieldName);
        if (decl != null) {
            return decl;
        }
        Field field = resolve(site);
        String key = field == null ? site.fieldOwner + '.' + site.fieldName : Level.key(field);
        decl = byKey.computeIfAbsent(key, k -> new Decl(k, site.fieldName, field, initialState));
        byKey.put(site.fieldOwner + '.' + site.fieldName, decl);
        return decl;
    }

    /** The declaration of a reflected field. */
    Decl of(Field field) {
        return byKey.computeIfAbsent(Level.key(field), k -> new Decl(k, field.getName(), field, initialState));
    }

    private static Field resolve(Site site) {
        try {
            ClassLoader loader = site.loader != null ? site.loader : Thread.currentThread().getContextClassLoader();
            Class<?> type = Class.forName(site.fieldOwner.replace('/', '.'), false, loader);
            for (Class<?> current = type; current != null; current = current.getSuperclass()) {
                try {
                    Field field = current.getDeclaredField(site.fieldName);
                    field.setAccessible(true);
                    return field;
                } catch (NoSuchFieldException e) {
                    // look further up
                }
            }
        } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
            // an unresolvable field is checked by name only
        }
        return null;
    }
}
