package org.javadvm.debug.trace;

import java.io.Closeable;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

import org.javadvm.debug.internal.Consumer;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Emulation;

/**
 * Records the debug event stream as trace records, one sink per processor: constructs with their
 * iterations, reads (level FULL), before- and after-writes (MODIFY, FULL), reduction results after their
 * construct, checksums of the arrays each construct used (level CHECKSUM, or {@code CalcChecksums}), at
 * the level and on the iterations the loops file sets per construct.
 *
 * <p>Hook events come before the load or store they report, so the recorder reads a value itself (the
 * element, the field) and writes an after-write record when the next event of any kind arrives (an access,
 * an iteration's or construct's start or end, {@link #close}). A reduction's result is the value the
 * run-time combined ({@link #reductionResult}, before the construct's end; the trace has it after the
 * construct's {@code EL}); an array reduction's, which the event does not carry, is read from its field's array
 * at the first event after the construct (the run-time combines it into the array after the end), one
 * {@code RV} per element.
 *
 * <p>Substitution: the after-write and reduction result records go through
 * {@link TraceSink#recordAndSubstitute}; when a comparing sink returns the reference's value, the recorder writes
 * it into the element or field before the program goes on (the next event is the program's next access), and
 * hands a reduction's to the run-time, which passes it on instead of the combined one.
 *
 * <p>Sequential loops of woven methods ({@code SL}) come from the loop hooks: a loop's start, each iteration
 * (numbered from 0) and its end, recorded as a construct of rank 1 without bounds, nested where it runs (in the
 * sequential part, in a parallel construct's iteration, in another sequential loop). A loop not listed in the
 * loops file takes the level of the construct it runs in (the default level at the top); at level CHECKSUM it
 * records nothing of its own (checksums belong to parallel constructs). {@link SequentialBoundary} limits its
 * traced iterations to the first and last ones; the last ones are kept back until the loop ends
 * ({@link LastIterations}). In the iterations past the first ones when no last ones are kept, the parallel
 * constructs that run still record their begin, their end with the checksums and their reduction results (as in
 * DVM), so that boundary mode checks every instance of a construct of a time loop by its checksums.
 *
 * <p>Accesses to the elements of an array a running construct declares a reduction over (the array itself, or
 * the copy the current processor updates) are recorded as {@code RV_RD}, {@code RV_BW} and {@code RV_AW} under
 * the array's name and take no part in checksums: their values are partial results, which depend on the split;
 * the array's result after the construct is one {@code RV} record per element ({@code "count[5]"}), at level
 * CHECKSUM one record of the array's checksum ({@code "count"}, the mean of its elements, as a {@code CS} line).
 *
 * <p>Declared private fields and scalar reduction variables inside their construct's body live in block slots;
 * their events carry the value ({@link #privateValue}, {@link #reductionValue}), recorded as a field's accesses,
 * a reduction variable's as {@code RV_RD}, {@code RV_BW}, {@code RV_AW}. Not recorded: reference-typed private
 * fields there (no value comes), bound accesses while a construct runs (a helper reaching the construct's copy).
 *
 * <p>With boundary iterations ({@link BoundaryTrace}) only the boundary iterations of parallel loops are recorded;
 * the recorder asks the run-time to run the interior through the plain body, and the checksums after the
 * construct cover every element whatever ran where.
 */
public final class TraceRecorder implements Consumer, Closeable {
    private static final int NO_WRITE = 0;
    private static final int ELEMENT_WRITE = 1;
    private static final int FIELD_WRITE = 2;
    private static final int RANGE_WRITE = 3;

    private final TraceSettings settings;
    private final LoopConfig config;
    private final IntFunction<TraceSink> openSink;
    private final IntFunction<TraceHeader> header;
    private TraceSink[] sinks = new TraceSink[1];
    /** The sinks of the task groups of several processors seen so far, by their members. */
    private final Map<List<Integer>, GroupSink> groupSinks = new HashMap<>();
    private TraceSink sink;
    private final ConstructNumbering numbering = new ConstructNumbering();
    private final ArrayNames names = new ArrayNames();
    private final ReductionUpdates reductionUpdates = new ReductionUpdates();
    private final FieldValues fields = new FieldValues();
    private final Map<String, Integer> arrayNumbers = new HashMap<>();
    private final List<ConstructFrame> frames = new ArrayList<>();
    private final Set<Integer> mismatches = new HashSet<>();
    private ConstructFrame top;
    private final TracePoint start;
    private final TracePoint finish;
    /** Inside the trace window ({@code StartPoint} .. {@code FinishPoint}): records are written. */
    private boolean window;
    private boolean windowClosed;
    private boolean stopped;
    /** Why recording or comparing stopped before the end of the run, or {@code null}. */
    private Exception failure;
    private long records;
    /** Parallel constructs (loops, task regions) running: 0 in the sequential part, sequential loops included. */
    private int parallelDepth;
    /** The sequential part recorded an access since its last block ended: the block ends with {@code SKP}. */
    private boolean blockRecorded;
    /** Iterations of parallel loops run but not recorded: interior ones (boundary mode) and checked ones outside. */
    private long unrecordedIterations;

    private int pending = NO_WRITE;
    private Object pendingTarget;
    private int pendingIndex;
    private int pendingTo;
    private int pendingSite;
    private String pendingOperand;
    private ValueKind pendingType;
    /** AW, or RV_AW for an element of a reduction array inside its construct. */
    private TraceRecord.AccessKind pendingKind = TraceRecord.AccessKind.AW;
    private ConstructFrame pendingReductions;
    private Emulation emulation = Emulation.SEQUENTIAL;
    /** Under the emulation of a grid of several processors: what each reads of the elements it does not own. */
    private DistributedView view;
    private SequentialBoundary boundary = SequentialBoundary.NONE;
    /** Where records go instead of the sinks: an iteration kept back by a sequential loop, or {@code null}. */
    private LastIterations keeping;
    private static final long[] NO_BOUNDS = new long[0];
    /** With boundary iterations: the access sites the checked iterations reached, for the lines none reached. */
    private final java.util.BitSet reached;
    private final org.javadvm.debug.internal.CheckedLines checkedLines = new org.javadvm.debug.internal.CheckedLines();

    /**
     * @param settings the recording settings
     * @param config   the loops file's levels and ranges ({@link LoopConfig#NONE} without one)
     * @param openSink opens processor {@code p}'s sink (a trace file writer, a comparer, a loops file writer),
     *                 processor 0's at once (a run that records nothing still leaves a trace with its header),
     *                 the others' when their first record comes
     * @param header   the header of processor {@code p}'s trace, given to its sink first
     */
    public TraceRecorder(TraceSettings settings, LoopConfig config, IntFunction<TraceSink> openSink,
                         IntFunction<TraceHeader> header) {
        this.settings = settings;
        this.config = config;
        this.openSink = openSink;
        this.header = header;
        this.start = TracePoint.parse("StartPoint", settings.startPoint());
        this.finish = TracePoint.parse("FinishPoint", settings.finishPoint());
        this.window = start == null;
        this.reached = settings.boundary().active() ? new java.util.BitSet() : null;
        this.sink = sinkOf(0);
    }

    /**
     * Asks the run-time for this emulation of every construct (a processor grid for comparing a parallel run,
     * every iteration its own processor for checking reductions); sequential by default.
     */
    public synchronized TraceRecorder emulating(Emulation emulation) {
        this.emulation = emulation;
        int[] shape = emulation.kind() == Emulation.Kind.GRID ? emulation.shape() : null;
        int processors = 1;
        for (int extent : shape == null ? new int[0] : shape) {
            processors *= extent;
        }
        this.view = processors > 1 ? new DistributedView(shape) : null;
        return this;
    }

    /** Traces only the boundary iterations of sequential loops ({@code Irep_left}, {@code Irep_right}). */
    public synchronized TraceRecorder boundingSequentialLoops(SequentialBoundary boundary) {
        this.boundary = boundary;
        return this;
    }

    @Override
    public synchronized Emulation emulation() {
        return emulation;
    }

    /** The program ended: the traces are completed and closed; what was recorded goes into the statistics. */
    @Override
    public synchronized void finish(DiagnosticLog log) {
        long written = written();
        try {
            close();
        } catch (IOException e) {
            failure = failure == null ? e : failure;
        }
        log.addStatistic("trace records", written);
        if (view != null) {
            log.addStatistic("elements of shadow edges and remote buffers set to their renewed values (grid emulation)",
                    view.swappedElements());
        }
        if (settings.boundary().active()) {
            log.addStatistic("trace iterations not recorded (boundary iterations only)", unrecordedIterations);
            log.addNotChecked(checkedLines.notReached(reached::get));
        }
        if (failure != null) {
            // a trace cut short or a comparison that stopped must not read as a clean run: it goes into the report
            String message = String.valueOf(failure.getMessage());
            boolean mismatch = failure.getClass().getSimpleName().equals("TraceMismatchException");
            log.report(new Diagnostic(ErrorClass.TRACE_MISMATCH, mismatch ? "header" : "trace-failed", "", "", "",
                    "", "", 0, null, null, null, 0, null, (mismatch ? "" : "the trace stopped after " + written
                    + " records: ") + message));
        }
    }

    /** Records written so far, over all processors' traces (a task group's record once per member). */
    public synchronized long records() {
        return written();
    }

    private long written() {
        long total = records;
        for (GroupSink shared : groupSinks.values()) {
            total += shared.extraRecords();
        }
        return total;
    }

    // ---- structure ----------------------------------------------------------------------------------------

    @Override
    public synchronized void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        flush();
        int number = numbering.number(construct);
        names.register(construct.owner, self);
        checkedLines.constructStarted(construct.name);
        ConstructFrame parent = top;
        if (view != null) {
            view.constructStart(construct, self, calledFromSequentialPart(frames.size()));
        }
        boolean outside = outsideWindow(parent);
        boolean suppressed = !outside && suppressesChildren(parent);
        TraceLevel level = suppressed ? TraceLevel.NONE : levelOf(number, construct);
        boolean collect = settings.checksums(level) || (parent != null && parent.collectArrays);
        ConstructFrame frame = new ConstructFrame(construct, self, number, bounds, level, suppressed, collect);
        inheritOwner(frame, parent);
        frame.outsideWindow = outside;
        frame.reductionArrays = ReductionArrayCopies.of(construct, self);
        frame.reductionArraysWithin = frame.reductionArrays != null || (parent != null && parent.reductionArraysWithin);
        passPoint(number, false);
        if (level.structure()) {
            openIterations();
            if (blockRecorded && parallelDepth == 0) {
                endSequentialBlock(frame.file, frame.line);
            }
            int rank = construct.rank;
            long[] lo = new long[rank];
            long[] hi = new long[rank];
            long[] step = new long[rank];
            for (int d = 0; d < rank; d++) {
                lo[d] = bounds[2 * d];
                hi[d] = bounds[2 * d + 1] - 1L;
                step[d] = 1;
            }
            frame.begin = new TraceRecord.ConstructBegin(construct.task ? TraceRecord.ConstructKind.TR
                    : TraceRecord.ConstructKind.PL, number, parent == null ? 0 : parent.number, rank, lo, hi, step,
                    frame.file, frame.line);
            write(frame.begin);
        }
        frames.add(frame);
        top = frame;
        parallelDepth++;
    }

    /**
     * The processor (or task group) whose trace gets a construct's begin and end: the one running the enclosing
     * construct's part, else the enclosing construct's owner, processor 0 at the top level.
     */
    private static void inheritOwner(ConstructFrame frame, ConstructFrame parent) {
        if (parent == null) {
            frame.owner = 0;
        } else if (parent.processor >= 0) {
            frame.owner = parent.processor;
            frame.ownerGroup = parent.processorGroup;
        } else {
            frame.owner = parent.owner;
            frame.ownerGroup = parent.ownerGroup;
        }
    }

    /** Whether processor {@code p}'s trace has the construct's begin and end as (a member of) its owner's. */
    private static boolean owns(ConstructFrame frame, int p) {
        if (frame.ownerGroup == null) {
            return p == frame.owner;
        }
        for (int member : frame.ownerGroup) {
            if (member == p) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a construct starting now runs in an iteration of a sequential loop outside its {@code Irep_left}
     * window, directly or through sequential loops: it records its structure and checksums only (as DVM, whose
     * skipped iterations still begin and end their parallel loops and compute their checksums).
     */
    private static boolean outsideWindow(ConstructFrame parent) {
        return parent != null && parent.sequential() && !parent.suppressed && !parent.silencesChildren
                && parent.inIteration && (parent.outsideWindow || parent.iterationOutsideWindow);
    }

    /** Whether nothing inside the running construct {@code parent} is recorded now, nested constructs included. */
    private static boolean suppressesChildren(ConstructFrame parent) {
        return parent != null && (parent.suppressed || parent.silencesChildren
                || (parent.inIteration && !parent.iterationTraced));
    }

    /** The loops file's level for the construct, when its line describes this construct; else the default. */
    private TraceLevel levelOf(int number, ConstructInfo construct) {
        LoopConfig.Entry entry = config.entry(number);
        if (entry == null) {
            return settings.level();
        }
        String file = ConstructNumbering.file(construct.source);
        int line = ConstructNumbering.line(construct.source);
        if (entry.file().equals(file) && entry.line() == line) {
            return entry.level();
        }
        if (mismatches.add(number)) {
            System.err.println("Java-DVM trace: " + entry.where() + " describes construct " + number + " at "
                    + entry.file() + ":" + entry.line() + ", but this run's construct " + number + " is "
                    + construct.name + " at " + construct.source + "; it is traced at the default level "
                    + settings.level() + " (write the loops file again with TraceMode=0)");
        }
        return settings.level();
    }

    @Override
    public synchronized void iterationStart(int[] index) {
        flush();
        ConstructFrame frame = top;
        if (frame == null) {
            return;
        }
        long[] at = new long[index.length];
        for (int d = 0; d < index.length; d++) {
            at[d] = index[d];
        }
        frame.index = at;
        if (frame.reductionArrays != null) {
            frame.reductionArrays.refresh();
        }
        frame.absolute = ConstructNumbering.absolute(index, frame.bounds);
        frame.inIteration = true;
        frame.iterationWritten = false;
        frame.iterationTraced = !frame.suppressed && !frame.outsideWindow
                && config.traced(frame.number, at, frame.first)
                && (frame.info.task || settings.boundary().records(index, frame.bounds, frame.localLo, frame.localHi));
        if (!frame.iterationTraced && !frame.suppressed) {
            unrecordedIterations++;
        }
        if (frame.iterationTraced && (frame.level == TraceLevel.MINIMAL || settings.writeEmptyIter())
                && frame.structure()) {
            openIterations();
        }
    }

    // ---- sequential loops ---------------------------------------------------------------------------------

    @Override
    public synchronized void sequentialLoopStart(int site) {
        flush();
        Site where = Sites.get(site);
        int number = numbering.sequentialLoop(site);
        String file = file(where);
        ConstructFrame parent = top;
        LoopConfig.Entry entry = config.entries().isEmpty() ? null : config.sequentialLoop(number, file, where.line);
        boolean outside = outsideWindow(parent);
        boolean suppressed = !outside && suppressesChildren(parent);
        TraceLevel level = suppressed || outside ? TraceLevel.NONE : entry != null ? entry.level()
                : parent != null ? parent.level : settings.level();
        ConstructFrame frame = new ConstructFrame(site, number, file, where.line, level, suppressed, parent);
        // a sequential loop runs on the processor of the part around it (a task's, under grid emulation): the
        // constructs inside belong to that processor's trace, and their records go back to it when they end
        inheritOwner(frame, parent);
        frame.entry = entry;
        frame.outsideWindow = outside;
        frame.silencesChildren = entry != null && entry.level() == TraceLevel.NONE;
        frame.depth = parent != null && parent.sequential() ? parent.depth + 1 : 1;
        frame.limited = !outside && boundary.limits(frame.depth);
        if (frame.limited && boundary.last() > 0 && !suppressed) {
            frame.last = new LastIterations(boundary.last());
        }
        frame.outerKeeping = keeping;
        frame.reductionArraysWithin = parent != null && parent.reductionArraysWithin;
        passPoint(number, false);
        if (frame.structure()) {
            openIterations();
            frame.begin = new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.SL, number,
                    parent == null ? 0 : parent.number, 1, NO_BOUNDS, NO_BOUNDS, NO_BOUNDS, file, where.line);
            write(frame.begin);
        }
        frames.add(frame);
        top = frame;
    }

    @Override
    public synchronized void sequentialIteration(int site) {
        flush();
        ConstructFrame frame = top;
        if (frame == null || frame.site != site) {
            return; // the hooks nest (the weaver guarantees it); an event without its loop records nothing
        }
        long k = frame.nextIteration++;
        frame.absolute = k;
        frame.inIteration = true;
        frame.iterationWritten = false;
        boolean traced = !frame.suppressed && (frame.entry == null || frame.entry.ranges().isEmpty()
                || LoopConfig.traced(frame.entry, new long[] {k}, frame.first));
        frame.iterationOutsideWindow = false;
        if (frame.limited) {
            if (k < boundary.first()) {
                keeping = frame.outerKeeping;
            } else if (frame.last != null) {
                keeping = frame.outerKeeping; // where the oldest kept iteration goes as a skipped one, if it must
                TraceSink current = sink;
                frame.last.startIteration((target, record) -> {
                    sink = target;
                    write(record);
                });
                sink = current;
                keeping = frame.last; // one of the last ones, perhaps: kept until the loop ends
            } else {
                frame.iterationOutsideWindow = traced; // its parallel constructs record their structure only
                traced = false;
            }
        }
        frame.iterationTraced = traced;
        if (traced && (frame.level == TraceLevel.MINIMAL || settings.writeEmptyIter()) && frame.structure()) {
            openIterations();
        }
    }

    @Override
    public synchronized void sequentialLoopEnd(int site) {
        flush();
        int at = frames.size() - 1;
        while (at >= 0 && frames.get(at).site != site) {
            at--;
        }
        if (at < 0) {
            return;
        }
        ConstructFrame frame = frames.get(at);
        while (frames.size() > at) { // frames above it were left by an exception without their end: dropped
            frames.remove(frames.size() - 1);
        }
        countParallel();
        top = frames.isEmpty() ? null : frames.get(frames.size() - 1);
        keeping = frame.outerKeeping;
        if (frame.last != null) {
            TraceSink current = sink;
            frame.last.drainTo((target, record) -> {
                sink = target;
                write(record);
            });
            sink = current;
        }
        if (frame.structure()) {
            write(new TraceRecord.ConstructEnd(frame.number, frame.file, frame.line, List.of()));
        }
        passPoint(frame.number, true);
    }

    @Override
    public synchronized void iterationEnd() {
        flush();
        if (top != null) {
            top.inIteration = false;
        }
    }

    @Override
    public synchronized void constructEnd() {
        flush();
        ConstructFrame frame = top;
        if (frame == null) {
            return;
        }
        frames.remove(frames.size() - 1);
        top = frames.isEmpty() ? null : frames.get(frames.size() - 1);
        parallelDepth--;
        if (view != null) {
            view.constructEnd(calledFromSequentialPart(frames.size()));
        }
        if (frame.level.structure()) {
            writeEnd(frame);
            if (frame.resultsReported.cardinality() < frame.info.reductions.length) {
                // array reductions, and a construct that hands nothing on (grid task region without tasks)
                pendingReductions = frame;
            }
        }
        passPoint(frame.number, true);
        emptyParts(frame);
        if (top != null && top.collectArrays && top.arrayOrder != frame.arrayOrder) {
            for (ConstructFrame.ArrayUse use : frame.arrayOrder) {
                if (use.read) {
                    top.use(use.root, use.name, use.file, use.line, use.distributed, false);
                }
                if (use.written) {
                    top.use(use.root, use.name, use.file, use.line, use.distributed, true);
                }
            }
        }
    }

    /** The construct's end record with its checksums, once. */
    private void writeEnd(ConstructFrame frame) {
        if (!frame.endWritten) {
            frame.endWritten = true;
            write(new TraceRecord.ConstructEnd(frame.number, frame.file, frame.line, checksums(frame)));
        }
    }

    /**
     * A reduction's result as the run-time combined it: after the construct's end record (written now; nothing
     * runs between this event and the construct's end), an {@code RV} record with that value. Returns the
     * reference's value when the comparer substitutes it, for the run-time to hand on instead.
     */
    @Override
    public synchronized Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        flush();
        ConstructFrame frame = top;
        if (frame == null || frame.info == null || !frame.level.structure()) {
            return null;
        }
        writeEnd(frame);
        if (value == null) { // an array reduction: combined into the field's array after the construct's end
            return null;
        }
        ConstructInfo.Reduction[] declared = frame.info.reductions;
        int position = 0;
        while (position < declared.length && declared[position] != reduction) {
            position++;
        }
        frame.resultsReported.set(position);
        Field variable = reduction.variable;
        if (enclosingReduces(frame, variable)) {
            // a partial value: the enclosing construct's copy of the same variable, which starts from the identity
            // on each processor; the enclosing construct's result is compared instead
            return null;
        }
        ValueKind type = ElementValues.typeOf(variable.getType());
        Site update = update(frame, variable.getName());
        TraceValue replacement = writeAndSubstitute(new TraceRecord.ReductionResult(variable.getName(), type,
                ElementValues.of(value, type), update == null ? frame.file : file(update),
                update == null ? frame.line : update.line, reduction.op.name()));
        return replacement == null ? null : ElementValues.number(replacement, variable.getType());
    }

    /** Whether a construct enclosing {@code frame} declares a reduction of {@code variable} too. */
    private boolean enclosingReduces(ConstructFrame frame, Field variable) {
        for (ConstructFrame outer : frames) {
            if (outer != frame && outer.info != null) {
                for (ConstructInfo.Reduction declared : outer.info.reductions) {
                    if (declared.variable.equals(variable)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private List<TraceRecord.Checksum> checksums(ConstructFrame frame) {
        if (!settings.checksums(frame.level)) {
            return List.of();
        }
        List<TraceRecord.Checksum> checksums = new ArrayList<>();
        for (ConstructFrame.ArrayUse use : frame.arrayOrder) {
            if ((settings.checksumMode() == 1 && !use.written) || (settings.checksumDisarrOnly() && !use.distributed)) {
                continue;
            }
            ArrayChecksum.Result sum = ArrayChecksum.withBlocks(use.root);
            int number = arrayNumbers.computeIfAbsent(use.name, name -> arrayNumbers.size() + 1);
            String access = use.read && use.written ? "rw" : use.written ? "w" : "r";
            checksums.add(new TraceRecord.Checksum(use.name, use.file, use.line, number, access, sum.mean(),
                    sum.failed(), sum.blocks()));
        }
        return checksums;
    }

    /** Opens or closes the trace window at the begin ({@code end == false}) or end of construct {@code number}. */
    private void passPoint(int number, boolean end) {
        if (!window && !windowClosed && start != null && start.construct() == number && start.end() == end) {
            window = true;
        } else if (window && finish != null && finish.construct() == number && finish.end() == end) {
            windowClosed = true;
            // the construct's reduction results written after its end, read at the next event, still belong to it
            window = end && pendingReductions != null;
        }
    }

    /** Before the first record inside them: the IT records of the enclosing iterations not written yet. */
    private void openIterations() {
        ConstructFrame frame = top;
        if (frame == null || !frame.inIteration || frame.iterationWritten) {
            return;
        }
        for (ConstructFrame outer : frames) {
            if (outer.inIteration && (outer.iterationTraced || outer.iterationOutsideWindow) && !outer.iterationWritten
                    && outer.structure()) {
                outer.iterationWritten = true;
                write(new TraceRecord.Iteration(outer.absolute, outer.sequential() ? new long[] {outer.absolute}
                        : outer.index));
            }
        }
    }

    /**
     * Processor {@code processor}'s part of the construct runs next (grid emulation): its records go to its
     * sink. Until the run-time emulates the grid every record goes to processor 0's.
     */
    @Override
    public synchronized void processorStart(int processor, int[] lo, int[] hi) {
        flush();
        sink = sinkOf(processor);
        ConstructFrame frame = top;
        if (frame != null && frame.begin != null && !owns(frame, processor)) {
            write(frame.begin); // the part's trace holds the construct around its iterations, as on a real processor
        }
        for (ConstructFrame enclosing : frames) {
            enclosing.parts.set(processor); // a part of a nested loop is a part of the enclosing task region too
        }
        if (frame != null) {
            frame.processor = processor;
            frame.parts.set(processor);
            frame.localLo = lo.clone(); // the processor's block: Iloc_left / Iloc_right count from its edges
            frame.localHi = hi.clone();
            if (view != null && splitsOverGrid(frame)) {
                view.partStart(processor);
            }
        }
    }

    /** Whether the constructs below {@code depth} on the stack are sequential loops only (or there are none). */
    private boolean calledFromSequentialPart(int depth) {
        for (int k = 0; k < depth; k++) {
            if (!frames.get(k).sequential()) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code frame}, the running construct, is a parallel loop the grid's processors share. */
    private boolean splitsOverGrid(ConstructFrame frame) {
        return frame == top && !frame.sequential() && !frame.info.task && calledFromSequentialPart(frames.size() - 1);
    }

    /**
     * The part that started is a task run by a group of several processors: the other members' traces get the
     * construct's begin too, and the task's records go to every member's trace, as each member of a real group
     * runs the task's code (its parallel loops split over the group: their parts go to their own processors).
     */
    @Override
    public synchronized void processorGroup(int[] members) {
        flush();
        ConstructFrame frame = top;
        if (frame == null) {
            return;
        }
        frame.processorGroup = members.clone();
        for (int m = 1; m < members.length; m++) {
            for (ConstructFrame enclosing : frames) {
                enclosing.parts.set(members[m]);
            }
            if (frame.begin != null && !owns(frame, members[m])) {
                sink = sinkOf(members[m]);
                write(frame.begin);
            }
        }
        sink = sinkOf(members[0], frame.processorGroup);
    }

    /**
     * Under grid emulation every processor takes part in every construct the sequential part calls, as in DVM
     * (a processor whose block is empty still begins and ends the loop): the traces of the processors that ran
     * no part get the construct's begin and end, so each processor's trace has every instance and matches the
     * reference instance by instance.
     */
    private void emptyParts(ConstructFrame frame) {
        if (emulation.kind() != Emulation.Kind.GRID || frame.begin == null) {
            return;
        }
        for (ConstructFrame outer : frames) {
            if (!outer.sequential()) {
                return; // a nested construct: only the processors running the enclosing one's parts take part
            }
        }
        int processors = 1;
        for (int extent : emulation.shape()) {
            processors *= extent;
        }
        TraceSink saved = sink;
        for (int p = 1; p < processors; p++) {
            if (!frame.parts.get(p)) {
                sink = sinkOf(p);
                write(frame.begin);
                write(new TraceRecord.ConstructEnd(frame.number, frame.file, frame.line, List.of()));
            }
        }
        sink = saved;
    }

    /**
     * Processor's part of the construct ended: another processor's trace gets the construct's end (without the
     * checksums, which belong to the whole construct), and records go to the owner's trace again (processor 0 at
     * the top level, whose thread continues the program; a task's processor for a loop inside the task).
     */
    @Override
    public synchronized void processorEnd() {
        flush();
        ConstructFrame frame = top;
        if (frame != null && frame.begin != null && frame.processor >= 0) {
            int[] members = frame.processorGroup == null ? new int[] {frame.processor} : frame.processorGroup;
            for (int member : members) {
                if (!owns(frame, member)) {
                    sink = sinkOf(member);
                    write(new TraceRecord.ConstructEnd(frame.number, frame.file, frame.line, List.of()));
                }
            }
        }
        if (frame != null) {
            if (view != null && splitsOverGrid(frame)) {
                view.partEnd();
            }
            frame.processor = -1;
            frame.processorGroup = null;
            frame.localLo = null;
            frame.localHi = null;
        }
        sink = frame == null ? sinkOf(0) : sinkOf(frame.owner, frame.ownerGroup);
    }

    @Override
    public synchronized void reductionGroupStart(Object group) {
        flush();
    }

    @Override
    public synchronized void reductionGroupWait(Object group) {
        flush();
    }

    @Override
    public synchronized void shadowGroupStart(Object group, List<Object> arrays) {
        flush();
        if (view != null) {
            view.shadowGroupStart(arrays);
        }
    }

    @Override
    public synchronized void shadowGroupWait(Object group, List<Object> arrays) {
        flush();
    }

    /** Boundary iterations only: the run-time runs the interior through the plain body, unrecorded. */
    @Override
    public BoundaryIterations boundaryIterations() {
        return settings.boundary().split();
    }

    @Override
    public synchronized void uncheckedStart(int[] lo, int[] hi) {
        flush();
        long count = 1;
        for (int d = 0; d < lo.length; d++) {
            count *= Math.max(0, (long) hi[d] - lo[d]);
        }
        unrecordedIterations += count;
    }

    @Override
    public synchronized void uncheckedEnd() {
        flush();
    }

    // ---- accesses -----------------------------------------------------------------------------------------

    private TraceLevel accessLevel() {
        return top == null ? settings.level() : top.innerLevel();
    }

    @Override
    public synchronized void arrayRead(Object array, int index, int site) {
        flush();
        if (reached != null) {
            reached.set(site);
        }
        if (array == null || index < 0 || index >= java.lang.reflect.Array.getLength(array)) {
            return; // the access itself fails
        }
        if (array instanceof Object[] && array.getClass().getComponentType().isArray()) {
            return; // fetching a row: the element access that follows is the one recorded
        }
        Site where = Sites.get(site);
        String reduction = reductionArray(array);
        if (reduction != null) {
            if (accessLevel().reads()) {
                openIterations();
                write(new TraceRecord.Access(TraceRecord.AccessKind.RV_RD, ElementValues.get(array, index),
                        ElementValues.type(array), reduction + "[" + index + "]", file(where), where.line));
            }
            return;
        }
        use(array, where, false);
        if (accessLevel().reads()) {
            openIterations();
            element(TraceRecord.AccessKind.RD, array, index, where);
        }
    }

    @Override
    public synchronized void arrayWrite(Object array, int index, int site) {
        flush();
        if (reached != null) {
            reached.set(site);
        }
        if (array == null || index < 0 || index >= java.lang.reflect.Array.getLength(array)) {
            return;
        }
        Site where = Sites.get(site);
        String reduction = reductionArray(array);
        if (reduction == null) {
            use(array, where, true);
        } else {
            reductionWritten(reduction, where);
        }
        if (accessLevel().writes()) {
            openIterations();
            ValueKind type = ElementValues.type(array);
            // a reduction array's element is named by the reduction; any other is named again for its after-write
            String operand = reduction == null ? null : reduction + "[" + index + "]";
            if (reduction == null) {
                element(TraceRecord.AccessKind.BW, array, index, where);
            } else {
                write(new TraceRecord.Access(TraceRecord.AccessKind.RV_BW, null, type, operand, file(where),
                        where.line));
            }
            pendingKind = reduction == null ? TraceRecord.AccessKind.AW : TraceRecord.AccessKind.RV_AW;
            pending = ELEMENT_WRITE;
            pendingTarget = array;
            pendingIndex = index;
            pendingSite = site;
            pendingOperand = operand;
            pendingType = type;
        }
    }

    @Override
    public synchronized void fieldRead(Object instance, int site) {
        flush();
        if (reached != null) {
            reached.set(site);
        }
        if (accessLevel().reads()) {
            TraceValue value = fields.get(instance, site);
            if (value != null) {
                Site where = Sites.get(site);
                openIterations();
                write(new TraceRecord.Access(TraceRecord.AccessKind.RD, value, fields.type(site),
                        fieldOperand(instance, where), file(where), where.line));
            }
        }
    }

    @Override
    public synchronized void fieldWrite(Object instance, Object value, int site) {
        flush();
        if (reached != null) {
            reached.set(site);
        }
        if (value != null && value.getClass().isArray()) {
            java.lang.reflect.Field field = fields.field(site);
            if (field != null) {
                names.stored(field, instance, value);
            }
        }
        if (accessLevel().writes() && fields.get(instance, site) != null) {
            Site where = Sites.get(site);
            openIterations();
            String operand = fieldOperand(instance, where);
            ValueKind type = fields.type(site);
            write(new TraceRecord.Access(TraceRecord.AccessKind.BW, null, type, operand, file(where), where.line));
            pending = FIELD_WRITE;
            pendingTarget = instance;
            pendingSite = site;
            pendingOperand = operand;
            pendingType = type;
        }
    }

    @Override
    public synchronized void boundAccess(Object instance, boolean write, int site) {
        if (reached != null) {
            reached.set(site);
        }
        if (top == null) { // no construct binds the field now: the access reaches the field itself
            if (write) {
                fieldWrite(instance, null, site);
            } else {
                fieldRead(instance, site);
            }
        } else {
            flush();
        }
    }

    @Override
    public synchronized void privateAccess(boolean write, int site) {
        flush(); // a reference-typed private field: its event carries no value, and the trace has no record of it
    }

    /** A declared private field in its construct's body, with its value: RD, or BW and AW, as a field's. */
    @Override
    public synchronized void privateValue(boolean write, long bits, int site) {
        flush();
        redirected(write, bits, site, false);
    }

    /**
     * A scalar reduction variable in its construct's body, with its value (the processor's partial result):
     * RV_RD, or RV_BW and RV_AW, which the comparison passes over, as DVM's (only the result is compared).
     */
    @Override
    public synchronized void reductionValue(boolean write, long bits, int site) {
        flush();
        redirected(write, bits, site, true);
    }

    /**
     * The access records of a field the body keeps in a local, at the level's reads or writes. The value is the
     * event's (what the local held or is about to hold), so the after-write record follows the before-write at
     * once, and a comparing run cannot substitute it (the local is out of the recorder's reach).
     */
    private void redirected(boolean write, long bits, int site, boolean reduction) {
        TraceLevel level = accessLevel();
        if (write ? !level.writes() : !level.reads()) {
            return;
        }
        Site where = Sites.get(site);
        ValueKind type = fields.type(site);
        String operand = fieldOperand(fields.isStatic(site) ? null : this, where);
        String file = file(where);
        openIterations();
        if (write) {
            write(new TraceRecord.Access(reduction ? TraceRecord.AccessKind.RV_BW : TraceRecord.AccessKind.BW, null,
                    type, operand, file, where.line));
        }
        write(new TraceRecord.Access(reduction ? (write ? TraceRecord.AccessKind.RV_AW : TraceRecord.AccessKind.RV_RD)
                : (write ? TraceRecord.AccessKind.AW : TraceRecord.AccessKind.RD), ElementValues.value(type, bits),
                type, operand, file, where.line));
    }

    @Override
    public synchronized void arrayAllocated(Object array, int site) {
        flush();
    }

    @Override
    public synchronized void arrayRange(Object array, int from, int to, boolean write, int site) {
        flush();
        if (array == null || from < 0 || from >= to || to > java.lang.reflect.Array.getLength(array)) {
            return;
        }
        Site where = Sites.get(site);
        String reduction = reductionArray(array);
        if (reduction == null) {
            use(array, where, write);
        } else if (write) {
            reductionWritten(reduction, where);
        }
        TraceLevel level = accessLevel();
        if (write ? !level.writes() : !level.reads()) {
            return;
        }
        openIterations();
        ValueKind type = ElementValues.type(array);
        TraceRecord.AccessKind kind = reduction == null ? (write ? TraceRecord.AccessKind.BW : TraceRecord.AccessKind.RD)
                : (write ? TraceRecord.AccessKind.RV_BW : TraceRecord.AccessKind.RV_RD);
        for (int i = from; i < to; i++) {
            String operand = reduction == null ? names.element(array, i, where.location()) : reduction + "[" + i + "]";
            write(new TraceRecord.Access(kind, write ? null : ElementValues.get(array, i), type, operand, file(where),
                    where.line));
        }
        if (write) {
            pendingKind = reduction == null ? TraceRecord.AccessKind.AW : TraceRecord.AccessKind.RV_AW;
            pendingOperand = reduction;
            pending = RANGE_WRITE;
            pendingTarget = array;
            pendingIndex = from;
            pendingTo = to;
            pendingSite = site;
            pendingType = type;
        }
    }

    /** The update statement a finding about {@code variable}'s result in {@code frame}'s construct names, or null. */
    private Site update(ConstructFrame frame, String variable) {
        Site ran = frame.reductionWrites == null ? null : frame.reductionWrites.get(variable);
        return frame.info == null ? ran : reductionUpdates.of(frame.info, variable, ran);
    }

    /** Notes the first write of a reduction variable in the innermost running construct declaring it. */
    private void reductionWritten(String variable, Site where) {
        for (int f = frames.size() - 1; f >= 0; f--) {
            ConstructFrame frame = frames.get(f);
            if (frame.info != null && declares(frame.info, variable)) {
                if (frame.reductionWrites == null) {
                    frame.reductionWrites = new HashMap<>();
                }
                frame.reductionWrites.putIfAbsent(variable, where);
                return;
            }
        }
    }

    private static boolean declares(ConstructInfo info, String variable) {
        for (ConstructInfo.Reduction reduction : info.reductions) {
            if (reduction.variable.getName().equals(variable)) {
                return true;
            }
        }
        return false;
    }

    /** A redirected access of a scalar reduction variable in a body or its helper: a write is an update. */
    @Override
    public synchronized void reductionAccess(boolean write, int site) {
        if (write) {
            Site where = Sites.get(site);
            reductionWritten(where.fieldName, where);
        }
    }

    /**
     * The name of the reduction array {@code array} is (or the current copy of) in a running construct, innermost
     * first; {@code null} when it is none.
     */
    private String reductionArray(Object array) {
        if (top == null || !top.reductionArraysWithin) {
            return null;
        }
        for (int f = frames.size() - 1; f >= 0; f--) {
            ReductionArrayCopies copies = frames.get(f).reductionArrays;
            String name = copies == null ? null : copies.nameOf(array);
            if (name != null) {
                return name;
            }
        }
        return null;
    }

    /** Notes the array's use for the checksums of the running constructs. */
    private void use(Object array, Site where, boolean write) {
        if (top == null || !top.collectArrays) {
            return;
        }
        ArrayNames.Row row = names.row(array);
        boolean distributed = row != null && row.distributed();
        if (!distributed && settings.checksumDisarrOnly()) {
            return; // never checksummed: not kept either (a buffer each iteration allocates would pile up)
        }
        Object root = row == null ? array : row.root();
        String name = row == null ? ArrayNames.unnamed(array, where.location()) : row.name();
        top.use(root, name, file(where), where.line, distributed, write);
    }

    private static String file(Site site) {
        return site.fileOrClass;
    }

    private static String fieldOperand(Object instance, Site where) {
        if (instance != null) {
            return where.fieldName;
        }
        String owner = where.fieldOwner;
        return owner.substring(owner.lastIndexOf('/') + 1) + '.' + where.fieldName;
    }

    // ---- deferred records ---------------------------------------------------------------------------------

    /**
     * Writes what waited for this event: the after-write record, the reduction results. Every event calls it: the
     * checks stay here, small enough for the JIT to inline into each hook, the writing apart.
     */
    private void flush() {
        if (pending != NO_WRITE) {
            writePendingWrite();
        }
        if (pendingReductions != null) {
            writePendingResults();
        }
    }

    private void writePendingWrite() {
        int kind = pending;
        pending = NO_WRITE;
        Site where = Sites.get(pendingSite);
        switch (kind) {
            case ELEMENT_WRITE -> {
                TraceValue replacement = pendingOperand == null
                        ? element(pendingKind, pendingTarget, pendingIndex, where)
                        : writeAndSubstitute(new TraceRecord.Access(pendingKind,
                        ElementValues.get(pendingTarget, pendingIndex), pendingType, pendingOperand,
                        file(where), where.line));
                if (replacement != null) {
                    ElementValues.set(pendingTarget, pendingIndex, replacement);
                }
            }
            case FIELD_WRITE -> {
                TraceValue value = fields.get(pendingTarget, pendingSite);
                TraceValue replacement = writeAndSubstitute(new TraceRecord.Access(TraceRecord.AccessKind.AW,
                        value, pendingType, pendingOperand, file(where), where.line));
                if (replacement != null) {
                    substituteField(pendingTarget, pendingSite, replacement);
                }
            }
            default -> {
                for (int i = pendingIndex; i < pendingTo; i++) {
                    TraceValue replacement = writeAndSubstitute(new TraceRecord.Access(
                            pendingKind, ElementValues.get(pendingTarget, i), pendingType,
                            pendingOperand != null ? pendingOperand + "[" + i + "]"
                                    : names.element(pendingTarget, i, where.location()), file(where),
                            where.line));
                    if (replacement != null) {
                        ElementValues.set(pendingTarget, i, replacement);
                    }
                }
            }
        }
        pendingTarget = null;
        pendingOperand = null;
        pendingKind = TraceRecord.AccessKind.AW;
    }

    private void writePendingResults() {
        ConstructFrame frame = pendingReductions;
        pendingReductions = null;
        ConstructInfo.Reduction[] declared = frame.info.reductions;
        for (int r = 0; r < declared.length; r++) {
            if (declared[r].group == null && !frame.resultsReported.get(r)) {
                result(frame, declared[r].variable, declared[r].op.name());
            }
        }
        if (windowClosed) {
            window = false;
        }
    }

    /** After frames were dropped: how many of those left are parallel constructs. */
    private void countParallel() {
        int depth = 0;
        for (ConstructFrame frame : frames) {
            if (!frame.sequential()) {
                depth++;
            }
        }
        parallelDepth = depth;
    }

    /**
     * The end of a block of the sequential part that recorded something, before the parallel construct at
     * {@code file:line} begins: {@code SKP}, as DVM writes after a block of the sequential part only some processors
     * run. Under grid emulation the sequential part runs once, in processor 0's trace; every other processor's
     * trace gets the {@code SKP} at the same point, which its comparison takes for the reference's block.
     */
    private void endSequentialBlock(String file, int line) {
        blockRecorded = false;
        TraceRecord.Skip skip = new TraceRecord.Skip(file, line);
        write(skip);
        if (emulation.kind() != Emulation.Kind.GRID) {
            return;
        }
        int processors = 1;
        for (int extent : emulation.shape()) {
            processors *= extent;
        }
        TraceSink saved = sink;
        for (int p = 1; p < processors; p++) {
            sink = sinkOf(p);
            write(skip);
        }
        sink = saved;
    }

    /**
     * A result read from its field at the first event after the construct: an array reduction's, one {@code RV}
     * per element ({@code h[3]}), whose reference value, when substituted, goes into the element; at level
     * CHECKSUM, which keeps traces small, one {@code RV} with the array's checksum (the mean of its elements).
     */
    private void result(ConstructFrame frame, Field variable, String operator) {
        Site update = update(frame, variable.getName());
        String file = update == null ? frame.file : file(update);
        int line = update == null ? frame.line : update.line;
        try {
            variable.setAccessible(true);
            Object value = variable.get(Modifier.isStatic(variable.getModifiers()) ? null : frame.self);
            if (value != null && value.getClass().isArray() && value.getClass().getComponentType().isPrimitive()
                    && frame.level == TraceLevel.CHECKSUM) {
                write(new TraceRecord.ReductionResult(variable.getName(), ValueKind.DOUBLE,
                        TraceValue.ofDouble(ArrayChecksum.of(value, new boolean[1])), file, line,
                        operator));
                return;
            }
            if (value != null && value.getClass().isArray() && value.getClass().getComponentType().isPrimitive()) {
                ValueKind type = ElementValues.type(value);
                int length = java.lang.reflect.Array.getLength(value);
                for (int i = 0; i < length; i++) {
                    TraceValue replacement = writeAndSubstitute(new TraceRecord.ReductionResult(variable.getName()
                            + '[' + i + ']', type, ElementValues.get(value, i), file, line, operator));
                    if (replacement != null) {
                        ElementValues.set(value, i, replacement);
                    }
                }
                return;
            }
            ValueKind type = ElementValues.typeOf(variable.getType());
            write(new TraceRecord.ReductionResult(variable.getName(), type, ElementValues.of(value, type), file, line,
                    operator));
        } catch (ReflectiveOperationException | RuntimeException e) {
            System.err.println("Java-DVM trace: cannot read reduction variable " + variable.getDeclaringClass().getName()
                    + "." + variable.getName() + " of " + frame.info.name + " (" + frame.info.source + "): " + e);
        }
    }

    // ---- output -------------------------------------------------------------------------------------------

    private void write(TraceRecord record) {
        if (stopped || !window) {
            return;
        }
        if (parallelDepth == 0 && record instanceof TraceRecord.Access) {
            blockRecorded = true;
        }
        if (keeping != null) {
            keeping.add(sink, record);
            return;
        }
        if (sink == null) {
            sink = sinkOf(0);
            if (sink == null) {
                return;
            }
        }
        try {
            sink.record(record);
            records++;
        } catch (IOException | RuntimeException e) {
            stop(e);
        }
    }

    /**
     * Writes the access record of an element of a named array: of a row of a primitive array, as its parts
     * ({@link TraceSink#elementAccess}: no record, no operand string for a sink that encodes the parts), else as a
     * record. Returns the value to continue from, as {@link #writeAndSubstitute}.
     */
    private TraceValue element(TraceRecord.AccessKind kind, Object array, int index, Site where) {
        ArrayNames.Row row = names.row(array);
        if (keeping != null || row == null || row.primitive() == null) {
            return writeAndSubstitute(new TraceRecord.Access(kind, kind.hasValue() ? ElementValues.get(array, index)
                    : null, ElementValues.type(array), names.element(array, index, where.location()), file(where),
                    where.line));
        }
        if (stopped || !window) {
            return null;
        }
        if (parallelDepth == 0) {
            blockRecorded = true;
        }
        if (sink == null) {
            sink = sinkOf(0);
            if (sink == null) {
                return null;
            }
        }
        try {
            TraceValue replacement = sink.elementAccess(kind, row.primitive(), row.name(), row.prefix(),
                    index, kind.hasValue() ? ElementValues.bits(array, index) : 0, file(where), where.line);
            records++;
            return replacement;
        } catch (IOException | RuntimeException e) {
            stop(e);
            return null;
        }
    }

    /**
     * As {@link #write}, for a record whose value the sink may replace: the value to continue from, or null. A
     * record kept back (the last iterations of a sequential loop, {@code Irep_right}) reaches the sink only when
     * the loop ends, too late to replace anything.
     */
    private TraceValue writeAndSubstitute(TraceRecord record) {
        if (stopped || !window) {
            return null;
        }
        if (parallelDepth == 0 && record instanceof TraceRecord.Access) {
            blockRecorded = true;
        }
        if (keeping != null) {
            keeping.add(sink, record);
            return null;
        }
        if (sink == null) {
            sink = sinkOf(0);
            if (sink == null) {
                return null;
            }
        }
        try {
            TraceValue replacement = sink.recordAndSubstitute(record);
            records++;
            return replacement;
        } catch (IOException | RuntimeException e) {
            stop(e);
            return null;
        }
    }

    /** Writes the reference's value into the field; a field that cannot take it stops the comparison, named. */
    private void substituteField(Object instance, int site, TraceValue value) {
        try {
            fields.set(instance, site, value);
        } catch (ReflectiveOperationException | RuntimeException e) {
            Site where = Sites.get(site);
            stop(new IllegalStateException("cannot continue from the reference's value of " + where.fieldOwner
                    .replace('/', '.') + "." + where.fieldName + " written at " + where.location() + ": " + e, e));
        }
    }

    /** Processor {@code processor}'s sink, or the sink of every member of {@code group} when it is not null. */
    private TraceSink sinkOf(int processor, int[] group) {
        if (group == null) {
            return sinkOf(processor);
        }
        List<Integer> key = new ArrayList<>(group.length);
        for (int member : group) {
            key.add(member);
        }
        GroupSink shared = groupSinks.get(key);
        if (shared == null) {
            List<TraceSink> members = new ArrayList<>(group.length);
            for (int member : group) {
                TraceSink opened = sinkOf(member);
                if (opened == null) {
                    return null;
                }
                members.add(opened);
            }
            shared = new GroupSink(members);
            groupSinks.put(key, shared);
        }
        return shared;
    }

    /** Processor {@code processor}'s sink, opened (header first) at its first use. */
    private TraceSink sinkOf(int processor) {
        if (stopped) {
            return null;
        }
        if (processor >= sinks.length) {
            sinks = Arrays.copyOf(sinks, Math.max(processor + 1, 2 * sinks.length));
        }
        TraceSink opened = sinks[processor];
        if (opened == null) {
            try {
                opened = openSink.apply(processor);
                opened.header(header.apply(processor));
            } catch (IOException | RuntimeException e) {
                stop(e);
                return null;
            }
            sinks[processor] = opened;
        }
        return opened;
    }

    private void stop(Exception e) {
        stopped = true;
        failure = failure == null ? e : failure;
        System.err.println("Java-DVM trace: tracing stopped after " + written() + " records: " + e.getMessage());
        for (TraceSink opened : sinks) { // a comparer must not report the part it saw as the whole run
            if (opened != null) {
                try {
                    opened.abandon("tracing stopped: " + e.getMessage());
                } catch (IOException | RuntimeException ignored) {
                    // the failure reported above is the one that matters
                }
            }
        }
    }

    /** Writes what is pending and closes every processor's sink (the trace files get END_TRACE). */
    @Override
    public synchronized void close() throws IOException {
        flush();
        for (int at = frames.size() - 1; at >= 0; at--) { // the program ends inside loops: their kept iterations
            ConstructFrame frame = frames.get(at);
            keeping = frame.outerKeeping;
            if (frame.last != null) {
                frame.last.drainTo((target, record) -> {
                    sink = target;
                    write(record);
                });
            }
        }
        IOException first = null;
        for (TraceSink opened : sinks) {
            if (opened != null) {
                try {
                    opened.close();
                } catch (IOException e) {
                    first = first == null ? e : first;
                } catch (RuntimeException e) { // a comparer's listener could not write its protocol or error file
                    first = first == null ? new IOException(e.getMessage(), e) : first;
                }
            }
        }
        sinks = new TraceSink[1];
        sink = null;
        stopped = true;
        if (first != null) {
            throw first;
        }
    }
}
