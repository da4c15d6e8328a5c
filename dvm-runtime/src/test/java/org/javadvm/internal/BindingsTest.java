package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Reduction and private fields reached outside the construct's own body, as woven code reaches them: the
 * bodies here keep the fields in block slots as a woven body does, the helpers call {@link Bound} as woven
 * helpers do.
 */
class BindingsTest {
    private static final String TOTAL = "org/javadvm/internal/BindingsTest.total";
    private static final String SUM = "org/javadvm/internal/BindingsTest$Holder.sum";
    private static final String SCRATCH = "org/javadvm/internal/BindingsTest.scratch";

    static int[] data = new int[1000];
    static double total;
    static int scratch;

    /** An object whose instance field a construct binds. */
    static final class Holder {
        static int[] values = new int[10];
        long sum;
    }

    @AfterEach
    void restore() {
        Team.configure("1");
        assertEquals(0, Bindings.active, "every binding was released");
    }

    private static String totalLoop() {
        return TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-");
    }

    /** What a woven helper's {@code total += i} becomes. */
    private static void addToTotal(int i) {
        double value = Bound.getStaticD(total, TOTAL) + i;
        total = Bound.putStaticD(value, total, TOTAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aHelperAddsToTheProcessorsCopy(String grid) {
        Team.configure(grid);
        total = 0.5;
        Woven.loop(totalLoop(), BindingsTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                addToTotal(i);
            }
        }, new int[] {0, 1000});
        assertEquals(0.5 + 499500, total);
    }

    /**
     * A short loop called often runs its blocks one after another on the calling thread (the grain): each block
     * still binds the field to its own processor's copy, and the partial results are combined as on the grid.
     */
    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "2x2"})
    void blocksRunInOrderByTheGrainAlsoReachTheirCopies(String grid) {
        String before = System.getProperty("dvm.grain");
        System.setProperty("dvm.grain", "10000000"); // ten seconds: every call after the first ones runs in order
        try {
            Team.configure(grid);
            total = 0;
            for (int call = 0; call < 40; call++) {
                Woven.loop(totalLoop(), BindingsTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        addToTotal(i);
                    }
                }, new int[] {0, 1000});
            }
            assertEquals(40 * 499500.0, total);
        } finally {
            if (before == null) {
                System.clearProperty("dvm.grain");
            } else {
                System.setProperty("dvm.grain", before);
            }
        }
    }

    /** The body of {@code fill(lo, hi)}: halves calling the construct again, the loop on pieces of at most 100. */
    private static void fill(Block block) {
        int lo = block.lo[0];
        int hi = block.hi[0];
        if (hi - lo > 100) {
            int mid = (lo + hi) / 2;
            Woven.loop(totalLoop(), BindingsTest.class, null, BindingsTest::fill, new int[] {lo, mid});
            Woven.loop(totalLoop(), BindingsTest.class, null, BindingsTest::fill, new int[] {mid, hi});
            return;
        }
        double s = block.doubles[0];
        for (int i = lo; i < hi; i++) {
            s += i;
        }
        block.doubles[0] = s;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aRecursiveConstructAccumulatesIntoTheEnclosingCopy(String grid) {
        Team.configure(grid);
        total = 0;
        Woven.loop(totalLoop(), BindingsTest.class, null, BindingsTest::fill, new int[] {0, 1000});
        assertEquals(499500.0, total);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void aNestedConstructWithTheSameReductionStartsFromAndEndsInTheEnclosingCopy(String grid) {
        Team.configure(grid);
        total = 7;
        Woven.loop(totalLoop(), BindingsTest.class, null, rows -> {
            for (int r = rows.lo[0]; r < rows.hi[0]; r++) {
                rows.doubles[0] += 1;
                Woven.loop(totalLoop(), BindingsTest.class, null, cells -> {
                    for (int c = cells.lo[0]; c < cells.hi[0]; c++) {
                        cells.doubles[0] += 1;
                    }
                }, new int[] {0, 1000});
            }
        }, new int[] {0, 8});
        assertEquals(7 + 8 + 8000.0, total);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "3", "2x2"})
    void anInstanceFieldIsBoundForTheConstructsReceiverOnly(String grid) {
        Team.configure(grid);
        Holder bound = new Holder();
        Holder other = new Holder();
        String spec = "kind=loop;name=test.Holder.count;src=Holder.java:1;rank=1;tmpl=values;fmt=B;off=0;across=0;"
                + "slots=0,1,0,0;red=SUM,J,sum,0,-";
        String otherSpec = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0");
        Woven.loop(otherSpec, BindingsTest.class, null, outer -> {
            if (outer.processor != 0) {
                return;
            }
            // a sequential construct on processor 0 binds bound.sum; a helper updates both holders
            Woven.loop(spec, Holder.class, bound, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    bound.sum = Bound.putJ(bound, Bound.getJ(bound, bound.sum, SUM) + 1, bound.sum, SUM);
                    other.sum = Bound.putJ(other, Bound.getJ(other, other.sum, SUM) + 1, other.sum, SUM);
                }
            }, new int[] {0, 10});
        }, new int[] {0, 1000});
        assertEquals(10, bound.sum);
        assertEquals(10, other.sum);
    }

    @Test
    void aPrivateUsedInAHelperIsTheProcessorsOwnAndLeavesTheFieldAlone() {
        Team.configure("4");
        scratch = -1;
        String spec = TeamFixture.loopSpec("data", "B", "0", false, "1,0,0,1", "SUM,D,total,0,-")
                + ";prv=I,scratch,0";
        total = 0;
        Woven.loop(spec, BindingsTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                scratch = Bound.putStaticI(i * 2, scratch, SCRATCH); // helper: scratch = 2 * i
                Thread.yield();
                addToTotal(Bound.getStaticI(scratch, SCRATCH)); // helper: total += scratch
            }
        }, new int[] {0, 1000});
        assertEquals(999000.0, total);
        assertEquals(-1, scratch);
    }

    @Test
    void outsideAnyConstructTheFieldIsUsed() {
        assertEquals(0, Bindings.active);
        assertEquals(3.5, Bound.getD(this, 3.5, "x/Y.z"));
        assertEquals(4L, Bound.putJ(this, 4L, 9L, "x/Y.z"));
        assertEquals(2, Bound.putStaticI(2, 5, TOTAL));
        assertEquals(1.5f, Bound.getStaticF(1.5f, TOTAL));
    }

    static class Stop extends RuntimeException {
        Stop() {
            super("iteration 74");
        }
    }

    /**
     * A failing iteration: what every processor had added before it stopped is combined and written, then
     * the failure is rethrown. On one processor that is exactly the sequential program's value.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4"})
    void aFailedConstructWritesThePartialSumsOfTheIterationsThatRan(String grid) {
        Team.configure(grid);
        total = 0;
        Stop stop = assertThrows(Stop.class, () -> Woven.loop(totalLoop(), BindingsTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                if (i == 74) {
                    throw new Stop();
                }
                block.doubles[0] += i;
            }
        }, new int[] {0, 100}));
        assertEquals("iteration 74", stop.getMessage());
        int processors = Integer.parseInt(grid);
        int failing = TeamFixture.blockOwner(74, 1000, processors); // the template has 1000 elements
        double expected = 0;
        for (int i = 0; i < 100; i++) {
            if (TeamFixture.blockOwner(i, 1000, processors) != failing || i < 74) {
                expected += i;
            }
        }
        assertEquals(expected, total);
        if (processors == 1) {
            assertEquals(2701.0, total); // 0 + 1 + ... + 73: the sequential program's value
        }
    }
}
