package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.javadvm.Distributed;
import org.javadvm.debug.internal.Sites;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * With {@code ChecksumDisarrOnly=1} (the default) only distributed arrays get checksums, so the recorder keeps no
 * other array a construct uses: a buffer each iteration allocates (NPB EP's 1 MB of deviates per batch) is not
 * held until the construct ends (EP class S at level 4 took 0.8 GB before).
 */
class ChecksumArraysKeptTest {
    private static final int WRITE = registerSites();

    private static int registerSites() {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, Batches.class, "Batches.java\ndyn\nW;12;generate;");
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Batches {
        @Distributed
        double[] accepted = new double[40];
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    @Test
    void aBufferEachIterationAllocatesIsNotKeptUntilTheConstructEnds() throws IOException {
        Batches batches = new Batches();
        List<TraceRecord> records = new ArrayList<>();
        TraceRecorder recorder = new TraceRecorder(TraceSettings.defaults().withTraceLevel(4), LoopConfig.NONE,
                p -> new TraceSink() {
                    @Override
                    public void header(TraceHeader header) {
                    }

                    @Override
                    public void record(TraceRecord record) {
                        records.add(record);
                    }

                    @Override
                    public void close() {
                    }
                }, p -> new TraceHeader(Map.of()));
        List<WeakReference<double[]>> buffers = new ArrayList<>();
        int[] alive = new int[1];
        Monitor.install(recorder);
        try {
            Woven.loop("kind=loop;name=" + Batches.class.getName() + ".generate;src=Batches.java:10;rank=1;tmpl=accepted;"
                    + "fmt=B;off=0;across=0;slots=0,0,0,0", Batches.class, batches, block -> {
                        int k = block.lo[0];
                        double[] buffer = new double[1 << 14];
                        recorder.arrayWrite(buffer, 0, WRITE);
                        buffer[0] = k;
                        buffers.add(new WeakReference<>(buffer));
                        recorder.arrayWrite(batches.accepted, k, WRITE);
                        batches.accepted[k] = buffer[0];
                        if (k == batches.accepted.length - 1) { // the last iteration: are the earlier buffers held?
                            for (int attempt = 0; attempt < 5; attempt++) {
                                System.gc();
                            }
                            alive[0] = (int) buffers.stream().filter(reference -> reference.get() != null).count();
                        }
                    }, new int[] {0, batches.accepted.length});
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        assertTrue(alive[0] <= 2, alive[0] + " of 40 buffers were still held in the construct's last iteration");
        // the distributed array still has its checksum
        TraceRecord.ConstructEnd end = (TraceRecord.ConstructEnd) records.stream()
                .filter(r -> r instanceof TraceRecord.ConstructEnd).findFirst().orElseThrow();
        assertEquals(List.of("accepted"), end.checksums().stream().map(TraceRecord.Checksum::array).toList());
    }
}
