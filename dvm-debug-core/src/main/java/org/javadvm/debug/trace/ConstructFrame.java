package org.javadvm.debug.trace;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.internal.ConstructInfo;

/** What the recorder keeps of one running construct. */
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

    final ConstructInfo info;
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
    /** The construct's begin record as written, repeated in the trace of each processor that runs a part of it. */
    TraceRecord.ConstructBegin begin;
    /** The processor whose part of the construct runs now under grid emulation, -1 outside a part. */
    int processor = -1;
    /** The processors that ran a part of the construct under grid emulation. */
    final java.util.BitSet parts = new java.util.BitSet();
    long[] index;
    long absolute;
    boolean inIteration;
    /** The current iteration is traced (the loops file's ranges admit it). */
    boolean iterationTraced;
    /** Its IT record is written (it is written before the first record inside it). */
    boolean iterationWritten;

    ConstructFrame(ConstructInfo info, Object self, int number, int[] bounds, TraceLevel level, boolean suppressed,
                   boolean collectArrays) {
        this.suppressed = suppressed;
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
