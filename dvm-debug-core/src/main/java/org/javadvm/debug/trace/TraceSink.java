package org.javadvm.debug.trace;

import java.io.Closeable;
import java.io.IOException;

/**
 * Where the records of one processor's trace go: a writer (text or binary file) when recording, the comparer
 * when comparing with a reference. Records arrive in the processor's execution order; {@link #close} ends the
 * trace (the writer then writes {@code END_TRACE}).
 */
public interface TraceSink extends Closeable {
    /** Called once, before the first record. */
    void header(TraceHeader header) throws IOException;

    void record(TraceRecord record) throws IOException;

    /**
     * Takes an after-write or reduction result record and returns the value the program must continue from
     * instead of the recorded one, or {@code null} to keep it. A comparer substituting the reference's values
     * ({@code SubstRedResults}, {@code SubstAllResults}) answers; every other sink records and keeps the value.
     */
    default TraceValue recordAndSubstitute(TraceRecord record) throws IOException {
        record(record);
        return null;
    }
}
