package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicInteger;

import org.javadvm.ReductionGroup;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reductions handed to a ReductionGroup: combined at start(), written at waitDone(). */
class ReductionGroupTest {
    static double[] data = new double[60];
    static double total;
    static double peak;
    static int peakAt;
    static ReductionGroup group;
    static ReductionGroup missing;

    /** An instance owner: the group and the variables are instance fields. */
    static final class Solver {
        final double[] values = new double[30];
        long count;
        final ReductionGroup sums = new ReductionGroup();
    }

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    private static final String SPEC = TeamFixture.loopSpec("data", "B", "0", false, "1,0,0,2",
            "SUM,D,total,0,group", "MAXLOC,D,peak,1,group,peakAt:0");

    private static void sumAndPeak(Block block) {
        double sum = block.doubles[0];
        double best = block.doubles[1];
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            sum += data[i];
            if (data[i] > best) {
                best = data[i];
                block.ints[0] = i;
            }
        }
        block.doubles[0] = sum;
        block.doubles[1] = best;
    }

    /**
     * A second loop reducing a variable the group still holds a result for would start from the variable's old
     * value, and its result would replace the first one at the wait: refused before it runs, on every grid; after
     * the wait the variable can be reduced into the group again.
     */
    @Test
    void aSecondLoopReducingAVariableTheGroupStillHoldsIsRefusedUntilTheWait() {
        for (String grid : TeamFixture.GRIDS) {
            Team.configure(grid);
            fill();
            group = new ReductionGroup();
            Woven.loop(SPEC, ReductionGroupTest.class, null, ReductionGroupTest::sumAndPeak, new int[] {0, 60});
            AtomicInteger bodies = new AtomicInteger();
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Woven.loop(SPEC,
                    ReductionGroupTest.class, null, block -> bodies.incrementAndGet(), new int[] {0, 60}), grid);
            assertThat(refused.getMessage(), containsString("Java-DVM: test.Fixture.loop (Fixture.java:1) reduces "
                    + "total while the reduction group group still holds the result of test.Fixture.loop "
                    + "(Fixture.java:1) for it"));
            String ungrouped = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-")
                    .replace("test.Fixture.loop", "test.Fixture.plain");
            IllegalStateException plain = assertThrows(IllegalStateException.class, () -> Woven.loop(ungrouped,
                    ReductionGroupTest.class, null, block -> bodies.incrementAndGet(), new int[] {0, 60}), grid);
            assertThat(plain.getMessage(), containsString("test.Fixture.plain (Fixture.java:1) reduces total while"));
            String locations = TeamFixture.loopSpec("data", "B", "0", false, "1,0,0,0", "MAX,I,peakAt,0,-")
                    .replace("test.Fixture.loop", "test.Fixture.location");
            assertThrows(IllegalStateException.class, () -> Woven.loop(locations, ReductionGroupTest.class, null,
                    block -> bodies.incrementAndGet(), new int[] {0, 60}), "a location the group holds, grid " + grid);
            assertEquals(0, bodies.get(), "refused before it ran, on grid " + grid);
            group.waitDone();
            double once = total;
            total = 1;
            Woven.loop(SPEC, ReductionGroupTest.class, null, ReductionGroupTest::sumAndPeak, new int[] {0, 60});
            group.waitDone();
            assertEquals(once, total, grid);
        }
    }

    private static int firstPeak() {
        int first = 0;
        for (int i = 1; i < data.length; i++) {
            first = data[i] > data[first] ? i : first;
        }
        return first;
    }

    private static void fill() {
        for (int i = 0; i < data.length; i++) {
            data[i] = (i * 37) % 23 + 0.5;
        }
        total = 1;
        peak = Double.NEGATIVE_INFINITY;
        peakAt = -1;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "3", "2x2"})
    void variablesChangeOnlyAtWaitDone(String grid) {
        Team.configure(grid);
        group = new ReductionGroup();
        fill();
        Woven.loop(SPEC, ReductionGroupTest.class, null, ReductionGroupTest::sumAndPeak, new int[] {0, 60});
        assertEquals(1, total, 0, "unchanged after the loop");
        assertEquals(-1, peakAt, "location unchanged after the loop");
        group.start();
        assertEquals(1, total, 0, "unchanged between start and wait");
        group.waitDone();
        double expected = 1;
        for (double x : data) {
            expected += x;
        }
        assertEquals(expected, total, 1e-12 * expected);
        assertEquals(22.5, peak, 0);
        assertEquals(firstPeak(), peakAt);
        total = -7;
        group.waitDone();
        assertEquals(-7, total, 0, "a second wait has nothing to write");
        group.start();
        group.waitDone();
        assertEquals(-7, total, 0, "start and wait without a loop do nothing, as un-woven");
    }

    @Test
    void waitDoneWithoutStartCombinesAndWrites() {
        Team.configure("4");
        group = new ReductionGroup();
        fill();
        Woven.loop(SPEC, ReductionGroupTest.class, null, ReductionGroupTest::sumAndPeak, new int[] {0, 60});
        assertEquals(1, group.pendingCount());
        group.waitDone();
        assertEquals(0, group.pendingCount());
        assertEquals(firstPeak(), peakAt);
        assertEquals(22.5, peak, 0);
    }

    @Test
    void instanceGroupsCollectSeveralLoopsUntilTheirWait() {
        Team.configure("2");
        Solver first = new Solver();
        Solver second = new Solver();
        first.count = 100;
        second.count = 200;
        String spec = "kind=loop;name=test.Solver.count;src=Solver.java:9;rank=1;tmpl=values;fmt=B;off=0;across=0;"
                + "slots=0,1,0,0;red=SUM,J,count,0,sums";
        LoopBody countAll = block -> block.longs[0] += block.hi[0] - block.lo[0];
        Woven.loop(spec, Solver.class, first, countAll, new int[] {0, 30});
        Woven.loop(spec, Solver.class, second, countAll, new int[] {0, 10});
        assertEquals(100, first.count);
        assertEquals(200, second.count);
        first.sums.waitDone();
        assertEquals(130, first.count);
        assertEquals(200, second.count, "another object's group is not waited for");
        second.sums.waitDone();
        assertEquals(210, second.count);
    }

    @Test
    void aNullGroupFieldIsNamedBeforeAnyIterationRuns() {
        Team.configure("2");
        AtomicInteger calls = new AtomicInteger();
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,missing"),
                ReductionGroupTest.class, null, block -> calls.incrementAndGet(), new int[] {0, 60}));
        assertThat(failure.getMessage(), containsString("reduction group missing of test.Fixture.loop is null"));
        assertEquals(0, calls.get());
    }
}
