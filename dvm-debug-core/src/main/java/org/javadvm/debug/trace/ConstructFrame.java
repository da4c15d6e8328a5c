package org.javadvm.debug.trace;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.internal.ConstructInfo;

/**
 * What the recorder keeps of one running construct: a parallel loop or task region (from the run-time's
 * events), or a sequential loop of a woven method (from the loop hooks; {@link #info} {@code null}).
 */
final class ConstructFrame {
    /** How a construct used an array, for its checksum. */
    static final class ArrayUse {
        final Object root;
        final String name;
        final String file;
        final int line;
        final boolean distributed;
        boolean read;
        boolean written;

        ArrayUse(Object root, String name, String file, int line, boolean distributed) {
            this.root = root;
            this.name = name;
            this.file = file;
            this.line = line;
            this.distributed = distributed;
        }
    }

    /** The parallel construct, {@code null} for a sequential loop. */
    final ConstructInfo info;
    /** The sequential loop's site (a global site id), -1 for a parallel construct. */
    final int site;
    final Object self;
    final int number;
    final int[] bounds;
    final long[] first;
    /** The level its records are written at; NONE when an enclosing iteration is not traced. */
    final TraceLevel level;
    final String file;
    final int line;
    /** Whether this construct or one enclosing it records checksums: the arrays it uses are collected. */
    final boolean collectArrays;
    /** The arrays used (by root), and the same in the order first used (checksums are written in it). */
    final Map<Object, ArrayUse> arrays;
    final List<ArrayUse> arrayOrder;
    /** An enclosing iteration is not traced: nothing inside is recorded. */
    final boolean suppressed;
    /** The arrays the construct declares reductions over and their current copies; {@code null}: none. */
    ReductionArrayCopies reductionArrays;
    /** Whether this frame or one enclosing it has {@link #reductionArrays}: only then is an access looked up in them. */
    boolean reductionArraysWithin;
    /** The construct's begin record as written, repeated in the trace of each processor that runs a part of it. */
    TraceRecord.ConstructBegin begin;
    /** The processor whose part of the construct runs now under grid emulation, -1 outside a part. */
    int processor = -1;
    /**
     * Under grid emulation, the processor whose trace has the construct's begin and end (with its checksums and
     * reduction results): the one running the enclosing construct's part (a task's processor for a loop inside a
     * task), 0 at the top level. Other processors' traces get the begin and end around their own parts.
     */
    int owner;
    /**
     * The owner's group when it is a task's group of several processors ({@link #owner} first), {@code null}
     * otherwise: every member's trace gets what the owner's would.
     */
    int[] ownerGroup;
    /** The running part's group of several processors (a task's, {@link #processor} first), {@code null} else. */
    int[] processorGroup;
    /** The processors that ran a part of the construct under grid emulation. */
    final java.util.BitSet parts = new java.util.BitSet();
    /** The running processor's block under grid emulation, {@code null} for the whole loop. */
    int[] localLo;
    int[] localHi;
    /** Its end record is written: at the first reduction result, which the trace has after it. */
    boolean endWritten;
    /** The reductions (by declaration position) whose result the run-time reported. */
    final java.util.BitSet resultsReported = new java.util.BitSet();
    long[] index;
    long absolute;
    boolean inIteration;
    /** The current iteration is traced (the loops file's ranges and the boundary iterations admit it). */
    boolean iterationTraced;
    /** A sequential loop's line of the loops file, {@code null} when it has none. */
    LoopConfig.Entry entry;
    /** A sequential loop whose last iterations are kept back until it ends ({@code Irep_right}), else {@code null}. */
    LastIterations last;
    /** A sequential loop whose level is NONE in the loops file: nothing inside it is recorded, nested loops included. */
    boolean silencesChildren;
    /** A sequential loop's nesting among sequential loops: 1 when its parent is none or a parallel construct. */
    int depth;
    /** A sequential loop that traces only its first and last iterations ({@link SequentialBoundary}). */
    boolean limited;
    /**
     * It runs in an iteration of a sequential loop outside that loop's {@code Irep_left} window: a parallel
     * construct records only its begin, its end with the checksums and its reduction results, none of its
     * iterations; a sequential loop records nothing of its own and passes the same on to what it runs.
     */
    boolean outsideWindow;
    /** A sequential loop's current iteration lies outside its {@code Irep_left} window (see {@link #outsideWindow}). */
    boolean iterationOutsideWindow;
    /** A sequential loop's number of its next iteration. */
    long nextIteration;
    /** Where records went when the sequential loop started: restored when it ends. */
    LastIterations outerKeeping;
    /** Its IT record is written (it is written before the first record inside it). */
    boolean iterationWritten;
    /** By reduction variable name, the first write of it the construct ran; {@code null} until one ran. */
    Map<String, org.javadvm.debug.internal.Site> reductionWrites;

    ConstructFrame(ConstructInfo info, Object self, int number, int[] bounds, TraceLevel level, boolean suppressed,
                   boolean collectArrays) {
        this.suppressed = suppressed;
        this.site = -1;
        this.info = info;
        this.self = self;
        this.number = number;
        this.bounds = bounds.clone();
        this.first = new long[info.rank];
        for (int d = 0; d < info.rank; d++) {
            first[d] = bounds[2 * d];
        }
        this.level = level;
        this.file = ConstructNumbering.file(info.source);
        this.line = ConstructNumbering.line(info.source);
        this.collectArrays = collectArrays;
        this.arrays = collectArrays ? new IdentityHashMap<>() : null;
        this.arrayOrder = collectArrays ? new ArrayList<>() : null;
    }

    /**
     * A sequential loop: rank 1, iterations numbered from 0, no bounds known at its start. Its array uses go to
     * the enclosing construct's lists ({@code parent}'s, {@code null} at the top): checksums are a parallel
     * construct's, and the arrays of the sequential loops it contains count for it (seed 004).
     */
    ConstructFrame(int site, int number, String file, int line, TraceLevel level, boolean suppressed,
                   ConstructFrame parent) {
        this.info = null;
        this.site = site;
        this.self = null;
        this.number = number;
        this.bounds = new int[0];
        this.first = new long[1];
        this.level = level;
        this.file = file;
        this.line = line;
        this.suppressed = suppressed;
        this.collectArrays = parent != null && parent.collectArrays;
        this.arrays = collectArrays ? parent.arrays : null;
        this.arrayOrder = collectArrays ? parent.arrayOrder : null;
    }

    boolean sequential() {
        return info == null;
    }

    /** Whether its begin, iterations and end are recorded: a sequential loop's not at level CHECKSUM. */
    boolean structure() {
        return level.structure() && !(info == null && level == TraceLevel.CHECKSUM);
    }

    /** The level records inside the current iteration are written at. */
    TraceLevel innerLevel() {
        return inIteration && !iterationTraced ? TraceLevel.NONE : level;
    }

    /** Notes a use of the array {@code root}. */
    void use(Object root, String name, String file, int line, boolean distributed, boolean write) {
        ArrayUse use = arrays.get(root);
        if (use == null) {
            use = new ArrayUse(root, name, file, line, distributed);
            arrays.put(root, use);
            arrayOrder.add(use);
        }
        if (write) {
            use.written = true;
        } else {
            use.read = true;
        }
    }
}
