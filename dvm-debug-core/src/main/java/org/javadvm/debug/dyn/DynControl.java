package org.javadvm.debug.dyn;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.ParallelLoop;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.internal.CallerLine;
import org.javadvm.debug.internal.Consumer;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.WeakIdentityMap;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Monitor;

/**
 * Dynamic control of the declarations (seed 000, section 5): consumes the access events of woven code
 * and the structure events of the run-time, keeps the variable table, and reports each error class.
 * Constructs are emulated by the run-time one iteration at a time on one thread, so calls arrive in
 * program order; the checker is not meant for program threads that touch checked data concurrently.
 *
 * <p>See the site page {@code dynamic-control.md} for the rules in the user's terms.
 */
public final class DynControl implements Consumer {
    /** Where diagnostics go; {@code false} means the error limit is reached and checking stops. */
    interface Reporter {
        boolean report(Diagnostic diagnostic);
    }

    private final Lifecycle lifecycle;

    private final Checks checks;
    private final Reporter reporter;
    /** Boundary iterations only, or {@code null}: every iteration checked. */
    private final BoundaryIterations boundary;
    private boolean stopped;
    /** An unchecked segment (interior iterations) runs: accesses reported from helpers are ignored. */
    private boolean suspended;
    /** {@code stopped || suspended}: the one test on the access paths. */
    private boolean quiet;
    /**
     * Whether every write so far was seen: false once an unchecked segment ran, after which a read of
     * something never written may just have been written there, so never-written reads are not reported
     * (except a declared private's read after its construct: that value is undefined in any case).
     */
    private boolean writesExact = true;

    private final WeakIdentityMap<ArrayMeta> arrays = new WeakIdentityMap<>();
    private final FieldVars fields;
    private final List<Level> levels = new ArrayList<>();
    private Level innermost;
    /** Serial of the current (or last) iteration; 0 before the first construct. */
    private long serial;
    /**
     * Validity of the locality windows cached in {@link ArrayMeta}: advanced whenever what a window is
     * derived from may change (a construct starts or ends, the iteration moves to another row of the
     * iteration space, a layout or shadow state changes).
     */
    private long windowEpoch = 1;
    /** {@code class.method} of every construct started, for the lines no checked iteration reached. */
    private final java.util.Set<String> constructMethods = new java.util.HashSet<>();
    private final IdentityHashMap<Object, GroupState> reductionGroups = new IdentityHashMap<>();
    /** The {@code @Distributed} fields of a class: their arrays are registered when a construct starts. */
    private static final ClassValue<List<Field>> distributedFields = new ClassValue<List<Field>>() {
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
    private final IdentityHashMap<ConstructInfo, java.util.Optional<ParallelLoop>> declarations = new IdentityHashMap<>();

    /** Per-site caches: the last array (or instance) seen at a site and what the checker knows of it. */
    private SiteEntry[] siteEntries = new SiteEntry[0];

    long accesses;
    long iterations;
    long constructs;
    long uncheckedSegments;
    long uncheckedIterations;

    /** An asynchronous reduction group's state. */
    private static final class GroupState {
        /** The field holding the group, once a loop fed it; else the class name. */
        String name = "ReductionGroup";
        boolean started;
        CallerLine startedAt;
        final List<FieldVars.Var> pending = new ArrayList<>();
    }

    /** The life cycle this consumer reads construct numbers from. */
    Lifecycle lifecycle() {
        return lifecycle;
    }

    /** Dynamic control as the parameters set it up, reporting to the log. */
    public static DynControl of(DebugParameters parameters, Lifecycle lifecycle, DiagnosticLog log) {
        return new DynControl(lifecycle, DynParameters.checks(parameters), log::report, DynParameters.boundary(parameters));
    }

    DynControl(Lifecycle lifecycle, Checks checks, Reporter reporter) {
        this(lifecycle, checks, reporter, null);
    }

    DynControl(Lifecycle lifecycle, Checks checks, Reporter reporter, BoundaryIterations boundary) {
        this.lifecycle = lifecycle;
        this.checks = checks;
        this.reporter = reporter;
        this.boundary = boundary;
        // a field holds Java's initial value from the start: written, unless the strict reading tells them apart
        this.fields = new FieldVars(checks.strictVarInitialization && checks.varInitialization ? 0 : State.WRITTEN);
    }

    // ---------------------------------------------------------------- arrays

    @Override
    public void arrayRead(Object array, int index, int site) {
        if (quiet) {
            return; // stopped, or an unchecked segment: as cheap as before the fast path
        }
        ArrayMeta meta = cachedArray(array, site);
        if (meta != null && index >= 0 && index < meta.length && quietRead(meta, index, site)) {
            accesses++;
            return;
        }
        arrayReadSlow(array, index, site);
    }

    /** The record of the array this site saw last if {@code array} is that one, else {@code null}. */
    private ArrayMeta cachedArray(Object array, int site) {
        SiteEntry[] entries = siteEntries;
        if (site >= 0 && site < entries.length) {
            SiteEntry entry = entries[site];
            if (entry != null && entry.key == array && array != null) {
                return entry.meta;
            }
        }
        return null;
    }

    /**
     * The common cases of an element read that report nothing, decided from the state word and the cached
     * locality window alone; records the read where the full check would. {@code false}: run the full check
     * ({@link #arrayReadSlow}), nothing was changed.
     */
    private boolean quietRead(ArrayMeta meta, int index, int site) {
        ArrayVar var = meta.var;
        DistLayout layout = var.layout;
        int depth = meta.prefix.length;
        if (layout != null && depth < layout.rank - 1) {
            return true; // a row of a distributed array
        }
        long[] states = meta.states;
        long state = states == null ? meta.initiallyWritten ? State.WRITTEN : 0 : states[index];
        if ((state & State.WRITTEN) == 0) {
            return false;
        }
        Level level = innermost;
        if (level == null) {
            return true;
        }
        if (layout != null && !inWindow(level, meta, index, false)) {
            return false;
        }
        long recorded = state >>> 28;
        if (recorded >= level.iterationStart) {
            return (state & State.CONTENDED) == 0; // this iteration's own access
        }
        if (recorded >= level.base) {
            return (state & State.LAST_WRITE) == 0; // read by another iteration of this construct
        }
        if (level.outer != null || states == null) {
            return false;
        }
        states[index] = State.of(serial, site, State.WRITTEN); // the construct's first access
        return true;
    }

    /** Whether the locality check would accept the access of a distributed array's element silently. */
    private boolean inWindow(Level level, ArrayMeta meta, int index, boolean write) {
        if (meta.windowEpoch != windowEpoch) {
            window(level, meta);
        }
        long relative = index - level.own[meta.windowDim];
        return write ? relative >= meta.writeLo && relative <= meta.writeHi
                : relative >= meta.readLo && relative <= meta.readHi;
    }

    /**
     * Derives a row's locality window for the current level and row of its iteration space from the same
     * rules as {@link #locality}: the indices (relative to the iteration's own element along the row's
     * dimension) whose access that check accepts without a report. Conservative: an index outside the
     * window goes through the full check.
     */
    private void window(Level level, ArrayMeta meta) {
        meta.windowEpoch = windowEpoch;
        ArrayVar var = meta.var;
        DistLayout layout = var.layout;
        int depth = meta.prefix.length;
        int rank = level.info.rank;
        meta.windowDim = rank; // the slot that stays 0: the window is absolute, all or nothing
        boolean everyRead = false;
        boolean everyWrite = false;
        if (level.info.task || layout.replicated) {
            everyRead = true;
            everyWrite = true;
        } else {
            OwnerMap owners = level.owners(var);
            if (owners.foreign != null) {
                everyRead = quietRead(var, level, 0, true);
                everyWrite = quietWrite(var, level, 0, true);
            } else if (depth == layout.rank - 1 && !movesWithTheLastIndex(owners, depth, rank)) {
                int shadowDims = 0;
                boolean beyond = false;
                for (int d = 0; d < depth; d++) {
                    int loopDim = owners.loopDims[d];
                    if (loopDim == OwnerMap.ANY) {
                        continue;
                    }
                    long delta = meta.prefix[d] + (long) layout.align[d] - level.own[loopDim];
                    if (delta == 0) {
                        continue;
                    }
                    if (Math.abs(delta) <= layout.shadow[d]) {
                        shadowDims++;
                    } else {
                        beyond = true;
                    }
                }
                int lastDim = owners.loopDims[depth];
                if (lastDim == OwnerMap.ANY) {
                    everyRead = quietRead(var, level, shadowDims, beyond);
                    everyWrite = quietWrite(var, level, shadowDims, beyond);
                } else {
                    meta.windowDim = lastDim;
                    long align = layout.align[depth];
                    long width = layout.shadow[depth];
                    setWindow(meta, false, quietRead(var, level, shadowDims, beyond),
                            quietRead(var, level, shadowDims + 1, beyond), quietRead(var, level, shadowDims, true), align, width);
                    setWindow(meta, true, quietWrite(var, level, shadowDims, beyond),
                            quietWrite(var, level, shadowDims + 1, beyond), quietWrite(var, level, shadowDims, true), align, width);
                    return;
                }
            }
        }
        // else the row's position depends on the iteration's last index: no window, every access checked in full
        meta.readLo = everyRead ? Long.MIN_VALUE : 1;
        meta.readHi = everyRead ? Long.MAX_VALUE : 0;
        meta.writeLo = everyWrite ? Long.MIN_VALUE : 1;
        meta.writeHi = everyWrite ? Long.MAX_VALUE : 0;
    }

    /**
     * Whether a row's position relative to the iteration depends on the loop's last index, which moves without
     * a new window epoch: then there is no window, every access is checked in full.
     */
    private static boolean movesWithTheLastIndex(OwnerMap owners, int depth, int rank) {
        for (int d = 0; d < depth; d++) {
            if (owners.loopDims[d] == rank - 1) {
                return true;
            }
        }
        return false;
    }

    /** A window along the row: the own element, then the shadow edge, then everything, as far as each is quiet. */
    private static void setWindow(ArrayMeta meta, boolean write, boolean own, boolean edge, boolean beyond, long align,
                                  long width) {
        long lo = 1;
        long hi = 0;
        if (own) {
            lo = -align;
            hi = -align;
            if (edge || width == 0) {
                lo = -align - width;
                hi = -align + width;
                if (beyond) {
                    lo = Long.MIN_VALUE;
                    hi = Long.MAX_VALUE;
                }
            }
        }
        if (write) {
            meta.writeLo = lo;
            meta.writeHi = hi;
        } else {
            meta.readLo = lo;
            meta.readHi = hi;
        }
    }

    /** Whether {@link #locality} reports nothing for a read at this distance from the iteration's element. */
    private boolean quietRead(ArrayVar var, Level level, int shadowDims, boolean beyond) {
        if (beyond) {
            return level.isRemote(var) || !checks.disArrLocalElm;
        }
        if (shadowDims == 0 || !checks.disArrEdgeExchange || level.isAcross(var) || level.isRemote(var)) {
            return true;
        }
        return var.shadow == ArrayVar.Shadow.RENEWED
                || var.shadow == ArrayVar.Shadow.RENEWED_NO_CORNER && shadowDims < 2;
    }

    /** Whether {@link #locality} reports nothing for a write at this distance from the iteration's element. */
    private boolean quietWrite(ArrayVar var, Level level, int shadowDims, boolean beyond) {
        if (beyond) {
            return level.isRemote(var) ? !checks.remoteBufferAccess : !checks.disArrLocalElm;
        }
        return shadowDims == 0 || !checks.disArrEdgeExchange;
    }

    /**
     * An element read whose array the site did not see last, or that is not a quiet one: the full check.
     * Kept in one method too big to inline, so that the fast path inlines into the woven code.
     */
    private void arrayReadSlow(Object array, int index, int site) {
        if (quiet || array == null) {
            return;
        }
        accesses++;
        ArrayMeta meta = arrayAt(array, site);
        if (index >= 0 && index < meta.length && quietRead(meta, index, site)) {
            return;
        }
        if (index < 0 || index >= meta.length) {
            outOfBounds(meta, index, Diagnostic.READ, site);
            return;
        }
        if (meta.var.distributed() && meta.prefix.length < meta.var.layout.rank - 1) {
            return; // reading a row of a distributed array: its elements are checked when they are accessed
        }
        long state = meta.state(index);
        Level level = innermost;
        if (level == null) {
            if ((state & State.WRITTEN) == 0) {
                uninitialized(meta, index, site);
            }
            return;
        }
        if (meta.var.distributed()) {
            locality(level, meta, index, false, site);
            Level conflict = conflicting(State.serial(state));
            if (conflict != null && (state & State.LAST_WRITE) != 0 && checks.dataDependence
                    && !conflict.isAcross(meta.var)) {
                dependence("flow", meta, index, Diagnostic.READ, site, conflict, state);
            }
        } else if ((state & State.LAST_WRITE) != 0 && checks.varReadOnly) {
            Level conflict = conflicting(State.serial(state));
            boolean readBack = false;
            if (conflict == null && (state & State.CONTENDED) != 0 && State.serial(state) >= level.base) {
                conflict = level;
                readBack = true;
            }
            if (conflict != null) {
                shared("undeclared-private", meta.var.name, meta.element(index), Diagnostic.READ, site, conflict,
                        state, readBack ? "the iteration reads back its own write of an element other iterations write too"
                                : "an element of a non-distributed array written by another iteration");
            }
        }
        if ((state & State.WRITTEN) == 0) {
            uninitialized(meta, index, site);
        }
        long recorded = State.serial(state);
        if (recorded < level.iterationStart && conflicting(recorded) == null) {
            meta.setState(index, State.of(serial, site, State.flags(state) & State.WRITTEN));
        }
    }

    @Override
    public void arrayWrite(Object array, int index, int site) {
        if (quiet) {
            return; // stopped, or an unchecked segment: as cheap as before the fast path
        }
        ArrayMeta meta = cachedArray(array, site);
        if (meta != null && index >= 0 && index < meta.length && quietWrite(meta, index, site)) {
            accesses++;
            return;
        }
        arrayWriteSlow(array, index, site);
    }

    /**
     * The common cases of an element write in a construct that report nothing: the element was last touched
     * by this iteration or before the (only) construct started. Records the write as the full check would;
     * {@code false}: run the full check ({@link #arrayWriteSlow}), nothing was changed.
     */
    private boolean quietWrite(ArrayMeta meta, int index, int site) {
        long[] states = meta.states;
        Level level = innermost;
        if (states == null || level == null) {
            return false;
        }
        ArrayVar var = meta.var;
        DistLayout layout = var.layout;
        if (layout != null && (meta.prefix.length != layout.rank - 1 || !inWindow(level, meta, index, true))) {
            return false;
        }
        long state = states[index];
        long recorded = state >>> 28;
        int contended;
        if (recorded >= level.iterationStart) {
            contended = (int) state & State.CONTENDED; // this iteration's own access
        } else if (recorded < level.base && level.outer == null) {
            contended = 0; // the construct's first access
        } else {
            return false;
        }
        if (layout != null) {
            if (var.writtenBy != level) {
                var.writtenBy = level;
                level.written.add(var);
            }
            states[index] = State.of(serial, site, State.WRITTEN | State.LAST_WRITE);
        } else {
            states[index] = State.of(serial, site, contended | State.WRITTEN | State.LAST_WRITE);
        }
        return true;
    }

    /**
     * An element write whose array the site did not see last, or that is not a quiet one: the full check.
     * Kept in one method too big to inline, so that the fast path inlines into the woven code.
     */
    private void arrayWriteSlow(Object array, int index, int site) {
        if (quiet || array == null) {
            return;
        }
        accesses++;
        ArrayMeta meta = arrayAt(array, site);
        if (index >= 0 && index < meta.length && quietWrite(meta, index, site)) {
            return;
        }
        if (index < 0 || index >= meta.length) {
            outOfBounds(meta, index, Diagnostic.WRITE, site);
            return;
        }
        long state = meta.state(index);
        Level level = innermost;
        ArrayVar var = meta.var;
        if (level == null) {
            if (var.distributed()) {
                if (var.shadow == ArrayVar.Shadow.RENEWING && checks.disArrSequentialAccess) {
                    report(ErrorClass.SEQUENTIAL_ACCESS, "write-during-renewal", var.name, meta.element(index),
                            Diagnostic.WRITE, site, null, null, null, 0, null,
                            "a ShadowGroup renewal of " + var.name + " is in progress; write after waitDone()");
                } else if (var.shadow != ArrayVar.Shadow.RENEWING) {
                    var.shadow = ArrayVar.Shadow.NOT_RENEWED;
                }
            }
            if ((state & State.WRITTEN) == 0) {
                meta.setState(index, state | State.WRITTEN);
            }
            return;
        }
        if (var.distributed()) {
            if (meta.prefix.length == var.layout.rank - 1) {
                locality(level, meta, index, true, site);
            }
            Level conflict = conflicting(State.serial(state));
            if (conflict != null && checks.dataDependence && !conflict.isAcross(var)) {
                dependence((state & State.LAST_WRITE) != 0 ? "output" : "anti", meta, index, Diagnostic.WRITE, site,
                        conflict, state);
            }
            if (var.writtenBy != level) {
                var.writtenBy = level;
                level.written.add(var);
            }
            meta.setState(index, State.of(serial, site, State.WRITTEN | State.LAST_WRITE));
        } else {
            Level conflict = conflicting(State.serial(state));
            if (conflict != null && checks.varReadOnly) {
                shared((state & State.LAST_WRITE) != 0 ? "undeclared-private" : "read-only-write", var.name,
                        meta.element(index), Diagnostic.WRITE, site, conflict, state,
                        "an element of a non-distributed array touched by another iteration");
            }
            meta.setState(index, State.of(serial, site,
                    contended(state, conflict, level) | State.WRITTEN | State.LAST_WRITE));
        }
    }

    @Override
    public void arrayRange(Object array, int from, int to, boolean write, int site) {
        if (quiet || array == null || !array.getClass().isArray()) {
            return;
        }
        int length = Array.getLength(array);
        int start = Math.max(0, from);
        int end = Math.min(length, to);
        if (from < 0 || to > length) {
            // what Java then throws is out of bounds; report the first bad index like an element access
            int bad = from < 0 ? from : length;
            if (write) {
                arrayWrite(array, bad, site);
            } else {
                arrayRead(array, bad, site);
            }
        }
        for (int index = start; index < end && !stopped; index++) {
            if (write) {
                arrayWrite(array, index, site);
            } else {
                arrayRead(array, index, site);
            }
        }
    }

    @Override
    public void arrayAllocated(Object array, int site) {
        if (quiet || array == null) {
            return;
        }
        Site where = Sites.get(site);
        ArrayVar var = new ArrayVar("array made at " + where.location());
        // Java's zeros count as written unless a strict initialisation check is to tell them from the program's
        register(array, var, new int[0], !checks.tracksArrayInitialization());
    }

    /** Registers an array and, for arrays of arrays, its rows; rows that exist count as written. */
    private ArrayMeta register(Object array, ArrayVar var, int[] prefix, boolean written) {
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
    private ArrayMeta arrayAt(Object array, int site) {
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
    private void distribute(Object array, DistLayout layout, Object holder) {
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
        var.layout = layout;
        var.heldBy(holder);
        windowEpoch++;
    }

    // ---------------------------------------------------------------- fields

    @Override
    public void fieldRead(Object instance, int site) {
        if (quiet) {
            return;
        }
        SiteEntry[] entries = siteEntries;
        if (site >= 0 && site < entries.length) {
            SiteEntry entry = entries[site];
            if (entry != null && entry.key == instance && entry.var != null) {
                long state = entry.var.state;
                // written, no reduction pending, the recorded access a read: only a construct's first read records
                if ((state & (State.WRITTEN | State.PENDING | State.LAST_WRITE | State.CONTENDED)) == State.WRITTEN) {
                    Level level = innermost;
                    if (level == null || (state >>> 28) >= level.base && entry.decl.redirectingLevels == 0) {
                        accesses++;
                        return;
                    }
                }
            }
        }
        fieldReadChecked(instance, site);
    }

    /** The full check of a field read. */
    private void fieldReadChecked(Object instance, int site) {
        if (quiet) {
            return;
        }
        accesses++;
        FieldVars.Var var = fieldAt(instance, site);
        FieldVars.Decl decl = siteEntries[site].decl;
        long state = var.state;
        if ((state & State.PENDING) != 0 && checks.reductionAccess) {
            pendingUse(decl, Diagnostic.READ, site);
        }
        // a declared private's value after its construct is undefined whatever Java or unchecked code did; a
        // never-assigned field holds Java's initial value, reported only under the strict reading
        boolean afterPrivate = (state & State.PRIVATE_AFTER) != 0;
        if ((state & State.WRITTEN) == 0 && checks.varInitialization
                && (afterPrivate || checks.strictVarInitialization && writesExact)) {
            report(ErrorClass.UNINITIALIZED, afterPrivate ? "private-after-construct" : "", decl.name, decl.name,
                    Diagnostic.READ, site, innermost, innermost == null ? null : innermost.iterationText(), null, 0,
                    null, afterPrivate ? "a declared private field has no defined value after its construct; "
                            + "assign it before reading it"
                            : "the program never assigned this field, which holds Java's initial value (reported "
                            + "under CheckVarInitialization=2)");
        }
        Level level = innermost;
        if (level == null || sharedRedirected(decl, instance, Diagnostic.READ, site)) {
            return;
        }
        long recorded = State.serial(state);
        Level conflict = conflicting(recorded);
        boolean readBack = false;
        if (conflict == null && (state & State.CONTENDED) != 0 && recorded >= level.base) {
            conflict = level; // the iteration reads its own write, but other iterations write it too
            readBack = true;
        }
        if (conflict != null && (state & State.LAST_WRITE) != 0 && checks.varReadOnly) {
            shared("undeclared-private", decl.name, decl.name, Diagnostic.READ, site, conflict, state, readBack
                    ? "the iteration reads back its own write of a field other iterations write too"
                    : "a field written by another iteration");
        }
        if (recorded < level.iterationStart && conflict == null) {
            // an older state: this construct's first access, the flags of that construct's are dropped
            var.state = State.of(serial, site, State.flags(state) & ~(State.LAST_WRITE | State.CONTENDED));
        }
    }

    @Override
    public void fieldWrite(Object instance, Object value, int site) {
        if (quiet) {
            return;
        }
        accesses++;
        FieldVars.Var var = fieldAt(instance, site);
        FieldVars.Decl decl = siteEntries[site].decl;
        long state = var.state;
        if ((state & State.PENDING) != 0 && checks.reductionAccess) {
            pendingUse(decl, Diagnostic.WRITE, site);
        }
        Level level = innermost;
        if (level == null) {
            var.state = (state | State.WRITTEN) & ~State.PRIVATE_AFTER;
        } else if (!sharedRedirected(decl, instance, Diagnostic.WRITE, site)) {
            Level conflict = conflicting(State.serial(state));
            if (conflict != null && checks.varReadOnly) {
                shared((state & State.LAST_WRITE) != 0 ? "undeclared-private" : "read-only-write", decl.name,
                        decl.name, Diagnostic.WRITE, site, conflict, state, "a field touched by another iteration");
            }
            var.state = State.of(serial, site, contended(state, conflict, level)
                    | (State.flags(state) & State.PENDING) | State.WRITTEN | State.LAST_WRITE);
        }
        if (value != null && value.getClass().isArray()) {
            if (decl.layout != null) {
                distribute(value, decl.layout, instance);
            } else {
                ArrayMeta meta = arrays.get(value);
                if (meta != null && !meta.var.distributed() && meta.prefix.length == 0) {
                    meta.var.name = decl.name;
                }
            }
        }
    }

    /**
     * The contended flag of a non-distributed variable after a write: set when two iterations of the
     * construct wrote it (later reads of the writer's own value still race with the other writers),
     * kept while the state belongs to this construct, dropped when it is older.
     */
    private static int contended(long state, Level conflict, Level level) {
        if (conflict != null && (state & State.LAST_WRITE) != 0) {
            return State.CONTENDED;
        }
        return State.serial(state) >= level.base ? State.flags(state) & State.CONTENDED : 0;
    }

    /** A declared reduction or private field reached by code other than the construct's own body. */
    private boolean sharedRedirected(FieldVars.Decl decl, Object instance, String access, int site) {
        if (decl.redirectingLevels == 0) {
            return false;
        }
        for (int l = levels.size() - 1; l >= 0; l--) {
            Level level = levels.get(l);
            String declared = level.redirected.get(decl.key);
            if (declared != null && (instance == null || instance == level.self)) {
                if (checks.varReadOnly) {
                    report(ErrorClass.UNDECLARED_MODIFICATION, declared + "-shared", decl.name, decl.name, access,
                            site, innermost, innermost.iterationText(), null, 0, null,
                            "the " + declared + " variable is reached outside the construct's own method, where "
                                    + "each processor keeps its copy; pass it as a value or move the code into the method");
                }
                return true;
            }
        }
        return false;
    }

    private FieldVars.Var fieldAt(Object instance, int site) {
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

    /**
     * The run-time sent the access to the copy of the innermost running construct binding the field of
     * this instance, if any: that is the construct's own variable (a private is checked as in the body);
     * otherwise it reached the field.
     */
    @Override
    public void boundAccess(Object instance, boolean write, int site) {
        if (quiet) {
            return;
        }
        if (innermost != null) {
            fieldAt(instance, site);
            FieldVars.Decl decl = siteEntries[site].decl;
            if (decl.redirectingLevels > 0) {
                for (int l = levels.size() - 1; l >= 0; l--) {
                    Level level = levels.get(l);
                    String declared = level.redirected.get(decl.key);
                    if (declared != null && (instance == null || instance == level.self)) {
                        accesses++;
                        if ("private".equals(declared)) {
                            privateUse(level, decl.key, decl.name, write, site);
                        }
                        return;
                    }
                }
            }
        }
        if (write) {
            fieldWrite(instance, null, site);
        } else {
            fieldRead(instance, site);
        }
    }

    @Override
    public void privateAccess(boolean write, int site) {
        if (quiet || innermost == null) {
            return;
        }
        Site where = Sites.get(site);
        String key = where.fieldOwner + '.' + where.fieldName;
        for (int l = levels.size() - 1; l >= 0; l--) {
            Level level = levels.get(l);
            if ("private".equals(level.redirected.get(key))) {
                privateUse(level, key, where.fieldName, write, site);
                return;
            }
        }
    }

    /** A use of a declared private: a read needs a write earlier in the same iteration. */
    private void privateUse(Level level, String key, String name, boolean write, int site) {
        if (write) {
            level.privatesWritten.add(key);
        } else if (!level.privatesWritten.contains(key) && checks.varInitialization) {
            report(ErrorClass.UNDECLARED_MODIFICATION, "private-read-before-write", name, name, Diagnostic.READ,
                    site, level, level.iterationText(), null, 0, null,
                    "a private variable's value is undefined when an iteration starts; assign it first");
        }
    }

    // ---------------------------------------------------------------- structure

    @Override
    public BoundaryIterations boundaryIterations() {
        return boundary;
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        uncheckedSegments++;
        long count = 1;
        for (int d = 0; d < lo.length; d++) {
            count *= hi[d] - lo[d];
        }
        uncheckedIterations += count;
        suspended = true;
        quiet = true;
        writesExact = false;
    }

    @Override
    public void uncheckedEnd() {
        suspended = false;
        quiet = stopped;
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        constructs++;
        int number = lifecycle.innermost().number;
        constructMethods.add(construct.name);
        for (Field field : distributedFields.get(construct.owner)) {
            declaredArray(construct, self, field.getName());
        }
        ParallelLoop loop = declarations.computeIfAbsent(construct, c -> java.util.Optional.ofNullable(
                Level.declaration(c))).orElse(null);
        Level level = new Level(construct, loop, self, number, bounds, serial + 1);
        for (Field field : level.redirectedFields) {
            fields.of(field).redirectingLevels++;
        }
        if (loop != null) {
            for (String name : loop.shadowRenew()) {
                ArrayVar var = declaredArray(construct, self, name);
                if (var != null) {
                    var.shadow = loop.corner() ? ArrayVar.Shadow.RENEWED : ArrayVar.Shadow.RENEWED_NO_CORNER;
                }
            }
            for (String name : loop.across()) {
                ArrayVar var = declaredArray(construct, self, name);
                if (var != null) {
                    level.across.add(var);
                }
            }
            for (String name : loop.remoteAccess()) {
                ArrayVar var = declaredArray(construct, self, name);
                if (var != null) {
                    level.remote.add(var);
                }
            }
        }
        level.outer = innermost;
        levels.add(level);
        innermost = level;
        windowEpoch++;
    }

    /** The distributed array a declaration names, registered if the field was filled by un-woven code. */
    private ArrayVar declaredArray(ConstructInfo construct, Object self, String name) {
        Field field = Level.field(construct.owner, name);
        if (field == null) {
            return null;
        }
        Object value;
        try {
            value = field.get(java.lang.reflect.Modifier.isStatic(field.getModifiers()) ? null : self);
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

    @Override
    public void iterationStart(int[] index) {
        Level level = innermost;
        iterations++;
        serial++;
        level.iterationStart = serial;
        level.ordinal++;
        int[] current = level.index;
        int[] offset = level.info.offset;
        long[] own = level.own;
        int last = current.length - 1;
        for (int d = 0; d <= last; d++) {
            int value = index[d];
            if (current[d] != value) {
                current[d] = value;
                own[d] = (long) value + (d < offset.length ? offset[d] : 0);
                if (d < last) {
                    windowEpoch++; // another row of the iteration space: the rows' windows move
                }
            }
        }
        if (!level.privatesWritten.isEmpty()) {
            level.privatesWritten.clear();
        }
    }

    @Override
    public void iterationEnd() {
        Level level = innermost;
        if (serial > level.iterationStart) {
            level.nestedRuns.add(new long[] {level.ordinal, level.iterationStart, serial});
        }
    }

    @Override
    public void constructEnd() {
        Level level = levels.remove(levels.size() - 1);
        innermost = levels.isEmpty() ? null : levels.get(levels.size() - 1);
        windowEpoch++;
        for (Field field : level.redirectedFields) {
            fields.of(field).redirectingLevels--;
        }
        for (ArrayVar var : level.written) {
            var.shadow = ArrayVar.Shadow.NOT_RENEWED; // every element is exported when each iteration is a processor
        }
        if (innermost != null) {
            innermost.written.addAll(level.written);
        }
        for (Field field : level.privates) {
            FieldVars.Var var = fields.of(field).var(java.lang.reflect.Modifier.isStatic(field.getModifiers())
                    ? null : level.self);
            var.state = (var.state & ~State.WRITTEN) | State.PRIVATE_AFTER;
        }
        for (ConstructInfo.Reduction reduction : level.info.reductions) {
            if (reduction.group == null) {
                // the run-time writes the result (and locations) when the construct ends
                written(reduction.variable, level.self);
                for (Field location : reduction.locations) {
                    written(location, level.self);
                }
                continue;
            }
            Object group;
            try {
                group = reduction.group.get(level.self);
            } catch (IllegalAccessException | IllegalArgumentException e) {
                continue;
            }
            if (group == null) {
                continue;
            }
            GroupState state = reductionGroups.computeIfAbsent(group, g -> new GroupState());
            state.name = reduction.group.getName();
            pend(state, reduction.variable, level.self);
            for (Field location : reduction.locations) {
                pend(state, location, level.self);
            }
        }
    }

    private void written(Field field, Object self) {
        FieldVars.Var var = fields.of(field).var(java.lang.reflect.Modifier.isStatic(field.getModifiers()) ? null : self);
        var.state = (var.state | State.WRITTEN) & ~State.PRIVATE_AFTER;
    }

    private void pend(GroupState group, Field field, Object self) {
        FieldVars.Var var = fields.of(field).var(java.lang.reflect.Modifier.isStatic(field.getModifiers()) ? null : self);
        var.state |= State.PENDING;
        group.pending.add(var);
    }

    @Override
    public void reductionGroupStart(Object group) {
        GroupState state = reductionGroups.computeIfAbsent(group, g -> new GroupState());
        CallerLine caller = CallerLine.find();
        if (state.started && checks.reductionAccess) {
            reportAt(ErrorClass.REDUCTION_ACCESS, "start-without-wait", state.name, caller,
                    "started again at " + caller.location() + " without waitDone() after the start at "
                            + state.startedAt.location());
        }
        state.started = true;
        state.startedAt = caller;
    }

    @Override
    public void reductionGroupWait(Object group) {
        GroupState state = reductionGroups.computeIfAbsent(group, g -> new GroupState());
        if (!state.started && checks.reductionAccess) {
            CallerLine caller = CallerLine.find();
            reportAt(ErrorClass.REDUCTION_ACCESS, "wait-without-start", state.name, caller,
                    "waitDone() without start(): start the group when its loops have ended");
        }
        for (FieldVars.Var var : state.pending) {
            var.state = (var.state & ~State.PENDING) | State.WRITTEN; // the wait writes the results
        }
        state.pending.clear();
        state.started = false;
        state.startedAt = null;
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> members) {
        for (Object array : members) {
            ArrayMeta meta = array == null ? null : arrays.get(array);
            if (meta != null) {
                meta.var.shadow = ArrayVar.Shadow.RENEWING;
            }
        }
        windowEpoch++;
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> members) {
        for (Object array : members) {
            ArrayMeta meta = array == null ? null : arrays.get(array);
            if (meta != null && meta.var.shadow == ArrayVar.Shadow.RENEWING) {
                meta.var.shadow = ArrayVar.Shadow.RENEWED;
            }
        }
        windowEpoch++;
    }

    /** At the end of the run: the checks that need the whole run, then the statistics. */
    @Override
    public void finish(DiagnosticLog log) {
        finish();
        log.addStatistic("constructs", constructs);
        log.addStatistic("iterations", iterations);
        if (boundary != null) {
            log.addStatistic("unchecked iterations", uncheckedIterations);
            log.addStatistic("unchecked segments", uncheckedSegments);
            log.addNotChecked(linesNotChecked());
        }
        log.addStatistic("checked accesses", accesses);
        log.addStatistic("arrays known", trackedArrays());
    }

    /** At the end of the run: groups started and never waited for. */
    void finish() {
        if (!checks.reductionAccess) {
            return;
        }
        for (GroupState state : reductionGroups.values()) {
            if (state.started) {
                reportAt(ErrorClass.REDUCTION_ACCESS, "start-without-wait", state.name, state.startedAt,
                        "started at " + state.startedAt.location() + " and never waited for");
            }
        }
    }

    // ---------------------------------------------------------------- checks

    /** The level at which a recorded serial is another iteration than the current one; {@code null} if none. */
    private Level conflicting(long recorded) {
        Level level = innermost;
        if (recorded >= level.iterationStart) {
            return null;
        }
        if (recorded >= level.base) {
            return level;
        }
        for (int l = levels.size() - 2; l >= 0; l--) {
            Level outer = levels.get(l);
            if (recorded >= outer.iterationStart) {
                return null;
            }
            if (recorded >= outer.base) {
                return outer;
            }
        }
        return null;
    }

    /** Own element, shadow edge, remote buffer or non-local, for an element of a distributed array. */
    private void locality(Level level, ArrayMeta meta, int index, boolean write, int site) {
        if (level.info.task) {
            return;
        }
        ArrayVar var = meta.var;
        DistLayout layout = var.layout;
        if (layout.replicated) {
            return; // every processor holds the whole array
        }
        OwnerMap owners = level.owners(var);
        if (owners.foreign != null) {
            nonLocal(level, meta, index, write, level.isRemote(var), site, owners.foreign);
            return;
        }
        int shadowDims = 0;
        boolean beyond = false;
        for (int d = 0; d < layout.rank; d++) {
            int loopDim = owners.loopDims[d];
            if (loopDim == OwnerMap.ANY) {
                continue;
            }
            int element = d < meta.prefix.length ? meta.prefix[d] : index;
            long delta = element + (long) layout.align[d] - level.own[loopDim];
            if (delta == 0) {
                continue;
            }
            if (Math.abs(delta) <= layout.shadow[d]) {
                shadowDims++;
            } else {
                beyond = true;
            }
        }
        if (beyond) {
            nonLocal(level, meta, index, write, level.isRemote(var), site, "is neither the iteration's own element nor within "
                    + var.name + "'s shadow widths " + java.util.Arrays.toString(layout.shadow) + " of it");
        } else if (shadowDims > 0) {
            if (write) {
                if (checks.disArrEdgeExchange) {
                    report(ErrorClass.SHADOW_WRITE, "", var.name, meta.element(index), Diagnostic.WRITE, site, level,
                            level.iterationText(), null, 0, null,
                            "shadow elements are read-only copies of the neighbours' elements");
                }
            } else if (var.shadow != ArrayVar.Shadow.RENEWED && !level.isAcross(var) && !level.isRemote(var)) {
                staleShadow(level, meta, index, shadowDims, site);
            }
        }
    }

    private void nonLocal(Level level, ArrayMeta meta, int index, boolean write, boolean remote, int site, String why) {
        ArrayVar var = meta.var;
        if (remote) {
            if (write && checks.remoteBufferAccess) {
                report(ErrorClass.REMOTE_BUFFER, "", var.name, meta.element(index), Diagnostic.WRITE, site, level,
                        level.iterationText(), null, 0, null,
                        "remoteAccess declares a read-only buffer of " + var.name + "; the element " + why);
            }
            return;
        }
        if (checks.disArrLocalElm) {
            report(ErrorClass.NON_LOCAL, "", var.name, meta.element(index), write ? Diagnostic.WRITE : Diagnostic.READ,
                    site, level, level.iterationText(), null, 0, null,
                    "the element " + why + (write ? "" : "; declare remoteAccess or widen the shadow"));
        }
    }

    private void staleShadow(Level level, ArrayMeta meta, int index, int shadowDims, int site) {
        ArrayVar var = meta.var;
        String kind;
        String detail;
        switch (var.shadow) {
            case RENEWED:
                return;
            case RENEWED_NO_CORNER:
                if (shadowDims < 2) {
                    return;
                }
                kind = "corner";
                detail = "a corner element, and the renewal did not include corners: declare corner = true";
                break;
            case RENEWING:
                kind = "renewal-in-progress";
                detail = "the ShadowGroup renewing " + var.name + " was started and not waited for";
                break;
            default:
                kind = "not-renewed";
                detail = var.name + " was not renewed since it was last written: declare shadowRenew or use a ShadowGroup";
                break;
        }
        if (checks.disArrEdgeExchange) {
            report(ErrorClass.STALE_SHADOW, kind, var.name, meta.element(index), Diagnostic.READ, site, level,
                    level.iterationText(), null, 0, null, detail);
        }
    }

    private void dependence(String kind, ArrayMeta meta, int index, String access, int site, Level conflict,
                            long state) {
        Site other = Sites.get(State.site(state));
        boolean otherWrite = (state & State.LAST_WRITE) != 0;
        report(ErrorClass.DEPENDENCE, kind, meta.var.name, meta.element(index), access, site, conflict,
                conflict.iterationText(), otherWrite ? Diagnostic.WRITE : Diagnostic.READ, other,
                conflict.iterationOf(State.serial(state)),
                conflict.info.task ? "tasks must be independent" : "declare across (regular dependence) or change the loop");
    }

    /**
     * A non-distributed variable two iterations touch, one of them writing: every processor has its own
     * copy in a parallel run, so it must be declared reduction or private (or the loop changed).
     */
    private void shared(String kind, String variable, String element, String access, int site, Level conflict,
                        long state, String what) {
        Site other = Sites.get(State.site(state));
        boolean otherWrite = (state & State.LAST_WRITE) != 0;
        report(ErrorClass.UNDECLARED_MODIFICATION, kind, variable, element, access, site, conflict,
                conflict.iterationText(), otherWrite ? Diagnostic.WRITE : Diagnostic.READ, other,
                conflict.iterationOf(State.serial(state)),
                what + ": declare it @Reduction or private, or assign it outside the construct");
    }

    /**
     * A read of an element the program never wrote: it holds the value Java's allocation gave, which the
     * program may have chosen on purpose, so reported only under DVM's strict reading (switch value 2).
     */
    private void uninitialized(ArrayMeta meta, int index, int site) {
        boolean distributed = meta.var.distributed();
        if (!writesExact || (distributed ? !(checks.disArrInitialization && checks.strictDisArrInitialization)
                : !(checks.arrInitialization && checks.strictArrInitialization))) {
            return;
        }
        report(ErrorClass.UNINITIALIZED, distributed ? "distributed-element" : "array-element", meta.var.name,
                meta.element(index), Diagnostic.READ, site, innermost,
                innermost == null ? null : innermost.iterationText(), null, 0, null,
                "the program never wrote this element, which holds Java's initial value (reported under "
                        + (distributed ? "CheckDisArrInitialization" : "CheckArrInitialization") + "=2)");
    }

    private void outOfBounds(ArrayMeta meta, int index, String access, int site) {
        if (!meta.var.distributed() || !checks.disArrLimits) {
            return;
        }
        report(ErrorClass.OUT_OF_BOUNDS, "", meta.var.name, meta.element(index), access, site, innermost,
                innermost == null ? null : innermost.iterationText(), null, 0, null,
                "dimension " + (meta.prefix.length + 1) + " has bounds [0, " + meta.length + ")");
    }

    private void pendingUse(FieldVars.Decl decl, String access, int site) {
        report(ErrorClass.REDUCTION_ACCESS, "use-before-wait", decl.name, decl.name, access, site, innermost,
                innermost == null ? null : innermost.iterationText(), null, 0, null,
                "the asynchronous reduction of " + decl.name + " has not completed: call waitDone() on its group first");
    }

    private void report(ErrorClass errorClass, String kind, String variable, String element, String access, int site,
                        Level level, String iteration, String relatedAccess, int relatedLine, String relatedIteration,
                        String detail) {
        send(diagnostic(errorClass, kind, variable, element, access, site, level, iteration, relatedAccess,
                relatedLine, relatedIteration, detail));
    }

    /** A diagnostic about a pair of accesses; the other one may be in another class. */
    private void report(ErrorClass errorClass, String kind, String variable, String element, String access, int site,
                        Level level, String iteration, String relatedAccess, Site related, String relatedIteration,
                        String detail) {
        send(diagnostic(errorClass, kind, variable, element, access, site, level, iteration, relatedAccess,
                related.line, relatedIteration, detail).relatedIn(related.className, related.file));
    }

    private Diagnostic diagnostic(ErrorClass errorClass, String kind, String variable, String element, String access,
                                  int site, Level level, String iteration, String relatedAccess, int relatedLine,
                                  String relatedIteration, String detail) {
        Site where = Sites.get(site);
        return new Diagnostic(errorClass, kind, variable, element, access, where.className, where.file, where.line,
                level == null ? null : level.text, iteration, relatedAccess, relatedLine, relatedIteration, detail);
    }

    private void send(Diagnostic diagnostic) {
        if (!reporter.report(diagnostic)) {
            stopped = true;
            quiet = true;
        }
    }

    private void reportAt(ErrorClass errorClass, String kind, String variable, CallerLine caller, String detail) {
        Diagnostic diagnostic = new Diagnostic(errorClass, kind, variable, variable, "call", caller.className,
                caller.file, caller.line, null, null, null, 0, null, detail);
        if (!reporter.report(diagnostic)) {
            stopped = true;
            quiet = true;
        }
    }

    /** The site's cache entry, made if new. */
    private SiteEntry entry(int site) {
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
        }
    }

    int trackedArrays() {
        return arrays.size();
    }

    /**
     * Lines of the bodies of the constructs that ran holding element or field accesses none of which any
     * checked iteration reached ({@code File.java:17 (Class.method)}), in site order: with boundary iterations
     * only, what a wider boundary would check. A site counts as reached once it has a cache entry.
     */
    List<String> linesNotChecked() {
        java.util.Map<String, Boolean> lines = new java.util.LinkedHashMap<>();
        int count = Sites.count();
        for (int id = 0; id < count; id++) {
            Site site = Sites.get(id);
            if (site == null || !isCached(site.kind) || !constructMethods.contains(site.className + '.' + site.method)) {
                continue;
            }
            String line = site.location() + " (" + site.className + '.' + site.method + ')';
            lines.merge(line, reached(id), Boolean::logicalOr);
        }
        List<String> notChecked = new ArrayList<>();
        lines.forEach((line, reached) -> {
            if (!reached) {
                notChecked.add(line);
            }
        });
        return notChecked;
    }

    /** Element and field accesses are cached per site; allocations, copies and declared privates are not. */
    private static boolean isCached(Site.Kind kind) {
        switch (kind) {
            case R: case W: case GF: case PF: case GS: case PS:
                return true;
            default:
                return false;
        }
    }

    private boolean reached(int site) {
        SiteEntry entry = site < siteEntries.length ? siteEntries[site] : null;
        return entry != null && (entry.meta != null || entry.decl != null);
    }
}
