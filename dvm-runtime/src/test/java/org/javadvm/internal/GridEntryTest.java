package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

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

    /**
     * The inner construct, as a thread started by a body calls it: outside every construct. Each test names its own
     * construct: the notice is said once per construct, so one test's notice would hide another's.
     */
    private static void fillInner(String construct) {
        Woven.loop(spec("INNER", "Pipeline." + construct), GridEntryTest.class, null, block -> {
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
                        Thread helper = new Thread(() -> fillInner("fillInner"), "helper-" + i);
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
                    helper[0] = new Thread(() -> fillInner("fillWaiting"),
                            "waiting-helper");
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

    /**
     * A holder whose members have all arrived has been woken, and reads as waiting until the machine gives it a
     * core: under load, long enough for a thread waiting for the grid to take it for a grid waiting for nobody
     * and run its construct alone. Here the holder stays parked on such a hand-off, as one without a core does.
     */
    @Test
    void aHolderWokenByItsMembersCountsAsRunningUntilItGetsACore() throws InterruptedException {
        Team.configure("2");
        Team.Completion allArrived = new Team.Completion(0, null, true, new Thread[0], new int[0]);
        assertFalse(noneRunsWhileTheHolderParksOn(allArrived), "the grid hands over to its holder");
    }

    /** The same holder parked on a hand-off still owed, or in the body's own wait: then the grid waits. */
    @Test
    void aHolderWaitingForItsMembersOrItsBodyCountsAsWaiting() throws InterruptedException {
        Team.configure("2");
        Team.Completion oneToCome = new Team.Completion(1, null, true, new Thread[0], new int[0]);
        assertTrue(noneRunsWhileTheHolderParksOn(oneToCome), "the holder waits for a member");
        assertTrue(noneRunsWhileTheHolderParksOn(new Object()), "the holder waits in its body");
    }

    /** Whether the entry sees no thread of the grid running while its holder parks with {@code blocker}. */
    private static boolean noneRunsWhileTheHolderParksOn(Object blocker) throws InterruptedException {
        GridEntry entry = new GridEntry();
        CountDownLatch held = new CountDownLatch(1);
        AtomicBoolean done = new AtomicBoolean();
        Thread holder = new Thread(() -> {
            entry.lock();
            try {
                held.countDown();
                while (!done.get()) {
                    LockSupport.park(blocker);
                }
            } finally {
                entry.unlock();
            }
        }, "holder");
        holder.start();
        try {
            held.await();
            while (holder.getState() != Thread.State.WAITING || LockSupport.getBlocker(holder) != blocker) {
                Thread.onSpinWait(); // until it parks
            }
            return entry.noneRuns(Team.get().processorThreads());
        } finally {
            done.set(true);
            LockSupport.unpark(holder);
            holder.join();
        }
    }
}
