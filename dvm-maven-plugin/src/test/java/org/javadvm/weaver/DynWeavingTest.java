package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sample, compiled for every supported --release and woven for dyn, runs under dynamic control
 * (in a JVM of its own) with the plain classes' results and without a diagnostic: the access hooks keep
 * the code valid and the samples' declarations are right.
 */
class DynWeavingTest {
    private static final int[] RELEASES = {8, 11, 17};
    private static final String[] SAMPLES = {"Jacobi", "AllReductions", "Passthrough", "GaussSeidel", "Tasks"};

    @TempDir
    static Path work;

    private static final Map<Integer, Path> PLAIN = new LinkedHashMap<>();
    private static final Map<Integer, Path> DYN = new LinkedHashMap<>();

    @BeforeAll
    static void compileAndWeave() throws Exception {
        for (int release : RELEASES) {
            Path plain = work.resolve("plain" + release);
            Path dyn = work.resolve("dyn" + release);
            SampleCompiler.compile(Paths.get("src/test/samples"), release, plain);
            WeaveReport report = new Weaver(WeaveMode.DYN).weave(plain, dyn);
            assertEquals(SAMPLES.length, report.classesWoven(), "every class is woven for dyn, --release " + release);
            PLAIN.put(release, plain);
            DYN.put(release, dyn);
        }
    }

    static Stream<Arguments> cases() {
        return Stream.of(SAMPLES).flatMap(sample -> java.util.Arrays.stream(RELEASES).boxed()
                .map(release -> Arguments.of(sample, release)));
    }

    @ParameterizedTest(name = "{0} --release {1}")
    @MethodSource("cases")
    void checkedRunEqualsPlainRunWithoutDiagnostics(String sample, int release) throws Exception {
        String className = "org.javadvm.samples." + sample;
        String expected = SampleRunner.run(PLAIN.get(release), className, "1");
        String[] run = runChecked(DYN.get(release), className);
        WeaverSamplesTest.assertSameResults(expected, run[0], sample + " under dynamic control");
        assertThat(run[1], containsString("Java-DVM dynamic control: no errors"));
    }

    @Test
    void everyClassRegistersItsSitesAndCarriesTheMarker() throws Exception {
        String text = new String(Files.readAllBytes(DYN.get(17).resolve("org/javadvm/samples/Jacobi.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(text, containsString("$dvm$sites"));
        assertThat(text, containsString("$dvm$register"));
        assertThat(text, containsString("org/javadvm/debug/internal/Hook"));
        assertThat(text, containsString("relax$dvm$body"));
        assertThat(text, containsString("Jacobi.java\ndyn\n"));
        String plain = new String(Files.readAllBytes(PLAIN.get(17).resolve("org/javadvm/samples/Jacobi.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(plain, not(containsString("Hook")));
    }

    @Test
    void dynWeavingIsDeterministicAndRefusesReleaseClasses() throws Exception {
        Path again = work.resolve("dyn-again");
        new Weaver(WeaveMode.DYN).weave(PLAIN.get(11), again);
        for (String sample : SAMPLES) {
            String file = "org/javadvm/samples/" + sample + ".class";
            assertArrayEquals(Files.readAllBytes(DYN.get(11).resolve(file)), Files.readAllBytes(again.resolve(file)),
                    file);
        }
        Path release = work.resolve("release-then-dyn");
        new Weaver(WeaveMode.RELEASE).weave(PLAIN.get(17), release);
        WeaveException refused = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.DYN).weave(release, work.resolve("never")));
        assertThat(refused.getMessage(), containsString("already woven for mode release"));
    }

    /** The sample's output and the JVM's standard error. */
    private static String[] runChecked(Path classes, String className) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-DDebugOptions.SarifFile=");
        command.add("-DDebugOptions.ErrorFile=" + work.resolve("errors-" + className + ".txt"));
        command.add("-cp");
        command.add(classes + File.pathSeparator + System.getProperty("java.class.path"));
        command.add(DynSampleMain.class.getName());
        command.add(className);
        Process process = new ProcessBuilder(command).start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String errors = new String(err, StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), className + " failed:\n" + out + errors);
        return new String[] {out, errors};
    }
}
