package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An {@link IterationIndex} in a temporary file of 8 bytes per iteration, for construct instances too large
 * for the heap: the file is mapped in chunks as they are touched, so its pages live in the operating system's
 * file cache, not in the heap; deleted on close. Slots never written read as absent (zero).
 */
final class SpilledIterationIndex implements IterationIndex {
    /** Iterations per mapped chunk (64 MB of slots). */
    private static final int CHUNK = 1 << 23;
    private final long iterations;
    private final Path file;
    private final FileChannel channel;
    private final MappedByteBuffer[] chunks;

    SpilledIterationIndex(long iterations) throws IOException {
        this.iterations = iterations;
        this.file = Files.createTempFile("dvm-iteration-index", ".bin");
        this.channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        this.chunks = new MappedByteBuffer[(int) ((iterations + CHUNK - 1) / CHUNK)];
    }

    private MappedByteBuffer chunk(long absolute) throws IOException {
        int c = (int) (absolute / CHUNK);
        if (chunks[c] == null) {
            long first = (long) c * CHUNK;
            long size = Math.min(CHUNK, iterations - first) * Long.BYTES;
            chunks[c] = channel.map(FileChannel.MapMode.READ_WRITE, first * Long.BYTES, size);
        }
        return chunks[c];
    }

    @Override
    public long get(long absolute) throws IOException {
        if (absolute < 0 || absolute >= iterations) {
            return ABSENT;
        }
        return IterationIndex.decode(chunk(absolute).getLong((int) (absolute % CHUNK) * Long.BYTES));
    }

    @Override
    public void put(long absolute, long position) throws IOException {
        if (absolute >= 0 && absolute < iterations) {
            chunk(absolute).putLong((int) (absolute % CHUNK) * Long.BYTES, IterationIndex.encode(position));
        }
    }

    @Override
    public void markUsed(long absolute) throws IOException {
        put(absolute, USED);
    }

    @Override
    public long size() {
        return iterations;
    }

    /**
     * Unmapping is left to the collector (there is no public API for it); the file is deleted now where the
     * system allows deleting a mapped file, else when the JVM exits.
     */
    @Override
    public void close() throws IOException {
        java.util.Arrays.fill(chunks, null);
        channel.close();
        try {
            Files.deleteIfExists(file);
        } catch (IOException stillMapped) {
            file.toFile().deleteOnExit();
        }
    }
}
