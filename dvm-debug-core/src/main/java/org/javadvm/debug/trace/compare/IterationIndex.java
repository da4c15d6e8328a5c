package org.javadvm.debug.trace.compare;

import java.io.Closeable;
import java.io.IOException;

/**
 * The reference positions of one construct instance's iterations by absolute number, 8 bytes per
 * iteration of the instance: in memory up to {@link CompareSettings#indexInMemory()} iterations, else in a
 * temporary file. Each slot also records whether the run already executed that iteration.
 */
interface IterationIndex extends Closeable {
    long ABSENT = -1;
    long USED = -2;

    static IterationIndex create(long iterations, long inMemory) throws IOException {
        return iterations <= Math.min(inMemory, Integer.MAX_VALUE - 8)
                ? new MemoryIterationIndex((int) iterations) : new SpilledIterationIndex(iterations);
    }

    /** The iteration's position, {@link #ABSENT} when the reference has none, {@link #USED} once taken. */
    long get(long absolute) throws IOException;

    void put(long absolute, long position) throws IOException;

    void markUsed(long absolute) throws IOException;

    long size();

    /** Slot encoding: 0 (a fresh array or a sparse file's hole) is absent, 1 used, a position p is p + 2. */
    static long decode(long slot) {
        return slot == 0 ? ABSENT : slot == 1 ? USED : slot - 2;
    }

    static long encode(long position) {
        return position == USED ? 1 : position + 2;
    }
}
