package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.inject.Inject;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.model.Build;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.Mockito;

/** The check goal over SARIF files as dynamic control writes them: clean, with errors, malformed, none. */
@MojoTest
class CheckMojoTest {
    private static final String DEFAULTS = "src/test/resources/unit/check-defaults/pom.xml";

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

    private static String sarif(String... results) {
        return "{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"Java-DVM dynamic control\"}},"
                + "\"results\":[" + String.join(",", results) + "]}]}";
    }

    private static String result(String rule, String uri, int line, String text, int count) {
        return "{\"ruleId\":\"" + rule + "\",\"level\":\"error\",\"message\":{\"text\":\"" + text + "\"},"
                + "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"" + uri + "\"},"
                + "\"region\":{\"startLine\":" + line + "}}}],\"properties\":{\"count\":" + count + "}}";
    }

    private void write(String name, String content) throws IOException {
        Path directory = work.resolve("target/dvm");
        Files.createDirectories(directory);
        Files.write(directory.resolve(name), content.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void withoutResultsTheBuildPasses(CheckMojo mojo) throws Exception {
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.lines(), hasItem(containsString("No dynamic control results in")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void cleanResultsPass(CheckMojo mojo) throws Exception {
        write("dyn-control-1.sarif", sarif());
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.lines(), hasItem(containsString("Dynamic control found no errors (1 result file")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void errorsFailTheBuildNamingTheFirstFew(CheckMojo mojo) throws Exception {
        write("dyn-control-1.sarif", sarif(result("DVM08", "src/main/java/a/Relax.java", 21, "DVM08 stale", 16),
                result("DVM03", "src/main/java/a/Relax.java", 22, "DVM03 sum", 7)));
        write("dyn-control-2.sarif", sarif(result("DVM01", "src/main/java/a/Sweep.java", 9, "DVM01 flow", 1)));
        mojo.maxListed = 2;
        mojo.setLog(log);
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure.getMessage(), containsString("Dynamic control found 3 errors (24 occurrences)"));
        assertThat(failure.getMessage(), containsString("src/main/java/a/Relax.java:21: DVM08 stale"));
        assertThat(failure.getMessage(), containsString("src/main/java/a/Relax.java:22: DVM03 sum"));
        assertThat(failure.getMessage(), not(containsString("Sweep.java")));
        assertThat(failure.getMessage(), containsString("... and 1 more"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void failOnErrorFalseOnlyWarns(CheckMojo mojo) throws Exception {
        write("dyn-control-1.sarif", sarif(result("DVM05", "src/main/java/a/B.java", 3, "DVM05 bounds", 1)));
        mojo.failOnError = false;
        mojo.setLog(log);
        mojo.execute();
        assertThat(log.lines(), hasItem(containsString("src/main/java/a/B.java:3: DVM05 bounds")));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void aMalformedFileIsNamed(CheckMojo mojo) throws Exception {
        write("broken.sarif", "{\"runs\": [ {\"results\": [ {\"ruleId\": ");
        mojo.setLog(log);
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure.getMessage(), containsString("Malformed SARIF file"));
        assertThat(failure.getMessage(), containsString("broken.sarif"));
    }

    @Test
    @InjectMojo(goal = "check", pom = DEFAULTS)
    void defaultsReadTheBuildDirectory(CheckMojo mojo) {
        assertEquals(work.resolve("target/dvm").toFile(), mojo.resultsDirectory);
        assertTrue(mojo.failOnError);
        assertEquals(5, mojo.maxListed);
    }
}
