package org.javadvm.debug.dyn;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.WeakIdentityMap;
import org.javadvm.internal.ConstructInfo;

/**
 * Dynamic control's variable table (seed 000, 5.6.2): a record per array object the program touched (its
 * variable, its row's place, a state word per element) and per field (a state word per instance), and per site
 * a cache of the last array or instance seen there, so that an access at a site that keeps touching the same
 * array finds its record with one identity test. Arrays are keyed weakly: the table does not keep them alive.
 */
final class VariableTable {
    final WeakIdentityMap<ArrayMeta> arrays = new WeakIdentityMap<>();
    final FieldVars fields;
    /** Per-site caches: the last array (or instance) seen at a site and what the checker knows of it. */
    SiteEntry[] siteEntries = new SiteEntry[0];
    /** Told of each new {@link #siteEntries} array: the access fast paths keep their own reference to it. */
    private final java.util.function.Consumer<SiteEntry[]> grown;

    /**
     * @param initialFieldState the state of a field before the program's first access ({@link State#WRITTEN}
     *                          or 0)
     * @param grown             told of each new site cache array
     */
    VariableTable(long initialFieldState, java.util.function.Consumer<SiteEntry[]> grown) {
        this.fields = new FieldVars(initialFieldState);
        this.grown = grown;
    }

    /** The {@code @Distributed} fields of a class: their arrays are registered when a construct starts. */
    static final ClassValue<List<Field>> DISTRIBUTED_FIELDS = new ClassValue<List<Field>>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> found = new ArrayList<>();
            for (Field field : type.getDeclaredFields()) {
                if (field.isAnnotationPresent(org.javadvm.Distributed.class)) {
                    found.add(field);
                }
            }
            return found;
        }
    };

    /** Registers an array and, for arrays of arrays, its rows; rows that exist count as written. */
    ArrayMeta register(Object array, ArrayVar var, int[] prefix, boolean written) {
        int length = Array.getLength(array);
        boolean rows = array.getClass().getComponentType().isArray();
        ArrayMeta meta = new ArrayMeta(var, prefix, length, written || rows);
        arrays.put(array, meta);
        if (rows) {
            Object[] children = (Object[]) array;
            for (int i = 0; i < children.length; i++) {
                if (children[i] != null) {
                    int[] childPrefix = java.util.Arrays.copyOf(prefix, prefix.length + 1);
                    childPrefix[prefix.length] = i;
                    register(children[i], var, childPrefix, written);
                }
            }
        }
        return meta;
    }

    /** The array's record; an array first seen here was made outside woven code and counts as written. */
    ArrayMeta arrayAt(Object array, int site) {
        SiteEntry[] entries = siteEntries;
        if (site >= 0 && site < entries.length) {
            SiteEntry entry = entries[site];
            if (entry != null && entry.key == array && entry.meta != null) {
                return entry.meta;
            }
        }
        ArrayMeta meta = arrays.get(array);
        if (meta == null) {
            meta = register(array, new ArrayVar("array"), new int[0], true);
        }
        if (site >= 0) {
            SiteEntry entry = entry(site);
            entry.key = array;
            entry.meta = meta;
            entry.var = null;
        }
        return meta;
    }

    /**
     * Makes the array (and its rows) the distributed variable held by a {@code @Distributed} field of
     * {@code holder} ({@code null} for a static field).
     */
    void distribute(Object array, DistLayout layout, Object holder) {
        ArrayMeta meta = arrays.get(array);
        ArrayVar var;
        if (meta == null) {
            var = new ArrayVar(layout.name);
            register(array, var, new int[0], true);
        } else {
            var = meta.var;
            if (!var.distributed()) {
                var.shadow = ArrayVar.Shadow.NOT_RENEWED;
            }
        }
        var.name = layout.name;
        var.declare(layout);
        var.heldBy(holder);
    }

    FieldVars.Var fieldAt(Object instance, int site) {
        SiteEntry[] entries = siteEntries;
        if (site < entries.length) {
            SiteEntry entry = entries[site];
            if (entry != null && entry.var != null && entry.key == instance) {
                return entry.var;
            }
        }
        SiteEntry entry = entry(site);
        FieldVars.Decl decl = entry.decl;
        if (decl == null) {
            decl = fields.of(Sites.get(site));
            entry.decl = decl;
        }
        FieldVars.Var var = decl.var(instance);
        entry.key = instance;
        entry.var = var;
        entry.meta = null;
        return var;
    }

    /** The distributed array a declaration names, registered if the field was filled by un-woven code. */
    ArrayVar declaredArray(ConstructInfo construct, Object self, String name) {
        Field field = Level.field(construct.owner, name);
        if (field == null) {
            return null;
        }
        boolean isStatic = java.lang.reflect.Modifier.isStatic(field.getModifiers());
        if (!isStatic && self == null) {
            return null; // a static construct of a class with instance arrays: it cannot name them
        }
        Object value;
        try {
            value = field.get(isStatic ? null : self);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            return null;
        }
        if (value == null || !value.getClass().isArray()) {
            return null;
        }
        FieldVars.Decl decl = fields.of(field);
        ArrayMeta meta = arrays.get(value);
        if (decl.layout != null && (meta == null || !meta.var.distributed())) {
            distribute(value, decl.layout, java.lang.reflect.Modifier.isStatic(field.getModifiers()) ? null : self);
            meta = arrays.get(value);
        }
        return meta == null ? null : meta.var;
    }

    /** The site's cache entry, made if new. */
    SiteEntry entry(int site) {
        ensureSiteCapacity(site);
        SiteEntry entry = siteEntries[site];
        if (entry == null) {
            entry = new SiteEntry();
            siteEntries[site] = entry;
        }
        return entry;
    }

    private void ensureSiteCapacity(int site) {
        if (site >= siteEntries.length) {
            int size = Math.max(site + 1, Math.max(Sites.count(), 2 * siteEntries.length));
            siteEntries = java.util.Arrays.copyOf(siteEntries, size);
            grown.accept(siteEntries);
        }
    }

    int trackedArrays() {
        return arrays.size();
    }

    boolean reached(int site) {
        SiteEntry entry = site < siteEntries.length ? siteEntries[site] : null;
        return entry != null && (entry.meta != null || entry.decl != null);
    }

}
