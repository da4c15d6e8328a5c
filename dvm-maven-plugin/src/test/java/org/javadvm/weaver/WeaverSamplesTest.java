package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sample program, compiled for every supported --release this JDK can target, woven for release,
 * runs on every grid with the same results as the plain classes: integers exactly, double within 1e-12
 * relative, float within 1e-6 (keys ending in F), and exactly where the sample prints raw bits.
 */
class WeaverSamplesTest {
    static final int[] RELEASES = {8, 11, 17};
    static final String[] SAMPLES = {"Jacobi", "AllReductions", "Passthrough", "GaussSeidel", "Tasks"};
    private static final String[] GRIDS = {"1", "2", "3", "4", "2x2"};

    @TempDir
    static Path work;

    private static final Map<Integer, Path> PLAIN = new LinkedHashMap<>();
    private static final Map<Integer, Path> WOVEN = new LinkedHashMap<>();

    @BeforeAll
    static void compileAndWeave() throws Exception {
        compileAndWeave(work, WeaveMode.RELEASE, PLAIN, WOVEN);
    }

    /** Compiles the samples for every release into {@code work/plain<r>} and weaves them into {@code work/<mode><r>}. */
    static void compileAndWeave(Path work, WeaveMode mode, Map<Integer, Path> plainByRelease,
                                Map<Integer, Path> wovenByRelease) throws Exception {
        for (int release : RELEASES) {
            Path plain = work.resolve("plain" + release);
            Path woven = work.resolve(mode.id() + release);
            SampleCompiler.compile(Paths.get("src/test/samples"), release, plain);
            WeaveReport report = new Weaver(mode).weave(plain, woven);
            assertEquals(SAMPLES.length, report.classesWoven(), "classes woven for " + mode.id() + ", --release " + release);
            plainByRelease.put(release, plain);
            wovenByRelease.put(release, woven);
        }
    }

    static Stream<Arguments> cases() {
        return Stream.of(SAMPLES).flatMap(sample -> java.util.Arrays.stream(RELEASES).boxed()
                .map(release -> Arguments.of(sample, release)));
    }

    @ParameterizedTest(name = "{0} --release {1}")
    @MethodSource("cases")
    void wovenRunEqualsPlainRunOnEveryGrid(String sample, int release) throws Exception {
        String className = "org.javadvm.samples." + sample;
        String expected = SampleRunner.run(PLAIN.get(release), className, "1");
        for (String grid : GRIDS) {
            String first = SampleRunner.run(WOVEN.get(release), className, grid);
            String second = SampleRunner.run(WOVEN.get(release), className, grid);
            assertEquals(first, second, sample + " is not deterministic on grid " + grid);
            assertSameResults(expected, first, sample + " on grid " + grid);
        }
    }

    @Test
    void wovenClassesCarryTheMarkerAndKeepTheBody() throws Exception {
        byte[] woven = Files.readAllBytes(WOVEN.get(17).resolve("org/javadvm/samples/Jacobi.class"));
        String text = new String(woven, StandardCharsets.ISO_8859_1);
        assertThat(text, containsString("Lorg/javadvm/internal/WovenClass;"));
        assertThat(text, containsString("relax$dvm$body"));
        assertThat(text, containsString("relax$dvm$entry"));
        byte[] plain = Files.readAllBytes(PLAIN.get(17).resolve("org/javadvm/samples/Jacobi.class"));
        assertThat(new String(plain, StandardCharsets.ISO_8859_1), not(containsString("$dvm$")));
    }

    @Test
    void weavingIsDeterministic() throws Exception {
        Path again = work.resolve("again");
        new Weaver(WeaveMode.RELEASE).weave(PLAIN.get(11), again);
        for (String sample : SAMPLES) {
            String file = "org/javadvm/samples/" + sample + ".class";
            assertArrayEquals(Files.readAllBytes(WOVEN.get(11).resolve(file)), Files.readAllBytes(again.resolve(file)),
                    file);
        }
    }

    @Test
    void weavingInPlaceTwiceLeavesTheClassesAsTheyAre() throws Exception {
        Path inPlace = work.resolve("inplace");
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, inPlace);
        Path jacobi = inPlace.resolve("org/javadvm/samples/Jacobi.class");
        WeaveReport first = new Weaver(WeaveMode.RELEASE).weave(inPlace, inPlace);
        byte[] once = Files.readAllBytes(jacobi);
        WeaveReport second = new Weaver(WeaveMode.RELEASE).weave(inPlace, inPlace);
        assertEquals(SAMPLES.length, first.classesWoven());
        assertEquals(0, second.classesWoven());
        assertEquals(SAMPLES.length, second.alreadyWoven());
        assertArrayEquals(once, Files.readAllBytes(jacobi));
        assertThat(SampleRunner.run(inPlace, "org.javadvm.samples.Jacobi", "2"),
                equalTo(SampleRunner.run(PLAIN.get(17), "org.javadvm.samples.Jacobi", "1")));
    }

    static void assertSameResults(String expected, String actual, String what) {
        Map<String, String> want = parse(expected);
        Map<String, String> got = parse(actual);
        assertEquals(want.keySet(), got.keySet(), what + ": result keys");
        for (Map.Entry<String, String> entry : want.entrySet()) {
            String key = entry.getKey();
            String w = entry.getValue();
            String g = got.get(key);
            if (isInteger(w)) {
                assertEquals(w, g, what + ": " + key);
            } else {
                double wd = Double.parseDouble(w);
                double gd = Double.parseDouble(g);
                // keys ending in F are float results: reordering costs float, not double, precision
                double tolerance = key.endsWith("F") ? 1e-6 : 1e-12;
                assertThat(what + ": " + key, gd, closeTo(wd, Math.abs(wd) * tolerance));
            }
        }
    }

    private static boolean isInteger(String value) {
        return value.matches("-?\\d+");
    }

    private static Map<String, String> parse(String output) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            int eq = line.indexOf('=');
            values.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return values;
    }
}
