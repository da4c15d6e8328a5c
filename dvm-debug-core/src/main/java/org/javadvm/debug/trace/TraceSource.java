package org.javadvm.debug.trace;

import java.io.Closeable;
import java.io.IOException;

/**
 * Records read one at a time from a trace (text or binary), never all at once: a reference trace of any size
 * is streamed. A reader reports a malformed trace as a {@link TraceFormatException} naming the file and the
 * line (text) or byte offset (binary).
 */
public interface TraceSource extends Closeable {
    TraceHeader header();

    /** The next record, or {@code null} at the end of the trace. */
    TraceRecord next() throws IOException;

    /** Where the next record starts, for {@link #seek}; opaque to callers. */
    long position() throws IOException;

    /** Continues reading at a position {@link #position} returned earlier on this source. */
    void seek(long position) throws IOException;

    /** The file name and line (or offset) of the record read last, for messages. */
    String where();

    /**
     * Whether the trace ended with {@code END_TRACE}; meaningful once {@link #next} returned {@code null}. A
     * trace without it was cut by a kill or a halt: its records stop at the last complete one.
     */
    default boolean complete() {
        return true;
    }
}
