package org.javadvm.internal;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;

/**
 * A construct's description as the weaver wrote it (see {@link Woven} for the format), parsed once per
 * class and resolved against the class's fields. Parsing is strict: a spec the run-time does not fully
 * understand comes from a weaver it does not match, and running it anyway could compute wrong results.
 */
final class ConstructSpec {
    private static final ClassValue<Map<String, ConstructSpec>> CACHE = new ClassValue<>() {
        @Override
        protected Map<String, ConstructSpec> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };
    private static final List<String> LOOP_KEYS = List.of("kind", "name", "src", "rank", "tmpl", "fmt", "off",
            "across", "slots");
    /** Where the optional {@code dims=} and then {@code stride=} of a loop stand: right after {@code off=}. */
    private static final int DIMS_POSITION = LOOP_KEYS.indexOf("off") + 1;
    /** Where the optional {@code desc=} of a loop stands: right after {@code across=}. */
    private static final int DESC_POSITION = LOOP_KEYS.indexOf("across") + 1;
    private static final List<String> TASK_KEYS = List.of("kind", "name", "src", "rank", "slots");

    final boolean task;
    final String name;
    final String source;
    final int rank;
    /** The root template array field; {@code null} for task regions. */
    final Field template;
    /** Per template dimension: BLOCK (true) or WHOLE. */
    final boolean[] blockDims;
    /**
     * Per loop dimension: stride * iteration index + offset = template index along the template dimension
     * {@link #dims} names.
     */
    final int[] offset;
    /** Per loop dimension: the stride of the ON array's alignment along it (1 unless it is aligned with a stride). */
    final int[] stride;
    /** Per loop dimension: the template dimension it runs along ({@code 0 .. rank-1} unless the spec says {@code dims=}). */
    final int[] dims;
    /** Per template dimension: the loop dimension running along it, or -1 ({@code *}: not mapped by the loop). */
    final int[] loopDims;
    final boolean across;
    /** Per loop dimension: whether the nest runs from {@code hi - 1} down along it ({@code desc=}). */
    final boolean[] descending;
    /** Whether some loop dimension is {@link #descending}. */
    final boolean anyDescending;
    final int ints;
    final int longs;
    final int floats;
    final int doubles;
    /** Object slots: the copies of reduction arrays. */
    final int objects;
    final ReductionSpec[] reductions;
    /**
     * The fields the body keeps in block slots and that woven code elsewhere reaches through {@link Bound}:
     * each reduction's variable and locations, then the declared privates.
     */
    final Binding[] bindings;
    /** Whether some reduction is handed to a {@link ReductionGroup} instead of written at the end. */
    final boolean grouped;
    /** See {@link #spareBlock()}; guarded by the grid's entry lock. */
    private Block[] spare;
    /** The public description handed to a {@link Monitor}. */
    final ConstructInfo info;
    /** What the loop's recent calls cost, for the run-time's choice of running its blocks on one thread. */
    final Grain grain = new Grain();
    /**
     * The loop dimension along which a block may run as consecutive calls ({@code split=}, written by the weaver for
     * a body whose code outside its nest has no effect a second call would repeat); -1: always one call.
     */
    final int splitDimension;
    /** Whether the construct was called before ({@link ConstructRun#FIRST_CALL_PIECES}). */
    private volatile boolean called;
    /** Set by the first call that came from outside every static initializer (see {@link ClassInitializer}). */
    volatile boolean calledOutsideClassInit;

    private ConstructSpec(String spec, Class<?> owner) {
        String[] parts = spec.split(";", -1);
        String mapping = null;
        if (parts.length > DIMS_POSITION && parts[0].equals("kind=loop") && parts[DIMS_POSITION].startsWith("dims=")) {
            mapping = parts[DIMS_POSITION].substring("dims=".length());
            parts = withoutPart(parts, DIMS_POSITION);
        }
        String strides = null;
        if (parts.length > DIMS_POSITION && parts[0].equals("kind=loop") && parts[DIMS_POSITION].startsWith("stride=")) {
            strides = parts[DIMS_POSITION].substring("stride=".length());
            parts = withoutPart(parts, DIMS_POSITION);
        }
        String downward = null;
        if (parts.length > DESC_POSITION && parts[0].equals("kind=loop") && parts[DESC_POSITION].startsWith("desc=")) {
            downward = parts[DESC_POSITION].substring("desc=".length());
            parts = withoutPart(parts, DESC_POSITION);
        }
        int split = -1;
        if (parts.length > DESC_POSITION && parts[0].equals("kind=loop") && parts[DESC_POSITION].startsWith("split=")) {
            split = number(parts[DESC_POSITION].substring("split=".length()), "split", spec);
            parts = withoutPart(parts, DESC_POSITION);
        }
        String kind = value(parts, 0, "kind", spec);
        if (!kind.equals("loop") && !kind.equals("task")) {
            throw malformed(spec, "kind must be loop or task, not '" + kind + "'");
        }
        task = kind.equals("task");
        List<String> keys = task ? TASK_KEYS : LOOP_KEYS;
        if (parts.length < keys.size()) {
            throw malformed(spec, "missing " + keys.get(parts.length));
        }
        String[] values = new String[keys.size()];
        for (int k = 0; k < keys.size(); k++) {
            values[k] = value(parts, k, keys.get(k), spec);
        }
        name = values[1];
        source = values[2];
        rank = number(values[3], "rank", spec);
        if (rank < 1 || rank > 7 || (task && rank != 1)) {
            throw malformed(spec, "rank " + rank + " is out of range");
        }
        if (task) {
            template = null;
            blockDims = new boolean[0];
            offset = new int[0];
            stride = new int[0];
            dims = new int[0];
            loopDims = new int[0];
            across = false;
            descending = new boolean[rank];
        } else {
            template = field(owner, values[4], spec);
            if (!template.getType().isArray()) {
                throw malformed(spec, "template " + values[4] + " is not an array");
            }
            blockDims = format(values[5], spec);
            offset = offsets(values[6], spec);
            stride = strides == null ? ones(rank) : strides(strides, spec);
            dims = mapping == null ? leading(rank) : mapping(mapping, spec);
            loopDims = inverse(dims, blockDims.length);
            if (!values[7].equals("0") && !values[7].equals("1")) {
                throw malformed(spec, "across must be 0 or 1");
            }
            across = values[7].equals("1");
            descending = downward == null ? new boolean[rank] : descending(downward, spec);
        }
        boolean down = false;
        for (boolean d : descending) {
            down |= d;
        }
        anyDescending = down;
        if (split >= rank) {
            throw malformed(spec, "split dimension " + split + " is not below the rank");
        }
        splitDimension = split;
        String[] slots = values[keys.size() - 1].split(",", -1);
        if (slots.length != 4 && slots.length != 5) {
            throw malformed(spec, "slots needs 4 counts, or 5 with array reductions");
        }
        ints = number(slots[0], "slots", spec);
        longs = number(slots[1], "slots", spec);
        floats = number(slots[2], "slots", spec);
        doubles = number(slots[3], "slots", spec);
        objects = slots.length == 5 ? number(slots[4], "slots", spec) : 0;
        if (ints < 0 || longs < 0 || floats < 0 || doubles < 0 || objects < 0) {
            throw malformed(spec, "negative slot count");
        }
        List<ReductionSpec> found = new ArrayList<>();
        List<Binding> bound = new ArrayList<>();
        int p = keys.size();
        for (; p < parts.length && !parts[p].startsWith("prv="); p++) {
            ReductionSpec reduction = reduction(owner, value(parts, p, "red", spec), spec);
            reduction.construct = name + " (" + source + ")";
            found.add(reduction);
            bound.add(new Binding(reduction.field, reduction.sort, reduction.slot, reduction));
            for (int l = 0; l < reduction.locFields.length; l++) {
                bound.add(new Binding(reduction.locFields[l], 'I', reduction.locSlots[l], reduction));
            }
        }
        for (; p < parts.length; p++) {
            bound.add(privateField(owner, value(parts, p, "prv", spec), spec));
        }
        reductions = found.toArray(new ReductionSpec[0]);
        bindings = bound.toArray(new Binding[0]);
        boolean anyGroup = false; // a loop, not a stream: the first construct call of a program pays for what it loads
        for (ReductionSpec reduction : found) {
            anyGroup |= reduction.group != null;
        }
        grouped = anyGroup;
        info = new ConstructInfo(owner, this);
    }

    /** The parsed spec; parsed on the first call from each class, then looked up. */
    static ConstructSpec of(String spec, Class<?> owner) {
        Map<String, ConstructSpec> specs = CACHE.get(owner);
        ConstructSpec parsed = specs.get(spec);
        if (parsed == null) {
            ConstructSpec made = new ConstructSpec(spec, owner);
            parsed = specs.putIfAbsent(spec, made);
            return parsed != null ? parsed : made;
        }
        return parsed;
    }

    /** True for the construct's first call only (two calls racing for it may both get true: they run alike). */
    boolean firstCall() {
        if (called) {
            return false;
        }
        called = true;
        return true;
    }

    Block newBlock(int processor) {
        return new Block(processor, rank, ints, longs, floats, doubles, objects);
    }

    /**
     * Processor 0's block, made once and reused by every call of this construct that runs it alone from outside any
     * construct (see {@code ConstructRun}), as the one-element array of partials; {@code null} when the construct
     * has slots (reductions, privates), whose values a reused block would carry from one call into the next. Only
     * the thread holding the grid's entry may use it, which is what keeps it to one call at a time.
     */
    Block[] spareBlock() {
        if (ints + longs + floats + doubles + objects != 0) {
            return null;
        }
        Block[] spare = this.spare;
        if (spare == null) {
            spare = new Block[] {newBlock(0)};
            this.spare = spare;
        }
        return spare;
    }

    /** The value of part {@code p}, which must read {@code key=value}. */
    private static String value(String[] parts, int p, String key, String spec) {
        String part = parts[p];
        if (!part.startsWith(key + "=")) {
            throw malformed(spec, "expected " + key + "=... at field " + (p + 1) + ", found '" + part + "'");
        }
        return part.substring(key.length() + 1);
    }

    private static boolean[] format(String text, String spec) {
        if (text.isEmpty()) {
            throw malformed(spec, "empty fmt");
        }
        boolean[] block = new boolean[text.length()];
        for (int d = 0; d < block.length; d++) {
            char c = text.charAt(d);
            if (c != 'B' && c != 'W') {
                throw malformed(spec, "fmt has '" + c + "', expected B or W");
            }
            block[d] = c == 'B';
        }
        return block;
    }

    private int[] offsets(String text, String spec) {
        String[] parts = text.split(",", -1);
        if (parts.length != rank) {
            throw malformed(spec, "off has " + parts.length + " values for rank " + rank);
        }
        if (blockDims.length < rank) {
            throw malformed(spec, "fmt has fewer dimensions than the loop's rank");
        }
        int[] values = new int[rank];
        for (int d = 0; d < rank; d++) {
            values[d] = number(parts[d], "off", spec);
        }
        return values;
    }

    private static int[] ones(int rank) {
        int[] ones = new int[rank];
        java.util.Arrays.fill(ones, 1);
        return ones;
    }

    /** {@code stride=s0,s1,...}: one stride of at least 1 per loop dimension. */
    private int[] strides(String text, String spec) {
        String[] parts = text.split(",", -1);
        if (parts.length != rank) {
            throw malformed(spec, "stride has " + parts.length + " values for rank " + rank);
        }
        int[] values = new int[rank];
        for (int d = 0; d < rank; d++) {
            values[d] = number(parts[d], "stride", spec);
            if (values[d] < 1) {
                throw malformed(spec, "stride " + values[d] + " is below 1");
            }
        }
        return values;
    }

    /** {@code desc=d0,d1,...}: distinct loop dimensions, each below the rank. */
    private boolean[] descending(String text, String spec) {
        boolean[] down = new boolean[rank];
        for (String part : text.split(",", -1)) {
            int d = number(part, "desc", spec);
            if (d < 0 || d >= rank) {
                throw malformed(spec, "desc names loop dimension " + d + " of " + rank);
            }
            if (down[d]) {
                throw malformed(spec, "desc names loop dimension " + d + " twice");
            }
            down[d] = true;
        }
        return down;
    }

    private static String[] withoutPart(String[] parts, int p) {
        String[] rest = new String[parts.length - 1];
        System.arraycopy(parts, 0, rest, 0, p);
        System.arraycopy(parts, p + 1, rest, p, rest.length - p);
        return rest;
    }

    private static int[] leading(int rank) {
        int[] dims = new int[rank];
        for (int k = 0; k < rank; k++) {
            dims[k] = k;
        }
        return dims;
    }

    /** {@code dims=t0,t1,...}: one distinct template dimension per loop dimension. */
    private int[] mapping(String text, String spec) {
        String[] parts = text.split(",", -1);
        if (parts.length != rank) {
            throw malformed(spec, "dims has " + parts.length + " values for rank " + rank);
        }
        int[] dims = new int[rank];
        boolean[] taken = new boolean[blockDims.length];
        for (int k = 0; k < rank; k++) {
            dims[k] = number(parts[k], "dims", spec);
            if (dims[k] < 0 || dims[k] >= blockDims.length) {
                throw malformed(spec, "dims names template dimension " + dims[k] + " of " + blockDims.length);
            }
            if (taken[dims[k]]) {
                throw malformed(spec, "dims names template dimension " + dims[k] + " twice");
            }
            taken[dims[k]] = true;
        }
        return dims;
    }

    private static int[] inverse(int[] dims, int templateRank) {
        int[] loopDims = new int[templateRank];
        java.util.Arrays.fill(loopDims, -1);
        for (int k = 0; k < dims.length; k++) {
            loopDims[dims[k]] = k;
        }
        return loopDims;
    }

    private ReductionSpec reduction(Class<?> owner, String text, String spec) {
        String[] parts = text.split(",", -1);
        if (parts.length < 5) {
            throw malformed(spec, "red=" + text + " needs OP,T,field,slot,group");
        }
        ReductionOp op;
        try {
            op = ReductionOp.valueOf(parts[0]);
        } catch (IllegalArgumentException e) {
            throw malformed(spec, "unknown reduction operator " + parts[0]);
        }
        if (parts[1].length() != 1 || "IJFDA".indexOf(parts[1].charAt(0)) < 0) {
            throw malformed(spec, "reduction type " + parts[1] + " is not I, J, F, D or A");
        }
        char sort = parts[1].charAt(0);
        boolean bitwise = op == ReductionOp.AND || op == ReductionOp.OR || op == ReductionOp.XOR;
        Field variable = field(owner, parts[2], spec);
        Class<?> type = sort == 'A' ? variable.getType().getComponentType() : variable.getType();
        if (sort == 'A' && (type == null || !type.isPrimitive() || type == boolean.class || type == byte.class
                || type == short.class || type == char.class)) {
            throw malformed(spec, "field " + parts[2] + " is " + variable.getType()
                    + ", the spec says an int, long, float or double array");
        }
        if (sort != 'A' && variable.getType() != primitive(sort)) {
            throw malformed(spec, "field " + parts[2] + " is " + variable.getType() + ", the spec says " + sort);
        }
        if (bitwise && (type == float.class || type == double.class)) {
            throw malformed(spec, op + " on a floating-point variable");
        }
        int slot = slot(parts[3], slotCount(sort), spec);
        Field group = null;
        if (!parts[4].equals("-")) {
            group = field(owner, parts[4], spec);
            if (group.getType() != ReductionGroup.class) {
                throw malformed(spec, "group field " + parts[4] + " is not a ReductionGroup");
            }
        }
        boolean located = op == ReductionOp.MAXLOC || op == ReductionOp.MINLOC;
        boolean extreme = op == ReductionOp.MAX || op == ReductionOp.MIN;
        if (sort == 'A' && (located || group != null)) {
            throw malformed(spec, "an array reduction takes no location and no group");
        }
        boolean unread = parts.length > 5 && parts[parts.length - 1].equals("@unread");
        if (unread) {
            if (!extreme || !(sort == 'F' || sort == 'D' || sort == 'A')) {
                throw malformed(spec, "@unread is for a floating-point MIN or MAX, not " + op + " on " + sort);
            }
            parts = java.util.Arrays.copyOf(parts, parts.length - 1);
        }
        boolean ordered = parts.length > 5 && parts[parts.length - 1].startsWith("@");
        if (!located && parts.length > 5 && !(extreme && ordered && parts.length == 6 && (sort == 'F' || sort == 'D'))) {
            throw malformed(spec, op + " takes no location fields");
        }
        ReductionSpec.Ties ties = null;
        int positionSlot = -1;
        int positionLevels = 0;
        if (parts.length > 5 && parts[parts.length - 1].startsWith("@")) { // @first|@last:<slot>:<levels>
            String[] order = parts[parts.length - 1].substring(1).split(":", -1);
            if (order.length != 3 || !(order[0].equals("first") || order[0].equals("last"))) { // located: above
                throw malformed(spec, "tie order " + parts[parts.length - 1] + " is not @first|@last:slot:levels");
            }
            ties = order[0].equals("first") ? ReductionSpec.Ties.FIRST : ReductionSpec.Ties.LAST;
            try {
                positionLevels = Integer.parseInt(order[2]);
            } catch (NumberFormatException e) {
                throw malformed(spec, "tie order " + parts[parts.length - 1] + " has no level count");
            }
            if (positionLevels < 1) {
                throw malformed(spec, "tie order " + parts[parts.length - 1] + " has no level");
            }
            positionSlot = slot(order[1], ints - positionLevels + 1, spec);
            parts = java.util.Arrays.copyOf(parts, parts.length - 1);
        }
        Field[] locFields = new Field[parts.length - 5];
        int[] locSlots = new int[locFields.length];
        for (int l = 0; l < locFields.length; l++) {
            String[] loc = parts[5 + l].split(":", -1);
            if (loc.length != 2) {
                throw malformed(spec, "location " + parts[5 + l] + " is not field:slot");
            }
            locFields[l] = field(owner, loc[0], spec);
            if (locFields[l].getType() != int.class) {
                throw malformed(spec, "location field " + loc[0] + " is not an int");
            }
            locSlots[l] = slot(loc[1], ints, spec);
        }
        return new ReductionSpec(op, sort, variable, slot, group, locFields, locSlots, ties, positionSlot,
                positionLevels, unread);
    }

    /** {@code prv=<I|J|F|D>,<field>,<slot>}: a declared private field and its slot. */
    private Binding privateField(Class<?> owner, String text, String spec) {
        String[] parts = text.split(",", -1);
        if (parts.length != 3 || parts[0].length() != 1 || "IJFD".indexOf(parts[0].charAt(0)) < 0) {
            throw malformed(spec, "prv=" + text + " is not T,field,slot");
        }
        char sort = parts[0].charAt(0);
        Field variable = field(owner, parts[1], spec);
        Class<?> type = variable.getType();
        boolean intSlot = type == int.class || type == boolean.class || type == byte.class || type == short.class
                || type == char.class;
        if (sort == 'I' ? !intSlot : type != primitive(sort)) {
            throw malformed(spec, "field " + parts[1] + " is " + type + ", the spec says " + sort);
        }
        return new Binding(variable, sort, slot(parts[2], slotCount(sort), spec), null);
    }

    private int slotCount(char sort) {
        switch (sort) {
            case 'I': return ints;
            case 'J': return longs;
            case 'F': return floats;
            case 'A': return objects;
            default: return doubles;
        }
    }

    private static Class<?> primitive(char sort) {
        switch (sort) {
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            default: return double.class;
        }
    }

    private static int slot(String text, int count, String spec) {
        int slot = number(text, "slot", spec);
        if (slot < 0 || slot >= count) {
            throw malformed(spec, "slot " + slot + " outside the " + count + " declared");
        }
        return slot;
    }

    private static int number(String text, String what, String spec) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw malformed(spec, what + " '" + text + "' is not a number");
        }
    }

    /** The owner's field, made accessible once; static fields are read with any receiver. */
    private static Field field(Class<?> owner, String name, String spec) {
        try {
            Field field = owner.getDeclaredField(name);
            field.setAccessible(true);
            if (Modifier.isFinal(field.getModifiers()) && field.getType().isPrimitive()) {
                throw malformed(spec, "field " + name + " is final");
            }
            return field;
        } catch (NoSuchFieldException e) {
            throw malformed(spec, "no field " + name + " in " + owner.getName());
        }
    }

    private static IllegalStateException malformed(String spec, String why) {
        return new IllegalStateException("malformed Java-DVM construct spec (" + why + "): " + spec
                + "; the class was woven by an incompatible weaver, weave it again");
    }
}
