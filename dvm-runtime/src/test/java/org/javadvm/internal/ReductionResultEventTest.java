package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.ReductionGroup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link Monitor#reductionResult}: each reduction's combined result, before the construct's end, whatever the
 * emulation and wherever the result goes (field, enclosing copy, group).
 */
class ReductionResultEventTest {
    static double[] line = new double[10];
    static double sum;
    static long count;
    static int low;
    static int where;
    static ReductionGroup group;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    private static final String THREE = TeamFixture.loopSpec("line", "B", "0", false, "2,1,0,1",
            "SUM,D,sum,0,-", "SUM,J,count,0,-", "MINLOC,I,low,0,-,where:1");

    private static final LoopBody BODY = block -> {
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            block.doubles[0] += i * 0.5;
            block.longs[0]++;
            int value = (i * 7) % 10;
            if (value < block.ints[0]) {
                block.ints[0] = value;
                block.ints[1] = i;
            }
        }
    };

    private List<String> results(Emulation emulation) {
        RecordingMonitor recorder = new RecordingMonitor(null, emulation);
        Monitor.install(recorder);
        sum = 1;
        count = 100;
        low = 50;
        where = -1;
        Woven.loop(THREE, ReductionResultEventTest.class, null, BODY, new int[] {0, 10});
        Monitor.install(null);
        List<String> events = recorder.events;
        assertEquals("end", events.get(events.size() - 1));
        return events.stream().filter(e -> e.startsWith("rv ")).collect(Collectors.toList());
    }

    @Test
    void everyEmulationReportsTheResultsTheFieldsGet() {
        for (Emulation emulation : new Emulation[] {Emulation.SEQUENTIAL, Emulation.grid(3), Emulation.PER_ITERATION}) {
            assertThat(emulation.toString(), results(emulation), contains("rv sum=" + sum, "rv count=" + count,
                    "rv low=" + low + " at [" + where + "]"));
            assertEquals(23.5, sum, 0, emulation.toString());
            assertEquals(110, count, emulation.toString());
            assertEquals(0, low, emulation.toString());
            assertEquals(0, where, emulation.toString());
        }
    }

    @Test
    void aNestedConstructReportsWhatItHandsToTheEnclosingCopy() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(2));
        Monitor.install(recorder);
        String spec = TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1", "SUM,D,sum,0,-");
        sum = 1000;
        Woven.loop(spec, ReductionResultEventTest.class, null, outer -> {
            outer.doubles[0] += 1;
            if (outer.lo[0] == 7) {
                Woven.loop(spec, ReductionResultEventTest.class, null, block -> block.doubles[0] += 10,
                        new int[] {0, 3});
            }
        }, new int[] {0, 10});
        // processor 1 (iterations 5..9) starts from 0: the nested loop adds 30 to its copy after 3 iterations
        assertThat(recorder.events.stream().filter(e -> e.startsWith("rv ")).collect(Collectors.toList()),
                contains("rv sum=33.0", "rv sum=1040.0"));
        assertEquals(1040, sum, 0);
    }

    @Test
    void aGroupedReductionReportsTheResultTheGroupWritesAtItsWait() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(4));
        Monitor.install(recorder);
        group = new ReductionGroup();
        sum = 2;
        Woven.loop(TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1", "SUM,D,sum,0,group"),
                ReductionResultEventTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        block.doubles[0] += i;
                    }
                }, new int[] {0, 10});
        assertEquals(2, sum, 0); // not written yet
        group.start();
        group.waitDone();
        assertEquals(47, sum, 0);
        assertThat(recorder.events.subList(recorder.events.size() - 4, recorder.events.size()),
                contains("rv sum=47.0", "end", "group-start", "group-wait"));
    }

    @Test
    void aReturnedValueIsWhatEveryEmulationHandsOnWithTheLocationKept() {
        for (Emulation emulation : new Emulation[] {Emulation.SEQUENTIAL, Emulation.grid(3), Emulation.PER_ITERATION}) {
            RecordingMonitor recorder = new RecordingMonitor(null, emulation);
            recorder.replacements.put("sum", -7.25);
            recorder.replacements.put("count", 3);
            recorder.replacements.put("low", -4L);
            Monitor.install(recorder);
            sum = 1;
            count = 100;
            low = 50;
            where = -1;
            Woven.loop(THREE, ReductionResultEventTest.class, null, BODY, new int[] {0, 10});
            Monitor.install(null);
            assertEquals(-7.25, sum, 0, emulation.toString());
            assertEquals(3, count, emulation.toString());
            assertEquals(-4, low, emulation.toString());
            assertEquals(0, where, emulation.toString()); // the combined location, not the replaced value's
        }
    }

    @Test
    void aReplacedNestedResultReachesTheEnclosingCopy() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(2));
        Monitor.install(recorder);
        String spec = TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1", "SUM,D,sum,0,-");
        sum = 1000;
        boolean[] inner = new boolean[1];
        Woven.loop(spec, ReductionResultEventTest.class, null, outer -> {
            outer.doubles[0] += 1;
            if (outer.lo[0] == 7) {
                recorder.replacements.put("sum", 100.0); // the nested loop's result, 33 without it
                Woven.loop(spec, ReductionResultEventTest.class, null, block -> block.doubles[0] += 10,
                        new int[] {0, 3});
                recorder.replacements.clear();
                inner[0] = true;
            }
        }, new int[] {0, 10});
        assertEquals(true, inner[0]);
        // processor 1's copy is 100 after the nested loop, then 2 more iterations: 1000 + 5 + 102
        assertEquals(1107, sum, 0);
    }

    @Test
    void aReplacedGroupedResultIsWhatTheGroupWrites() {
        RecordingMonitor recorder = new RecordingMonitor(null, Emulation.grid(4));
        recorder.replacements.put("sum", 5);
        Monitor.install(recorder);
        group = new ReductionGroup();
        sum = 2;
        Woven.loop(TeamFixture.loopSpec("line", "B", "0", false, "0,0,0,1", "SUM,D,sum,0,group"),
                ReductionResultEventTest.class, null, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        block.doubles[0] += i;
                    }
                }, new int[] {0, 10});
        group.start();
        group.waitDone();
        assertEquals(5, sum, 0);
    }
}
