package org.javadvm.debug.trace.compare;

import java.io.IOException;

import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructKind;

/**
 * An open construct instance the run and the reference both entered: where its body starts in the
 * reference, how the run's iterations were found there (in order, or through the {@link IterationIndex}),
 * and the iteration the run is in.
 */
final class Frame {
    final ConstructBegin begin;
    final ConstructPlace place;
    /** Parallel loops and task regions: iterations may come in any order, and a processor runs a subset. */
    final boolean parallel;
    /** Reference position of the first record after the construct's begin. */
    final long bodyStart;
    /** Built at the first iteration that does not come in the reference's order; then always used. */
    IterationIndex index;
    /** The last iteration matched going forward before an index existed. */
    long lastInOrder = -1;
    /**
     * The iterations matched going forward, as ranges {@code [from, to]} of absolute numbers: a processor's
     * block in row-major order is one range per row of the block. Marked used when an index is built.
     */
    long[] taken = new long[8];
    int takenRanges;
    /** Reference position of the construct's end record, once known. */
    long endPosition = -1;
    /** Whether the reference has reduction results after this instance's end: 0 not looked yet, 1 yes, -1 no. */
    int reductions;
    boolean inIteration;
    /** The run's current iteration has no reference counterpart: its records are not compared. */
    boolean skipIteration;
    /** The index of the run's current (or last) iteration, and its text once a message asked for it. */
    private long[] iterationIndex;
    private String iterationText;
    Unit unit;

    /** The reference's number of the construct (a sequential loop's may differ from the run's). */
    final int referenceNumber;

    Frame(ConstructBegin begin, int referenceNumber, long bodyStart) {
        this.begin = begin;
        this.referenceNumber = referenceNumber;
        this.place = ConstructPlace.of(begin);
        this.parallel = begin.kind() != ConstructKind.SL;
        this.bodyStart = bodyStart;
    }

    /** Iterations of the whole iteration space, from the ranges; -1 when they do not say. */
    long iterations() {
        if (begin.rank() == 0 || begin.lo() == null || begin.lo().length != begin.rank()) {
            return -1;
        }
        long count = 1;
        for (int d = 0; d < begin.rank(); d++) {
            long step = begin.step()[d] == 0 ? 1 : begin.step()[d];
            long span = (begin.hi()[d] - begin.lo()[d]) / step;
            long n = span < 0 ? 0 : span + 1;
            if (n != 0 && count > Long.MAX_VALUE / n) {
                return -1;
            }
            count *= n;
        }
        return count;
    }

    /** The run's iteration is now {@code index}; its text is made only for a message (most iterations need none). */
    void iteration(long[] index) {
        iterationIndex = index;
        iterationText = null;
    }

    /** The current (or last) iteration as messages write it, {@code (3, 4)}; {@code null} before the first. */
    String iteration() {
        if (iterationText == null && iterationIndex != null) {
            iterationText = TraceComparer.index(iterationIndex);
        }
        return iterationText;
    }

    void take(long absolute) {
        lastInOrder = absolute;
        if (takenRanges > 0 && taken[2 * takenRanges - 1] + 1 == absolute) {
            taken[2 * takenRanges - 1] = absolute;
            return;
        }
        if (2 * takenRanges == taken.length) {
            taken = java.util.Arrays.copyOf(taken, taken.length * 2);
        }
        taken[2 * takenRanges] = absolute;
        taken[2 * takenRanges + 1] = absolute;
        takenRanges++;
    }

    void closeIndex() throws IOException {
        if (index != null) {
            index.close();
            index = null;
        }
    }
}
