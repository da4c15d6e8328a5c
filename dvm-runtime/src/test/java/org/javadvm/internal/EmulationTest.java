package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** With a monitor installed every construct runs emulated: one iteration at a time, in order, reported. */
class EmulationTest {
    static double[][] plane = new double[3][4];
    static double total;

    private final RecordingMonitor recorder = new RecordingMonitor();
    private final List<String> events = recorder.events;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    @Test
    void iterationsRunOneAtATimeInRowMajorOrderOnTheCallingThread() {
        Team.configure("2x2");
        Monitor.install(recorder);
        Thread caller = Thread.currentThread();
        List<String> blocks = new ArrayList<>();
        Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"), EmulationTest.class, null, block -> {
            assertEquals(caller, Thread.currentThread());
            blocks.add(block.lo[0] + "," + block.lo[1] + "/" + block.hi[0] + "," + block.hi[1]);
        }, new int[] {1, 3, 2, 4});
        assertThat(blocks, contains("1,2/2,3", "1,3/2,4", "2,2/3,3", "2,3/3,4"));
        assertThat(events, contains("start test.Fixture.loop [1, 3, 2, 4]", "it [1, 2]", "end-it", "it [1, 3]",
                "end-it", "it [2, 2]", "end-it", "it [2, 3]", "end-it", "end"));
    }

    @Test
    void reductionsAccumulateInTheSequentialOrder() {
        Monitor.install(recorder);
        total = 10;
        Woven.loop(TeamFixture.loopSpec("plane", "BB", "0", false, "0,0,0,1", "SUM,D,total,0,-"),
                EmulationTest.class, null, block -> block.doubles[0] += block.lo[0], new int[] {0, 3});
        assertEquals(13.0, total);
    }

    @Test
    void nestedConstructsNestTheirEventsAndEmptyLoopsRunNoIteration() {
        Monitor.install(recorder);
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), EmulationTest.class, null,
                task -> Woven.loop(TeamFixture.loopSpec("plane", "BB", "0", false, "0,0,0,0"), EmulationTest.class,
                        null, block -> { }, new int[] {task.lo[0], task.lo[0]}), new int[] {0, 2});
        assertThat(events, contains("start test.Fixture.tasks [0, 2]", "it [0]", "start test.Fixture.loop [0, 0]",
                "end", "end-it", "it [1]", "start test.Fixture.loop [1, 1]", "end", "end-it", "end"));
    }

    @Test
    void aFailingBodyStillEndsItsIterationAndConstruct() {
        Monitor.install(recorder);
        assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("plane", "BB", "0", false, "0,0,0,0"), EmulationTest.class, null, block -> {
                    throw new IllegalStateException("boom");
                }, new int[] {0, 2}));
        assertThat(events, contains("start test.Fixture.loop [0, 2]", "it [0]", "end-it", "end"));
    }

    @Test
    void groupOperationsAreReported() {
        Monitor.install(recorder);
        org.javadvm.ReductionGroup group = new org.javadvm.ReductionGroup();
        group.start();
        group.waitDone();
        org.javadvm.ShadowGroup shadows = org.javadvm.ShadowGroup.of(plane);
        shadows.start();
        shadows.waitDone();
        assertThat(events, contains("group-start", "group-wait", "shadow-start 1", "shadow-wait 1"));
    }
}
