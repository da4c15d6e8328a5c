package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Release on one processor (issue 11 section 2): a loop called from outside any construct runs as the un-woven
 * method would, and the call itself allocates nothing (no block, context or extents per call), so that short
 * loops called often cost what a method call costs.
 */
class SingleProcessorCallTest {
    static double[] data = new double[100];
    private static final String SPEC = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0")
            .replace("Fixture.loop", "Fixture.single");

    @BeforeEach
    void oneProcessor() {
        Team.configure("1");
    }

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    @Test
    void aCallFromOutsideAllocatesNothingOfItsOwn() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        LoopBody body = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                data[i] += 1;
            }
        };
        int[] bounds = {0, data.length};
        for (int c = 0; c < 20_000; c++) { // past the interpreter's and the compilers' first allocations
            Woven.loop(SPEC, SingleProcessorCallTest.class, null, body, bounds);
        }
        int calls = 20_000;
        long before = threads.getThreadAllocatedBytes(thread);
        for (int c = 0; c < calls; c++) {
            Woven.loop(SPEC, SingleProcessorCallTest.class, null, body, bounds);
        }
        long perCall = (threads.getThreadAllocatedBytes(thread) - before) / calls;
        assertTrue(perCall < 8, "a call on one processor allocated " + perCall + " bytes");
        assertEquals(40_000, data[0]);
    }

    @Test
    void theSameConstructCalledFromItsOwnBodyGetsABlockOfItsOwn() {
        List<Block> blocks = new ArrayList<>();
        List<String> ranges = new ArrayList<>();
        int[] depth = {0};
        LoopBody[] body = new LoopBody[1];
        body[0] = block -> {
            blocks.add(block);
            if (depth[0]++ == 0) {
                Woven.loop(SPEC, SingleProcessorCallTest.class, null, body[0], new int[] {5, 7});
            }
            ranges.add(block.processor + " " + block.lo[0] + ".." + block.hi[0]);
        };
        Woven.loop(SPEC, SingleProcessorCallTest.class, null, body[0], new int[] {0, 100});
        assertEquals(List.of("0 5..7", "0 0..100"), ranges, "the outer block's bounds survive the inner call");
        assertNotSame(blocks.get(0), blocks.get(1));
        depth[0] = 0;
        blocks.clear();
        Woven.loop(SPEC, SingleProcessorCallTest.class, null, body[0], new int[] {0, 100});
        Woven.loop(SPEC, SingleProcessorCallTest.class, null, block -> blocks.add(block), new int[] {0, 100});
        assertSame(blocks.get(0), blocks.get(2), "calls from outside reuse one block");
    }

    @Test
    void aLoopWithAReductionStillStartsFromTheFieldEachCall() {
        total = 0;
        String sum = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-")
                .replace("Fixture.loop", "Fixture.singleSum");
        for (int c = 1; c <= 3; c++) {
            Woven.loop(sum, SingleProcessorCallTest.class, null, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    block.doubles[0] += 1;
                }
            }, new int[] {0, 10});
            assertEquals(10.0 * c, total);
        }
    }

    static double total;

    @Test
    void anUnallocatedTemplateIsStillReported() {
        double[] kept = data;
        data = null;
        try {
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                    () -> Woven.loop(SPEC, SingleProcessorCallTest.class, null, block -> { }, new int[] {0, 1}));
            assertTrue(e.getMessage().contains("distributed array data"), e.getMessage());
            assertTrue(e.getMessage().contains("is not allocated"), e.getMessage());
        } finally {
            data = kept;
        }
    }
}
