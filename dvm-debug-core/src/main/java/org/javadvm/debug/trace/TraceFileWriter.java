package org.javadvm.debug.trace;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the text and binary writers share: the file, the size cap ({@code MaxTraceFileSize}: the file never
 * grows past it; the record that would pass it is replaced by a {@code CUT} record, recording stops and one
 * message goes to standard error) and write-through ({@code SaveThroughExec}: every record is handed to the
 * operating system when it is written, so that a killed JVM leaves the trace up to its last record).
 */
abstract class TraceFileWriter implements TraceSink {
    private final Path file;
    private final OutputStream out;
    private final long cap;
    private final long cutReserve;
    private final boolean saveThrough;
    /** Bytes gathered before they go to the file in one write. */
    private static final int DRAIN_SIZE = 1 << 16;
    /** Records not yet handed to the file, the one being encoded last (from {@code recordStart}). */
    private final Buffer buffer = new Buffer(DRAIN_SIZE + 4096);
    private int recordStart;
    private long written;
    private long records;
    private boolean cut;
    private boolean closed;

    /** A reusable byte buffer the subclasses encode records into (unsynchronised, unlike the JDK's). */
    static final class Buffer {
        private byte[] bytes;
        private int count;

        Buffer() {
            this(256);
        }

        Buffer(int capacity) {
            bytes = new byte[capacity];
        }

        void write(int b) {
            if (count == bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, 2 * count);
            }
            bytes[count++] = (byte) b;
        }

        /**
         * The buffer's bytes with room for {@code length} more after {@link #size()}: a caller that knows a bound
         * of what it appends writes them in place and then moves the end with {@link #truncate}.
         */
        byte[] room(int length) {
            if (count + length > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(2 * bytes.length, count + length));
            }
            return bytes;
        }

        void write(byte[] source, int from, int length) {
            if (count + length > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(2 * bytes.length, count + length));
            }
            System.arraycopy(source, from, bytes, count, length);
            count += length;
        }

        void write(byte[] source) {
            write(source, 0, source.length);
        }

        /**
         * Appends {@code text} as ASCII bytes and returns {@code true}; {@code false}, having appended nothing, when
         * it holds a character beyond ASCII.
         */
        boolean writeAscii(CharSequence text) {
            int length = text.length();
            if (count + length > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(2 * bytes.length, count + length));
            }
            byte[] target = bytes;
            int at = count;
            for (int k = 0; k < length; k++) {
                char c = text.charAt(k);
                if (c >= 0x80) {
                    return false;
                }
                target[at + k] = (byte) c;
            }
            count = at + length;
            return true;
        }

        int size() {
            return count;
        }

        void reset() {
            count = 0;
        }

        void truncate(int size) {
            count = size;
        }

        void writeTo(OutputStream target, int from, int to) throws IOException {
            target.write(bytes, from, to - from);
        }
    }

    TraceFileWriter(Path file, TraceSettings settings) throws IOException {
        this.file = file;
        this.cap = settings.maxTraceFileSize();
        // more than a CUT record and the end of the trace take after a record (a reason of about 90 characters,
        // the end mark, the record's indentation and one level more, counted in twice the record's size): while
        // a record leaves this room below the cap, the cap cannot cut it and the CUT record is not encoded
        this.cutReserve = 1024 + 2L * settings.spaceIndent();
        this.saveThrough = settings.saveThroughExec();
        this.out = Files.newOutputStream(file); // unbuffered: the buffer gathers the records (one copy, no lock)
    }

    abstract void encodeHeader(TraceHeader header, Buffer out) throws IOException;

    abstract void encode(TraceRecord record, Buffer out) throws IOException;

    abstract void encodeEnd(Buffer out) throws IOException;

    @Override
    public final void header(TraceHeader header) throws IOException {
        recordStart = buffer.size();
        encodeHeader(header, buffer);
        put();
    }

    @Override
    public final void record(TraceRecord record) throws IOException {
        if (cut || closed) {
            return;
        }
        try {
            put(record);
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private void put(TraceRecord record) throws IOException {
        recordStart = buffer.size();
        encode(record, buffer);
        commit();
    }

    /**
     * The buffer to encode one record into, after what waits for the file, for a subclass that encodes a record
     * from its parts; {@code null} when nothing is written any more (cut, closed). {@link #endRecord} writes it.
     */
    final Buffer startRecord() {
        if (cut || closed) {
            return null;
        }
        recordStart = buffer.size();
        return buffer;
    }

    /** Writes the record encoded since {@link #startRecord}, under the size cap as {@link #record} does. */
    final void endRecord() throws IOException {
        try {
            commit();
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** Takes the record encoded from {@code recordStart} on, or the CUT record instead when it would pass the cap. */
    private void commit() throws IOException {
        int recordEnd = buffer.size();
        int size = recordEnd - recordStart;
        if (cap > 0 && written + size + cutReserve + 2L * size > cap) { // far from the cap no CUT can pass it
            String reason = "MaxTraceFileSize = " + cap + " bytes reached after " + records + " records";
            encode(new TraceRecord.Cut(reason), buffer);
            encodeEnd(buffer);
            if (written + (buffer.size() - recordStart) > cap) {
                cut = true;
                int cutEnd = buffer.size() - endSize();
                buffer.writeTo(out, 0, recordStart); // the records before, then the CUT record instead of this one
                buffer.writeTo(out, recordEnd, cutEnd);
                buffer.reset();
                written += cutEnd - recordEnd;
                out.flush();
                System.err.println("Java-DVM: trace " + file + " stopped at MaxTraceFileSize = " + cap + " bytes after "
                        + records + " records; the program went on untraced (raise TraceOptions.MaxTraceFileSize)");
                return;
            }
            buffer.truncate(recordEnd); // the CUT was encoded only to measure it
        }
        written += size;
        records++;
        if (saveThrough || buffer.size() >= DRAIN_SIZE) {
            drain();
        }
    }

    /** Hands the records gathered so far to the operating system. */
    private void drain() throws IOException {
        buffer.writeTo(out, 0, buffer.size());
        buffer.reset();
    }

    private int endSize() throws IOException {
        Buffer end = new Buffer();
        encodeEnd(end);
        return end.size();
    }

    private void put() throws IOException {
        written += buffer.size() - recordStart;
        if (saveThrough) {
            drain();
        }
    }

    /** Bytes written so far (the file's size once flushed). */
    public long written() {
        return written;
    }

    /** Whether the size cap stopped recording. */
    public boolean cut() {
        return cut;
    }

    public Path file() {
        return file;
    }

    /** Writes {@code END_TRACE} and closes the file; the size cap keeps room for it. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            recordStart = buffer.size();
            encodeEnd(buffer);
            put();
            drain();
        } finally {
            out.close();
        }
    }

    /** Hands what is buffered to the operating system. */
    public void flush() throws IOException {
        drain();
        out.flush();
    }
}
