package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * When a release dispatcher runs its construct's own code ({@link Woven#sequential()}): one processor, not turned
 * off, and nothing the run-time must see (a monitor, a binding on some thread, a group's pending result).
 */
class SequentialChoiceTest {
    static double[] data = new double[8];

    @AfterEach
    void restore() {
        System.clearProperty("dvm.direct");
        Monitor.install(null);
        Team.configure("1");
    }

    @Test
    void oneProcessorRunsAsWrittenAndGridsDoNot() {
        Team.configure("1");
        assertTrue(Woven.sequential());
        for (String grid : new String[] {"2", "2x2", "1x2"}) {
            Team.configure(grid);
            assertFalse(Woven.sequential(), grid);
        }
        Team.configure("1x1");
        assertTrue(Woven.sequential());
    }

    @Test
    void notBeforeTheGridIsMade() {
        Team.reloadConfiguration();
        assertFalse(Woven.sequential(), "the first call makes the grid through the run-time");
        Team.get();
    }

    @Test
    void dvmDirectFalseTurnsItOffAndAnythingElseIsRefused() {
        System.setProperty("dvm.direct", "false");
        Team.configure("1");
        assertFalse(Woven.sequential());
        System.setProperty("dvm.direct", " true ");
        Team.configure("1");
        assertTrue(Woven.sequential());
        System.setProperty("dvm.direct", "yes");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Team.configure("1"));
        assertEquals("dvm.direct=yes is neither true nor false", refused.getMessage());
        System.setProperty("dvm.direct", "");
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class, () -> Team.configure("1"));
        assertEquals("dvm.direct= is neither true nor false", empty.getMessage());
    }

    @Test
    void anEmptyGrainIsRefusedNotReadAsTheDefault() {
        System.setProperty("dvm.grain", "");
        try {
            IllegalArgumentException empty = assertThrows(IllegalArgumentException.class, () -> Team.configure("1"));
            assertEquals("dvm.grain= is not a number of microseconds (0 or more)", empty.getMessage());
        } finally {
            System.clearProperty("dvm.grain");
        }
    }

    @Test
    void notWhileAMonitorChecksTheCalls() {
        Team.configure("1");
        Monitor.install(new RecordingMonitor(null, Emulation.grid("1")));
        assertFalse(Woven.sequential());
        Monitor.install(null);
        assertTrue(Woven.sequential());
    }

    @Test
    void notWhileAConstructBindsFieldsOnSomeThread() {
        Team.configure("1");
        String spec = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,-");
        boolean[] inside = new boolean[1];
        Woven.loop(spec, SequentialChoiceTest.class, null, block -> inside[0] = Woven.sequential(), new int[] {0, 8});
        assertFalse(inside[0], "inside a construct keeping its reduction in a slot");
        assertTrue(Woven.sequential());
    }

    static double total;

    @Test
    void notWhileAGroupHoldsAResult() {
        Team.configure("1");
        org.javadvm.ReductionGroup group = new org.javadvm.ReductionGroup();
        groupField = group;
        total = 0;
        String spec = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,1", "SUM,D,total,0,groupField");
        Woven.loop(spec, SequentialChoiceTest.class, null, block -> block.doubles[0] += 1, new int[] {0, 8});
        assertFalse(Woven.sequential());
        group.waitDone();
        assertTrue(Woven.sequential());
        assertEquals(1, total);
    }

    static org.javadvm.ReductionGroup groupField;
}
