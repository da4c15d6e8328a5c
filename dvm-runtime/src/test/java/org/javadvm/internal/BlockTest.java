package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A processor's block: its iteration count over every dimension. */
class BlockTest {
    @Test
    void theSizeIsTheProductOfTheExtents() {
        Block block = new Block(0, 3, 0, 0, 0, 0);
        block.lo[0] = 2;
        block.hi[0] = 5;
        block.lo[1] = -1;
        block.hi[1] = 3;
        block.lo[2] = 10;
        block.hi[2] = 12;
        assertEquals(3L * 4 * 2, block.size());
        block.hi[1] = -1;
        assertEquals(0L, block.size(), "an empty dimension");
        block.hi[1] = -4;
        assertEquals(0L, block.size(), "a reversed dimension is empty, not negative");
    }

    @Test
    void aLargeBlockCountsWithoutOverflow() {
        Block block = new Block(0, 2, 0, 0, 0, 0);
        block.hi[0] = 100_000;
        block.hi[1] = 100_000;
        assertEquals(10_000_000_000L, block.size());
    }
}
