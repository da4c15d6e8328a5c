package org.javadvm.debug.trace;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.compare.TraceMismatchException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The recorder driven by single events outside any construct, as the hooks send them: an after-write holds
 * the value just after the write whichever event comes next, a bound access outside a construct is the
 * field's own, and a trace that could not be written is reported with what was written. No construct of
 * {@code Holder} ran, so its arrays are named by element type and site.
 */
class TraceRecorderEventsTest {
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int GET = 2;
    private static final int PUT = 3;
    private static final int NEW = 4;
    private static final int GET_TOTAL = 5;
    private static final int PUT_TOTAL = 6;
    private static final String OWNER = Holder.class.getName().replace('.', '/');
    private static final int BASE = register(Holder.class, "Holder.java\ndyn\nR;20;body;\nW;21;body;\n"
            + "GF;22;main;" + OWNER + ".s:D\nPF;23;main;" + OWNER + ".s:D\nNA;24;main;[D\n"
            + "GF;25;main;" + OWNER + ".total:D\nPF;26;main;" + OWNER + ".total:D");

    /** As {@code TraceRecorderTest}: the site table registered without initialising the hook. */
    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Holder {
        double[] a = {0, 1, 2};
        double s = 1;
        static double total = 3;
    }

    /** A sink keeping each record as text. */
    static class Kept implements TraceSink {
        final List<String> records = new ArrayList<>();
        boolean closed;

        @Override
        public void header(TraceHeader header) throws IOException {
        }

        @Override
        public void record(TraceRecord record) throws IOException {
            if (record instanceof TraceRecord.Access access) {
                records.add(access.kind() + " " + access.operand() + (access.value() == null ? ""
                        : " = " + access.value().floating()));
            } else {
                records.add(record.keyword());
            }
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final Holder holder = new Holder();
    private final Kept kept = new Kept();
    private final TraceRecorder recorder = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> kept,
            p -> new TraceHeader(Map.of("MODE", "FULL")));

    private void event(String name) {
        Consumer<TraceRecorder> event = switch (name) {
            case "reductionGroupStart" -> r -> r.reductionGroupStart(new Object());
            case "reductionGroupWait" -> r -> r.reductionGroupWait(new Object());
            case "shadowGroupStart" -> r -> r.shadowGroupStart(new Object(), List.of());
            case "shadowGroupWait" -> r -> r.shadowGroupWait(new Object(), List.of());
            case "uncheckedStart" -> r -> r.uncheckedStart(new int[] {0}, new int[] {1});
            case "uncheckedEnd" -> TraceRecorder::uncheckedEnd;
            case "privateAccess" -> r -> r.privateAccess(true, BASE + GET);
            case "arrayAllocated" -> r -> r.arrayAllocated(new double[2], BASE + NEW);
            case "arrayRead" -> r -> r.arrayRead(holder.a, 1, BASE + READ);
            case "arrayWrite" -> r -> r.arrayWrite(holder.a, 2, BASE + WRITE);
            case "fieldRead" -> r -> r.fieldRead(holder, BASE + GET);
            case "fieldWrite" -> r -> r.fieldWrite(holder, null, BASE + PUT);
            case "boundAccess" -> r -> r.boundAccess(holder, false, BASE + GET);
            case "iterationStart" -> r -> r.iterationStart(new int[] {0});
            case "iterationEnd" -> TraceRecorder::iterationEnd;
            case "constructEnd" -> TraceRecorder::constructEnd;
            case "processorEnd" -> TraceRecorder::processorEnd;
            case "processorStart" -> r -> r.processorStart(1, new int[] {0}, new int[] {1});
            case "sequentialLoopStart" -> r -> r.sequentialLoopStart(BASE + READ);
            case "reductionResult" -> r -> r.reductionResult(null, 1.0, null);
            case "arrayRange" -> r -> r.arrayRange(holder.a, 1, 2, false, BASE + READ);
            default -> throw new AssertionError(name);
        };
        event.accept(recorder);
    }

    @ParameterizedTest
    @ValueSource(strings = {"reductionGroupStart", "reductionGroupWait", "shadowGroupStart", "shadowGroupWait",
        "uncheckedStart", "uncheckedEnd", "privateAccess", "arrayAllocated", "arrayRead", "arrayWrite", "fieldRead",
        "fieldWrite", "boundAccess", "iterationStart", "iterationEnd", "constructEnd", "processorEnd", "processorStart",
        "sequentialLoopStart", "reductionResult", "arrayRange"})
    void theAfterWriteHoldsTheValueJustAfterTheWriteWhicheverEventComesNext(String next) throws IOException {
        recorder.arrayWrite(holder.a, 0, BASE + WRITE);
        holder.a[0] = 5;
        event(next);
        holder.a[0] = 9; // code the weaver did not see (a library call): not part of the write
        recorder.close();
        assertEquals("BW double@Holder.java:21[0]", kept.records.get(0));
        assertEquals("AW double@Holder.java:21[0] = 5.0", kept.records.get(1), kept.records.toString());
        assertTrue(kept.closed);
    }

    @Test
    void aTraceThatCannotBeClosedMakesCloseFailWithTheFirstReason() {
        TraceRecorder failing = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
            }

            @Override
            public void record(TraceRecord record) {
            }

            @Override
            public void close() throws IOException {
                throw new IOException("processor " + p + ": disk full");
            }
        }, p -> new TraceHeader(Map.of()));
        failing.processorStart(1, new int[] {0}, new int[] {1});
        failing.fieldRead(holder, BASE + GET);
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, failing::close);
        assertEquals("processor 0: disk full", e.getMessage());

        TraceRecorder listener = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> new Kept() {
            @Override
            public void close() {
                throw new IllegalStateException("cannot write the protocol");
            }
        }, p -> new TraceHeader(Map.of()));
        IOException wrapped = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, listener::close);
        assertEquals("cannot write the protocol", wrapped.getMessage());
    }

    @Test
    void aBoundAccessOutsideAnyConstructIsTheFieldsOwn() throws IOException {
        recorder.boundAccess(holder, false, BASE + GET);
        recorder.boundAccess(holder, true, BASE + PUT);
        holder.s = 4;
        recorder.close();
        assertEquals(List.of("RD s = 1.0", "BW s", "AW s = 4.0"), kept.records);
    }

    @Test
    void aStaticFieldIsNamedByItsClass() throws IOException {
        recorder.fieldRead(null, BASE + GET_TOTAL);
        recorder.fieldWrite(null, null, BASE + PUT_TOTAL);
        Holder.total = 4;
        recorder.close();
        Holder.total = 3;
        assertEquals(List.of("RD TraceRecorderEventsTest$Holder.total = 3.0", "BW TraceRecorderEventsTest$Holder.total",
                "AW TraceRecorderEventsTest$Holder.total = 4.0"), kept.records);
    }

    @Test
    void accessesOutsideTheArrayAreLeftToFail() throws IOException {
        recorder.arrayRead(holder.a, 3, BASE + READ);
        recorder.arrayRead(holder.a, -1, BASE + READ);
        recorder.arrayRead(null, 0, BASE + READ);
        recorder.arrayWrite(holder.a, 3, BASE + WRITE);
        recorder.arrayWrite(holder.a, -1, BASE + WRITE);
        recorder.arrayRange(holder.a, 2, 4, false, BASE + READ);
        recorder.arrayRange(holder.a, 2, 2, true, BASE + WRITE);
        recorder.arrayRange(holder.a, -1, 1, true, BASE + WRITE);
        recorder.arrayRead(holder.a, 2, BASE + READ);
        recorder.arrayWrite(holder.a, 0, BASE + WRITE);
        recorder.close();
        assertEquals(List.of("RD double@Holder.java:20[2] = 2.0", "BW double@Holder.java:21[0]", "AW double@Holder.java:21[0] = 0.0"), kept.records);
    }

    @Test
    void aRangeReadAndWrittenWholeIsRecordedElementByElement() throws IOException {
        recorder.arrayRange(holder.a, 1, 3, false, BASE + READ);
        recorder.arrayRange(holder.a, 0, 3, true, BASE + WRITE);
        holder.a[0] = 7;
        holder.a[2] = 8;
        recorder.close();
        assertEquals(List.of("RD double@Holder.java:20[1] = 1.0", "RD double@Holder.java:20[2] = 2.0", "BW double@Holder.java:21[0]", "BW double@Holder.java:21[1]", "BW double@Holder.java:21[2]", "AW double@Holder.java:21[0] = 7.0",
                "AW double@Holder.java:21[1] = 1.0", "AW double@Holder.java:21[2] = 8.0"), kept.records);
    }

    private static DiagnosticLog log() {
        Properties properties = new Properties();
        properties.setProperty("DebugOptions.ErrorFile", "");
        properties.setProperty("DebugOptions.SarifFile", "");
        return new DiagnosticLog(DebugParameters.load(null, properties));
    }

    /** What {@code finish} adds to the statistics, as {@code DebugOptions.PrintStatistic=1} prints them. */
    static String statistics(TraceRecorder finished) {
        Properties properties = new Properties();
        properties.setProperty("DebugOptions.ErrorFile", "");
        properties.setProperty("DebugOptions.SarifFile", "");
        properties.setProperty("DebugOptions.PrintStatistic", "1");
        java.io.ByteArrayOutputStream screen = new java.io.ByteArrayOutputStream();
        java.io.PrintStream saved = System.err;
        System.setErr(new java.io.PrintStream(screen, true));
        try {
            DiagnosticLog log = new DiagnosticLog(DebugParameters.load(null, properties));
            finished.finish(log);
            log.finish();
        } finally {
            System.setErr(saved);
        }
        return screen.toString();
    }

    @Test
    void theStatisticsCountTheRecordsAndOnlyInBoundaryModeTheIterationsLeftUnrecorded() {
        recorder.fieldRead(holder, BASE + GET);
        recorder.arrayRead(holder.a, 1, BASE + READ);
        recorder.uncheckedStart(new int[] {0, 2}, new int[] {3, 5}); // counted, but shown in boundary mode only
        String plain = statistics(recorder);
        assertThat(plain, containsString("  trace records = 2\n"));
        assertThat(plain, not(containsString("not recorded")));

        TraceRecorder bounded = new TraceRecorder(TraceSettings.defaults().withBoundary(new BoundaryTrace(1, 1, -1, -1,
                1, 1, false)), LoopConfig.NONE, p -> new Kept(), p -> new TraceHeader(Map.of()));
        bounded.uncheckedStart(new int[] {0, 2}, new int[] {3, 5}); // an interior of 3 x 3 iterations
        bounded.uncheckedEnd();
        bounded.uncheckedStart(new int[] {4}, new int[] {4}); // an empty one
        bounded.uncheckedStart(new int[] {7}, new int[] {6});
        String boundary = statistics(bounded);
        assertThat(boundary, containsString("  trace records = 0\n"));
        assertThat(boundary, containsString("  trace iterations not recorded (boundary iterations only) = 9\n"));
    }

    @Test
    void aTraceThatStoppedIsReportedWithTheRecordsWritten() {
        int[] calls = {0};
        TraceRecorder failing = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> new Kept() {
            @Override
            public void record(TraceRecord record) throws IOException {
                if (++calls[0] > 2) {
                    throw new IOException("disk full");
                }
            }
        }, p -> new TraceHeader(Map.of()));
        for (int k = 0; k < 4; k++) {
            failing.fieldRead(holder, BASE + GET);
        }
        DiagnosticLog log = log();
        failing.finish(log);
        assertEquals(2, failing.records());
        List<Diagnostic> found = log.distinct();
        assertEquals(1, found.size());
        assertEquals(ErrorClass.TRACE_MISMATCH, found.get(0).errorClass);
        assertEquals("trace-failed", found.get(0).kind);
        assertEquals("the trace stopped after 2 records: disk full", found.get(0).detail);
    }

    @Test
    void aReferenceOfAnotherProgramIsReportedAsAHeaderMismatch() {
        TraceRecorder refused = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> new Kept() {
            @Override
            public void header(TraceHeader header) throws IOException {
                throw new TraceMismatchException("ref.trd", "processor 0", "MODE", "FULL", "MODIFY");
            }
        }, p -> new TraceHeader(Map.of()));
        refused.fieldRead(holder, BASE + GET);
        DiagnosticLog log = log();
        refused.finish(log);
        assertEquals(0, refused.records());
        Diagnostic found = log.distinct().get(0);
        assertEquals("header", found.kind);
        assertThat(found.detail, startsWith(new TraceMismatchException("ref.trd", "processor 0", "MODE", "FULL",
                "MODIFY").getMessage()));
    }

    @Test
    void aCleanRecordingReportsNothingAndClosesItsTraces() {
        recorder.fieldRead(holder, BASE + GET);
        DiagnosticLog log = log();
        recorder.finish(log);
        assertTrue(log.distinct().isEmpty());
        assertTrue(kept.closed);
        assertEquals(1, recorder.records());
    }
}
