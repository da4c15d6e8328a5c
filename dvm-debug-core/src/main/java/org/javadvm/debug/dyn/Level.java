package org.javadvm.debug.dyn;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.javadvm.ParallelLoop;
import org.javadvm.internal.ConstructInfo;

/**
 * One execution level (seed 000, 5.6.1): a running construct with its declarations resolved against the
 * receiver, the serial of its first iteration ({@link #base}) and of the current one ({@link #iterationStart}).
 */
final class Level {
    final ConstructInfo info;
    final Object self;
    final int number;
    final int[] bounds;
    final long base;
    long iterationStart;
    /** Ordinal of the current iteration in the sequential order. */
    long ordinal = -1;
    final int[] index;
    /**
     * Per loop dimension {@code k} the current iteration's index times the loop's stride plus its offset: the
     * index of the iteration's own template element along template dimension {@code info.dims[k]}; one more slot that
     * stays 0. What locality checks and windows are relative to.
     */
    final long[] own;
    /** The enclosing level, {@code null} for the outermost. */
    Level outer;
    /** Iterations that held nested constructs: {ordinal, first serial, last serial}. */
    final List<long[]> nestedRuns = new ArrayList<>();
    /**
     * For an ACROSS loop, the index vectors of its checked iterations in the order they ran ({@code rank} ints
     * each): the walk's order is not always the row-major one of the bounds (boundary iterations leave the
     * interior unchecked), and the direction check needs the other iteration's exact indices.
     */
    private int[] walked;
    private int walkedCount;
    /** Arrays declared in across and remoteAccess. */
    final Set<ArrayVar> across = new HashSet<>();
    final Set<ArrayVar> remote = new HashSet<>();
    /** Template root of the loop; {@code null} for task regions. */
    final Field template;
    /**
     * Per template dimension BLOCK or WHOLE while this construct runs: the declared format unless the template
     * array was redistributed (a redistribution never happens inside a construct).
     */
    final boolean[] blockDims;
    /** {@link #key} of the template, interned; {@code null} for task regions. */
    final String templateKey;
    /** Fields the body redirects (declared reduction, location, private) by {@code owner.name} key, to the kind of declaration. */
    final Map<String, String> redirected = new HashMap<>();
    /** Declared private fields, for the after-construct rule. */
    final List<Field> privates = new ArrayList<>();
    /** Declared private fields (keys) the current iteration wrote. */
    final Set<String> privatesWritten = new HashSet<>();
    /** Arrays this construct declares reductions, and what each array's reduction level was before. */
    final List<ArrayMeta> reductionArrays = new ArrayList<>();
    final List<Level> outerReductionLevels = new ArrayList<>();
    final List<org.javadvm.ReductionOp> outerReductionOps = new ArrayList<>();
    /**
     * Reads of reduction array elements in the current iteration not yet followed by a write of the same
     * element: {meta, index, site} each; a write consumes its read (an update), the rest are checked when the
     * iteration ends.
     */
    final List<Object[]> pendingReductionReads = new ArrayList<>();
    /** The construct's scalar reduction variables (not locations) by key, with their operators. */
    final Map<String, org.javadvm.ReductionOp> reductionScalars = new HashMap<>();
    /** Scalar reduction variables the current iteration read and has not written since: key and the read's site. */
    final Map<String, Integer> pendingScalarReads = new java.util.LinkedHashMap<>();
    /**
     * Whether the current iteration's body threw (the run-time said {@code iterationFailed}): what the iteration
     * had begun and not finished (an update's read without its write) is then not judged when it ends.
     */
    boolean iterationFailed;
    /** The construct's end by an exception, as the note on it says it; {@code null} while none failed. */
    String failure;
    /** Arrays written at this level: their shadows go stale when it ends. */
    final Set<ArrayVar> written = new HashSet<>();
    final String text;

    /** The fields in {@link #redirected}. */
    final List<Field> redirectedFields = new ArrayList<>();
    /** The owner maps of the distributed arrays this loop accessed. */
    private final java.util.IdentityHashMap<ArrayVar, OwnerMap> owners = new java.util.IdentityHashMap<>();
    /** The last array asked for and its map: the slow path asks for one array many times in a row. */
    private ArrayVar lastOwned;
    private OwnerMap lastOwners;

    Level(ConstructInfo info, ParallelLoop loop, Object self, int number, int[] bounds, long base) {
        this.info = info;
        this.self = self;
        this.number = number;
        this.bounds = bounds.clone();
        this.base = base;
        this.iterationStart = base;
        this.index = new int[info.rank];
        this.own = new long[info.rank + 1];
        for (int d = 0; d < info.rank && d < info.offset.length; d++) {
            own[d] = info.offset[d]; // index 0 (whatever the stride); iterationStart keeps it up to date
        }
        this.template = info.task ? null : info.template;
        this.blockDims = info.blockDims(self);
        this.templateKey = template == null ? null : key(template).intern();
        String simple = info.name.substring(info.name.lastIndexOf('.', info.name.lastIndexOf('.') - 1) + 1);
        this.text = (info.task ? "task region " : "loop ") + number + " " + simple + " (" + info.source + ")";
        for (ConstructInfo.Reduction reduction : info.reductions) {
            redirect(reduction.variable, "reduction");
            if (!reduction.variable.getType().isArray()) {
                reductionScalars.put(key(reduction.variable), reduction.op);
            }
            for (Field location : reduction.locations) {
                redirect(location, "reduction");
            }
        }
        if (loop != null) {
            for (String name : loop.privates()) {
                Field field = field(info.owner, name);
                if (field != null) {
                    redirect(field, "private");
                    privates.add(field);
                }
            }
        }
    }

    private void redirect(Field field, String declared) {
        redirected.put(key(field), declared);
        redirectedFields.add(field);
    }

    static String key(Field field) {
        return field.getDeclaringClass().getName().replace('.', '/') + '.' + field.getName();
    }

    /** The loop's annotation, found on the dispatcher by name; {@code null} for task regions. */
    static ParallelLoop declaration(ConstructInfo info) {
        String method = info.name.substring(info.name.lastIndexOf('.') + 1);
        for (Method candidate : info.owner.getDeclaredMethods()) {
            ParallelLoop loop = candidate.getAnnotation(ParallelLoop.class);
            if (loop != null && candidate.getName().equals(method)) {
                return loop;
            }
        }
        return null;
    }

    static Field field(Class<?> owner, String name) {
        try {
            Field field = owner.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    /**
     * The loop dimension iterating template dimension {@code templateDim} (the leading ones, or as
     * {@code @ParallelLoop(dims)} maps them), or {@link OwnerMap#ANY}: none, the loop's {@code *}.
     */
    int loopDimension(int templateDim) {
        int[] loopDims = info.loopDims;
        return templateDim < loopDims.length && loopDims[templateDim] >= 0 ? loopDims[templateDim] : OwnerMap.ANY;
    }

    /** Which iterations own the elements of a distributed array: made once per loop and layout. */
    OwnerMap owners(ArrayVar var) {
        OwnerMap map = var == lastOwned ? lastOwners : owners.get(var);
        if (map == null || map.layout != var.current()) {
            map = OwnerMap.of(this, var);
            owners.put(var, map);
        }
        lastOwned = var;
        lastOwners = map;
        return map;
    }

    boolean isAcross(ArrayVar var) {
        return !across.isEmpty() && across.contains(var);
    }

    boolean isRemote(ArrayVar var) {
        return !remote.isEmpty() && remote.contains(var);
    }

    /** Text of the current iteration. */
    String iterationText() {
        return indexText(index);
    }

    String indexText(int[] indices) {
        if (info.task) {
            return "task " + indices[0];
        }
        StringBuilder text = new StringBuilder("(");
        for (int d = 0; d < indices.length; d++) {
            text.append(d == 0 ? "" : ", ").append(indices[d]);
        }
        return text.append(')').toString();
    }

    /** Text of the iteration of this level that the serial belongs to. */
    String iterationOf(long serial) {
        return indexText(indicesOf(serial));
    }

    /**
     * The index vector of the iteration of this level that the serial belongs to: its ordinal in the walk's order
     * (row-major, each {@code descending} dimension from its highest index down).
     */
    int[] indicesOf(long serial) {
        long ordinal = serial - base;
        long[] before = null;
        for (long[] run : nestedRuns) {
            if (run[1] > serial) {
                break;
            }
            before = run;
        }
        if (before != null) {
            ordinal = serial <= before[2] ? before[0] : before[0] + (serial - before[2]);
        }
        int[] indices = new int[index.length];
        if (walked != null && ordinal >= 0 && ordinal < walkedCount) {
            System.arraycopy(walked, (int) ordinal * index.length, indices, 0, index.length);
            return indices;
        }
        for (int d = indices.length - 1; d >= 0; d--) {
            long extent = Math.max(1, (long) bounds[2 * d + 1] - bounds[2 * d]);
            boolean down = d < info.descending.length && info.descending[d];
            indices[d] = (int) (down ? bounds[2 * d + 1] - 1 - ordinal % extent : bounds[2 * d] + ordinal % extent);
            ordinal /= extent;
        }
        return indices;
    }

    /** Records the current iteration's indices, for an ACROSS loop (see {@link #walked}). */
    void walkedTo() {
        if (across.isEmpty()) {
            return;
        }
        int rank = index.length;
        if (walked == null) {
            walked = new int[64 * rank];
        } else if ((walkedCount + 1) * rank > walked.length) {
            walked = java.util.Arrays.copyOf(walked, 2 * walked.length);
        }
        System.arraycopy(index, 0, walked, walkedCount * rank, rank);
        walkedCount++;
    }

    /**
     * For an ACROSS loop: the distance from the iteration of {@code serial} (earlier in the walk) to the current
     * one, each {@code descending} dimension counted downward, when it is negative in some dimension (a
     * wavefront cannot carry it); {@code null} when it is non-negative in every dimension.
     */
    int[] backwardDistance(long serial) {
        int[] other = indicesOf(serial);
        int[] distance = new int[index.length];
        boolean backward = false;
        for (int d = 0; d < index.length; d++) {
            boolean down = d < info.descending.length && info.descending[d];
            distance[d] = down ? other[d] - index[d] : index[d] - other[d];
            backward |= distance[d] < 0;
        }
        return backward ? distance : null;
    }
}
