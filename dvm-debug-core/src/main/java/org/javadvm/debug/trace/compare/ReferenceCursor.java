package org.javadvm.debug.trace.compare;

import java.io.IOException;

import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceSource;

/** A reference trace read one record ahead, so the comparer can look at a record before taking it. */
final class ReferenceCursor {
    private final TraceSource source;
    private TraceRecord peeked;
    private long peekedAt;
    private boolean hasPeeked;

    ReferenceCursor(TraceSource source) {
        this.source = source;
    }

    /** The next record without taking it; {@code null} at the end of the trace. */
    TraceRecord peek() throws IOException {
        if (!hasPeeked) {
            peekedAt = source.position();
            peeked = source.next();
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

    void seek(long position) throws IOException {
        hasPeeked = false;
        source.seek(position);
    }

    String where() {
        return source.where();
    }
}
