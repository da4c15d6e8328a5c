package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Boundary iterations: the checked body for the iterations the monitor asks for, the plain one for the rest. */
class BoundaryEmulationTest {
    static double[][] grid = new double[5][6];
    static double total;

    /** Checked iterations as {@code c<index>}, plain calls as {@code p<lo>-<hi>}, in the order they ran. */
    private final List<String> runs = new ArrayList<>();
    private List<String> events = new ArrayList<>();

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    private List<String> install(BoundaryIterations boundary) {
        RecordingMonitor monitor = new RecordingMonitor(boundary);
        Monitor.install(monitor);
        return monitor.events;
    }

    private void run2d(BoundaryIterations boundary, int[] bounds) {
        events = install(boundary);
        Woven.loop(TeamFixture.loopSpec("grid", "BB", "0,0", false, "0,0,0,0"), BoundaryEmulationTest.class, null,
                block -> runs.add("c" + block.lo[0] + "," + block.lo[1]),
                block -> runs.add("p" + block.lo[0] + "," + block.lo[1] + "-" + block.hi[0] + "," + block.hi[1]),
                bounds);
    }

    @Test
    void facesCheckEveryIterationWithinTheWidthsOfAnyBoundaryInRowMajorOrder() {
        run2d(new BoundaryIterations(1, 2, BoundaryIterations.Kind.FACES), new int[] {0, 4, 0, 6});
        assertThat(runs, contains(
                "c0,0", "c0,1", "c0,2", "c0,3", "c0,4", "c0,5",
                "c1,0", "p1,1-2,4", "c1,4", "c1,5",
                "c2,0", "c2,1", "c2,2", "c2,3", "c2,4", "c2,5",
                "c3,0", "c3,1", "c3,2", "c3,3", "c3,4", "c3,5"));
        assertEquals("u [1, 1][2, 4]", events.get(events.indexOf("it [1, 0]") + 2));
        assertEquals("u-end", events.get(events.indexOf("it [1, 0]") + 3));
        assertEquals("it [1, 4]", events.get(events.indexOf("it [1, 0]") + 4));
    }

    @Test
    void cornersCheckOnlyIterationsBoundaryInEveryDimension() {
        run2d(new BoundaryIterations(1, 1, BoundaryIterations.Kind.CORNERS), new int[] {0, 4, 0, 6});
        assertThat(runs, contains(
                "c0,0", "p0,1-1,5", "c0,5",
                "p1,0-2,6",
                "p2,0-3,6",
                "c3,0", "p3,1-4,5", "c3,5"));
    }

    @Test
    void widthsCoveringTheWholeLoopCheckEveryIterationOnce() {
        run2d(new BoundaryIterations(2, 3, BoundaryIterations.Kind.FACES), new int[] {0, 1, 1, 4});
        assertThat(runs, contains("c0,1", "c0,2", "c0,3"));
        runs.clear();
        run2d(new BoundaryIterations(0, 0, BoundaryIterations.Kind.FACES), new int[] {0, 2, 1, 4});
        assertThat(runs, contains("p0,1-1,4", "p1,1-2,4"));
    }

    @Test
    void rankOneLoopsCheckTheirEndsAndReductionsAccumulateThroughBothBodies() {
        events = install(new BoundaryIterations(2, 1, BoundaryIterations.Kind.CORNERS));
        total = 0.5;
        Woven.loop(TeamFixture.loopSpec("grid", "BB", "0", false, "0,0,0,1", "SUM,D,total,0,-"),
                BoundaryEmulationTest.class, null, block -> {
                    runs.add("c" + block.lo[0]);
                    block.doubles[0] += block.lo[0];
                }, block -> {
                    runs.add("p" + block.lo[0] + "-" + block.hi[0]);
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        block.doubles[0] += i;
                    }
                }, new int[] {0, 5});
        assertThat(runs, contains("c0", "c1", "p2-4", "c4"));
        assertEquals(10.5, total);
    }

    @Test
    void constructsCalledFromAnUncheckedSegmentRunPlainAndUnreportedAndTasksRunTaskByTask() {
        events = install(new BoundaryIterations(0, 0, BoundaryIterations.Kind.FACES));
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), BoundaryEmulationTest.class, null,
                task -> Woven.loop(TeamFixture.loopSpec("grid", "BB", "0", false, "0,0,0,0"),
                        BoundaryEmulationTest.class, null, block -> runs.add("c" + block.lo[0]), block -> {
                            runs.add("p" + block.lo[0] + "-" + block.hi[0]);
                            Woven.loop(TeamFixture.loopSpec("grid", "BB", "0", false, "0,0,0,0"),
                                    BoundaryEmulationTest.class, null, inner -> runs.add("inner checked"),
                                    inner -> runs.add("inner plain"), new int[] {0, 3});
                        }, new int[] {0, 2}),
                task -> runs.add("task plain"), new int[] {0, 2});
        assertThat(runs, contains("p0-2", "inner plain", "p0-2", "inner plain"));
        assertThat(events, contains("start test.Fixture.tasks [0, 2]", "it [0]", "start test.Fixture.loop [0, 2]",
                "u [0][2]", "u-end", "end", "end-it", "it [1]", "start test.Fixture.loop [0, 2]", "u [0][2]", "u-end",
                "end", "end-it", "end"));
    }

    @Test
    void aFailingPlainSegmentEndsTheSegmentAndTheConstruct() {
        events = install(new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES));
        assertThrows(IllegalStateException.class, () -> Woven.loop(
                TeamFixture.loopSpec("grid", "BB", "0", false, "0,0,0,0"), BoundaryEmulationTest.class, null,
                block -> { }, block -> {
                    throw new IllegalStateException("plain");
                }, new int[] {0, 4}));
        assertThat(events, contains("start test.Fixture.loop [0, 4]", "it [0]", "end-it", "u [1][3]", "u-end", "end"));
    }

    @Test
    void withoutAMonitorThePlainBodyRunsTheConstruct() {
        Woven.loop(TeamFixture.loopSpec("grid", "BB", "0", false, "0,0,0,0"), BoundaryEmulationTest.class, null,
                block -> runs.add("checked"), block -> runs.add("plain " + block.lo[0] + "-" + block.hi[0]),
                new int[] {0, 5});
        assertThat(runs, contains("plain 0-5"));
    }

    @Test
    void widthsMustBeNonNegative() {
        assertThrows(IllegalArgumentException.class, () -> new BoundaryIterations(-1, 0,
                BoundaryIterations.Kind.FACES));
    }
}
