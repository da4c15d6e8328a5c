package org.javadvm.debug.report;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Properties;
import java.util.Set;

import org.javadvm.debug.config.DebugParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiagnosticLogTest {
    @TempDir
    Path work;

    private final ByteArrayOutputStream screenBytes = new ByteArrayOutputStream();
    private final PrintStream screen = new PrintStream(screenBytes, true, StandardCharsets.UTF_8);

    private DiagnosticLog log(String... pairs) {
        Properties properties = new Properties();
        properties.setProperty("DebugOptions.ErrorFile", "target/dvm/errors.txt");
        properties.setProperty("DebugOptions.SarifFile", "target/dvm/results.sarif");
        for (int i = 0; i < pairs.length; i += 2) {
            properties.setProperty(pairs[i], pairs[i + 1]);
        }
        return new DiagnosticLog(DebugParameters.load(null, properties), screen, work, "1.2.3");
    }

    private static Diagnostic flow(int iteration) {
        return new Diagnostic(ErrorClass.DEPENDENCE, "flow", "b", "b[" + iteration + "]", Diagnostic.READ,
                "example.Loop", "Loop.java", 21, "loop 1 Loop.run (Loop.java:19)", "(" + iteration + ")",
                Diagnostic.WRITE, 22, "(" + (iteration - 1) + ")", "declare across");
    }

    private String screen() {
        return screenBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void identicalDiagnosticsAreCountedAndPrintedOnce() throws IOException {
        DiagnosticLog log = log();
        assertTrue(log.report(flow(1)));
        assertTrue(log.report(flow(2)));
        assertTrue(log.report(flow(3)));
        assertEquals(1, log.distinct().size());
        assertEquals(3, log.count(flow(7)));
        log.finish();
        String printed = screen();
        assertEquals(1, printed.split("DVM01", -1).length - 1, printed);
        assertThat(printed, containsString("DVM01 data-dependence (flow): read of b[1] at Loop.java:21 (example.Loop) "
                + "in loop 1 Loop.run (Loop.java:19), iteration (1); written by iteration (0) at Loop.java:22 - declare across"));
        assertThat(printed, containsString("Java-DVM dynamic control: 3 errors (1 distinct) in 1 class; report "
                + "target/dvm/errors.txt, SARIF target/dvm/results.sarif"));
        String report = new String(Files.readAllBytes(work.resolve("target/dvm/errors.txt")), StandardCharsets.UTF_8);
        assertThat(report, containsString("(seen 3 times)"));
    }

    @Test
    void theLimitStopsCheckingAfterThatManyDistinctErrors() {
        DiagnosticLog log = log("DebugOptions.MaxErrors", "1");
        Diagnostic other = new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "a", "a[9]", Diagnostic.READ, "example.Loop",
                "Loop.java", 30, null, null, null, 0, null, "");
        assertFalse(log.report(flow(1)));
        assertTrue(log.isFull());
        assertFalse(log.report(other));
        assertEquals(1, log.distinct().size());
        log.finish();
        assertThat(screen(), containsString("1 error (1 distinct) in 1 class, checking stopped after DebugOptions.MaxErrors=1"));
        assertThat(report(), containsString("1 distinct error; checking stopped after DebugOptions.MaxErrors=1"));
    }

    @Test
    void theLimitCountsDistinctErrorsNotOccurrences() {
        DiagnosticLog log = log("DebugOptions.MaxErrors", "2");
        for (int i = 1; i <= 5; i++) {
            assertTrue(log.report(flow(i)), "repeats of one error do not reach the limit");
        }
        assertFalse(log.isFull());
        Diagnostic other = new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "a", "a[9]", Diagnostic.READ, "example.Loop",
                "Loop.java", 30, null, null, null, 0, null, "");
        assertFalse(log.report(other), "the second distinct error reaches the limit");
        assertTrue(log.isFull());
        assertFalse(log.report(flow(6)), "after the limit every report says stop");
        assertEquals(6, log.count(flow(1)), "but repeats are still counted");
    }

    @Test
    void beyondTheKeptLimitErrorsAreCountedNotKeptAndCheckingGoesOn() throws IOException {
        DiagnosticLog log = log("DebugOptions.MaxKeptErrors", "1");
        Diagnostic other = new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "a", "a[9]", Diagnostic.READ, "example.Loop",
                "Loop.java", 30, null, null, null, 0, null, "");
        assertTrue(log.report(flow(1)));
        assertTrue(log.report(other), "checking goes on");
        assertTrue(log.report(other));
        assertTrue(log.report(flow(2)), "repeats of a kept error are still counted");
        assertFalse(log.isFull());
        assertEquals(1, log.distinct().size());
        assertEquals(2, log.count(flow(1)));
        assertEquals(2, log.dropped());
        log.finish();
        assertEquals(1, screen().split("further errors are counted, not kept or printed", -1).length - 1, screen());
        assertThat(screen(), not(containsString("DVM05")));
        assertThat(screen(), containsString("Java-DVM dynamic control: 4 errors (1 distinct kept) in 1 class, only the "
                + "first 1 distinct errors are kept (DebugOptions.MaxKeptErrors=1); 2 occurrences of further errors were "
                + "counted but not kept; report "));
        assertThat(report(), containsString("1 distinct error\nonly the first 1 distinct errors are kept"));
    }

    @Test
    void theKeptLimitIsAnnouncedOnceUnderTheCheckersNameAndZeroKeepsEveryError() {
        DiagnosticLog log = log("DebugOptions.MaxKeptErrors", "1", "DebugOptions.ErrorToScreen", "1");
        assertTrue(log.report(flow(1)));
        for (int line = 30; line < 33; line++) {
            assertTrue(log.report(new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "a", "a[9]", Diagnostic.READ,
                    "example.Loop", "Loop.java", line, null, null, null, 0, null, "")));
        }
        assertEquals(3, log.dropped());
        assertEquals(1, screen().split("further errors are counted", -1).length - 1, screen());
        assertThat(screen(), containsString("\nJava-DVM dynamic control: 1 distinct errors kept "
                + "(DebugOptions.MaxKeptErrors); further errors are counted, not kept or printed\n"));

        DiagnosticLog unlimited = log("DebugOptions.MaxKeptErrors", "0");
        for (int line = 30; line < 33; line++) {
            unlimited.report(new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "a", "a[9]", Diagnostic.READ,
                    "example.Loop", "Loop.java", line, null, null, null, 0, null, ""));
        }
        assertEquals(3, unlimited.distinct().size(), "MaxKeptErrors=0: no limit");
        assertEquals(0, unlimited.dropped());
    }

    @Test
    void aSarifFileThatCannotBeWrittenIsSaidOnTheScreen() throws IOException {
        Files.writeString(work.resolve("blocked"), "a file where a folder should be");
        DiagnosticLog log = log("DebugOptions.SarifFile", "blocked/results.sarif");
        log.report(flow(1));
        log.finish();
        assertThat(screen(), containsString("Java-DVM: cannot write " + work.resolve("blocked/results.sarif") + ": "));
        assertThat(screen(), containsString("report target/dvm/errors.txt\n"));
        assertThat(screen(), not(containsString("SARIF blocked")));
    }

    @Test
    void reportsFromManyThreadsAreAllCounted() throws InterruptedException {
        DiagnosticLog log = log("DebugOptions.ErrorToScreen", "0");
        Thread[] threads = new Thread[4];
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        for (int t = 0; t < threads.length; t++) {
            int offset = t;
            threads[t] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 25_000; i++) {
                    log.report(flow(i));
                    log.report(new Diagnostic(ErrorClass.NON_LOCAL, "", "x", "x[" + i + "]", Diagnostic.READ,
                            "example.T" + offset, "T.java", 1, null, null, null, 0, null, ""));
                }
            });
            threads[t].start();
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        assertEquals(5, log.distinct().size());
        assertEquals(100_000, log.count(flow(0)));
        log.finish();
        assertThat(screen(), containsString("200000 errors (5 distinct) in 5 classes"));
    }

    @Test
    void withNeitherScreenNorFileTheReportIsPrintedAtTheEnd() {
        DiagnosticLog log = log("DebugOptions.ErrorToScreen", "0", "DebugOptions.ErrorFile", "",
                "DebugOptions.SarifFile", "");
        log.report(flow(1));
        assertEquals("", screen(), "nothing printed while running");
        log.finish();
        assertThat(screen(), containsString("DVM01 data-dependence (flow): read of b[1]"));
        assertThat(screen(), containsString("Java-DVM dynamic control: 1 error (1 distinct) in 1 class\n"));
        assertFalse(Files.exists(work.resolve("target/dvm")), "no file was asked for");
    }

    @Test
    void statisticsAndParametersAreAddedWhenAskedFor() {
        DiagnosticLog log = log("DebugOptions.PrintStatistic", "1");
        log.addStatistic("iterations", 42);
        log.finish();
        assertThat(screen(), containsString("  iterations = 42\n"));
        assertThat(screen(), containsString("  DebugOptions.PrintStatistic=1\n"));
        assertThat(report(), containsString("  iterations = 42\n"));
    }

    @Test
    void traceStatisticsAlonePrintOneLineOfTheTracesFigures() {
        DiagnosticLog log = log("EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.PrintStatistic", "1");
        log.addStatistic("iterations", 5);
        log.addStatistic(DiagnosticLog.TRACE_STATISTICS + "records", 42);
        log.finish();
        assertThat(screen(), containsString("Java-DVM trace statistics: trace records = 42\n"));
        assertThat("only the trace's figures, no parameter list", screen(), not(containsString("iterations = 5")));
        assertThat(screen(), not(containsString("TraceOptions.PrintStatistic=1")));
    }

    private String report() {
        try {
            return new String(Files.readAllBytes(work.resolve("target/dvm/errors.txt")), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aCheckOfBoundaryIterationsSaysSoAndNamesTheLinesNoCheckedIterationReached() throws IOException {
        DiagnosticLog log = log("DebugOptions.Ig_left", "2", "DebugOptions.BoundaryType", "1");
        List<String> lines = new java.util.ArrayList<>();
        for (int line = 1; line <= DiagnosticLog.NOT_CHECKED_LISTED + 2; line++) {
            lines.add("Loop.java:" + line + " (example.Loop.run)");
        }
        log.addNotChecked(lines);
        log.finish();
        assertThat(screen(), containsString("Java-DVM dynamic control of boundary iterations (corners, Ig_left=2, "
                + "Ig_right=0): no errors; 22 lines of parallel loops reached by no checked iteration; report "));
        assertThat(report(), containsString("Lines of parallel loops reached by no checked iteration (22): "
                + "Loop.java:1 (example.Loop.run), Loop.java:2 (example.Loop.run), "));
        assertThat(report(), containsString("Loop.java:20 (example.Loop.run) and 2 more\n"));
        assertThat(report(), not(containsString("Loop.java:21 ")));
        String sarif = new String(Files.readAllBytes(work.resolve("target/dvm/results.sarif")), StandardCharsets.UTF_8);
        assertThat(sarif, containsString("only boundary iterations were checked (corners, Ig_left=2, Ig_right=0)"));
        assertThat(sarif, containsString("Loop.java:20 (example.Loop.run) and 2 more"));
    }

    @Test
    void aFullCheckHasNoNoteOfAPartialOneInTheSarifFile() throws IOException {
        DiagnosticLog log = log();
        log.report(flow(1));
        log.finish();
        String sarif = new String(Files.readAllBytes(work.resolve("target/dvm/results.sarif")), StandardCharsets.UTF_8);
        assertThat(sarif, containsString("\"executionSuccessful\""));
        assertThat(sarif, not(containsString("toolExecutionNotifications")));
    }

    @Test
    void exactlyTheListedNumberOfLinesNoCheckedIterationReachedHasNoRest() {
        DiagnosticLog log = log("DebugOptions.Ig_left", "2");
        List<String> lines = new java.util.ArrayList<>();
        for (int line = 1; line <= DiagnosticLog.NOT_CHECKED_LISTED; line++) {
            lines.add("Loop.java:" + line + " (example.Loop.run)");
        }
        log.addNotChecked(lines);
        log.finish();
        assertThat(report(), containsString("Loop.java:" + DiagnosticLog.NOT_CHECKED_LISTED + " (example.Loop.run)\n"));
        assertThat(report(), not(containsString("more")));
    }

    @Test
    void aCleanRunSaysSoAndTheScreenCanBeQuiet() throws IOException {
        DiagnosticLog log = log("DebugOptions.ErrorToScreen", "0");
        log.report(flow(1));
        log.finish();
        log.finish();
        assertThat(screen(), not(containsString("DVM01 data-dependence")));
        assertEquals(1, screen().split("Java-DVM dynamic control:", -1).length - 1);
        DiagnosticLog clean = log();
        clean.finish();
        assertThat(screen(), containsString("Java-DVM dynamic control: no errors"));
    }

    @Test
    void appendKeepsEarlierRunsOtherwiseTheFileStartsAfresh() throws IOException {
        Path report = work.resolve("target/dvm/errors.txt");
        DiagnosticLog first = log();
        first.report(flow(1));
        first.finish();
        DiagnosticLog second = log("DebugOptions.AppendErrorFile", "1");
        second.finish();
        String both = new String(Files.readAllBytes(report), StandardCharsets.UTF_8);
        assertThat(both, containsString("DVM01"));
        assertThat(both, containsString("no errors"));
        DiagnosticLog third = log();
        third.finish();
        assertThat(new String(Files.readAllBytes(report), StandardCharsets.UTF_8), not(containsString("DVM01")));
    }

    @Test
    void anUnwritableReportGoesToTheScreen() throws IOException {
        Files.createDirectories(work.resolve("blocked"));
        Files.write(work.resolve("blocked/file"), new byte[0]);
        DiagnosticLog log = log("DebugOptions.ErrorFile", "blocked/file/errors.txt", "DebugOptions.ErrorToScreen", "0");
        log.report(flow(1));
        log.finish();
        assertThat(screen(), containsString("cannot write"));
        assertThat(screen(), containsString("DVM01 data-dependence (flow)"));
    }

    @Test
    void sarifHoldsRulesResultsRelatedLocationsAndRepositoryRelativePaths() throws IOException {
        Path source = work.resolve("src/main/java/example/Loop.java");
        Files.createDirectories(source.getParent());
        Files.write(source, new byte[0]);
        DiagnosticLog log = log();
        log.report(flow(1));
        log.report(flow(2));
        log.finish();
        String sarif = new String(Files.readAllBytes(work.resolve("target/dvm/results.sarif")), StandardCharsets.UTF_8);
        assertThat(sarif, startsWith("{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\""));
        for (ErrorClass errorClass : ErrorClass.values()) {
            assertThat(sarif, containsString("{\"id\":\"" + errorClass.ruleId() + "\",\"name\":\"" + errorClass.ruleName()));
        }
        assertThat(sarif, containsString("\"ruleId\":\"DVM01\",\"ruleIndex\":0,\"level\":\"error\""));
        assertThat(sarif, containsString("\"artifactLocation\":{\"uri\":\"src/main/java/example/Loop.java\","
                + "\"uriBaseId\":\"%SRCROOT%\"},\"region\":{\"startLine\":21}"));
        assertThat(sarif, containsString("\"relatedLocations\":[{\"message\":{\"text\":\"written here by iteration (0)\"}"));
        assertThat(sarif, containsString("\"region\":{\"startLine\":22}"));
        assertThat(sarif, containsString("\"element\":\"b[1]\""));
        assertThat(sarif, containsString("\"count\":2"));
        assertThat(sarif, containsString("\"version\":\"1.2.3\""));
    }

    @Test
    void theOtherAccessOfAPairMayBeInAnotherClass() throws IOException {
        Files.createDirectories(work.resolve("src/main/java/example"));
        Files.write(work.resolve("src/main/java/example/Loop.java"), new byte[0]);
        Files.write(work.resolve("src/main/java/example/Helper.java"), new byte[0]);
        DiagnosticLog log = log();
        Diagnostic pair = flow(1).relatedIn("example.Helper", "Helper.java");
        assertEquals(null, flow(1).relatedIn("example.Loop", "Loop.java").relatedFile, "same class: no other place");
        log.report(pair);
        log.report(flow(2));
        assertEquals(2, log.distinct().size(), "the other access's class is part of what makes an error");
        log.finish();
        assertThat(screen(), containsString("written by iteration (0) at Helper.java:22"));
        String sarif = new String(Files.readAllBytes(work.resolve("target/dvm/results.sarif")), StandardCharsets.UTF_8);
        assertThat(sarif, containsString("\"relatedLocations\":[{\"message\":{\"text\":\"written here by iteration (0)\"},"
                + "\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"src/main/java/example/Helper.java\""));
    }

    @Test
    void reportsGetTheModeOfAnyNewFileNotOwnerOnly() throws IOException {
        assumeTrue(work.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file modes");
        DiagnosticLog log = log();
        log.report(flow(1));
        log.finish();
        Path plain = Files.createFile(work.resolve("target/dvm/plain.txt"));
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(plain);
        assertTrue(expected.contains(PosixFilePermission.OWNER_READ), expected.toString());
        assertEquals(expected, Files.getPosixFilePermissions(work.resolve("target/dvm/errors.txt")));
        assertEquals(expected, Files.getPosixFilePermissions(work.resolve("target/dvm/results.sarif")));
    }

    @Test
    void aTraceComparisonIsNamedAsOneAndACutOneSaysWhereItStopped() throws IOException {
        DiagnosticLog log = log("EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "3");
        log.addIncomplete("processor 1 of 2 was compared only up to where the reference stops: its recording "
                + "stopped at 0.trd, line 9");
        log.finish();
        assertThat(screen(), containsString("Java-DVM trace comparison: no errors up to where it stopped; report "));
        assertThat(screen(), containsString("Java-DVM: processor 1 of 2 was compared only up to where the reference "
                + "stops"));
        assertThat(screen(), not(containsString("dynamic control")));
        String report = new String(Files.readAllBytes(work.resolve("target/dvm/errors.txt")), StandardCharsets.UTF_8);
        assertThat(report, startsWith("Java-DVM trace comparison, "));
        assertThat(report, containsString("was compared only up to where the reference stops"));
        String sarif = new String(Files.readAllBytes(work.resolve("target/dvm/results.sarif")), StandardCharsets.UTF_8);
        assertThat(sarif, containsString("{\"level\":\"warning\",\"message\":{\"text\":\"processor 1 of 2 was "
                + "compared only up to where the reference stops"));
    }

    /** Every processor of a grid stops where the reference does: the screen says it once, the reports for each. */
    @Test
    void checksStoppedAtTheSamePointAreSaidOnceOnTheScreenAndEachInTheReports() throws IOException {
        DiagnosticLog log = log("EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "3");
        String cut = "its recording stopped at 0.trd, line 9 (MaxTraceFileSize = 1024000 bytes reached)";
        for (int p = 0; p < 4; p++) {
            log.addIncomplete("processor " + p + " of 2x2 was compared only up to where the reference stops: " + cut
                    + "; " + (10 + p) + " events of the run after that point not compared", cut, "processor " + p
                    + " of 2x2");
        }
        log.addIncomplete("thread worker ended with an uncaught java.lang.Error");
        log.finish();
        List<String> said = screen().lines().filter(line -> line.startsWith("Java-DVM: ")).toList();
        assertEquals(List.of("Java-DVM: processor 0 of 2x2 was compared only up to where the reference stops: " + cut
                + "; 10 events of the run after that point not compared",
                "Java-DVM: thread worker ended with an uncaught java.lang.Error",
                "Java-DVM: likewise processor 1 of 2x2, processor 2 of 2x2 and processor 3 of 2x2, at the same point "
                        + "of the reference (the report names each)"), said);
        String report = new String(Files.readAllBytes(work.resolve("target/dvm/errors.txt")), StandardCharsets.UTF_8);
        for (int p = 0; p < 4; p++) {
            assertThat(report, containsString("processor " + p + " of 2x2 was compared only up to where the "
                    + "reference stops: " + cut + "; " + (10 + p) + " events"));
        }
    }

    @Test
    void bothCheckersAreNamedWhenBothRan() {
        DiagnosticLog log = log("EnableTrace", "1", "TraceOptions.TraceMode", "3");
        log.report(flow(1));
        log.finish();
        assertThat(screen(), containsString("Java-DVM dynamic control and trace comparison: 1 error (1 distinct)"));
    }

    @Test
    void aRecordingAloneChecksNothingAndWritesNoReport() {
        DiagnosticLog log = log("EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "1",
                "DebugOptions.PrintStatistic", "1");
        log.addStatistic("trace records written", 42);
        log.finish();
        assertThat(screen(), containsString("trace records written = 42"));
        assertThat(screen(), containsString("Java-DVM: nothing was checked in this run (EnableDynControl=0, "
                + "TraceOptions.TraceMode=1 records without comparing); no report written"));
        assertThat(screen(), not(containsString("no errors")));
        assertFalse(Files.exists(work.resolve("target/dvm/results.sarif")));
        assertFalse(Files.exists(work.resolve("target/dvm/errors.txt")));
    }

    @Test
    void temporaryFilesAreNamedAfterTheReportWithDigits() throws IOException {
        Path temporary = DiagnosticLog.newTemporary(work, "dyn-control-12.sarif");
        assertTrue(temporary.getFileName().toString().matches("dyn-control-12\\.sarif\\d+\\.tmp"), temporary.toString());
        assertTrue(Files.isRegularFile(temporary));
    }
}
