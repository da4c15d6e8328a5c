package org.javadvm.debug.trace;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The lines of a text file, one at a time, through a fixed buffer (memory does not grow with the file),
 * with the byte offset each line starts at (to seek back to it) and its line number. A last line without
 * its newline (a write cut by a kill) is not returned: {@link #cutLine()} tells that it was there. Line
 * numbers after a {@link #seek} are counted again from the start of the file when first asked for.
 */
final class LineInput implements Closeable {
    private final Path path;
    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
    /** File offset of {@code buffer}'s first byte. */
    private long bufferStart;
    private byte[] line = new byte[256];
    private long lineStart;
    /** Lines before the last seek's offset; -1 until counted. */
    private long linesBeforeSeek;
    private long offsetAtSeek;
    private long linesSinceSeek;
    private boolean cutLine;

    LineInput(Path path) throws IOException {
        this.path = path;
        this.channel = FileChannel.open(path, StandardOpenOption.READ);
        buffer.limit(0);
    }

    /** The next line without its newline (and a carriage return before it), or {@code null} at the end. */
    String readLine() throws IOException {
        long start = bufferStart + buffer.position();
        int length = 0;
        while (true) {
            if (!buffer.hasRemaining() && !fill()) {
                cutLine = length > 0;
                return null;
            }
            byte[] bytes = buffer.array();
            int from = buffer.position();
            int limit = buffer.limit();
            int end = from;
            while (end < limit && bytes[end] != '\n') {
                end++;
            }
            if (end < limit && length == 0) { // the whole line in the buffer: decoded from there
                buffer.position(end + 1);
                return line(start, bytes, from, end);
            }
            if (length + end - from > line.length) {
                line = java.util.Arrays.copyOf(line, Math.max(2 * line.length, length + end - from));
            }
            System.arraycopy(bytes, from, line, length, end - from);
            length += end - from;
            if (end < limit) {
                buffer.position(end + 1);
                return line(start, line, 0, length);
            }
            buffer.position(limit);
        }
    }

    /** The line {@code bytes[from, end)} starting at file offset {@code start}, without a carriage return. */
    private String line(long start, byte[] bytes, int from, int end) {
        if (end > from && bytes[end - 1] == '\r') {
            end--;
        }
        lineStart = start;
        linesSinceSeek++;
        return new String(bytes, from, end - from, StandardCharsets.UTF_8);
    }

    private boolean fill() throws IOException {
        bufferStart += buffer.limit();
        buffer.clear();
        int read;
        do {
            read = channel.read(buffer, bufferStart);
        } while (read == 0);
        buffer.flip();
        return read > 0;
    }

    /** Byte offset of the next line. */
    long position() {
        return bufferStart + buffer.position();
    }

    /** Byte offset of the line read last. */
    long lineStart() {
        return lineStart;
    }

    void seek(long offset) throws IOException {
        if (offset < 0 || offset > channel.size()) {
            throw new IOException(path + ": cannot seek to byte " + offset + " of " + channel.size());
        }
        bufferStart = offset;
        buffer.clear().limit(0);
        offsetAtSeek = offset;
        linesBeforeSeek = offset == 0 ? 0 : -1;
        linesSinceSeek = 0;
        cutLine = false;
    }

    /** Lines read since the last seek (or the start): with {@link #lineNumber} the number of a line read. */
    long linesSinceSeek() {
        return linesSinceSeek;
    }

    /**
     * The line number (1 for the first line) of the line that was the {@code sinceSeek}-th read since the
     * last seek; after a seek to the middle of the file its lines are counted once, when first asked for.
     */
    long lineNumber(long sinceSeek) throws IOException {
        if (linesBeforeSeek < 0) {
            linesBeforeSeek = countLines(offsetAtSeek);
        }
        return linesBeforeSeek + sinceSeek;
    }

    private long countLines(long end) throws IOException {
        ByteBuffer scan = ByteBuffer.allocate(1 << 16);
        long lines = 0;
        for (long at = 0; at < end; ) {
            scan.clear();
            if (end - at < scan.capacity()) {
                scan.limit((int) (end - at));
            }
            int read = channel.read(scan, at);
            if (read <= 0) {
                break;
            }
            for (int k = 0; k < read; k++) {
                if (scan.get(k) == '\n') {
                    lines++;
                }
            }
            at += read;
        }
        return lines;
    }

    /** Whether the file ended in a line without its newline. */
    boolean cutLine() {
        return cutLine;
    }

    Path path() {
        return path;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
