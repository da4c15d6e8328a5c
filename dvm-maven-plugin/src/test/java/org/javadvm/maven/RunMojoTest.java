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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
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

    /** Result files as an earlier build left them, each holding a broken SARIF document. */
    private Path earlierResults(String... names) throws Exception {
        Path results = Files.createDirectories(work.resolve("target/dvm"));
        for (String name : names) {
            Files.writeString(results.resolve(name), "{");
        }
        return results;
    }

    private static List<String> sarifNames(Path results) {
        String[] names = results.toFile().list((directory, name) -> name.contains(".sarif"));
        java.util.Arrays.sort(names);
        return List.of(names);
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void runningAnExecutionAgainReplacesItsEarlierResultsAndKeepsEveryOtherRunsResults(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        mojo.execution = new MojoExecution(new MojoDescriptor(), "sum");
        Path results = earlierResults("sum-17.sarif", "sum-17.sarif99.tmp", "sum-err-18.sarif", "summary-19.sarif",
                "dyn-control-20.sarif");
        run(mojo);

        List<String> after = sarifNames(results);
        assertFalse(after.contains("sum-17.sarif"), "this execution's earlier result is replaced");
        assertFalse(after.contains("sum-17.sarif99.tmp"), "and the file of its earlier run killed while writing");
        assertTrue(after.containsAll(List.of("sum-err-18.sarif", "summary-19.sarif", "dyn-control-20.sarif")),
                "another task's, another execution's and a test JVM's results stay: " + after);
        assertEquals(1, after.stream().filter(name -> name.matches("sum-\\d+\\.sarif")).count(), after.toString());
        assertThat(log.info, hasItem("Replacing the results of this execution's earlier run: deleted sum-17.sarif,"
                + " sum-17.sarif99.tmp from " + results.toFile()));
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void resultsWrittenWhereTheUserSaidAreNeverDeleted(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        Path results = earlierResults("default-cli-17.sarif");
        commandLine.setProperty("DebugOptions.SarifFile", results.resolve("mine.sarif").toString());
        run(mojo);

        assertEquals(List.of("default-cli-17.sarif", "mine.sarif"), sarifNames(results));
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
    void aTraceTaskEndingWithAnotherExitCodeIsNamedByItsTask(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        mojo.arguments = List.of(work.resolve("out.txt").toString(), "3");
        mojo.task = "trc";
        mojo.traceDirectory = work.resolve(".dvm").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertEquals("seeded.Sum ended with exit code 3 for task trc (its output is above)", failure.getMessage());
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void aConfigurationTheProgramRefusesFailsTheBuildNamingTheTaskNotAsACrash(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        mojo.task = "dif";
        mojo.grid = "2";
        mojo.traceDirectory = work.resolve(".dvm").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertEquals("seeded.Sum was not run for task dif: Java-DVM refused the run's configuration for the reason "
                + "printed above", failure.getMessage());
        assertFalse(Files.exists(work.resolve("out.txt")), "the program did not run without its reference");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void theTraceTasksKeepTheirFilesWhereCleanDoesNotReach(RunMojo mojo) throws Exception {
        assertEquals(".dvm", mojo.traceDirectory.getName(), "by default in the project's directory");
        assertFalse(mojo.traceDirectory.toPath().startsWith(mojo.resultsDirectory.getParentFile().toPath()));
        mojo.traceDirectory = work.resolve(".dvm").toFile(); // the project's directory here
        compileAndWeave(WeaveMode.DYN);
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        mojo.task = "trc";
        run(mojo);
        assertTrue(Files.isRegularFile(work.resolve(".dvm/0.trd")), "the reference is outside target");
        assertFalse(Files.exists(work.resolve("target/dvm/0.trd")));
        commandLine.setProperty("TraceOptions.TracePath", work.resolve("elsewhere").toString());
        run(mojo);
        assertTrue(Files.isRegularFile(work.resolve("elsewhere/0.trd")), "TracePath wins");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    void aMissingMainClassIsNamedAsTheCommandLineGivesIt(RunMojo mojo) {
        mojo.mainClass = null;
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("No main class to run: give it with -Ddvm.mainClass=<class>"));
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void theCommandSuggestedForReleaseClassesIsTheUsersOwnWovenForDyn(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.RELEASE);
        Mockito.when(session.getGoals()).thenReturn(List.of("process-classes", "dvm:run@trc"));
        commandLine.setProperty("dvm.task", "trc");
        commandLine.setProperty("dvm.arguments", "40 steps");
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString(" mvn clean process-classes dvm:run@trc "
                + "'-Ddvm.arguments=40 steps' -Ddvm.mainClass=seeded.Sum -Ddvm.mode=dyn -Ddvm.task=trc (clean keeps "
                + "the trace files, the reference among them, in " + mojo.traceDirectory + ")"));
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
    void namesTheDirectoryTheWeaveForCheckingWroteTo(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.RELEASE);
        File checked = work.resolve("target/dvm-classes").toFile();
        new Weaver(WeaveMode.DYN).weave(work.resolve("plain"), checked.toPath());
        ResultFiles.recordWeave(mojo.resultsDirectory, "dyn", work.resolve("plain").toFile(), checked);
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("No class in " + mojo.classesDirectory
                + " is woven for dyn (1 release), so nothing would be checked: dvm:weave wrote the classes it wove "
                + "for checking to " + checked + " (its outputDirectory); run those with -Ddvm.classesDirectory="
                + checked));
        mojo.classesDirectory = checked;
        run(mojo);
        assertTrue(Files.exists(work.resolve("out.txt")), "the program ran from there");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void runsTheClassesOfADependencysDebugJar(RunMojo mojo) throws Exception {
        // a consumer without classes of its own, depending on a library's -debug jar and its release jar
        Path release = jarOf(WeaveMode.RELEASE, "lib-1.jar");
        Path debug = jarOf(WeaveMode.DEBUG, "lib-1-debug.jar");
        Mockito.when(project.getRuntimeClasspathElements()).thenReturn(List.of(
                work.resolve("target/classes").toString(), release.toString(), debug.toString(),
                location(ParallelLoop.class)));
        Path out = work.resolve("out.txt");
        mojo.arguments = List.of(out.toString());
        run(mojo);

        assertEquals("total 120.0 procs null max null", Files.readString(out), "the sequential answer");
        assertThat(log.info, hasItem(containsString("checking the classes woven for debug of the dependencies"
                + " lib-1-debug.jar")));
        List<String> command = mojo.command();
        String classPath = command.get(command.indexOf("-cp") + 1);
        assertTrue(classPath.startsWith(debug + File.pathSeparator), "the -debug jar first: " + classPath);
        assertThat(String.join(" ", command), containsString("lib-1-debug.jar sha256 "));
        File[] sarif = work.resolve("target/dvm").toFile().listFiles((directory, name) -> name.endsWith(".sarif"));
        assertEquals(1, sarif.length);
        assertThat(Files.readString(sarif[0].toPath()), containsString("DVM03"));
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void namesTheDebugJarWhenTheMainClassComesFromAReleaseJar(RunMojo mojo) throws Exception {
        Path release = jarOf(WeaveMode.RELEASE, "lib-1.jar");
        Mockito.when(project.getRuntimeClasspathElements()).thenReturn(List.of(
                work.resolve("target/classes").toString(), release.toString(), location(ParallelLoop.class)));
        mojo.arguments = List.of(work.resolve("out.txt").toString());
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("seeded.Sum comes from the dependency lib-1.jar, whose"
                + " classes are not woven for debug: depend on that library's -debug jar instead"
                + " (<classifier>debug</classifier>, the jar its build makes with the dvm:debug-jar goal)"));
        assertFalse(Files.exists(work.resolve("out.txt")), "the program did not run");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void aBuildWithoutTheWeaveGoalIsToldToAddIt(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.RELEASE);
        Files.walk(work.resolve("plain")).filter(Files::isRegularFile).forEach(file -> copy(file,
                work.resolve("target/classes").resolve(work.resolve("plain").relativize(file))));
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("is woven for dyn (1 plain), so nothing would be checked: no"
                + " dependency holds classes woven for debug either, and this project's build does not run the weave"
                + " goal, so -Ddvm.mode=dyn weaves nothing: add the dvm-maven-plugin's weave goal to its build"));
    }

    private static void copy(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            Files.copy(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The seeded program woven for {@code mode}, packed into {@code work/repo/<name>}; target/classes stays empty. */
    private Path jarOf(WeaveMode mode, String name) throws Exception {
        compileAndWeave(mode);
        Path classes = work.resolve("target/classes");
        Path jar = Files.createDirectories(work.resolve("repo")).resolve(name);
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            for (Path file : Files.walk(classes).filter(Files::isRegularFile).sorted().collect(
                    java.util.stream.Collectors.toList())) {
                out.putNextEntry(new java.util.jar.JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(file));
                out.closeEntry();
            }
        }
        for (Path file : Files.walk(classes).sorted(java.util.Comparator.reverseOrder()).collect(
                java.util.stream.Collectors.toList())) {
            Files.delete(file);
        }
        return jar;
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
        java.nio.file.Files.createDirectories(work.resolve("target/dvm-dyn-classes/seeded"));
        java.nio.file.Files.write(work.resolve("target/dvm-dyn-classes/seeded/Sum.class"), new byte[] {1, 2, 3});
        List<String> command = withPluginArtifacts(mojo).command();
        assertThat(command, hasItem("-DDebugOptions.SarifFile="));
        assertThat(command, hasItem("-Ddvm.procs=2x2"));
        assertThat(command, hasItem("-Ddvm.programArguments=")); // none: the trace header says so
        assertTrue(command.stream().anyMatch(c -> c.matches("-Ddvm\\.classesDigest=1 classes, sha256 [0-9a-f]{16}")),
                "the classes' fingerprint for the trace header: " + command);
        assertThat(command, hasItem("-DDebugOptions.ErrorFile=" + new File(mojo.resultsDirectory, "dyn-errors.txt")));
        String classPath = command.get(command.indexOf("-cp") + 1);
        assertEquals(String.join(File.pathSeparator, mojo.classesDirectory.getPath(),
                work.resolve("target/classes").toString(), location(ParallelLoop.class), location(Hook.class)),
                classPath, "the woven copy shadows the plain classes; the plugin's debugger comes last");
        assertEquals("seeded.Sum", command.get(command.size() - 1));
    }

    /** The parameters a task adds to the run's, in order, without the results files every run gets. */
    private Map<String, String> taskParameters(RunMojo mojo, String task, String grid) throws Exception {
        mojo.task = task;
        mojo.grid = grid;
        Map<String, String> properties = new LinkedHashMap<>(withPluginArtifacts(mojo).runProperties());
        properties.keySet().removeAll(List.of("dvm.basedir", "dvm.programArguments", "dvm.classesDigest",
                "DebugOptions.SarifFile",
                "DebugOptions.ErrorFile"));
        return properties;
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void eachTaskPassesTheParametersOfTheDriversMode(RunMojo mojo) throws Exception {
        String traces = mojo.traceDirectory.getPath();
        assertEquals(Map.of(), taskParameters(mojo, null, null), "no task: the debugger's defaults");
        assertEquals(List.of("EnableDynControl=1", "EnableTrace=0"), entries(taskParameters(mojo, "err", null)));
        assertEquals(List.of("EnableDynControl=1", "EnableTrace=0", "dvm.procs=3"),
                entries(taskParameters(mojo, "err", "3")));
        assertEquals(List.of("EnableDynControl=0", "EnableTrace=1", "TraceOptions.TraceMode=0",
                "TraceOptions.TracePath=" + traces), entries(taskParameters(mojo, "size", null)));
        assertEquals(List.of("EnableDynControl=0", "EnableTrace=1", "TraceOptions.TraceMode=1", "dvm.procs=1",
                "TraceOptions.TracePath=" + traces), entries(taskParameters(mojo, "trc", null)));
        assertEquals(List.of("EnableDynControl=0", "EnableTrace=1", "TraceOptions.TraceMode=3", "ManualReductCalc=0",
                "dvm.procs=2x2", "TraceOptions.TracePath=" + traces), entries(taskParameters(mojo, "dif", "2X2")));
        assertEquals(List.of("EnableDynControl=0", "EnableTrace=1", "TraceOptions.TraceMode=3", "ManualReductCalc=1",
                "TraceOptions.TracePath=" + traces), entries(taskParameters(mojo, "RED", null)));
        assertEquals(List.of("EnableDynControl=0", "EnableTrace=1", "TraceOptions.TraceMode=3", "ManualReductCalc=1",
                "dvm.procs=4", "TraceOptions.TracePath=" + traces), entries(taskParameters(mojo, "red", "4")));
        List<String> command = mojo.command();
        assertThat(command, hasItem("-DManualReductCalc=1"));
        assertThat(command, not(hasItem(containsString("dvm.task"))));
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void eachTraceTaskWritesItsOwnTextReport(RunMojo mojo) throws Exception {
        File results = mojo.resultsDirectory;
        String[][] expected = {{null, null, "dyn-errors.txt"}, {"err", null, "dyn-errors.txt"},
            {"size", null, "size-errors.txt"}, {"trc", null, "trc-errors.txt"}, {"dif", "2", "dif-errors.txt"},
            {"red", null, "red-errors.txt"}};
        for (String[] task : expected) {
            mojo.task = task[0];
            mojo.grid = task[1];
            assertEquals(new File(results, task[2]).getPath(),
                    withPluginArtifacts(mojo).runProperties().get("DebugOptions.ErrorFile"), "task " + task[0]);
        }
        assertEquals("dif-2x2-errors.txt", RunTask.errorFileName(RunTask.DIF,
                GridComparisonTable.prefix("2x2")), "one grid of a comparison on several");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void theUsersParametersWinOverTheTasks(RunMojo mojo) throws Exception {
        mojo.systemProperties = new LinkedHashMap<>(Map.of("TraceOptions.TraceMode", "2", "dvm.procs", "4"));
        commandLine.setProperty("EnableDynControl", "1");
        commandLine.setProperty("ManualReductCalc", "1");
        commandLine.setProperty("TraceOptions.TracePath", "traces");
        Map<String, String> properties = taskParameters(mojo, "dif", "2x2");
        assertEquals("1", properties.get("EnableDynControl"));
        assertEquals("1", properties.get("ManualReductCalc"));
        assertEquals("2", properties.get("TraceOptions.TraceMode"));
        assertEquals("4", properties.get("dvm.procs"));
        assertEquals("traces", properties.get("TraceOptions.TracePath"));
        assertEquals("1", properties.get("EnableTrace"), "what the user leaves is the task's");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void aBadTaskOrGridIsRefusedBeforeTheProgramRuns(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        Path out = work.resolve("out.txt");
        mojo.arguments = List.of(out.toString());
        Map<String[], String> refusals = new LinkedHashMap<>();
        refusals.put(new String[] {"trace", null}, "dvm.task=trace is not a task of the run goal; choose one of "
                + "err, size, trc, dif, red");
        refusals.put(new String[] {"dif", null}, "dvm.task=dif compares a run on a processor grid with the reference "
                + "trace: give the grid, e.g. -Ddvm.grid=2x2");
        refusals.put(new String[] {"dif", "2xa"}, "dvm.grid=2xa is not a processor grid; write the number of "
                + "processors per dimension separated by x, e.g. 4 or 2x2");
        refusals.put(new String[] {"dif", "0"}, "dvm.grid=0 is not a processor grid; write the number of "
                + "processors per dimension separated by x, e.g. 4 or 2x2");
        refusals.put(new String[] {"dif", "2x"}, "dvm.grid=2x is not a processor grid; write the number of "
                + "processors per dimension separated by x, e.g. 4 or 2x2");
        refusals.put(new String[] {"red", "100x100"}, "dvm.grid=100x100 asks for more than 4096 processors");
        refusals.put(new String[] {"trc", "2"}, "dvm.grid=2 does not apply to dvm.task=trc: the reference trace is "
                + "recorded on one processor; drop dvm.grid");
        refusals.put(new String[] {"size", "2"}, "dvm.grid=2 does not apply to dvm.task=size: the loop "
                + "configuration file does not depend on the grid; drop dvm.grid");
        refusals.put(new String[] {null, "2x2"}, "dvm.grid=2x2 needs a task that runs on a grid: add -Ddvm.task=dif "
                + "(or err, red), or give the run's grid as -Ddvm.procs=2x2");
        for (Map.Entry<String[], String> refusal : refusals.entrySet()) {
            mojo.task = refusal.getKey()[0];
            mojo.grid = refusal.getKey()[1];
            MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo),
                    refusal.getValue());
            assertEquals(refusal.getValue(), failure.getMessage());
        }
        assertFalse(Files.exists(out), "the program never ran");
    }

    /** A property given with no value is refused, never read as not given (a default grid, dynamic control). */
    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void anEmptyGridTaskOrProcessorCountIsRefusedBeforeTheProgramRuns(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        Path out = work.resolve("out.txt");
        mojo.arguments = List.of(out.toString());
        mojo.task = "err";
        mojo.grid = "";
        MojoFailureException grid = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertEquals("dvm.grid is set but empty; give the grid, e.g. -Ddvm.grid=4 or 2x2 (several: 1,2,2x2), or "
                + "leave dvm.grid out", grid.getMessage());
        mojo.grid = null;
        commandLine.setProperty("dvm.grid", ""); // as the command line gives it, whatever Maven injected
        assertEquals(grid.getMessage(), assertThrows(MojoFailureException.class, () -> run(mojo)).getMessage());
        commandLine.remove("dvm.grid");
        mojo.task = " ";
        assertEquals("dvm.task is set but empty; choose one of err, size, trc, dif, red, or leave dvm.task out for "
                + "dynamic control", assertThrows(MojoFailureException.class, () -> run(mojo)).getMessage());
        mojo.task = null;
        commandLine.setProperty("dvm.procs", "");
        assertEquals("dvm.procs is set but empty, which is not a processor grid; write the number of processors per "
                + "dimension separated by x, e.g. 4 or 2x2, or leave dvm.procs out for one processor per CPU"
                + System.lineSeparator() + "seeded.Sum was not run under dynamic control",
                assertThrows(MojoFailureException.class, () -> run(mojo)).getMessage());
        assertFalse(Files.exists(out), "the program never ran");
    }

    /**
     * Bad debug parameters, from the command line or the parameters file ({@code dvm.parameters}), fail the build
     * with their list before the program's JVM starts (before 2026-11-27 the program's class initialisation failed
     * with the list and a stack trace of ExceptionInInitializerError).
     */
    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void badDebugParametersAreRefusedBeforeTheProgramRuns(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        Path out = work.resolve("out.txt");
        mojo.arguments = List.of(out.toString());
        mojo.task = "trc";
        commandLine.setProperty("TraceOptions.TraceLevel", "7");
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("Java-DVM debug parameters: 1 problem"));
        assertThat(failure.getMessage(), containsString("system property -DTraceOptions.TraceLevel=7: "
                + "TraceOptions.TraceLevel must be an integer from 0 to 4, found '7'"));
        assertThat(failure.getMessage(), containsString("seeded.Sum was not run"));
        commandLine.remove("TraceOptions.TraceLevel");
        Path parameters = Files.writeString(work.resolve("mine.properties"), "TraceOptions.TraceLevel = 9\n");
        commandLine.setProperty("dvm.parameters", parameters.toString());
        failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString(parameters + ":1: TraceOptions.TraceLevel must be an integer "
                + "from 0 to 4, found '9'"));
        assertFalse(Files.exists(out), "the program never ran");
    }

    @Test
    @InjectMojo(goal = "run", pom = POM)
    @MojoParameter(name = "mainClass", value = "seeded.Sum")
    void theErrTaskIsDynamicControl(RunMojo mojo) throws Exception {
        compileAndWeave(WeaveMode.DYN);
        Path out = work.resolve("out.txt");
        mojo.arguments = List.of(out.toString());
        mojo.task = "err";
        run(mojo);
        assertEquals("total 120.0 procs null max null", Files.readString(out));
        assertThat(log.info, hasItem(containsString("Running seeded.Sum for task err: ")));
        assertThat(log.info, hasItem(containsString(" -DEnableDynControl=1 -DEnableTrace=0 ")));
        File[] sarif = work.resolve("target/dvm").toFile().listFiles((directory, name) -> name.endsWith(".sarif"));
        assertThat(Files.readString(sarif[0].toPath()), containsString("DVM03"));
    }

    private static List<String> entries(Map<String, String> properties) {
        List<String> entries = new java.util.ArrayList<>();
        properties.forEach((name, value) -> entries.add(name + "=" + value));
        return entries;
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
