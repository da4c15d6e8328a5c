package org.javadvm.debug.trace;

import java.io.BufferedOutputStream;
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
    private final Buffer buffer = new Buffer();
    private long written;
    private long records;
    private boolean cut;
    private boolean closed;

    /** A reusable byte buffer the subclasses encode one record into (unsynchronised, unlike the JDK's). */

    static final class Buffer {
        private byte[] bytes = new byte[256];
        private int count;

        void write(int b) {
            if (count == bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, 2 * count);
            }
            bytes[count++] = (byte) b;
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
        this.out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
    }

    abstract void encodeHeader(TraceHeader header, Buffer out) throws IOException;

    abstract void encode(TraceRecord record, Buffer out) throws IOException;

    abstract void encodeEnd(Buffer out) throws IOException;

    @Override
    public final void header(TraceHeader header) throws IOException {
        buffer.reset();
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
        buffer.reset();
        encode(record, buffer);
        int size = buffer.size();
        if (cap > 0 && written + size + cutReserve + 2L * size > cap) { // far from the cap no CUT can pass it
            String reason = "MaxTraceFileSize = " + cap + " bytes reached after " + records + " records";
            encode(new TraceRecord.Cut(reason), buffer);
            encodeEnd(buffer);
            if (written + buffer.size() > cap) {
                cut = true;
                int cutEnd = buffer.size() - endSize();
                buffer.writeTo(out, size, cutEnd);
                written += cutEnd - size;
                out.flush();
                System.err.println("Java-DVM: trace " + file + " stopped at MaxTraceFileSize = " + cap + " bytes after "
                        + records + " records; the program went on untraced (raise TraceOptions.MaxTraceFileSize)");
                return;
            }
        }
        buffer.writeTo(out, 0, size);
        written += size;
        records++;
        if (saveThrough) {
            out.flush();
        }
    }

    private int endSize() throws IOException {
        Buffer end = new Buffer();
        encodeEnd(end);
        return end.size();
    }

    private void put() throws IOException {
        buffer.writeTo(out, 0, buffer.size());
        written += buffer.size();
        if (saveThrough) {
            out.flush();
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
            buffer.reset();
            encodeEnd(buffer);
            put();
        } finally {
            out.close();
        }
    }

    /** Hands what is buffered to the operating system. */
    public void flush() throws IOException {
        out.flush();
    }
}
