package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Which thread runs which block: a loop with a single non-empty block, and a short loop called often, run their
 * owners' blocks on the calling thread (each as its own processor, in processor order), computing what the grid
 * computes; {@code dvm.grain=0} keeps every block on its processor.
 */
class LoopDispatchTest {
    static double[] data = new double[1000];
    static double total;
    private static final String SUM = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-");

    @AfterEach
    void restore() {
        System.clearProperty("dvm.grain");
        Team.configure("1");
    }

    /** One call of a fresh construct over [lo, hi): "processor lo..hi thread" per block, in the order they ran. */
    private static List<String> call(String spec, int lo, int hi) {
        List<String> blocks = Collections.synchronizedList(new ArrayList<>());
        Woven.loop(spec, LoopDispatchTest.class, null, block -> blocks.add(block.processor + " " + block.lo[0] + ".."
                + block.hi[0] + " " + Thread.currentThread().getName()), new int[] {lo, hi});
        return blocks;
    }

    private static String loop(String name) {
        return TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0").replace("Fixture.loop", "Fixture." + name);
    }

    /**
     * A loop the weaver marked {@code split=0} runs each block of its first call as consecutive pieces, in order on
     * the block's own thread (so the JIT compiles the body as a method), and whole from its second call on.
     */
    @Test
    void aMarkedLoopsFirstCallRunsEachBlockInPiecesOnItsThread() {
        Team.configure("2");
        String spec = loop("marked").replace(";slots=", ";split=0;slots=");
        String caller = Thread.currentThread().getName();
        List<String> first = call(spec, 0, 1000);
        List<String> expected = new ArrayList<>();
        for (int k = 0; k < ConstructRun.FIRST_CALL_PIECES; k++) {
            expected.add("0 " + 500 * k / 8 + ".." + 500 * (k + 1) / 8 + " " + caller);
        }
        for (int k = 0; k < ConstructRun.FIRST_CALL_PIECES; k++) {
            expected.add("1 " + (500 + 500 * k / 8) + ".." + (500 + 500 * (k + 1) / 8) + " dvm-processor-1");
        }
        List<String> processor0 = new ArrayList<>();
        List<String> processor1 = new ArrayList<>();
        for (String block : first) {
            (block.startsWith("0 ") ? processor0 : processor1).add(block);
        }
        processor0.addAll(processor1);
        assertEquals(expected, processor0, "each processor's pieces in order");
        List<String> second = call(spec, 0, 1000);
        Collections.sort(second);
        assertEquals(List.of("0 0..500 " + caller, "1 500..1000 dvm-processor-1"), second);
        List<String> unmarked = call(loop("unmarked"), 0, 1000);
        Collections.sort(unmarked);
        assertEquals(List.of("0 0..500 " + caller, "1 500..1000 dvm-processor-1"), unmarked, "one call per block");
    }

    /**
     * A long first call is cut finer than eight pieces: none holds more than {@code PIECE_ITERATIONS} iterations,
     * so that the JIT sees the loop end before C2 compiles the body; the pieces still cover the block in order.
     */
    @Test
    void aLongFirstCallRunsInPiecesOfBoundedLength() {
        Team.configure("1");
        String spec = loop("long").replace(";slots=", ";split=0;slots=");
        int n = 10 * ConstructRun.PIECE_ITERATIONS + 5;
        List<String> first = call(spec, 0, n);
        assertEquals(11, first.size(), "ceil(n / PIECE_ITERATIONS) pieces");
        int next = 0;
        for (String piece : first) {
            String[] range = piece.split(" ")[1].split("\\.\\.");
            assertEquals(next, Integer.parseInt(range[0]), "pieces in order, none missing: " + first);
            next = Integer.parseInt(range[1]);
            assertThat(piece, next - Integer.parseInt(range[0]) <= ConstructRun.PIECE_ITERATIONS,
                    org.hamcrest.Matchers.is(true));
        }
        assertEquals(n, next);
    }

    /**
     * The pieces of a rank-2 block count the iterations of its other dimension in each step: eight for a short
     * block, as many as keep a piece within the bound for a long one, at most one per step.
     */
    @Test
    void piecesCountTheIterationsOfTheOtherLoopDimensions() {
        assertEquals(8, ConstructRun.firstCallPieces(block(0, 64, 0, 64), 0));
        assertEquals(64, ConstructRun.firstCallPieces(block(0, 64, 0, 4096), 0), "one step per piece");
        assertEquals(64, ConstructRun.firstCallPieces(block(0, 64, 0, 100_000), 0), "never more than the steps");
        assertEquals(32, ConstructRun.firstCallPieces(block(0, 1024, 0, 128), 0), "32 steps of 128 per piece");
        assertEquals(3, ConstructRun.firstCallPieces(block(0, 3, 0, 5), 0), "never more than the steps");
    }

    private static Block block(int lo0, int hi0, int lo1, int hi1) {
        Block block = new Block(0, 2, 0, 0, 0, 0);
        block.lo[0] = lo0;
        block.hi[0] = hi0;
        block.lo[1] = lo1;
        block.hi[1] = hi1;
        return block;
    }

    @Test
    void aSingleNonEmptyBlockRunsOnTheCallingThreadAsItsOwner() {
        Team.configure("2");
        String caller = Thread.currentThread().getName();
        assertEquals(List.of("1 600..1000 " + caller), call(loop("upperHalf"), 600, 1000));
        assertEquals(List.of("0 0..300 " + caller), call(loop("lowerHalf"), 0, 300));
    }

    @Test
    void aNestedConstructInASingleBlockRunsSequentiallyAsThatProcessor() {
        Team.configure("2");
        List<String> inner = Collections.synchronizedList(new ArrayList<>());
        Woven.loop(loop("outer"), LoopDispatchTest.class, null, outer -> Woven.loop(loop("inner"),
                LoopDispatchTest.class, null, block -> inner.add(block.processor + " " + block.lo[0] + ".."
                        + block.hi[0]), new int[] {0, 1000}), new int[] {700, 800});
        assertEquals(List.of("1 0..1000"), inner);
    }

    @Test
    void aShortLoopCalledOftenRunsItsBlocksInOrderOnTheCallingThread() {
        System.setProperty("dvm.grain", "1000"); // "short" as against the grain, whatever the body costs here
        Team.configure("2");
        String spec = loop("short");
        String caller = Thread.currentThread().getName();
        List<String> first = call(spec, 0, 1000);
        Collections.sort(first);
        assertEquals(List.of("0 0..500 " + caller, "1 500..1000 dvm-processor-1"), first,
                "a construct's first calls use the grid");
        for (int c = 1; c < Grain.LEARNING_CALLS; c++) {
            call(spec, 0, 1000);
        }
        assertEquals(List.of("0 0..500 " + caller, "1 500..1000 " + caller), call(spec, 0, 1000));
    }

    @Test
    void withGrainZeroEveryBlockRunsOnItsProcessor() {
        System.setProperty("dvm.grain", "0");
        Team.configure("2");
        String spec = loop("alwaysParallel");
        for (int c = 0; c < 3 * Grain.LEARNING_CALLS; c++) {
            List<String> blocks = call(spec, 0, 1000);
            Collections.sort(blocks);
            assertEquals(List.of("0 0..500 " + Thread.currentThread().getName(), "1 500..1000 dvm-processor-1"),
                    blocks);
        }
    }

    @Test
    void blocksRunInOrderGiveTheGridsBitsForAReduction() {
        Team.configure("3");
        for (int i = 0; i < data.length; i++) {
            data[i] = 1.0 / (i + 1) * (i % 2 == 0 ? 1e10 : -1e-7);
        }
        double[] sums = new double[3 * Grain.LEARNING_CALLS];
        for (int c = 0; c < sums.length; c++) {
            total = 0.5;
            Woven.loop(SUM, LoopDispatchTest.class, null, block -> {
                double partial = block.doubles[0];
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    partial += data[i];
                }
                block.doubles[0] = partial;
            }, new int[] {0, data.length});
            sums[c] = total;
        }
        double sequential = 0.5;
        for (double value : data) {
            sequential += value;
        }
        assertEquals(sums[0], sums[sums.length - 1], 0.0, "the same bits on the grid and in order");
        assertEquals(sequential, sums[0], Math.abs(sequential) * 1e-12);
    }

    @Test
    void aFailingBlockRunInOrderLetsTheOthersRunAndIsRethrownAsOnTheGrid() {
        System.setProperty("dvm.grain", "1000");
        Team.configure("2");
        String spec = loop("failing");
        for (int c = 0; c < Grain.LEARNING_CALLS; c++) {
            call(spec, 0, 1000);
        }
        String caller = Thread.currentThread().getName();
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> Woven.loop(spec,
                LoopDispatchTest.class, null, block -> {
                    ran.add(block.processor + " " + Thread.currentThread().getName());
                    throw new IllegalArgumentException("block of processor " + block.processor);
                }, new int[] {0, 1000}));
        assertEquals("block of processor 0", thrown.getMessage());
        assertEquals(List.of("0 " + caller, "1 " + caller), ran);
    }

    @Test
    void aGrainThatIsNotANumberIsNamed() {
        System.setProperty("dvm.grain", "fast");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> Team.configure("2"));
        assertThat(bad.getMessage(), allOf(containsString("dvm.grain"), containsString("fast")));
    }
}
