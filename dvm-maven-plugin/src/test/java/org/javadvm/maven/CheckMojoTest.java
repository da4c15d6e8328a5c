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
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void withoutResultsTheBuildPasses(CheckMojo mojo) throws Exception {
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.info, hasItem(containsString("No dynamic control results in")));
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
        Properties parameters = new Properties();
        parameters.setProperty("DebugOptions.ErrorToScreen", "0");
        parameters.setProperty("DebugOptions.ErrorFile", work.resolve("target/dvm/dyn-errors.txt").toString());
        parameters.setProperty("DebugOptions.SarifFile", work.resolve("target/dvm/dyn-control-{pid}.sarif").toString());
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
        for (int i = 1; i <= 3; i++) {
            dyn.report(new Diagnostic(ErrorClass.DEPENDENCE, "flow", "a", "a[" + i + "]", Diagnostic.READ,
                    "example.Jacobi", "Jacobi.java", 44, "loop 2 Jacobi.relax (Jacobi.java:40)", "(" + i + ")",
                    Diagnostic.WRITE, 44, "(" + (i - 1) + ")", "declare across"));
        }
        dyn.finish();
        String message = fails(mojo).getMessage();
        assertThat(message, containsString("Dynamic control found 1 error (3 occurrences) in 1 result file"));
        assertThat(message, containsString("src/main/java/example/Jacobi.java:44: DVM01 data-dependence (flow): "
                + "read of a[1] at Jacobi.java:44 (example.Jacobi)"));
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
        assertEquals(5, mojo.maxListed);
    }
}
