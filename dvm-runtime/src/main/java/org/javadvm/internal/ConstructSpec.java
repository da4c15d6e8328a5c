package org.javadvm.internal;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.ReductionOp;

/**
 * A construct's description as the weaver wrote it (see {@link Woven} for the format), parsed once per
 * class and resolved against the class's fields.
 */
final class ConstructSpec {
    private static final ClassValue<Map<String, ConstructSpec>> CACHE = new ClassValue<>() {
        @Override
        protected Map<String, ConstructSpec> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    final boolean task;
    final String name;
    final String source;
    final int rank;
    /** The root template array field; {@code null} for task regions. */
    final Field template;
    /** Per template dimension: BLOCK (true) or WHOLE. */
    final boolean[] blockDims;
    /** Per loop dimension: iteration index + offset = template index. */
    final int[] offset;
    final boolean across;
    final int ints;
    final int longs;
    final int floats;
    final int doubles;
    final ReductionSpec[] reductions;

    private ConstructSpec(String spec, Class<?> owner) {
        Map<String, String> fields = new java.util.LinkedHashMap<>();
        List<String> reductionTexts = new ArrayList<>();
        for (String part : spec.split(";")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw malformed(spec, "'" + part + "' is not key=value");
            }
            String key = part.substring(0, eq);
            if (key.equals("red")) {
                reductionTexts.add(part.substring(eq + 1));
            } else {
                fields.put(key, part.substring(eq + 1));
            }
        }
        try {
            task = "task".equals(required(fields, "kind", spec));
            name = required(fields, "name", spec);
            source = required(fields, "src", spec);
            rank = Integer.parseInt(required(fields, "rank", spec));
            String[] slots = required(fields, "slots", spec).split(",");
            ints = Integer.parseInt(slots[0]);
            longs = Integer.parseInt(slots[1]);
            floats = Integer.parseInt(slots[2]);
            doubles = Integer.parseInt(slots[3]);
            if (task) {
                template = null;
                blockDims = new boolean[0];
                offset = new int[0];
                across = false;
            } else {
                template = field(owner, required(fields, "tmpl", spec), spec);
                String format = required(fields, "fmt", spec);
                blockDims = new boolean[format.length()];
                for (int d = 0; d < format.length(); d++) {
                    blockDims[d] = format.charAt(d) == 'B';
                }
                String[] offsets = required(fields, "off", spec).split(",");
                offset = new int[rank];
                for (int d = 0; d < rank; d++) {
                    offset[d] = Integer.parseInt(offsets[d]);
                }
                across = "1".equals(required(fields, "across", spec));
            }
            reductions = new ReductionSpec[reductionTexts.size()];
            for (int r = 0; r < reductions.length; r++) {
                reductions[r] = reduction(owner, reductionTexts.get(r), spec);
            }
        } catch (RuntimeException e) {
            if (e instanceof IllegalStateException) {
                throw e;
            }
            throw malformed(spec, e.toString());
        }
    }

    static ConstructSpec of(String spec, Class<?> owner) {
        return CACHE.get(owner).computeIfAbsent(spec, text -> new ConstructSpec(text, owner));
    }

    private static ReductionSpec reduction(Class<?> owner, String text, String spec) {
        String[] parts = text.split(",");
        ReductionOp op = ReductionOp.valueOf(parts[0]);
        char sort = parts[1].charAt(0);
        Field variable = field(owner, parts[2], spec);
        int slot = Integer.parseInt(parts[3]);
        Field group = "-".equals(parts[4]) ? null : field(owner, parts[4], spec);
        Field[] locFields = new Field[parts.length - 5];
        int[] locSlots = new int[locFields.length];
        for (int l = 0; l < locFields.length; l++) {
            String[] loc = parts[5 + l].split(":");
            locFields[l] = field(owner, loc[0], spec);
            locSlots[l] = Integer.parseInt(loc[1]);
        }
        return new ReductionSpec(op, sort, variable, slot, group, locFields, locSlots);
    }

    private static Field field(Class<?> owner, String name, String spec) {
        try {
            Field field = owner.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        } catch (NoSuchFieldException e) {
            throw malformed(spec, "no field " + name + " in " + owner.getName());
        }
    }

    private static String required(Map<String, String> fields, String key, String spec) {
        String value = fields.get(key);
        if (value == null) {
            throw malformed(spec, "missing " + key);
        }
        return value;
    }

    private static IllegalStateException malformed(String spec, String why) {
        return new IllegalStateException("malformed Java-DVM construct spec (" + why + "): " + spec
                + "; the class was woven by an incompatible weaver, weave it again");
    }

    Block newBlock(int processor) {
        return new Block(processor, rank, ints, longs, floats, doubles);
    }
}
