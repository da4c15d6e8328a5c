package org.javadvm.debug.trace.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.javadvm.Distributed;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.LoopConfig;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecorder;
import org.javadvm.debug.trace.TraceSettings;
import org.javadvm.debug.trace.TraceSink;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A histogram declared an array reduction, recorded through the real run-time: the reference on one processor
 * (the array updated in place) and the runs under the grid emulation (each processor its own copy from the
 * identity) compare clean at every level, since the accesses to the array inside its loop are reduction
 * accesses ({@code RV_RD}, {@code RV_BW}, {@code RV_AW}, never compared) and its result is compared element by
 * element ({@code RV} per element). Under the per-iteration emulation ({@code ManualReductCalc}) a histogram
 * declared MAX but counted with {@code ++} is a wrong reduction (DVM21) on the bins the keys reach.
 */
class ReductionArrayTraceTest {
    private static final int BASE = register(Histogram.class, "Histogram.java\ndyn\nR;41;histogram;\nW;41;histogram;");
    private static final int READ_BIN = 0;
    private static final int WRITE_BIN = 1;
    private static final int[] KEYS = {3, 1, 3, 0, 2, 3, 1, 1, 3, 0, 2, 3, 3, 1};

    /** The site table as a woven class registers it, without initialising {@code Hook}. */
    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Histogram {
        @Distributed
        int[] keys = KEYS.clone();
        int[] count = {100, 0, 0, 7};
    }

    private Histogram histogram;
    private TraceRecorder recorder;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    /** {@code count[keys[i]]++} over every key, the count declared {@code op}. */
    private void histogram(String op) {
        Woven.loop("kind=loop;name=" + Histogram.class.getName() + ".histogram;src=Histogram.java:40;rank=1;tmpl=keys;"
                + "fmt=B;off=0;across=0;slots=0,0,0,0,1;red=" + op + ",A,count,0,-", Histogram.class, histogram,
                block -> {
                    int[] count = (int[]) block.objects[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        int key = histogram.keys[i];
                        recorder.arrayRead(count, key, BASE + READ_BIN);
                        recorder.arrayWrite(count, key, BASE + WRITE_BIN);
                        count[key]++;
                    }
                }, new int[] {0, KEYS.length});
    }

    /** Every processor's records of {@code histogram(op)} under {@code emulation}, by processor. */
    private Map<Integer, List<TraceRecord>> record(Emulation emulation, TraceSettings settings, String op) {
        Map<Integer, List<TraceRecord>> records = new TreeMap<>();
        histogram = new Histogram();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
                records.put(p, new ArrayList<>());
            }

            @Override
            public void record(TraceRecord record) {
                records.get(p).add(record);
            }

            @Override
            public void close() {
            }
        }, p -> Records.header(settings.level().name())).emulating(emulation);
        Monitor.install(recorder);
        try {
            histogram(op);
        } finally {
            Monitor.install(null);
            try {
                recorder.close();
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }
        return records;
    }

    private static List<String> text(List<TraceRecord> records) {
        return records.stream().map(r -> r instanceof TraceRecord.Access a ? a.kind() + " " + a.operand()
                + (a.value() == null ? "" : " = " + a.value().integral()) : r instanceof TraceRecord.ReductionResult v
                ? "RV " + v.variable() + " = " + (v.type() == org.javadvm.debug.trace.ValueKind.DOUBLE
                ? Double.toString(v.value().floating()) : Long.toString(v.value().integral())) + " " + v.operator()
                : r.keyword())
                .collect(Collectors.toList());
    }

    private static List<Difference> compare(List<TraceRecord> reference, String level, List<TraceRecord> run,
                                            boolean wholeProgram, CompareSettings settings) throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header(level),
                reference), "ref.trd", "run", settings, collecting, wholeProgram)) {
            comparer.header(Records.header(level));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        return collecting.differences;
    }

    @Test
    void theReferenceRecordsReductionAccessesAndOneResultPerElement() {
        List<String> lines = text(record(Emulation.SEQUENTIAL, TraceSettings.defaults(), "SUM").get(0));
        assertEquals(List.of("PL", "IT", "RV_RD count[3] = 7", "RV_BW count[3]", "RV_AW count[3] = 8", "IT",
                "RV_RD count[1] = 0", "RV_BW count[1]", "RV_AW count[1] = 1"), lines.subList(0, 9));
        assertEquals(List.of("EL", "RV count[0] = 102 SUM", "RV count[1] = 4 SUM", "RV count[2] = 2 SUM",
                "RV count[3] = 13 SUM"), lines.subList(lines.size() - 5, lines.size()));
        // at the checksum level the array is no array the loop wrote (no CS line): its result is one RV record,
        // its checksum (the mean of 102, 4, 2, 13), one record whatever the array's length
        List<String> checksum = text(record(Emulation.SEQUENTIAL, TraceSettings.defaults().withTraceLevel(4), "SUM")
                .get(0));
        assertEquals(List.of("PL", "EL", "RV count = 30.25 SUM"), checksum);
    }

    @Test
    void everyProcessorOfEveryGridComparesCleanAtEveryLevel() throws IOException {
        for (int level : new int[] {1, 2, 3, 4}) {
            TraceSettings settings = TraceSettings.defaults().withTraceLevel(level);
            String mode = settings.level().name();
            List<TraceRecord> reference = record(Emulation.SEQUENTIAL, settings, "SUM").get(0);
            for (String grid : new String[] {"2", "3", "4", "2x2"}) {
                Map<Integer, List<TraceRecord>> run = record(Emulation.grid(grid), settings, "SUM");
                assertArrayEqualsHistogram(new int[] {102, 4, 2, 13});
                for (Map.Entry<Integer, List<TraceRecord>> processor : run.entrySet()) {
                    List<Difference> differences = compare(reference, mode, processor.getValue(),
                            processor.getKey() == 0, CompareSettings.DEFAULTS);
                    assertTrue(differences.isEmpty(), "level " + level + ", grid " + grid + ", processor "
                            + processor.getKey() + ": " + differences);
                }
                if (level == 3 && grid.equals("2")) { // processor 1 counts keys 7..13 into its own copy, from 0
                    List<String> second = text(run.get(1));
                    assertTrue(second.contains("RV_AW count[3] = 1"), second.toString());
                }
            }
        }
    }

    private void assertArrayEqualsHistogram(int[] expected) {
        assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(histogram.count));
    }

    @Test
    void aHistogramDeclaredMaxButCountedIsAWrongReductionPerIteration() throws IOException {
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(2);
        List<TraceRecord> reference = record(Emulation.SEQUENTIAL, settings, "MAX").get(0);
        assertArrayEqualsHistogram(new int[] {102, 4, 2, 13}); // what the program computes
        List<TraceRecord> run = record(Emulation.PER_ITERATION, settings, "MAX").get(0);
        // every iteration raises its bin from MAX's identity by one: the MAX with the value before leaves it
        assertArrayEqualsHistogram(new int[] {100, 0, 0, 7});
        List<Difference> differences = compare(reference, "MODIFY", run, true,
                CompareSettings.DEFAULTS.withManualReductCalc(true));
        assertEquals(List.of("count[0]", "count[1]", "count[2]", "count[3]"), differences.stream()
                .map(Difference::element).collect(Collectors.toList()));
        for (Difference difference : differences) {
            assertEquals(ErrorClass.WRONG_REDUCTION, difference.errorClass());
        }
        assertTrue(differences.get(0).detail().contains("reduction count[0] declared MAX"),
                differences.get(0).detail());

        // at the checksum level: one difference, the array's checksum
        settings = TraceSettings.defaults().withTraceLevel(4);
        List<Difference> checksum = compare(record(Emulation.SEQUENTIAL, settings, "MAX").get(0), "CHECKSUM",
                record(Emulation.PER_ITERATION, settings, "MAX").get(0), true,
                CompareSettings.DEFAULTS.withManualReductCalc(true));
        assertEquals(1, checksum.size(), checksum.toString());
        assertEquals(ErrorClass.WRONG_REDUCTION, checksum.get(0).errorClass());
        assertEquals("count", checksum.get(0).element());

        // declared SUM, the same code performs its operation: the per-iteration results give the sequential bins
        List<TraceRecord> sumReference = record(Emulation.SEQUENTIAL, settings, "SUM").get(0);
        List<TraceRecord> sumRun = record(Emulation.PER_ITERATION, settings, "SUM").get(0);
        assertTrue(compare(sumReference, "CHECKSUM", sumRun, true, CompareSettings.DEFAULTS.withManualReductCalc(true))
                .isEmpty());
        assertArrayEqualsHistogram(new int[] {102, 4, 2, 13});
    }
}
