package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.inject.Inject;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoParameter;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.model.Build;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.Mockito;

/**
 * Goal wiring: parameters from the POM and their defaults, skip, what the goal logs, and the user's errors.
 * The harness configures the goal against a mocked project, whose build output directory is made a fresh
 * temporary directory for every test.
 */
@MojoTest
class WeaveMojoTest {
    private static final String CONFIGURED = "src/test/resources/unit/weave/pom.xml";
    private static final String DEFAULTS = "src/test/resources/unit/weave-defaults/pom.xml";

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

    @Test
    @InjectMojo(goal = "weave", pom = CONFIGURED)
    void takesItsParametersFromThePom(WeaveMojo mojo) {
        assertEquals("release", mojo.mode);
        assertThat(mojo.classesDirectory.getPath(), endsWith("unit/weave/classes"));
        assertThat(mojo.outputDirectory.getPath(), endsWith("unit/weave/woven"));
        assertFalse(mojo.skip);
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    @MojoParameter(name = "mode", value = "dyn")
    void weavingForDynDeletesTheResultsOfEarlierCheckedRuns(WeaveMojo mojo) throws Exception {
        assertEquals(work.resolve("target/dvm").toFile(), mojo.resultsDirectory);
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        Path results = Files.createDirectories(work.resolve("target/dvm"));
        Files.write(results.resolve("dyn-control-17.sarif"), new byte[] {'{'});
        Files.write(results.resolve("dyn-errors.txt"), new byte[] {'x'});
        run(mojo);
        assertFalse(Files.exists(results.resolve("dyn-control-17.sarif")));
        assertTrue(Files.exists(results.resolve("dyn-errors.txt")), "only SARIF results are the check goal's input");
        assertThat(log.info, hasItem("Deleted 1 SARIF results of earlier checked runs from " + results.toFile()));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    @MojoParameter(name = "mode", value = "dyn")
    void weavingForDynRecordsItForCheckAndDeletesWhatKilledRunsLeft(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        Path results = Files.createDirectories(work.resolve("target/dvm"));
        Files.write(results.resolve("dyn-control-17.sarif4242.tmp"), new byte[] {'{'});
        run(mojo);
        assertFalse(Files.exists(results.resolve("dyn-control-17.sarif4242.tmp")));
        assertThat(log.info, hasItem("Deleted 0 SARIF results of earlier checked runs and 1 temporary files of runs "
                + "killed while writing from " + results.toFile()));
        String record = Files.readString(results.resolve(ResultFiles.WOVEN_FOR_CHECKING));
        assertThat(record, containsString("Classes woven for dyn by dvm:weave at "));
        mojo.mode = "release";
        Files.delete(work.resolve("target/classes/" + GoodLoop.class.getName().replace('.', '/') + ".class"));
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        run(mojo);
        assertFalse(Files.exists(results.resolve(ResultFiles.WOVEN_FOR_CHECKING)), "a release weave checks nothing");
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void weavingForReleaseLeavesCheckedResultsAlone(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        Path results = Files.createDirectories(work.resolve("target/dvm"));
        Files.write(results.resolve("dyn-control-17.sarif"), new byte[] {'{'});
        run(mojo);
        assertTrue(Files.exists(results.resolve("dyn-control-17.sarif")));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void byDefaultWeavesTheBuildOutputInPlaceForRelease(WeaveMojo mojo) throws Exception {
        assertEquals("release", mojo.mode);
        assertEquals(work.resolve("target/classes").toFile(), mojo.classesDirectory);
        assertEquals(mojo.classesDirectory, mojo.outputDirectory);

        Path woven = copyFixture(GoodLoop.class, work.resolve("target/classes"));
        byte[] plain = Files.readAllBytes(woven);
        run(mojo);
        assertTrue(contains(Files.readAllBytes(woven), "scale$dvm$body"), "GoodLoop woven in place");
        assertFalse(contains(plain, "scale$dvm$body"));
    }

    @Test
    @InjectMojo(goal = "weave", pom = CONFIGURED)
    @MojoParameter(name = "mode", value = "turbo")
    void refusesAnUnknownModeNamingTheAcceptedOnes(WeaveMojo mojo) {
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure.getMessage(), containsString("Unknown Java-DVM mode 'turbo'; accepted: release"));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    @MojoParameter(name = "mode", value = "turbo")
    @MojoParameter(name = "skip", value = "true")
    void skipDoesNothingAtAll(WeaveMojo mojo) throws Exception {
        Path classFile = copyFixture(GoodLoop.class, work.resolve("target/classes"));
        byte[] plain = Files.readAllBytes(classFile);
        run(mojo); // would fail on the mode, or weave GoodLoop, if it ran
        assertArrayEquals(plain, Files.readAllBytes(classFile));
        assertEquals(List.of("Skipping Java-DVM execution because property dvm.skip is set."), log.info);
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void aMissingClassesDirectoryIsNotAnError(WeaveMojo mojo) throws Exception {
        mojo.outputDirectory = work.resolve("out").toFile();
        run(mojo);
        assertFalse(Files.exists(work.resolve("out")));
        assertThat(log.info, hasItem("No classes to weave: " + mojo.classesDirectory + " does not exist."));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void badAnnotationsFailTheBuildNamingEveryClassAndMember(WeaveMojo mojo) throws Exception {
        copyFixture(Misannotated.class, work.resolve("target/classes"));
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.outputDirectory = work.resolve("out").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        String[] lines = failure.getMessage().split(System.lineSeparator());
        assertEquals("2 problems prevent weaving " + mojo.classesDirectory + " for release:", lines[0]);
        assertEquals(3, lines.length, failure.getMessage());
        assertThat(failure.getMessage(), containsString("Misannotated.java:13: org.javadvm.maven.Misannotated.total: "
                + "@Reduction needs @ParallelLoop or @TaskRegion"));
        assertThat(failure.getMessage(), containsString("org.javadvm.maven.Misannotated.scale: "
                + "@ParallelLoop on names \"missing\", which is not a field of org.javadvm.maven.Misannotated"));
        assertFalse(Files.exists(work.resolve("out")), "nothing is written when weaving fails");
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void weavesIntoAnotherDirectoryAndSaysWhatItDid(WeaveMojo mojo) throws Exception {
        Path plain = copyFixture(GoodLoop.class, work.resolve("target/classes"));
        byte[] before = Files.readAllBytes(plain);
        mojo.outputDirectory = work.resolve("out").toFile();
        run(mojo);
        Path woven = work.resolve("out/org/javadvm/maven/GoodLoop.class");
        assertTrue(contains(Files.readAllBytes(woven), "scale$dvm$body"));
        assertArrayEquals(before, Files.readAllBytes(plain), "the original classes stay as they are");
        assertEquals(List.of("Woven 1 of 1 classes for debug into " + mojo.debugDirectory,
                "Woven 1 parallel constructs in 1 of 1 classes for release into " + mojo.outputDirectory), log.info);
        assertEquals(List.of("Woven org.javadvm.maven.GoodLoop"), log.debug);
        Path debug = work.resolve("target/dvm-debug-classes/org/javadvm/maven/GoodLoop.class");
        assertTrue(contains(Files.readAllBytes(debug), "org/javadvm/debug/internal/Hook"), "the debug copy has the hooks");
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void withoutDebugClassesOnlyTheReleaseClassesAreWoven(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.debugClasses = false;
        run(mojo);
        assertFalse(Files.exists(work.resolve("target/dvm-debug-classes")));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void weavingTwiceInPlaceLeavesTheWovenClassAsItIs(WeaveMojo mojo) throws Exception {
        Path classFile = copyFixture(GoodLoop.class, work.resolve("target/classes"));
        run(mojo);
        byte[] wovenOnce = Files.readAllBytes(classFile);
        log.info.clear();
        run(mojo);
        assertArrayEquals(wovenOnce, Files.readAllBytes(classFile));
        assertEquals(List.of("Classes in " + mojo.classesDirectory + " were woven for release before; "
                        + mojo.debugDirectory + " keeps the debug classes of that build.",
                "Woven 0 parallel constructs in 0 of 1 classes for release into " + mojo.outputDirectory,
                "1 classes already woven for release, left as they are"), log.info);
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void aClassDeletedSinceTheLastBuildLeavesTheDebugCopy(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        Path helper = copyFixture(PlainHelper.class, work.resolve("target/classes"));
        mojo.outputDirectory = work.resolve("out").toFile();
        run(mojo);
        Path debugHelper = work.resolve("target/dvm-debug-classes/org/javadvm/maven/PlainHelper.class");
        assertTrue(contains(Files.readAllBytes(debugHelper), "org/javadvm/debug/internal/Hook"),
                "every class is woven for debug");
        Files.delete(helper);
        run(mojo);
        assertFalse(Files.exists(debugHelper), "the deleted class is not in the new copy");
        assertTrue(Files.exists(work.resolve("target/dvm-debug-classes/org/javadvm/maven/GoodLoop.class")));
        assertFalse(Files.exists(work.resolve("target/dvm-debug-classes.new")));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void classesRecompiledSinceTheInPlaceWeaveAreWovenAndTheOthersKeptFromThePreviousCopy(WeaveMojo mojo)
            throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        copyFixture(PlainHelper.class, work.resolve("target/classes"));
        run(mojo);
        Path debugLoop = work.resolve("target/dvm-debug-classes/org/javadvm/maven/GoodLoop.class");
        Path debugHelper = work.resolve("target/dvm-debug-classes/org/javadvm/maven/PlainHelper.class");
        byte[] loop = Files.readAllBytes(debugLoop);
        byte[] helper = Files.readAllBytes(debugHelper);
        Files.write(debugHelper, new byte[] {0}); // the helper was "recompiled": its debug version is made again
        log.info.clear();
        run(mojo);
        assertArrayEquals(loop, Files.readAllBytes(debugLoop), "the release-woven class keeps its debug version");
        assertArrayEquals(helper, Files.readAllBytes(debugHelper), "the plain class is woven for debug again");
        assertEquals("Woven 1 of 2 classes for debug into " + mojo.debugDirectory, log.info.get(0));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void aReleaseWovenClassWithoutItsDebugVersionAsksForClean(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        copyFixture(PlainHelper.class, work.resolve("target/classes"));
        run(mojo);
        Path debugLoop = work.resolve("target/dvm-debug-classes/org/javadvm/maven/GoodLoop.class");
        Files.delete(debugLoop);
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("org.javadvm.maven.GoodLoop: woven for release by an earlier "
                + "build, and the debug copy " + mojo.debugDirectory + " of that build lacks it; run mvn clean"));
        assertTrue(Files.exists(work.resolve("target/dvm-debug-classes/org/javadvm/maven/PlainHelper.class")),
                "the previous copy is left as it was");
        assertFalse(Files.exists(work.resolve("target/dvm-debug-classes.staging")));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void anOutputDirectoryInsideTheClassesDirectoryIsRefusedNamingBothParameters(WeaveMojo mojo) throws Exception {
        Path classFile = copyFixture(GoodLoop.class, work.resolve("target/classes"));
        byte[] plain = Files.readAllBytes(classFile);
        mojo.outputDirectory = work.resolve("target/classes/woven").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("The Java-DVM parameter outputDirectory ("
                + mojo.outputDirectory + ") lies inside classesDirectory (" + mojo.classesDirectory + ")"));
        assertArrayEquals(plain, Files.readAllBytes(classFile));
        assertEquals(List.of("classes"), list(work.resolve("target")), "no scratch or debug directory is made");
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void aDebugDirectoryInsideTheClassesDirectoryIsRefused(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.debugDirectory = work.resolve("target/classes/debug").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("The Java-DVM parameter debugDirectory ("
                + mojo.debugDirectory + ") lies inside classesDirectory"));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void aReleaseBuildAfterADynBuildNamesBothModesAndTheFix(WeaveMojo mojo) throws Exception {
        Path classFile = copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.mode = "dyn";
        run(mojo);
        byte[] dyn = Files.readAllBytes(classFile);
        mojo.mode = "release";
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), startsWith("1 problem prevents weaving " + mojo.classesDirectory
                + " for release:"));
        assertThat(failure.getMessage(), containsString("org.javadvm.maven.GoodLoop: already woven for dyn by an "
                + "earlier build"));
        assertThat(failure.getMessage(), containsString("run mvn clean"));
        assertThat(failure.getMessage(), not(containsString("debug")));
        assertArrayEquals(dyn, Files.readAllBytes(classFile));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void theCommandARefusalSuggestsIsTheUsersOwnAfterCleanAndSaysWhatCleanDoesToTheReference(WeaveMojo mojo)
            throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.mode = "dyn";
        run(mojo);
        mojo.mode = "release";
        mojo.session = Mockito.mock(org.apache.maven.execution.MavenSession.class);
        Mockito.when(mojo.session.getGoals()).thenReturn(List.of("process-classes", "dvm:run@dif"));
        java.util.Properties given = new java.util.Properties();
        given.setProperty("dvm.task", "dif");
        given.setProperty("dvm.grid", "2x2");
        Mockito.when(mojo.session.getUserProperties()).thenReturn(given);
        mojo.buildDirectory = work.resolve("target").toFile();
        mojo.traceDirectory = work.resolve(".dvm").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), endsWith("Compile the classes anew and weave them: mvn clean process-classes "
                + "dvm:run@dif -Ddvm.grid=2x2 -Ddvm.task=dif (clean keeps the trace files, the reference among them, "
                + "in " + mojo.traceDirectory + ")"));
        mojo.traceDirectory = work.resolve("target/dvm").toFile();
        failure = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertThat(failure.getMessage(), endsWith("(clean deletes " + mojo.traceDirectory + " with the trace files, "
                + "the reference among them: copy them elsewhere first if they are to be kept)"));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void weavingTheProjectsClassesForDynWarnsThatTheJarWillHoldThem(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.mode = "dyn";
        run(mojo);
        assertEquals(2, log.warn.size(), String.join("\n", log.warn));
        assertThat(log.warn.get(0), containsString("are now woven for dyn"));
        assertThat(log.warn.get(1), containsString("A jar packaged by this build (the main artifact) holds these "
                + "classes, not release ones. Do not install or deploy it"));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void weavingForDynIntoAnotherDirectoryOrForReleaseDoesNotWarn(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        mojo.mode = "dyn";
        mojo.outputDirectory = work.resolve("target/dyn-classes").toFile();
        run(mojo);
        mojo.mode = "release";
        mojo.outputDirectory = mojo.classesDirectory;
        run(mojo);
        assertEquals(List.of(), log.warn);
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void aFailedMoveLeavesTheOutputDirectoryAsItWas(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("target/classes"));
        copyFixture(PlainHelper.class, work.resolve("target/classes"));
        Path out = work.resolve("out/org/javadvm/maven");
        Files.createDirectories(out);
        byte[] earlier = {1, 2, 3};
        Files.write(out.resolve("GoodLoop.class"), earlier);
        // a directory where PlainHelper.class must go: moving it there fails after GoodLoop.class was moved
        Files.createDirectories(out.resolve("PlainHelper.class/in-the-way"));
        mojo.outputDirectory = work.resolve("out").toFile();
        mojo.debugClasses = false;
        MojoExecutionException failure = assertThrows(MojoExecutionException.class, () -> run(mojo));
        assertThat(failure.getMessage(), containsString("PlainHelper.class"));
        assertThat(failure.getMessage(), containsString("nothing in " + mojo.outputDirectory + " was changed"));
        assertArrayEquals(earlier, Files.readAllBytes(out.resolve("GoodLoop.class")), "the earlier file is back");
        assertEquals(List.of("GoodLoop.class", "PlainHelper.class"), list(out));
        assertEquals(List.of("classes"), list(work.resolve("target")), "no scratch directory is left behind");
        assertEquals(List.of("out"), list(work).stream().filter(name -> !name.equals("target"))
                .collect(java.util.stream.Collectors.toList()));
    }

    @Test
    @InjectMojo(goal = "weave", pom = DEFAULTS)
    void theProjectsClassPathLetsTheWeaverSeeTheSuperclassesOfTheWovenClasses(WeaveMojo mojo) throws Exception {
        Path sources = work.resolve("src");
        Files.createDirectories(sources.resolve("lib"));
        Files.createDirectories(sources.resolve("app"));
        Files.writeString(sources.resolve("lib/Base.java"), "package lib;\npublic class Base {\n}\n");
        Path library = work.resolve("lib-classes");
        org.javadvm.weaver.SampleCompiler.compile(sources.resolve("lib"), 17, library);
        Files.writeString(sources.resolve("app/Doubled.java"), "package app;\nimport org.javadvm.*;\n"
                + "public class Doubled extends lib.Base {\n    @Distributed double[] a = new double[4];\n"
                + "    @ParallelLoop(on = \"a\")\n    void twice(int lo, int hi) {\n"
                + "        for (int i = lo; i < hi; i++) a[i] *= 2;\n    }\n}\n");
        org.javadvm.weaver.SampleCompiler.compile(sources.resolve("app"), 17, work.resolve("target/classes"),
                List.of(library));
        mojo.classpathElements = List.of(mojo.classesDirectory.toString(), library.toString());
        run(mojo);
        Path woven = work.resolve("target/classes/app/Doubled.class");
        assertTrue(contains(Files.readAllBytes(woven), "twice$dvm$body"), "woven in place");
        Path debug = work.resolve("target/dvm-debug-classes/app/Doubled.class");
        assertTrue(contains(Files.readAllBytes(debug), "twice$dvm$body"), "and for the debug copy");
    }

    private void run(WeaveMojo mojo) throws Exception {
        mojo.setLog(log);
        mojo.execute();
    }

    private static Path copyFixture(Class<?> fixture, Path classes) throws Exception {
        String file = fixture.getName().replace('.', '/') + ".class";
        Path target = classes.resolve(file);
        Files.createDirectories(target.getParent());
        Files.copy(new File(fixture.getProtectionDomain().getCodeSource().getLocation().toURI()).toPath()
                .resolve(file), target);
        return target;
    }

    private static List<String> list(Path directory) throws Exception {
        try (java.util.stream.Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).sorted()
                    .collect(java.util.stream.Collectors.toList());
        }
    }

    private static boolean contains(byte[] classFile, String text) {
        return new String(classFile, StandardCharsets.ISO_8859_1).contains(text);
    }
}
