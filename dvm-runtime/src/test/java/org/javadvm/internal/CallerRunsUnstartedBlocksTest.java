package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A processor that has not started its block when the calling thread is done with its own: the caller runs the
 * block itself, as that processor, instead of waiting (a processor still waking up, or without a core on a busy
 * machine). Each block runs once, the results are the grid's.
 */
class CallerRunsUnstartedBlocksTest {
    static double[] data = new double[1000];
    static double total;
    static int[] hits = new int[20_000];
    private static final String SUM = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-")
            .replace("Fixture.loop", "Fixture.stolenSum");

    @AfterEach
    void restore() {
        System.clearProperty("dvm.grain");
        Team.configure("1");
    }

    /** Occupies processor {@code p} of the current team with a part that waits for {@code release}. */
    private static Thread occupy(int p, CountDownLatch started, CountDownLatch release) {
        Team team = Team.get();
        int[] members = new int[team.size()];
        Context[] contexts = new Context[members.length];
        for (int m = 0; m < members.length; m++) {
            members[m] = m;
            contexts[m] = Context.sequential(m);
        }
        Thread occupier = new Thread(() -> team.run(members, contexts, (member, context) -> {
            if (member == p) {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }), "occupier");
        occupier.start();
        return occupier;
    }

    private static double sequentialSum() {
        double sum = 0.5;
        for (double value : data) {
            sum += value;
        }
        return sum;
    }

    @Test
    void aBusyProcessorsBlockRunsOnTheCallerAsThatProcessorWithTheGridsReduction() throws InterruptedException {
        for (int i = 0; i < data.length; i++) {
            data[i] = 1.0 / (i + 1) * (i % 2 == 0 ? 1e10 : -1e-7);
        }
        Team.configure("2");
        total = 0.5;
        Woven.loop(SUM, CallerRunsUnstartedBlocksTest.class, null, CallerRunsUnstartedBlocksTest::sum,
                new int[] {0, data.length});
        double onTheGrid = total;

        oftenCalledWithLargeBlocks(SUM);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread occupier = occupy(1, started, release);
        assertTrue(started.await(10, TimeUnit.SECONDS), "processor 1 took the occupying part");
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(5000); // frees processor 1 if the call waits for it, so that the test fails, not hangs
            } catch (InterruptedException e) {
                return;
            }
            release.countDown();
        });
        watchdog.start();
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        total = 0.5;
        Woven.loop(SUM, CallerRunsUnstartedBlocksTest.class, null, block -> {
            ran.add(block.processor + " " + block.lo[0] + ".." + block.hi[0] + " " + Thread.currentThread().getName()
                    + " " + Context.current().processor);
            sum(block);
        }, new int[] {0, data.length});
        boolean returnedWhileBusy = release.getCount() == 1;
        watchdog.interrupt();
        release.countDown();
        occupier.join(10_000);

        assertTrue(returnedWhileBusy, "the call returned while processor 1 was still busy");
        String caller = Thread.currentThread().getName();
        assertEquals(List.of("0 0..500 " + caller + " 0", "1 500..1000 " + caller + " 1"), ran,
                "processor 1's block ran once, on the caller, as processor 1");
        assertEquals(onTheGrid, total, 0.0, "the same partial sums, combined in the same order");
        assertEquals(sequentialSum(), total, Math.abs(total) * 1e-12);

        total = 0.5;
        Woven.loop(SUM, CallerRunsUnstartedBlocksTest.class, null, CallerRunsUnstartedBlocksTest::sum,
                new int[] {0, data.length});
        assertEquals(onTheGrid, total, 0.0, "processor 1, free again, skips the part the caller took and runs the next");
    }

    /**
     * Tells the loop's grain it has been called often, with blocks far above the grain (1 ms per iteration) that
     * gain on the grid, so that its next call goes to the grid and the caller may take unstarted blocks.
     */
    private static void oftenCalledWithLargeBlocks(String spec) {
        Grain grain = ConstructSpec.of(spec, CallerRunsUnstartedBlocksTest.class).grain;
        for (int c = 0; c < Grain.LEARNING_CALLS; c++) {
            grain.observe(1_000_000, 1);
        }
        grain.observeGrid(1, 1); // and its last call on the grid beat one thread
    }

    private static void sum(Block block) {
        double partial = block.doubles[0];
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            partial += data[i];
        }
        block.doubles[0] = partial;
    }

    /**
     * Many calls of a loop called often racing the processors for their blocks (blocks of several microseconds
     * at a grain of 1 us: most go to the grid): every iteration runs once per call.
     */
    @Test
    void everyIterationRunsExactlyOnceWhoeverRunsItsBlock() {
        System.setProperty("dvm.grain", "1");
        for (String grid : new String[] {"2", "3", "4"}) {
            Team.configure(grid);
            java.util.Arrays.fill(hits, 0);
            int calls = 2000;
            String spec = TeamFixture.loopSpec("hits", "B", "0", false, "0,0,0,0")
                    .replace("Fixture.loop", "Fixture.count" + grid);
            oftenCalledWithLargeBlocks(spec);
            for (int c = 0; c < calls; c++) {
                Woven.loop(spec, CallerRunsUnstartedBlocksTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        hits[i]++; // not atomic: a block run twice at once would also show
                    }
                }, new int[] {0, hits.length});
            }
            int[] expected = new int[hits.length];
            java.util.Arrays.fill(expected, calls);
            assertArrayEquals(expected, hits, "grid " + grid);
        }
    }
    /**
     * A call whose processor 1 was busy, so that the caller ran processor 1's block too and the call took longer
     * than one thread's estimate, is no verdict on the grid: processor 1 was woken (or freed) and waits for work,
     * and the loop's next call gives it its block, instead of running the next calls in order on the caller.
     */
    @Test
    void theCallAfterOneThatTookABusyProcessorsBlockGoesToTheGridAgain() throws InterruptedException {
        Team.configure("2");
        String spec = SUM.replace("Fixture.stolenSum", "Fixture.retriedSum");
        oftenCalledWithLargeBlocks(spec);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread occupier = occupy(1, started, release);
        assertTrue(started.await(10, TimeUnit.SECONDS), "processor 1 took the occupying part");
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        LoopBody slowBlocks = block -> {
            ran.add(block.processor + " " + Thread.currentThread().getName());
            try {
                Thread.sleep(block.processor == 0 ? 500 : 600); // 1's the longer; 0.5 s to wake when busy
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        Woven.loop(spec, CallerRunsUnstartedBlocksTest.class, null, slowBlocks, new int[] {0, data.length});
        release.countDown();
        occupier.join(10_000);
        String caller = Thread.currentThread().getName();
        assertEquals(List.of("0 " + caller, "1 " + caller), ran, "the busy processor's block ran on the caller");

        ran.clear();
        CountDownLatch secondStarted = new CountDownLatch(1);
        Woven.loop(spec, CallerRunsUnstartedBlocksTest.class, null, block -> {
            ran.add(block.processor + " " + Thread.currentThread().getName());
            if (block.processor == 1) {
                secondStarted.countDown();
                return;
            }
            try {
                // the caller's block lasts until processor 1 has started its own, however late the machine wakes
                // it; run in order on the caller, it waits the whole bound and then runs block 1 itself
                secondStarted.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, new int[] {0, data.length});
        assertEquals(List.of("0 " + caller, "1 dvm-processor-1"), ran.stream().sorted().toList(),
                "the next call ran processor 1's block on processor 1");
    }
}
