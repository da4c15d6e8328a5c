package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A loop body that starts a thread and waits for it, where that thread calls a construct: the thread is outside
 * every construct and waits for the grid, which the waiting body holds. Once the grid's threads have all waited a
 * while, the thread's construct runs on that thread alone, with the un-woven program's answer.
 */
class GridEntryTest {
    private static final Duration HANG = Duration.ofSeconds(20);
    static final double[] OUTER = new double[2];
    static final double[] INNER = new double[1000];

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    private static String spec(String template, String name) {
        return TeamFixture.loopSpec(template, "B", "0", false, "0,0,0,0").replace("test.Fixture.loop", "test." + name);
    }

    /** The inner construct, as a thread started by a body calls it: outside every construct. */
    private static void fillInner() {
        Woven.loop(spec("INNER", "Pipeline.fillInner"), GridEntryTest.class, null, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                INNER[i] = 2.0 * i;
            }
        }, new int[] {0, INNER.length});
    }

    @Test
    void aConstructCalledByAThreadThatABodyJoinsRunsAloneInsteadOfWaitingForTheGridForever() {
        Team.configure("2");
        java.util.Arrays.fill(INNER, 0);
        String warning = TeamFixture.capturingStandardError(() -> assertTimeoutPreemptively(HANG, () ->
                Woven.loop(spec("OUTER", "Pipeline.stage"), GridEntryTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        Thread helper = new Thread(GridEntryTest::fillInner, "helper-" + i);
                        helper.start();
                        try {
                            helper.join();
                        } catch (InterruptedException e) {
                            throw new IllegalStateException(e);
                        }
                        OUTER[i] = 1;
                    }
                }, new int[] {0, OUTER.length})));
        double[] expected = new double[INNER.length];
        java.util.Arrays.setAll(expected, i -> 2.0 * i);
        assertArrayEquals(expected, INNER);
        assertArrayEquals(new double[] {1, 1}, OUTER);
        assertThat(warning, containsString("Java-DVM: test.Pipeline.fillInner (Fixture.java:1) was called from thread"
                + " helper-"));
        assertThat(warning, containsString("alone, as the un-woven program would."));
        assertEquals(1, warning.lines().filter(line -> line.contains("fillInner")).count(), "said once: " + warning);
    }

    @Test
    void aThreadWaitsItsTurnWhileTheGridComputes() {
        Team.configure("2");
        java.util.Arrays.fill(INNER, 0);
        Thread[] helper = new Thread[1];
        String warning = TeamFixture.capturingStandardError(() -> assertTimeoutPreemptively(HANG, () -> {
            Woven.loop(spec("OUTER", "Pipeline.busy"), GridEntryTest.class, null, block -> {
                if (block.lo[0] == 0) {
                    helper[0] = new Thread(GridEntryTest::fillInner, "waiting-helper");
                    helper[0].start();
                }
                long until = System.nanoTime() + 2 * WaitForCaller.LOOK_AFTER_NANOS;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait(); // the grid computes: the helper takes its turn after it
                }
            }, new int[] {0, OUTER.length});
            helper[0].join();
        }));
        assertEquals(2.0 * 999, INNER[999]);
        assertEquals("", warning, "a thread waiting for a computing grid runs nothing alone");
    }
}
