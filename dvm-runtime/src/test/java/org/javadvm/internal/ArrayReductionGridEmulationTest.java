package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Per-processor copies of reduction arrays are not emulated on a grid yet: such a construct runs whole on
 * processor 0 in the sequential order, giving the sequential histogram, instead of a result release would not
 * give (NPB IS under {@code dif} read keys past its histogram before).
 */
class ArrayReductionGridEmulationTest {
    static final int N = 40;
    static double[] template = new double[N];
    static int[] counts = new int[5];

    private static final LoopBody HISTOGRAM = block -> {
        int[] bins = block.objects.length > 0 && block.objects[0] != null ? (int[]) block.objects[0] : counts;
        for (int i = block.lo[0]; i < block.hi[0]; i++) {
            bins[(i * 7) % 5]++;
        }
    };

    @AfterEach
    void uninstall() {
        Monitor.install(null);
        Team.configure("1");
    }

    @Test
    void aConstructWithAnArrayReductionRunsWholeOnProcessorZeroSayingSo() {
        int[] sequential = new int[5];
        for (int i = 0; i < N; i++) {
            sequential[(i * 7) % 5]++;
        }
        counts = new int[5];
        Team.configure("1");
        RecordingMonitor monitor = new RecordingMonitor(null, Emulation.grid(4));
        Monitor.install(monitor);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,0,1", "SUM,A,counts,0,-"),
                    ArrayReductionGridEmulationTest.class, null, HISTOGRAM, new int[] {0, N});
        } finally {
            System.setErr(saved);
        }
        assertArrayEquals(sequential, counts);
        List<String> parts = monitor.events.stream().filter(e -> e.startsWith("p") && !e.equals("p-end"))
                .collect(Collectors.toList());
        assertEquals(List.of("p0 [0][40]"), parts);
        assertEquals(true, err.toString(StandardCharsets.UTF_8).contains("on processor 0 in the sequential order"));
    }
}
