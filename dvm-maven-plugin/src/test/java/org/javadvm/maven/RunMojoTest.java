package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;

import javax.inject.Inject;
import javax.tools.ToolProvider;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoParameter;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Build;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.javadvm.ParallelLoop;
import org.javadvm.debug.internal.Hook;
import org.javadvm.weaver.WeaveMode;
import org.javadvm.weaver.Weaver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.Mockito;

/**
 * The run goal against a mocked project whose only dependency is dvm-runtime (dvm-debug-core for its tests
 * only): a program with a missing reduction declaration, compiled and woven for dyn here, runs in a JVM of its
 * own with the plugin's dvm-debug-core added, and leaves its SARIF results where the check goal reads them.
 */
@MojoTest
class RunMojoTest {
    private static final String POM = "src/test/resources/unit/run/pom.xml";

    /** Adds every element into {@code total} inside a parallel loop without declaring it a reduction. */
    private static final String SEEDED = String.join("\n",
            "package seeded;",
            "import org.javadvm.Distributed;",
            "import org.javadvm.ParallelLoop;",
            "public class Sum {",
            "    @Distributed double[] a = new double[16];",
            "    double total;",
            "    @ParallelLoop(on = \"a\")",
            "    void fill(int lo, int hi) {",
            "        for (int i = lo; i < hi; i++) {",
            "            a[i] = i;",
            "            total += a[i];",
            "        }",
            "    }",
            "    public static void main(String[] args) throws Exception {",
            "        Sum sum = new Sum();",
            "        sum.fill(0, sum.a.length);",
            "        java.nio.file.Files.writeString(java.nio.file.Path.of(args[0]), \"total \" + sum.total",
            "                + \" procs \" + System.getProperty(\"dvm.procs\") + \" max \"",
            "                + System.getProperty(\"DebugOptions.MaxErrors\"));",
            "        if (args.length > 1) {",
            "            System.exit(Integer.parseInt(args[1]));",
            "        }",
            "    }",
            "}", "");

    @TempDir
    Path work;

    @Inject
    MavenProject project;

    @Inject
    MavenSession session;

    private final RecordingLog log = new RecordingLog();
    private final Properties commandLine = new Properties();

    @BeforeEach
    void projectWithTheRunTimeOnly() throws Exception {
        Build build = new Build();
        build.setDirectory(work.resolve("target").toString());
        build.setOutputDirectory(work.resolve("target/classes").toString());
        Mockito.when(project.getBuild()).thenReturn(build);
        Mockito.when(project.getBasedir()).thenReturn(work.toFile());
        Mockito.when(project.getRuntimeClasspathElements())
                .thenReturn(List.of(work.resolve("target/classes").toString(), location(ParallelLoop.class)));
        Mockito.when(project.getArtifacts()).thenReturn(Set.of(
                artifact("dvm-runtime", "compile", location(ParallelLoop.class)),
                artifact("dvm-debug-core", "test", location(Hook.class))));
        Mockito.when(session.getUserProperties()).thenReturn(commandLine);
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void runsTheMainUnderDynamicControlAndLeavesTheResultsForTheCheckGoal(RunMojo mojo) throws Exception {
        assertEquals(work.resolve("target/classes").toFile(), mojo.classesDirectory);
        assertEquals(work.resolve("target/dvm").toFile(), mojo.resultsDirectory);
        compileAndWeave(WeaveMode.DYN);
        Path out = work.resolve("out.txt");
        mojo.arguments = List.of(out.toString());
        commandLine.setProperty("DebugOptions.MaxErrors", "7");
        commandLine.setProperty("dvm.procs", "2");
        commandLine.setProperty("unrelated", "x");
        run(mojo);

        assertEquals("total 120.0 procs 2 max 7", Files.readString(out), "sequential answer, -D options passed on");
        assertThat(log.info, hasItem("Adding the plugin's dvm-debug-core 1 to the class path"));
        assertThat(log.info, not(hasItem(containsString("Adding the plugin's dvm-runtime"))));
        assertThat(String.join(" ", mojo.command()), not(containsString("unrelated")));
        File[] sarif = work.resolve("target/dvm").toFile().listFiles((directory, name) -> name.endsWith(".sarif"));
        assertEquals(1, sarif.length, "one SARIF file in the check goal's directory");
        String results = Files.readString(sarif[0].toPath());
        assertThat(results, containsString("DVM03"));
        assertThat(results, containsString("\"total\""));
        assertTrue(Files.isRegularFile(work.resolve("target/dvm/dyn-errors.txt")));
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void aProgramEndingWithAnotherExitCodeFailsTheBuild(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        mojo.arguments = List.of(work.resolve("out.txt").toString(), "3");
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertEquals("seeded.Sum ended with exit code 3 under dynamic control (its output is above)",
                failure.getMessage());
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void refusesClassesThatWouldReportNothing(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.RELEASE);
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("No class in " + mojo.classesDirectory
                + " is woven for dyn (1 release), so nothing would be checked"));
        assertFalse(Files.exists(work.resolve("out.txt")), "the program did not run");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void refusesAMissingClassesDirectory(RunMojo mojo) {
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("No classes to run: " + mojo.classesDirectory));
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    @MojoParameter(name = "skip", value = "true")
    void skipDoesNothingAtAll(RunMojo mojo) throws Exception {
        run(mojo); // would fail on the missing classes if it ran
        assertEquals(List.of("Skipping Java-DVM execution because property dvm.skip is set."), log.info);
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void configuredPropertiesComeAfterTheDefaultsAndTheCommandLineWins(RunMojo mojo) throws Exception {
        mojo.systemProperties = new java.util.LinkedHashMap<>();
        mojo.systemProperties.put("DebugOptions.SarifFile", "");
        mojo.systemProperties.put("dvm.procs", "4");
        commandLine.setProperty("dvm.procs", "2x2");
        mojo.classesDirectory = work.resolve("target/dvm-dyn-classes").toFile();
        List<String> command = withPluginArtifacts(mojo).command();
        assertThat(command, hasItem("-DDebugOptions.SarifFile="));
        assertThat(command, hasItem("-Ddvm.procs=2x2"));
        assertThat(command, hasItem("-DDebugOptions.ErrorFile=" + new File(mojo.resultsDirectory, "dyn-errors.txt")));
        String classPath = command.get(command.indexOf("-cp") + 1);
        assertEquals(String.join(File.pathSeparator, mojo.classesDirectory.getPath(),
                work.resolve("target/classes").toString(), location(ParallelLoop.class), location(Hook.class)),
                classPath, "the woven copy shadows the plain classes; the plugin's debugger comes last");
        assertEquals("seeded.Sum", command.get(command.size() - 1));
    }

    private void run(RunMojo mojo) throws Exception {
        withPluginArtifacts(mojo).execute();
    }

    /** What ${plugin.artifacts} holds in a real build: the plugin's run-time and debugger (version 1 here). */
    private RunMojo withPluginArtifacts(RunMojo mojo) {
        mojo.setLog(log);
        mojo.pluginArtifacts = List.of(artifact("dvm-runtime", "compile", location(ParallelLoop.class)),
                artifact("dvm-debug-core", "compile", location(Hook.class)));
        return mojo;
    }

    private void compileAndWeave(WeaveMode mode) throws Exception {
        Path sources = Files.createDirectories(work.resolve("src/main/java/seeded"));
        Files.writeString(sources.resolve("Sum.java"), SEEDED);
        Path plain = work.resolve("plain");
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-g", "-d", plain.toString(),
                "-cp", location(ParallelLoop.class), sources.resolve("Sum.java").toString());
        assertEquals(0, status, "javac");
        new Weaver(mode).weave(plain, work.resolve("target/classes"));
    }

    private static Artifact artifact(String id, String scope, String file) {
        DefaultArtifact artifact = new DefaultArtifact("org.javadvm", id, "1", scope, "jar", null,
                new DefaultArtifactHandler("jar"));
        artifact.setFile(new File(file));
        return artifact;
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
