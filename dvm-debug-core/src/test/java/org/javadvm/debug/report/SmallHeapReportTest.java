package org.javadvm.debug.report;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run with 100,000 distinct errors in a JVM with a small heap (the reports once were built in memory, and
 * such a run lost its SARIF file and said nothing): the reports are complete, valid, and say what was kept.
 */
class SmallHeapReportTest {
    private static final int DISTINCT = 100_000;

    @TempDir
    Path work;

    @Test
    void theDefaultLimitKeepsTenThousandAndCountsTheRest() throws Exception {
        String output = run("-Xmx64m");
        assertThat(output, containsString("Java-DVM dynamic control: 200000 errors (10000 distinct kept) in 1 class, "
                + "only the first 10000 distinct errors are kept (DebugOptions.MaxKeptErrors=10000); 180000 "
                + "occurrences of further errors were counted but not kept; report "));
        Object sarif = StrictJson.parse(read("target/dvm/results.sarif"));
        List<Object> results = StrictJson.array(StrictJson.at(sarif, "runs", 0, "results"));
        assertEquals(10_000, results.size());
        assertEquals(2L, StrictJson.at(results.get(9_999), "occurrenceCount"), "each error is seen twice");
        Object invocation = StrictJson.at(sarif, "runs", 0, "invocations", 0);
        assertEquals(10_000L, StrictJson.at(invocation, "properties", "keptErrors"));
        assertEquals(180_000L, StrictJson.at(invocation, "properties", "droppedOccurrences"));
        assertEquals("only the first 10000 distinct errors are kept (DebugOptions.MaxKeptErrors=10000); 180000 "
                + "occurrences of further errors were counted but not kept",
                StrictJson.at(invocation, "toolExecutionNotifications", 0, "message", "text"));
        assertThat(read("target/dvm/errors.txt"), endsWith("10000 distinct errors\nonly the first 10000 distinct errors "
                + "are kept (DebugOptions.MaxKeptErrors=10000); 180000 occurrences of further errors were counted but "
                + "not kept\n"));
        assertNoTemporaryFiles();
    }

    @Test
    void withoutALimitEveryErrorIsKeptAndStillWritten() throws Exception {
        String output = run("-Xmx128m", "-DDebugOptions.MaxKeptErrors=0"); // the old in-memory report failed at -Xmx256m
        assertThat(output, containsString("Java-DVM dynamic control: 200000 errors (100000 distinct) in 1 class; report "));
        Object sarif = StrictJson.parse(read("target/dvm/results.sarif"));
        List<Object> results = StrictJson.array(StrictJson.at(sarif, "runs", 0, "results"));
        assertEquals(DISTINCT, results.size());
        assertEquals((long) DISTINCT, StrictJson.at(results.get(DISTINCT - 1), "locations", 0, "physicalLocation",
                "region", "startLine"));
        assertFalse(StrictJson.object(StrictJson.at(sarif, "runs", 0, "invocations", 0)).containsKey("properties"),
                "nothing was dropped");
        assertNoTemporaryFiles();
    }

    /** Runs {@link ManyErrorsRun} in its own JVM with the options; returns what it printed. */
    private String run(String... options) throws IOException, InterruptedException, URISyntaxException {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(options));
        command.add("-DDebugOptions.ErrorToScreen=0");
        command.add("-DDebugOptions.ErrorFile=target/dvm/errors.txt");
        command.add("-DDebugOptions.SarifFile=target/dvm/results.sarif");
        command.add("-cp");
        command.add(codeSource(ManyErrorsRun.class) + File.pathSeparator + codeSource(DiagnosticLog.class));
        command.add(ManyErrorsRun.class.getName());
        command.add(work.toString());
        command.add(String.valueOf(DISTINCT));
        Path output = work.resolve("output.txt");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "the run ended");
        String printed = new String(Files.readAllBytes(output), StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), printed);
        return printed;
    }

    private static String codeSource(Class<?> type) throws URISyntaxException {
        return Paths.get(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private String read(String file) throws IOException {
        return new String(Files.readAllBytes(work.resolve(file)), StandardCharsets.UTF_8);
    }

    private void assertNoTemporaryFiles() throws IOException {
        try (Stream<Path> files = Files.list(work.resolve("target/dvm"))) {
            assertEquals(List.of("errors.txt", "results.sarif"), files.map(p -> p.getFileName().toString()).sorted()
                    .toList());
        }
    }
}
