package org.javadvm.debug.trace.compare;

import java.io.IOException;

import org.javadvm.debug.trace.BinaryTraceReader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceSource;
import org.javadvm.debug.trace.ValueKind;

/**
 * A reference trace read one record ahead, so the comparer can look at a record before taking it. A reference
 * that stops early, at a {@code CUT} record (the size cap) or without {@code END_TRACE} (a killed run), ends
 * there for the comparer ({@code null}, as at its end), and the cursor remembers where and why: what the run
 * does after that point has nothing to be compared with.
 */
final class ReferenceCursor {
    private final TraceSource source;
    /** The source when it can match element accesses without making records, else {@code null}. */
    private final BinaryTraceReader binary;
    private TraceRecord peeked;
    private long peekedAt;
    private boolean hasPeeked;
    /** Where and why the reference stops early, once a read reached that point; {@code null} before. */
    private String cut;
    /** The place of the cut ({@code 0.trd, line 20003}) and its cause in a few words. */
    private String cutWhere;
    private String cutReason;

    ReferenceCursor(TraceSource source) {
        this.source = source;
        this.binary = source instanceof BinaryTraceReader reader ? reader : null;
    }

    /** The next record without taking it; {@code null} at the end of the trace or at its cut. */
    TraceRecord peek() throws IOException {
        if (!hasPeeked) {
            peekedAt = source.position();
            peeked = source.next();
            if (peeked instanceof TraceRecord.Cut stop) {
                cutWhere = source.where();
                cutReason = "the reference's recording stopped there: " + stop.reason();
                cut = "its recording stopped at " + cutWhere + " (" + stop.reason() + "; record it again with "
                        + "a larger TraceOptions.MaxTraceFileSize, 0 for no cap, to compare the rest)";
                peeked = null;
            } else if (peeked == null && !source.complete() && cut == null) {
                cutWhere = source.where();
                cutReason = "the reference ends there without END_TRACE: its run was killed or halted";
                cut = "it ends at " + cutWhere + " without END_TRACE (its run was killed or halted)";
            }
            hasPeeked = true;
        }
        return peeked;
    }

    /** Where the next record starts. */
    long position() throws IOException {
        return hasPeeked ? peekedAt : source.position();
    }

    TraceRecord next() throws IOException {
        TraceRecord record = peek();
        hasPeeked = false;
        return record;
    }

    /**
     * Takes the next record when it is this element access and the reference is binary (not yet peeked), without
     * making the record; its value is then {@link #elementBits}. Otherwise takes nothing and returns false.
     */
    boolean takeElement(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix, int index)
            throws IOException {
        return !hasPeeked && binary != null && binary.nextElement(kind, type, array, prefix, index);
    }

    /**
     * Takes the next record when it is the iteration numbered {@code absolute} and the reference is binary (not
     * yet peeked), without making the record. Otherwise takes nothing and returns false.
     */
    boolean takeIteration(long absolute) throws IOException {
        return !hasPeeked && binary != null && binary.nextIteration(absolute);
    }

    /**
     * The next record that is no access (access records are passed over unmade when the reference is binary), or
     * {@code null} at the end: for the searches of iterations and construct ends, which take every access anyway.
     */
    TraceRecord peekPastAccesses() throws IOException {
        if (!hasPeeked && binary != null) {
            binary.skipAccesses();
        }
        return peek();
    }

    /** As {@link #next}, the access records before it passed over ({@link #peekPastAccesses}). */
    TraceRecord nextPastAccesses() throws IOException {
        peekPastAccesses();
        return next();
    }

    long elementBits() {
        return binary.elementBits();
    }

    void seek(long position) throws IOException {
        hasPeeked = false;
        source.seek(position);
    }

    String where() {
        return source.where();
    }

    /**
     * Where and why the reference stops before its end, once some read (a look ahead, a scan for an
     * iteration or a construct) reached that point; {@code null} while none did.
     */
    String cut() {
        return cut;
    }

    /** Where the reference stops early ({@code 0.trd, line 20003}), once {@link #cut} is known. */
    String cutWhere() {
        return cutWhere;
    }

    /** Why, in a few words, once {@link #cut} is known. */
    String cutReason() {
        return cutReason;
    }
}
