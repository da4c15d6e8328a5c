package org.javadvm.debug.dyn;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

import org.javadvm.ParallelLoop;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.internal.Consumer;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;

/**
 * Dynamic control of the declarations (seed 000, section 5), one consumer of the debugger's event stream: the
 * access events of woven code and the structure events of the run-time, checked against the variable table.
 * Constructs are emulated by the run-time one iteration at a time on the calling thread, and the debugger passes
 * on the events of one program thread only ({@code FollowedThread}), so calls arrive in program order; the one
 * call from another thread is {@link #otherThreadSeen}.
 *
 * <p>This class holds the entry points with their fast paths (the common accesses that report nothing, decided
 * from a state word and a cached locality window) and the checker's position in the run (levels, serials,
 * window epoch). The rest is one file a purpose: {@link VariableTable}, {@link Windows}, the checks
 * {@link LocalityCheck}, {@link IndependenceCheck}, {@link InitializationCheck} and {@link ReductionGroups},
 * {@link DynReport} and {@link Coverage}. See the site page {@code dynamic-control.md} for the rules in the
 * user's terms.
 */
public final class DynControl implements Consumer {
    private final Lifecycle lifecycle;
    private final Checks checks;
    /** Boundary iterations only, or {@code null}: every iteration checked. */
    private final BoundaryIterations boundary;
    private final DynReport report;
    private final VariableTable variables;
    /**
     * The variable table's site cache ({@link VariableTable#siteEntries}), referenced here as well so that an
     * access's fast path finds its entry without going through the table.
     */
    private SiteEntry[] siteEntries;
    private final Windows windows;
    private final LocalityCheck locality;
    private final IndependenceCheck independence;
    private final ReductionArrays reductionArrays;
    private final ReductionScalars reductionScalars;
    private final NestedReductions nestedReductions;
    private final InitializationCheck initialization;
    private final ReductionGroups reductionGroups;
    private final Coverage coverage;
    /** An unchecked segment (interior iterations) runs: accesses reported from helpers are ignored. */
    private boolean suspended;
    /** Checking stopped at the error limit, or an unchecked segment runs: the one test on the access paths. */
    private boolean quiet;
    /**
     * Whether every write so far was seen: false once an unchecked segment ran, after which a read of
     * something never written may just have been written there, so never-written reads are not reported
     * (except a declared private's read after its construct: that value is undefined in any case).
     */
    private boolean writesExact = true;
    /**
     * A program thread the debugger does not follow ran woven code: its writes were not seen, so never-written
     * reads are not reported from then on. Set by that thread, hence volatile; read only where a report is decided.
     */
    private volatile boolean otherThreadWrites;
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
    private final IdentityHashMap<ConstructInfo, java.util.Optional<ParallelLoop>> declarations = new IdentityHashMap<>();
    /** The source constructs that ended by an exception, in the order of their first such end. */
    private final java.util.Map<ConstructInfo, AbruptEnd> abruptEnds = new java.util.LinkedHashMap<>();

    long accesses;
    long iterations;
    long constructs;
    long uncheckedSegments;
    long uncheckedIterations;

    /** Dynamic control as the parameters set it up, reporting to the log. */
    public static DynControl of(DebugParameters parameters, Lifecycle lifecycle, DiagnosticLog log) {
        return new DynControl(lifecycle, DynParameters.checks(parameters), log::report, DynParameters.boundary(parameters));
    }

    DynControl(Lifecycle lifecycle, Checks checks, DynReport.Reporter reporter) {
        this(lifecycle, checks, reporter, null);
    }

    DynControl(Lifecycle lifecycle, Checks checks, DynReport.Reporter reporter, BoundaryIterations boundary) {
        this.lifecycle = lifecycle;
        this.checks = checks;
        this.boundary = boundary;
        this.report = new DynReport(reporter, () -> quiet = true);
        // a field holds Java's initial value from the start: written, unless the strict reading tells them apart
        this.variables = new VariableTable(checks.strictVarInitialization && checks.varInitialization ? 0 : State.WRITTEN,
                grown -> siteEntries = grown);
        this.siteEntries = variables.siteEntries;
        this.windows = new Windows(checks);
        this.locality = new LocalityCheck(checks, report);
        this.independence = new IndependenceCheck(checks, report, levels);
        this.initialization = new InitializationCheck(checks, report);
        this.reductionGroups = new ReductionGroups(checks, report, variables.fields);
        this.coverage = new Coverage(variables);
        this.reductionArrays = new ReductionArrays(checks, report, variables);
        this.reductionScalars = new ReductionScalars(checks, report);
        this.nestedReductions = new NestedReductions(variables, independence, checks, levels);
    }

    /** Dynamic control keeps the current iteration in its own levels: the life cycle need not for it. */
    @Override
    public boolean readsIterations() {
        return false;
    }

    /** The life cycle this consumer reads construct numbers from. */
    Lifecycle lifecycle() {
        return lifecycle;
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
        if (meta.reductionLevel != null) {
            return false;
        }
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
            windows.derive(level, meta, windowEpoch);
        }
        long relative = index - level.own[meta.windowDim];
        return write ? relative >= meta.writeLo && relative <= meta.writeHi
                : relative >= meta.readLo && relative <= meta.readHi;
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
        ArrayMeta meta = variables.arrayAt(array, site);
        if (index >= 0 && index < meta.length && quietRead(meta, index, site)) {
            return;
        }
        if (index < 0 || index >= meta.length) {
            locality.outOfBounds(innermost, meta, index, Diagnostic.READ, site);
            return;
        }
        if (meta.var.distributed() && meta.prefix.length < meta.var.layout.rank - 1) {
            return; // reading a row of a distributed array: its elements are checked when they are accessed
        }
        if (meta.reductionLevel != null && innermost != null) {
            reductionArrays.read(meta, index, site);
            return;
        }
        long state = meta.state(index);
        Level level = innermost;
        if (level == null) {
            if ((state & State.WRITTEN) == 0) {
                initialization.element(innermost, meta, index, site, writesExact());
            }
            return;
        }
        if (meta.var.distributed()) {
            locality.check(level, meta, index, false, site);
            Level conflict = independence.conflicting(State.serial(state));
            if (conflict != null && (state & State.LAST_WRITE) != 0 && checks.dataDependence) {
                if (!conflict.isAcross(meta.var)) {
                    independence.dependence("flow", meta, index, Diagnostic.READ, site, conflict, state);
                } else {
                    independence.acrossDirection("flow", meta, index, Diagnostic.READ, site, conflict, state);
                }
            }
        } else if ((state & State.LAST_WRITE) != 0 && checks.varReadOnly) {
            Level conflict = independence.conflicting(State.serial(state));
            boolean readBack = false;
            if (conflict == null && (state & State.CONTENDED) != 0 && State.serial(state) >= level.base) {
                conflict = level;
                readBack = true;
            }
            if (conflict != null) {
                independence.shared("undeclared-private", meta.var.name, meta.element(index), Diagnostic.READ, site, conflict,
                        state, readBack ? "the iteration reads back its own write of an element other iterations write too"
                                : "an element of a non-distributed array written by another iteration");
            }
        }
        if ((state & State.WRITTEN) == 0) {
            initialization.element(innermost, meta, index, site, writesExact());
        }
        long recorded = State.serial(state);
        if (recorded < level.iterationStart && independence.conflicting(recorded) == null) {
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
        if (states == null || level == null || meta.reductionLevel != null) {
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
        ArrayMeta meta = variables.arrayAt(array, site);
        if (index >= 0 && index < meta.length && quietWrite(meta, index, site)) {
            return;
        }
        if (index < 0 || index >= meta.length) {
            locality.outOfBounds(innermost, meta, index, Diagnostic.WRITE, site);
            return;
        }
        if (meta.reductionLevel != null && innermost != null) {
            reductionArrays.write(innermost, meta, index, site);
            return;
        }
        long state = meta.state(index);
        Level level = innermost;
        ArrayVar var = meta.var;
        if (level == null) {
            if (var.distributed()) {
                if (var.shadow == ArrayVar.Shadow.RENEWING && checks.disArrSequentialAccess) {
                    report.report(ErrorClass.SEQUENTIAL_ACCESS, "write-during-renewal", var.name, meta.element(index),
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
                locality.check(level, meta, index, true, site);
            }
            Level conflict = independence.conflicting(State.serial(state));
            if (conflict != null && checks.dataDependence && !conflict.isAcross(var)) {
                independence.dependence((state & State.LAST_WRITE) != 0 ? "output" : "anti", meta, index, Diagnostic.WRITE, site,
                        conflict, state);
            } else if (conflict != null && checks.dataDependence && (state & State.LAST_WRITE) == 0) {
                independence.acrossDirection("anti", meta, index, Diagnostic.WRITE, site, conflict, state);
            }
            if (var.writtenBy != level) {
                var.writtenBy = level;
                level.written.add(var);
            }
            meta.setState(index, State.of(serial, site, State.WRITTEN | State.LAST_WRITE));
        } else {
            Level conflict = independence.conflicting(State.serial(state));
            if (conflict != null && checks.varReadOnly) {
                independence.shared((state & State.LAST_WRITE) != 0 ? "undeclared-private" : "read-only-write", var.name,
                        meta.element(index), Diagnostic.WRITE, site, conflict, state,
                        "an element of a non-distributed array touched by another iteration");
            }
            meta.setState(index, State.of(serial, site,
                    IndependenceCheck.contended(state, conflict, level) | State.WRITTEN | State.LAST_WRITE));
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
        for (int index = start; index < end && !report.stopped(); index++) {
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
        variables.register(array, var, new int[0], !checks.tracksArrayInitialization());
    }

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
        FieldVars.Var var = variables.fieldAt(instance, site);
        FieldVars.Decl decl = siteEntries[site].decl;
        long state = var.state;
        if ((state & State.PENDING) != 0 && checks.reductionAccess) {
            reductionGroups.pendingUse(innermost, decl, Diagnostic.READ, site);
        }
        initialization.field(innermost, decl, state, site, writesExact());
        Level level = innermost;
        if (level == null || independence.sharedRedirected(decl, instance, Diagnostic.READ, site)) {
            return;
        }
        long recorded = State.serial(state);
        Level conflict = independence.conflicting(recorded);
        boolean readBack = false;
        if (conflict == null && (state & State.CONTENDED) != 0 && recorded >= level.base) {
            conflict = level; // the iteration reads its own write, but other iterations write it too
            readBack = true;
        }
        if (conflict != null && (state & State.LAST_WRITE) != 0 && checks.varReadOnly) {
            independence.shared("undeclared-private", decl.name, decl.name, Diagnostic.READ, site, conflict, state, readBack
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
        FieldVars.Var var = variables.fieldAt(instance, site);
        FieldVars.Decl decl = siteEntries[site].decl;
        long state = var.state;
        if ((state & State.PENDING) != 0 && checks.reductionAccess) {
            reductionGroups.pendingUse(innermost, decl, Diagnostic.WRITE, site);
        }
        Level level = innermost;
        if (level == null) {
            var.state = (state | State.WRITTEN) & ~State.PRIVATE_AFTER;
        } else if (!independence.sharedRedirected(decl, instance, Diagnostic.WRITE, site)) {
            Level conflict = independence.conflicting(State.serial(state));
            if (conflict != null && checks.varReadOnly) {
                independence.shared((state & State.LAST_WRITE) != 0 ? "undeclared-private" : "read-only-write", decl.name,
                        decl.name, Diagnostic.WRITE, site, conflict, state, "a field touched by another iteration");
            }
            var.state = State.of(serial, site, IndependenceCheck.contended(state, conflict, level)
                    | (State.flags(state) & State.PENDING) | State.WRITTEN | State.LAST_WRITE);
        }
        if (value != null && value.getClass().isArray()) {
            if (decl.layout != null) {
                variables.distribute(value, decl.layout, instance);
                windowEpoch++;
            } else {
                ArrayMeta meta = variables.arrays.get(value);
                if (meta != null && !meta.var.distributed() && meta.prefix.length == 0) {
                    meta.var.name = decl.name;
                }
            }
        }
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
            variables.fieldAt(instance, site);
            FieldVars.Decl decl = siteEntries[site].decl;
            if (decl.redirectingLevels > 0) {
                for (int l = levels.size() - 1; l >= 0; l--) {
                    Level level = levels.get(l);
                    String declared = level.redirected.get(decl.key);
                    if (declared != null && (instance == null || instance == level.self)) {
                        accesses++;
                        if ("private".equals(declared)) {
                            independence.privateUse(level, decl.key, decl.name, write, site);
                        } else if (level.reductionScalars.containsKey(decl.key)) { // a helper's update, or misuse
                            reductionScalars.use(level, decl.key, decl.name, level.reductionScalars.get(decl.key),
                                    write, site);
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
        Site where = Sites.get(site);
        String key = where.fieldOwner + '.' + where.fieldName;
        Level level = keeping(l -> "private".equals(l.redirected.get(key)));
        if (level != null) {
            independence.privateUse(level, key, where.fieldName, write, site);
        }
    }

    @Override
    public void reductionAccess(boolean write, int site) {
        Site where = Sites.get(site);
        String key = where.fieldOwner + '.' + where.fieldName;
        Level level = keeping(l -> l.reductionScalars.containsKey(key));
        if (level != null) {
            reductionScalars.use(level, key, where.fieldName, level.reductionScalars.get(key), write, site);
        }
    }

    /**
     * The innermost running construct that keeps a redirected field as {@code keeps} tests; {@code null} when none
     * does, or while checking is suspended.
     */
    private Level keeping(java.util.function.Predicate<Level> keeps) {
        if (quiet || innermost == null) {
            return null;
        }
        for (int l = levels.size() - 1; l >= 0; l--) {
            if (keeps.test(levels.get(l))) {
                return levels.get(l);
            }
        }
        return null;
    }

    /** Whether every write so far was seen: no unchecked segment ran, and no other thread wrote unseen. */
    private boolean writesExact() {
        return writesExact && !otherThreadWrites;
    }

    @Override
    public void otherThreadSeen(String thread) {
        otherThreadWrites = true;
    }

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
        quiet = report.stopped();
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        constructs++;
        if (innermost != null && construct.reductions.length > 0 && !quiet) {
            nestedReductions.started(construct, self, innermost, serial);
        }
        int number = lifecycle.innermost().number;
        coverage.constructStarted(construct.name);
        for (Field field : VariableTable.DISTRIBUTED_FIELDS.get(construct.owner)) {
            variables.declaredArray(construct, self, field.getName());
        }
        ParallelLoop loop = declarations.computeIfAbsent(construct, c -> java.util.Optional.ofNullable(
                Level.declaration(c))).orElse(null);
        Level level = new Level(construct, loop, self, number, bounds, serial + 1);
        for (Field field : level.redirectedFields) {
            variables.fields.of(field).redirectingLevels++;
        }
        if (loop != null) {
            for (String name : loop.shadowRenew()) {
                ArrayVar var = variables.declaredArray(construct, self, name);
                if (var != null) {
                    var.shadow = loop.corner() ? ArrayVar.Shadow.RENEWED : ArrayVar.Shadow.RENEWED_NO_CORNER;
                }
            }
            for (String name : loop.across()) {
                ArrayVar var = variables.declaredArray(construct, self, name);
                if (var != null) {
                    level.across.add(var);
                }
            }
            for (String name : loop.remoteAccess()) {
                ArrayVar var = variables.declaredArray(construct, self, name);
                if (var != null) {
                    level.remote.add(var);
                }
            }
        }
        level.outer = innermost;
        levels.add(level);
        innermost = level;
        windowEpoch++;
        reductionArrays.constructStarted(level, self);
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
        int[] stride = level.info.stride; // empty for a task region
        long[] own = level.own;
        int last = current.length - 1;
        for (int d = 0; d <= last; d++) {
            int value = index[d];
            if (current[d] != value) {
                current[d] = value;
                own[d] = (d < stride.length ? (long) stride[d] * value : value) + (d < offset.length ? offset[d] : 0);
                if (d < last) {
                    windowEpoch++; // another row of the iteration space: the rows' windows move
                }
            }
        }
        if (!level.privatesWritten.isEmpty()) {
            level.privatesWritten.clear();
        }
        level.iterationFailed = false;
        level.walkedTo();
    }

    /**
     * The iteration's body threw: what it began and did not finish is not judged when it ends, and the
     * construct's abrupt end is noted (the first per source construct) when the construct ends.
     */
    @Override
    public void iterationFailed(Throwable failure) {
        Level level = innermost;
        if (level == null) {
            return;
        }
        level.iterationFailed = true;
        if (level.failure == null) {
            level.failure = level.text + " ended by " + failure.getClass().getName() + " in "
                    + (suspended ? "an interior iteration, which was not checked" : "iteration " + level.iterationText());
        }
    }

    /**
     * The body caught an exception and goes on: the update it had begun (a reduction variable or element read, the
     * exception thrown before the write) stays unfinished, so the reads no write followed until now are not judged
     * as partial reads when the iteration ends; what the body reads after the handler is judged as before.
     */
    @Override
    public void handlerEntered(int site) {
        Level level = innermost;
        if (level == null) {
            return;
        }
        level.pendingScalarReads.clear();
        level.pendingReductionReads.clear();
    }

    @Override
    public void iterationEnd() {
        Level level = innermost;
        reductionArrays.iterationEnded(level);
        reductionScalars.iterationEnded(level);
        if (serial > level.iterationStart) {
            level.nestedRuns.add(new long[] {level.ordinal, level.iterationStart, serial});
        }
    }

    @Override
    public void constructEnd() {
        Level level = levels.remove(levels.size() - 1);
        innermost = levels.isEmpty() ? null : levels.get(levels.size() - 1);
        reductionArrays.constructEnded(level);
        level.pendingScalarReads.clear();
        windowEpoch++;
        for (Field field : level.redirectedFields) {
            variables.fields.of(field).redirectingLevels--;
        }
        for (ArrayVar var : level.written) {
            var.shadow = ArrayVar.Shadow.NOT_RENEWED; // every element is exported when each iteration is a processor
        }
        if (innermost != null) {
            innermost.written.addAll(level.written);
        }
        for (Field field : level.privates) {
            FieldVars.Var var = variables.fields.of(field).var(java.lang.reflect.Modifier.isStatic(field.getModifiers())
                    ? null : level.self);
            var.state = (var.state & ~State.WRITTEN) | State.PRIVATE_AFTER;
        }
        reductionGroups.constructEnded(level);
        if (level.failure != null) {
            abruptEnds.merge(level.info, new AbruptEnd(level.failure), (first, again) -> first.again());
        }
    }

    @Override
    public void reductionGroupStart(Object group) {
        reductionGroups.started(group);
    }

    @Override
    public void reductionGroupWait(Object group) {
        reductionGroups.waited(group);
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> members) {
        for (Object array : members) {
            ArrayMeta meta = array == null ? null : variables.arrays.get(array);
            if (meta != null) {
                meta.var.shadow = ArrayVar.Shadow.RENEWING;
            }
        }
        windowEpoch++;
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> members) {
        for (Object array : members) {
            ArrayMeta meta = array == null ? null : variables.arrays.get(array);
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
        for (String note : abruptEndNotes()) {
            log.addNote(note);
        }
    }

    /**
     * What the report says of the constructs that ended by an exception: no error (what ran up to the exception
     * was checked, the iteration's unfinished update is not judged), but what a grid does differently then.
     */
    List<String> abruptEndNotes() {
        List<String> notes = new ArrayList<>();
        for (AbruptEnd end : abruptEnds.values()) {
            notes.add(end.first + (end.times > 1 ? " (and " + (end.times - 1) + " more " + (end.times == 2 ? "time"
                    : "times") + ")" : "") + "; the accesses before the exception were checked, the update it "
                    + "cut short is not judged. On a grid the other processors finish their blocks, so after the "
                    + "exception the caller may see writes and reduction contributions of iterations the sequential "
                    + "program never ran");
        }
        return notes;
    }

    /** A source construct's first end by an exception, and how many times it so ended. */
    private static final class AbruptEnd {
        final String first;
        int times = 1;

        AbruptEnd(String first) {
            this.first = first;
        }

        AbruptEnd again() {
            times++;
            return this;
        }
    }

    /** At the end of the run: groups started and never waited for. */
    void finish() {
        reductionGroups.finish();
    }

    /** The arrays the variable table knows. */
    int trackedArrays() {
        return variables.arrays.size();
    }

    /** The lines of the constructs that ran that no checked iteration reached ({@link Coverage}). */
    List<String> linesNotChecked() {
        return coverage.linesNotChecked();
    }

}
