package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An {@link IterationIndex} in a temporary file of 8 bytes per iteration, for construct instances too large
 * for memory; deleted on close. Slots never written read as absent (a hole of the file, or past its end).
 */
final class SpilledIterationIndex implements IterationIndex {
    private final long iterations;
    private final Path file;
    private final FileChannel channel;
    private final ByteBuffer slot = ByteBuffer.allocate(Long.BYTES);

    SpilledIterationIndex(long iterations) throws IOException {
        this.iterations = iterations;
        this.file = Files.createTempFile("dvm-iteration-index", ".bin");
        this.channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.DELETE_ON_CLOSE);
    }

    @Override
    public long get(long absolute) throws IOException {
        if (absolute < 0 || absolute >= iterations) {
            return ABSENT;
        }
        slot.clear();
        int read = 0;
        while (slot.hasRemaining()) {
            int n = channel.read(slot, absolute * Long.BYTES + read);
            if (n < 0) {
                return ABSENT;
            }
            read += n;
        }
        return IterationIndex.decode(slot.getLong(0));
    }

    @Override
    public void put(long absolute, long position) throws IOException {
        if (absolute < 0 || absolute >= iterations) {
            return;
        }
        slot.clear();
        slot.putLong(0, IterationIndex.encode(position));
        int written = 0;
        while (slot.hasRemaining()) {
            written += channel.write(slot, absolute * Long.BYTES + written);
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

    @Override
    public void close() throws IOException {
        channel.close();
        Files.deleteIfExists(file);
    }
}
