package org.javadvm.debug.trace.compare;

/** An {@link IterationIndex} in a {@code long[]}. */
final class MemoryIterationIndex implements IterationIndex {
    private final long[] slots;

    MemoryIterationIndex(int iterations) {
        slots = new long[iterations];
    }

    @Override
    public long get(long absolute) {
        return absolute < 0 || absolute >= slots.length ? ABSENT : IterationIndex.decode(slots[(int) absolute]);
    }

    @Override
    public void put(long absolute, long position) {
        if (absolute >= 0 && absolute < slots.length) {
            slots[(int) absolute] = IterationIndex.encode(position);
        }
    }

    @Override
    public void markUsed(long absolute) {
        put(absolute, USED);
    }

    @Override
    public long size() {
        return slots.length;
    }

    @Override
    public void close() {
    }
}
