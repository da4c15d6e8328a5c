package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A construct called from code that holds the monitor of its object or class: on a grid of several processors
 * a block entering a synchronized method of the object would wait for the caller forever. The call runs on
 * the calling thread alone and gives the sequential answer, and says so once.
 */
class HeldMonitorTest {
    private static final Duration HANG = Duration.ofSeconds(20);

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    /** What a woven class with a synchronized caller looks like to the run-time. */
    static final class Histogram {
        static int[] cells = new int[64];
        static long staticTotal;
        final int[] values = new int[64];
        long total;
        final Set<String> threads = ConcurrentHashMap.newKeySet();

        synchronized void add(int value) {
            total += value;
        }

        /** A synchronized method calling the loop, whose body calls another synchronized method. */
        synchronized void sumAll() {
            Woven.loop(TeamFixture.loopSpec("values", "B", "0", false, "0,0,0,0").replace("test.Fixture.loop",
                    "test.Histogram.sumAll"), Histogram.class, this, block -> {
                        threads.add(Thread.currentThread().getName());
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            add(values[i]);
                        }
                    }, new int[] {0, values.length});
        }

        static synchronized void addStatic(int value) {
            staticTotal += value;
        }

        static synchronized void sumCells() {
            Woven.loop(TeamFixture.loopSpec("cells", "B", "0", false, "0,0,0,0").replace("test.Fixture.loop",
                    "test.Histogram.sumCells"), Histogram.class, null, block -> {
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            addStatic(cells[i]);
                        }
                    }, new int[] {0, cells.length});
        }
    }

    @Test
    void aLoopCalledFromASynchronizedMethodOfItsObjectRunsOnTheCallerWithTheSequentialAnswer() {
        Team.configure("4");
        Histogram histogram = new Histogram();
        java.util.Arrays.setAll(histogram.values, i -> i + 1);
        String warning = TeamFixture.capturingStandardError(() -> assertTimeoutPreemptively(HANG, () -> {
            histogram.sumAll();
            histogram.sumAll();
        }));
        assertEquals(2 * 64 * 65 / 2, histogram.total);
        assertEquals(1, histogram.threads.size(), "one thread ran every block: " + histogram.threads);
        assertThat(warning, containsString("Java-DVM: test.Histogram.sumAll (Fixture.java:1) was called while the "
                + "calling thread holds the monitor of its object or class (synchronized); it runs on that thread "
                + "alone"));
        assertEquals(1, warning.split("Java-DVM:", -1).length - 1, "said once per construct: " + warning);
    }

    @Test
    void aStaticLoopCalledFromAStaticSynchronizedMethodRunsOnTheCaller() {
        Team.configure("2x2");
        java.util.Arrays.setAll(Histogram.cells, i -> 2 * i);
        Histogram.staticTotal = 0;
        TeamFixture.capturingStandardError(() -> assertTimeoutPreemptively(HANG, Histogram::sumCells));
        assertEquals(63 * 64, Histogram.staticTotal);
    }

    @Test
    void withoutTheMonitorTheLoopStillRunsOnEveryProcessor() {
        Team.configure("4");
        Histogram histogram = new Histogram();
        Woven.loop(TeamFixture.loopSpec("values", "B", "0", false, "0,0,0,0"), Histogram.class, histogram,
                block -> histogram.threads.add(Thread.currentThread().getName()), new int[] {0, 64});
        assertEquals(4, histogram.threads.size(), histogram.threads.toString());
    }

    /**
     * The caller holds a lock that is not the construct's object or class, and the body takes it too: a processor
     * would wait for the caller for ever. The caller notices after a while and fails naming the lock and the line
     * where the processor waits, instead of hanging (the run-time cannot tell beforehand which locks a body takes).
     */
    @Test
    void aLoopWhoseBodyTakesALockTheCallerHoldsFailsNamingTheLockInsteadOfHanging() {
        Team.configure("2");
        Object lock = new Object();
        java.util.concurrent.locks.ReentrantLock reentrant = new java.util.concurrent.locks.ReentrantLock();
        Histogram histogram = new Histogram();
        histogram.total = 0;
        LoopBody monitorBody = block -> {
            synchronized (lock) {
                histogram.total += block.hi[0] - block.lo[0];
            }
        };
        LoopBody lockBody = block -> {
            reentrant.lock();
            try {
                histogram.total += block.hi[0] - block.lo[0];
            } finally {
                reentrant.unlock();
            }
        };
        IllegalStateException monitor = assertTimeoutPreemptively(HANG, () -> assertThrows(IllegalStateException.class,
                () -> {
                    synchronized (lock) {
                        for (int call = 0; call < 100; call++) {
                            Woven.loop(TeamFixture.loopSpec("values", "B", "0", false, "0,0,0,0"), Histogram.class,
                                    histogram, monitorBody, new int[] {0, 64});
                        }
                    }
                }));
        assertThat(monitor.getMessage(), containsString("Java-DVM: dvm-processor-1 waits for java.lang.Object@"));
        assertThat(monitor.getMessage(), containsString(" holds while it waits for dvm-processor-1 to finish its part "
                + "of the construct (it waits in " + HeldMonitorTest.class.getName() + ".lambda$"));
        assertThat(monitor.getMessage(), containsString("HeldMonitorTest.java:"));
        IllegalStateException held = assertTimeoutPreemptively(HANG, () -> assertThrows(IllegalStateException.class,
                () -> {
                    reentrant.lock();
                    try {
                        for (int call = 0; call < 100; call++) {
                            Woven.loop(TeamFixture.loopSpec("values", "B", "0", false, "0,0,0,0"), Histogram.class,
                                    histogram, lockBody, new int[] {0, 64});
                        }
                    } finally {
                        reentrant.unlock();
                    }
                }));
        assertThat(held.getMessage(), containsString("waits for java.util.concurrent.locks.ReentrantLock$NonfairSync@"));
        // once the caller let go of the lock, the processor that waited finishes its part (every call started
        // adds its whole range of 64, the refused ones too), and the grid runs the loop again
        assertTimeoutPreemptively(HANG, () -> {
            while (true) {
                synchronized (lock) { // the bodies add under one of the two locks: read under both
                    reentrant.lock();
                    try {
                        if (histogram.total % 64 == 0) {
                            return;
                        }
                    } finally {
                        reentrant.unlock();
                    }
                }
                Thread.onSpinWait();
            }
        });
        long before = histogram.total;
        assertTimeoutPreemptively(HANG, () -> Woven.loop(TeamFixture.loopSpec("values", "B", "0", false, "0,0,0,0"),
                Histogram.class, histogram, monitorBody, new int[] {0, 64}));
        assertEquals(before + 64, histogram.total, "a call after the refused ones runs its whole range once");
    }
}
