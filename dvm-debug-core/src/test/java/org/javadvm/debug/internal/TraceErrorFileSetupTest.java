package org.javadvm.debug.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceRecorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a comparing run puts {@code TraceOptions.ErrorFile}, and what it does with it before the run. */
class TraceErrorFileSetupTest {
    @TempDir
    Path dir;
    private DiagnosticLog log;

    private TraceRecorder run(String mode, Map<String, String> more) {
        Properties properties = new Properties();
        properties.setProperty("EnableTrace", "1");
        properties.setProperty("TraceOptions.TraceMode", mode);
        properties.setProperty("TraceOptions.TracePath", dir.toString());
        properties.putAll(more);
        DebugParameters parameters = DebugParameters.load(null, properties);
        log = new DiagnosticLog(parameters);
        return TraceSetup.build(parameters, log);
    }

    /** A comparing run (of nothing) after a recording one (of nothing) wrote the reference {@code 0.trd}. */
    private TraceRecorder comparingRun(Map<String, String> more) throws IOException {
        run("1", Map.of()).close();
        return run("3", more);
    }

    @Test
    void theErrorFileLiesInTheTracePathWithTheOutputPrefixAndIsEmptiedAtTheStart() throws IOException {
        Path file = dir.resolve("g4-error.trd");
        Files.writeString(file, "an earlier run\n");
        comparingRun(Map.of("TraceOptions.OutputTracePrefix", "g4-")).close();
        assertEquals("*** CMPTRACE *** : processor 0 of SEQUENTIAL compared with " + dir.resolve("0.trd")
                + ": 0 differences (0 distinct), 0 values continued from the reference\n", Files.readString(file));
    }

    @Test
    void appendErrorFileKeepsWhatEarlierRunsWrote() throws IOException {
        Path file = dir.resolve("error.trd");
        Files.writeString(file, "an earlier run\n");
        comparingRun(Map.of("TraceOptions.AppendErrorFile", "1")).close();
        assertTrue(Files.readString(file).startsWith("an earlier run\n*** CMPTRACE *** : processor 0"),
                Files.readString(file));
    }

    @Test
    void errorToScreenOrAnEmptyNameWritesNoFile() throws IOException {
        comparingRun(Map.of("TraceOptions.ErrorToScreen", "1")).close();
        comparingRun(Map.of("TraceOptions.ErrorFile", "")).close();
        assertFalse(Files.exists(dir.resolve("error.trd")));
    }

    @Test
    void anErrorFileThatCannotBeMadeStopsTheRunNamingIt() throws IOException {
        Files.writeString(dir.resolve("taken"), "a file where a directory should be");
        ParameterException refused = assertThrows(ParameterException.class,
                () -> comparingRun(Map.of("TraceOptions.ErrorFile", "taken/error.trd")));
        assertTrue(refused.getMessage().contains("TraceOptions.ErrorFile=taken/error.trd: the trace error file "
                + dir.resolve("taken/error.trd").toAbsolutePath() + " cannot be written"), refused.getMessage());
    }

    @Test
    void anErrorFileThatFailsLaterIsReportedNamingIt() throws IOException {
        TraceRecorder recorder = comparingRun(Map.of());
        Path file = dir.resolve("error.trd");
        Files.delete(file);
        Files.createDirectory(file); // the file became a directory while the program ran
        recorder.finish(log);
        assertEquals(1, log.distinct().size());
        Diagnostic failed = log.distinct().get(0);
        assertEquals(ErrorClass.TRACE_MISMATCH, failed.errorClass);
        assertTrue(failed.detail.contains("cannot write the trace error file " + file.toAbsolutePath()),
                failed.detail);
    }
}
