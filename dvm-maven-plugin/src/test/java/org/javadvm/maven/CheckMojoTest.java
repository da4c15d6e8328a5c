package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Properties;

import javax.inject.Inject;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.model.Build;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.Mockito;

/**
 * The check goal over SARIF files as dynamic control writes them (samples in unit/check-samples, and the
 * real writer's output): none, clean, with errors, warnings only, stopped early, malformed.
 */
@MojoTest
class CheckMojoTest {
    private static final String DEFAULTS = "src/test/resources/unit/check-defaults/pom.xml";
    private static final Path SAMPLES = Paths.get("src/test/resources/unit/check-samples");

    @TempDir
    Path work;

    @Inject
    MavenProject project;

    private final RecordingLog log = new RecordingLog();

    @BeforeEach
    void buildInTemporaryDirectory() {
        Build build = new Build();
        build.setDirectory(work.resolve("target").toString());
        build.setOutputDirectory(work.resolve("target/classes").toString());
        Mockito.when(project.getBuild()).thenReturn(build);
    }

    /** Copies samples into the build's results directory. */
    private void results(String... samples) throws IOException {
        Path directory = work.resolve("target/dvm");
        Files.createDirectories(directory);
        for (String sample : samples) {
            Files.copy(SAMPLES.resolve(sample), directory.resolve(sample));
        }
    }

    private MojoFailureException fails(CheckMojo mojo) {
        mojo.setLog(log);
        return assertThrows(MojoFailureException.class, mojo::execute);
    }

    @Test
    void theFailureNamesWhoFoundTheErrorsByTheirRules() {
        org.junit.jupiter.api.Assertions.assertEquals("Dynamic control",
                CheckMojo.finder(java.util.List.of("DVM03", "DVM10")));
        org.junit.jupiter.api.Assertions.assertEquals("The trace comparison",
                CheckMojo.finder(java.util.List.of("DVM18", "DVM21")));
        org.junit.jupiter.api.Assertions.assertEquals("Dynamic control and the trace comparison",
                CheckMojo.finder(java.util.List.of("DVM06", "DVM11")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void withoutResultsOrAWeaveForCheckingTheBuildPasses(CheckMojo mojo) throws Exception {
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.info, hasItem(containsString("No dynamic control results in")));
        assertThat(log.info, hasItem(containsString("no classes were woven for checking: nothing to check.")));
        Files.createDirectories(work.resolve("target/dvm"));
        Files.write(work.resolve("target/dvm/dyn-errors.txt"), new byte[0]);
        mojo.execute();
        assertEquals(2, log.info.size(), "a directory without SARIF files is no results either: " + log.info);
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void cleanResultsPass(CheckMojo mojo) throws Exception {
        results("clean.sarif");
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.info, hasItem(containsString("Dynamic control found no errors (1 result file in")));
        assertTrue(log.warn.isEmpty(), log.warn.toString());
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void errorsFailTheBuildNamingTheFirstFewAndTheTotal(CheckMojo mojo) throws Exception {
        results("errors.sarif", "more-errors.sarif", "clean.sarif");
        mojo.maxListed = 2;
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("Dynamic control found 3 errors (24 occurrences) in 3 result files in "));
        assertThat(message, containsString("\n  src/main/java/a/Relax.java:21: DVM08 stale-shadow-read (not-renewed): "
                + "read of a[0][1] at Relax.java:21"));
        assertThat(message, containsString("\n  src/main/java/a/Relax.java:22: DVM03 undeclared-modification"));
        assertThat(message, not(containsString("Sweep.java")));
        assertThat(message, containsString("... and 1 more; see the SARIF files or the text report"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aCheckOfBoundaryIterationsOnlyIsNamedAsInformation(CheckMojo mojo) throws Exception {
        results("boundary-clean.sarif");
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.info, hasItem("boundary-clean.sarif: only boundary iterations were checked (faces, Ig_left=2, "
                + "Ig_right=2)"));
        assertThat(log.info, hasItem(containsString("Dynamic control found no errors (1 result file in")));
        assertTrue(log.warn.isEmpty(), log.warn.toString());
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void failOnErrorFalseOnlyWarns(CheckMojo mojo) throws Exception {
        results("more-errors.sarif");
        mojo.failOnError = false;
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.warn, hasItem(containsString("Dynamic control found 1 error (1 occurrence)")));
        assertThat(log.warn, hasItem(containsString("src/main/java/a/Sweep.java:9: DVM01 data-dependence (flow)")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aRunStoppedAtTheErrorLimitIsNamedAndResultsWithoutLocationOrRuleInTheTextStillListed(CheckMojo mojo)
            throws Exception {
        results("stopped.sarif");
        String message = fails(mojo).getMessage();
        assertThat(log.warn, hasItem("stopped.sarif: checking stopped after DebugOptions.MaxErrors=1 distinct "
                + "errors; later errors are not reported"));
        assertThat(message, containsString("src/main/java/a/B.java:3: DVM05 index 10 outside [0, 10)"));
        assertThat(message, containsString("?:0: DVM06 non-local-access: read of c[0]"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aTruncatedFileIsNamedWithThePositionWhereItEnds(CheckMojo mojo) throws Exception {
        results("truncated.sarif");
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("Malformed SARIF file "));
        assertThat(message, containsString("truncated.sarif: line 1, column 57 ($.runs[0].results[0].ruleId): "
                + "the file ends inside the JSON value"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void lenientJsonIsRefusedWithItsLineAndColumn(CheckMojo mojo) throws Exception {
        results("unquoted.sarif");
        assertThat(fails(mojo).getMessage(), containsString("unquoted.sarif: line 2, column 28"));
        assertThat(fails(mojo).getMessage(), containsString(": not valid JSON"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void validJsonOfTheWrongShapeIsNamedByItsPath(CheckMojo mojo) throws Exception {
        results("runs-not-array.sarif");
        assertThat(fails(mojo).getMessage(), containsString("runs-not-array.sarif: $.runs must be an array"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aLineThatIsNotANumberIsNamedByItsPath(CheckMojo mojo) throws Exception {
        results("bad-line.sarif");
        assertThat(fails(mojo).getMessage(), containsString(
                "bad-line.sarif: $.runs[0].results[0].locations[0].physicalLocation.region.startLine must be a number"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void whatDynamicControlWritesIsWhatTheGoalReads(CheckMojo mojo) throws Exception {
        Path source = work.resolve("src/main/java/example/Jacobi.java");
        Files.createDirectories(source.getParent());
        Files.write(source, new byte[0]);
        dynRun(1, 3);
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("Dynamic control found 2 errors (6 occurrences) in 1 result file"));
        assertThat(message, containsString("src/main/java/example/Jacobi.java:44: DVM01 data-dependence (flow): "
                + "read of a[1] at Jacobi.java:44 (example.Jacobi)"));
    }

    /** A clean trace comparison's run as the real writer makes it, incomplete when {@code stoppedAt} is not null. */
    private void comparisonRun(String stoppedAt) {
        Properties parameters = new Properties();
        parameters.setProperty("EnableDynControl", "0");
        parameters.setProperty("EnableTrace", "1");
        parameters.setProperty("TraceOptions.TraceMode", "3");
        parameters.setProperty("DebugOptions.ErrorToScreen", "0");
        parameters.setProperty("DebugOptions.SarifFile", work.resolve("target/dvm/dyn-control-1.sarif").toString());
        DiagnosticLog comparison = new DiagnosticLog(DebugParameters.load(null, parameters));
        if (stoppedAt != null) {
            comparison.addIncomplete("processor 0 of 2 was compared only up to where the reference stops: " + stoppedAt);
        }
        comparison.finish();
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aCleanComparisonIsNamedAsOne(CheckMojo mojo) throws Exception {
        comparisonRun(null);
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.info, hasItem(containsString("The trace comparison found no errors (1 result file in")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aComparisonThatStoppedWhereItsReferenceStopsFailsTheBuildUnlessAccepted(CheckMojo mojo) throws Exception {
        comparisonRun("its recording stopped at 0.trd, line 20003");
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("No errors were found, but 1 check ended before the run did"));
        assertThat(message, containsString("dyn-control-1.sarif: processor 0 of 2 was compared only up to where the "
                + "reference stops: its recording stopped at 0.trd, line 20003"));
        assertThat(message, containsString("-Ddvm.failIfIncomplete=false"));
        assertThat(log.warn, hasItem(containsString("compared only up to where the reference stops")));
        mojo.failIfIncomplete = false;
        log.warn.clear();
        mojo.execute();
        assertThat(log.warn, hasItem(containsString("No errors were found, but 1 check ended before the run did")));
    }

    /**
     * A checked run as dynamic control makes it: {@code times} occurrences of a flow dependence at Jacobi.java:44,
     * the first at element {@code first}, in its own SARIF file.
     */
    private void dynRun(int first, int times) {
        Properties parameters = new Properties();
        parameters.setProperty("DebugOptions.ErrorToScreen", "0");
        parameters.setProperty("DebugOptions.ErrorFile", work.resolve("target/dvm/dyn-errors.txt").toString());
        parameters.setProperty("DebugOptions.SarifFile",
                work.resolve("target/dvm/dyn-control-" + first + "-{pid}.sarif").toString());
        String previousBase = System.getProperty("dvm.basedir");
        System.setProperty("dvm.basedir", work.toString());
        DiagnosticLog dyn;
        try {
            dyn = new DiagnosticLog(DebugParameters.load(null, parameters));
        } finally {
            if (previousBase == null) {
                System.clearProperty("dvm.basedir");
            } else {
                System.setProperty("dvm.basedir", previousBase);
            }
        }
        for (int i = first; i < first + times; i++) {
            dyn.report(new Diagnostic(ErrorClass.DEPENDENCE, "flow", "a", "a[" + i + "]", Diagnostic.READ,
                    "example.Jacobi", "Jacobi.java", 44, "loop 2 Jacobi.relax (Jacobi.java:40)", "(" + i + ")",
                    Diagnostic.WRITE, 44, "(" + (i - 1) + ")", "declare across"));
            dyn.report(new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "b", "b[" + (10 + i) + "]", Diagnostic.WRITE,
                    "example.Jacobi", "Jacobi.java", 50, null, null, null, 0, null, "bounds [0, 10)"));
        }
        dyn.finish();
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void anErrorFoundByEveryRunCountsOnce(CheckMojo mojo) throws Exception {
        Files.createDirectories(work.resolve("src/main/java/example"));
        Files.write(work.resolve("src/main/java/example/Jacobi.java"), new byte[0]);
        dynRun(1, 3);
        dynRun(7, 2);
        dynRun(20, 1);
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("Dynamic control found 2 errors (12 occurrences) in 3 result files"));
        assertEquals(1, message.split("DVM01", -1).length - 1, message);
        assertThat(message, containsString("src/main/java/example/Jacobi.java:44: DVM01 data-dependence (flow): "
                + "read of a[1] at Jacobi.java:44"));
        assertThat(message, containsString("src/main/java/example/Jacobi.java:50: DVM05 out-of-bounds: write of b[11]"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void resultsWithoutFingerprintsAreTheSameErrorWhenOnlyTheirCountsDiffer(CheckMojo mojo) throws Exception {
        results("errors.sarif", "more-errors.sarif");
        Path directory = work.resolve("target/dvm");
        Files.writeString(directory.resolve("errors-again.sarif"), Files.readString(directory.resolve("errors.sarif"))
                .replace("(seen 16 times)", "(seen 4 times)").replace("\"occurrenceCount\": 16", "\"occurrenceCount\": 4"));
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("Dynamic control found 3 errors (35 occurrences) in 3 result files"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aRunKilledWhileWritingItsResultsFailsTheCheckNamingTheFile(CheckMojo mojo) throws Exception {
        results("clean.sarif");
        Files.write(work.resolve("target/dvm/dyn-control-4242.sarif8123456789.tmp"), "{\"version\":".getBytes());
        mojo.failOnError = false;
        mojo.failIfNoResults = false;
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("A checked run was killed while writing the results; what they found is "
                + "lost. Left behind in " + work.resolve("target/dvm") + ":\n  dyn-control-4242.sarif8123456789.tmp\n"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void onlyRecordedTracesFailTheBuildSayingThatRecordingChecksNothing(CheckMojo mojo) throws Exception {
        Path directory = Files.createDirectories(work.resolve("target/dvm"));
        Path record = Files.writeString(directory.resolve(ResultFiles.WOVEN_FOR_CHECKING), "Classes woven for dyn");
        Path traces = Files.createDirectories(work.resolve(".dvm"));
        mojo.traceDirectory = traces.toFile();
        Files.writeString(traces.resolve("0.trd"), "header");
        Files.writeString(traces.resolve("loops.trd"), "loops");
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("nothing was checked. The trace directory holds traces written since the "
                + "weave (0.trd, loops.trd), which recording a reference (task trc) or the loops file (task size) "
                + "writes: those runs check nothing."));
        assertThat(message, containsString("(-Ddvm.task=dif)"));
        assertThat(message, not(containsString("Surefire")));
        // references kept from before the weave (mvn clean leaves them) are not why this build has no results
        Files.setLastModifiedTime(traces.resolve("0.trd"), java.nio.file.attribute.FileTime.fromMillis(
                Files.getLastModifiedTime(record).toMillis() - 60_000));
        Files.delete(traces.resolve("loops.trd"));
        assertThat(fails(mojo).getMessage(), not(containsString("0.trd")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void classesWovenForCheckingWithoutResultsFailTheBuildSayingNoTestsRan(CheckMojo mojo) throws Exception {
        Path directory = Files.createDirectories(work.resolve("target/dvm"));
        Files.writeString(directory.resolve(ResultFiles.WOVEN_FOR_CHECKING), "Classes woven for dyn");
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("No dynamic control results in " + directory + ", although the classes were "
                + "woven for checking (woven-for-checking.txt): nothing was checked. No tests ran (no test reports in "));
        assertThat(message, containsString("Surefire before 2.22.0 runs no JUnit 5 tests"));
        assertThat(message, containsString("-Ddvm.failIfNoResults=false"));
        Path reports = Files.createDirectories(work.resolve("target/surefire-reports"));
        Files.writeString(reports.resolve("TEST-example.SumTest.xml"),
                "<?xml version=\"1.0\"?>\n<testsuite name=\"example.SumTest\" time=\"0\" tests=\"0\" errors=\"0\">");
        assertThat(fails(mojo).getMessage(), containsString("No tests ran (the test reports count 0 tests)."));
        Files.writeString(reports.resolve("TEST-example.SumTest.xml"),
                "<?xml version=\"1.0\"?>\n<testsuite xmlns:xsi=\"x\" name=\"example.SumTest\" tests=\"4\" errors=\"0\">");
        assertThat(fails(mojo).getMessage(), containsString("4 tests ran (test reports in " + work.resolve("target")
                + "), but no run wrote its results: a run died before the end (killed, out of memory"));
        mojo.failIfNoResults = false;
        log.warn.clear();
        mojo.execute();
        assertThat(log.warn, hasItem(containsString("nothing was checked. 4 tests ran")));
    }

    /** A one-result SARIF file with the given version, occurrence count and line, as JSON text. */
    private void hostile(String name, String version, String occurrenceCount, String startLine) throws IOException {
        Files.createDirectories(work.resolve("target/dvm"));
        Files.writeString(work.resolve("target/dvm/" + name), "{\"version\": " + version + ", \"runs\": [{\"results\": [\n"
                + "{\"ruleId\": \"DVM01\", \"message\": {\"text\": \"x\"}, \"occurrenceCount\": " + occurrenceCount
                + ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"A.java\"}, "
                + "\"region\": {\"startLine\": " + startLine + "}}}]}]}]}");
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void whatIsNotSarif210IsRefusedNamingTheFileAndThePlace(CheckMojo mojo) throws Exception {
        hostile("a.sarif", "\"1.0.0\"", "3", "9");
        assertThat(fails(mojo).getMessage(), containsString("Malformed SARIF file " + work.resolve("target/dvm/a.sarif")
                + ": $.version must be \"2.1.0\" (the SARIF version this goal reads), found \"1.0.0\" (line 1)"));
        hostile("a.sarif", "\"2.1.0\"", "-5", "9");
        assertThat(fails(mojo).getMessage(), containsString("a.sarif: $.runs[0].results[0].occurrenceCount must be an "
                + "integer from 1 to 9223372036854775807, found -5 (line 2)"));
        hostile("a.sarif", "\"2.1.0\"", "1e20", "9");
        assertThat(fails(mojo).getMessage(), containsString("a.sarif: $.runs[0].results[0].occurrenceCount must be an "
                + "integer from 1 to 9223372036854775807, found 1e20"));
        hostile("a.sarif", "\"2.1.0\"", "2.5", "9");
        assertThat(fails(mojo).getMessage(), containsString("found 2.5"));
        hostile("a.sarif", "\"2.1.0\"", "3", "0");
        assertThat(fails(mojo).getMessage(), containsString("a.sarif: $.runs[0].results[0].locations[0]"
                + ".physicalLocation.region.startLine must be an integer from 1 to 2147483647, found 0"));
        hostile("a.sarif", "2.1", "3", "9");
        assertThat(fails(mojo).getMessage(), containsString("a.sarif: $.version must be a string"));
        hostile("a.sarif", "\"2.1.0\"", "3e0", "9");
        assertThat(fails(mojo).getMessage(), containsString("Dynamic control found 1 error (3 occurrences)"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void skipReadsNothing(CheckMojo mojo) throws Exception {
        results("truncated.sarif");
        mojo.skip = true;
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.info, hasItem(containsString("Skipping Java-DVM execution")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void defaultsReadTheBuildDirectory(CheckMojo mojo) {
        assertEquals(work.resolve("target/dvm").toFile(), mojo.resultsDirectory);
        assertTrue(mojo.failOnError);
        assertTrue(mojo.failIfNoResults);
        assertEquals(5, mojo.maxListed);
    }
}
