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

    /**
     * The records stop coming before the run ends, for {@code reason} (the recording failed): a sink that judges
     * the run (a comparer) says that its judgement ends here. Writers need do nothing.
     */
    default void abandon(String reason) throws IOException {
    }

    /**
     * The access record of element {@code index} of a row of the primitive array {@code array}, given as its
     * parts so that a sink that encodes them (the binary writer) need not build the record and its operand
     * string: {@code prefix} holds the indices of the row ({@code a[3][4]} is {@code a}, {3}, 4), {@code bits}
     * the value as 64 bits (the raw bits of the {@code double}, a
     * {@code float} widened first, or the integral value; ignored when the kind has none) The same as
     * {@link #recordAndSubstitute} of the {@link TraceRecord.Access} it describes, which is what this default does.
     */
    default TraceValue elementAccess(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix,
                                     int index, long bits, String file, int line) throws IOException {
        return recordAndSubstitute(new TraceRecord.Access(kind, kind.hasValue() ? ElementValues.value(type, bits)
                : null, type, ArrayNames.operand(array, prefix, index), file, line));
    }
}
