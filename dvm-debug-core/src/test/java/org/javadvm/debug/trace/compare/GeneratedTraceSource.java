package org.javadvm.debug.trace.compare;

import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceSource;

/**
 * A reference trace computed record by record, never held: parallel loop 1 over {@code 0..n-1} whose
 * iteration i reads {@code a[i] = i} and writes {@code b[i] = 2i}. Record k is a function of k, so positions
 * are record numbers and a seek is free: the comparer's memory is all that is held.
 */
final class GeneratedTraceSource implements TraceSource {
    private final long n;
    private long next;
    long reads;

    GeneratedTraceSource(long n) {
        this.n = n;
    }

    /** Record k of the trace, or {@code null} past its end. */
    static TraceRecord record(long n, long k) {
        if (k == 0) {
            return Records.pl(1, 0, n - 1, 10);
        }
        if (k == 3 * n + 1) {
            return Records.el(1, 12);
        }
        if (k > 3 * n + 1) {
            return null;
        }
        long i = (k - 1) / 3;
        return switch ((int) ((k - 1) % 3)) {
            case 0 -> Records.it(i);
            case 1 -> Records.rd("a[" + i + "]", i, 11);
            default -> Records.aw("b[" + i + "]", 2.0 * i, 11);
        };
    }

    @Override
    public TraceHeader header() {
        return Records.header("FULL");
    }

    @Override
    public TraceRecord next() {
        TraceRecord record = record(n, next);
        if (record != null) {
            next++;
            reads++;
        }
        return record;
    }

    @Override
    public long position() {
        return next;
    }

    @Override
    public void seek(long position) {
        next = position;
    }

    @Override
    public String where() {
        return "generated record " + next;
    }

    @Override
    public void close() {
    }
}
