package org.javadvm.debug.report;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.trace.LoopConfig;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecorder;
import org.javadvm.debug.trace.TraceSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trace that could not be written or compared to the end (its file failed, the reference belongs to another
 * program) must not read as a clean run: the recorder puts it into the report, so {@code check} fails on it.
 */
class TraceFailureReportTest {
    @TempDir
    Path work;

    @Test
    void aTraceThatStoppedIsReportedAsDvm20WithItsCause() {
        Properties properties = new Properties();
        properties.setProperty("DebugOptions.ErrorFile", "");
        properties.setProperty("DebugOptions.SarifFile", "");
        DiagnosticLog log = new DiagnosticLog(DebugParameters.load(null, properties),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), work, "1");
        PrintStream err = System.err;
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        TraceRecorder recorder;
        try {
            recorder = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> {
                throw new UncheckedIOException(new IOException("reference.trd: no space left on device"));
            }, p -> new TraceHeader(Map.of()));
            recorder.finish(log);
        } finally {
            System.setErr(err);
        }
        List<Diagnostic> found = log.distinct();
        assertEquals(1, found.size());
        assertEquals(ErrorClass.TRACE_MISMATCH, found.get(0).errorClass);
        assertThat(found.get(0).detail, containsString("the trace stopped after 0 records"));
        assertThat(found.get(0).detail, containsString("no space left on device"));
        assertThat(TextFormat.line(found.get(0), 1), org.hamcrest.Matchers.startsWith("DVM20 trace-mismatch "
                + "(trace-failed): the trace stopped after 0 records: "));
    }
}
