package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.javadvm.Dvm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Where the grid comes from, and the threads that act as its processors. */
class GridConfigurationTest {
    static int[] data = new int[64];

    @AfterEach
    void restore() {
        System.clearProperty("dvm.procs");
        Team.configure("1");
    }

    @Test
    void theSystemPropertyGivesTheGrid() {
        System.setProperty("dvm.procs", "2x3");
        Team.reloadConfiguration();
        assertEquals(6, Dvm.processors());
        assertArrayEquals(new int[] {2, 3}, Dvm.grid());
        Dvm.grid()[0] = 5;
        assertArrayEquals(new int[] {2, 3}, Dvm.grid(), "grid() returns a copy");
        System.setProperty("dvm.procs", " 3 ");
        Team.reloadConfiguration();
        assertArrayEquals(new int[] {3}, Dvm.grid());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2xx", "0", "-1", "two", "2x0", "x2", "1.5"})
    void aBadPropertyValueIsNamed(String value) {
        System.setProperty("dvm.procs", value);
        Team.reloadConfiguration();
        ConfigurationError bad = assertThrows(ConfigurationError.class, Dvm::processors);
        assertThat(bad.getMessage(), allOf(containsString("Java-DVM: dvm.procs=" + value + " "),
                containsString("is not a processor grid")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " "})
    void anEmptyPropertyIsRefusedNotReadAsTheCpuCount(String value) {
        System.setProperty("dvm.procs", value);
        Team.reloadConfiguration();
        ConfigurationError bad = assertThrows(ConfigurationError.class, Dvm::processors);
        assertEquals("Java-DVM: dvm.procs is set but empty, which is not a processor grid; write the number of "
                + "processors per dimension separated by x, e.g. 4 or 2x2, or leave dvm.procs out for one processor "
                + "per CPU", bad.getMessage());
    }

    @Test
    void withoutASettingTheGridIsTheAvailableProcessorsOrDvmProcs() {
        Team.reloadConfiguration();
        String environment = System.getenv("DVM_PROCS");
        int expected = environment == null || environment.isBlank()
                ? Runtime.getRuntime().availableProcessors()
                : GridShape.size(GridShape.parse(environment, "DVM_PROCS"));
        assertEquals(expected, Dvm.processors());
    }

    @Test
    void processorsAreTheCallerAndReusedNamedDaemonThreads() {
        Team.configure("2x2");
        Map<Integer, Thread> first = runners();
        assertSame(Thread.currentThread(), first.get(0), "the caller acts as processor 0");
        for (int p = 1; p < 4; p++) {
            assertEquals("dvm-processor-" + p, first.get(p).getName());
            assertTrue(first.get(p).isDaemon());
        }
        assertEquals(first, runners(), "the same threads run the next construct");
    }

    @Test
    void oneProcessorRunsTheBodyOnTheCallingThread() {
        Team.configure("1");
        assertEquals(Map.of(0, Thread.currentThread()), runners());
    }

    @Test
    void gridShapesParse() {
        assertArrayEquals(new int[] {2, 2, 1}, GridShape.parse("2x2x1", "dvm.procs"));
        assertArrayEquals(new int[] {4}, GridShape.parse("4", "dvm.procs"));
        assertArrayEquals(new int[] {1, 0}, GridShape.coordinates(new int[] {2, 3}, 3));
        assertArrayEquals(new int[] {1, 1, 0}, GridShape.coordinates(new int[] {2, 2, 1}, 3));
        assertArrayEquals(new int[] {64, 64}, GridShape.parse(" 64X64 ", "dvm.procs"), "at most 4096 processors");
        assertEquals("2x3x1", GridShape.toString(new int[] {2, 3, 1}));
        assertEquals("7", GridShape.toString(new int[] {7}));
    }

    @Test
    void badGridShapesAreNamedWithWhereTheyCameFrom() {
        for (String bad : new String[] {"0", "2x0", "-1", "x", "2x", "two"}) {
            IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
                    () -> GridShape.parse(bad, "dvm.procs"));
            assertEquals("dvm.procs=" + bad + " is not a processor grid; write the number of processors per "
                    + "dimension separated by x, e.g. 4 or 2x2", failure.getMessage());
        }
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                () -> GridShape.parse("4097", "DVM_PROCS"));
        assertEquals("DVM_PROCS=4097 asks for more than 4096 processors", tooMany.getMessage());
    }

    /** Which thread ran each processor's block of a 2-D loop (one block per processor of a 2x2 grid). */
    private static Map<Integer, Thread> runners() {
        Map<Integer, Thread> threads = new ConcurrentHashMap<>();
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), GridConfigurationTest.class, null,
                block -> threads.put(block.processor, Thread.currentThread()), new int[] {0, 64});
        if (Team.get().shape().length == 2) { // a rank-1 loop uses grid column 0 only; add a 2-D one
            Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "0,0,0,0"), GridConfigurationTest.class,
                    null, block -> threads.put(block.processor, Thread.currentThread()), new int[] {0, 4, 0, 4});
        }
        return threads;
    }

    static int[][] plane = new int[4][4];
}
