package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files of the classes directory the weaver cannot read fail the weave naming the file and what is wrong
 * with it; the supported class file versions are 52 (Java 8) to 71 (Java 27, the newest the weaver's Byte
 * Buddy reads), tested at both edges.
 */
class WeaverClassFilesTest {
    private static final String JACOBI = "org/javadvm/samples/Jacobi.class";

    @TempDir
    static Path work;
    private static byte[] jacobi8;
    private static byte[] jacobi17;

    @BeforeAll
    static void compile() throws Exception {
        SampleCompiler.compile(Paths.get("src/test/samples"), 8, work.resolve("java8"));
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, work.resolve("java17"));
        jacobi8 = Files.readAllBytes(work.resolve("java8").resolve(JACOBI));
        jacobi17 = Files.readAllBytes(work.resolve("java17").resolve(JACOBI));
    }

    /** The problem of a directory holding just {@code Jacobi.class} with these bytes. */
    private static String refused(String directory, byte[] bytes, WeaveMode mode) throws Exception {
        Path file = write(directory, bytes);
        Path output = work.resolve(directory + "-woven");
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(mode).weave(work.resolve(directory), output));
        assertEquals(1, failure.problems().size(), failure.getMessage());
        assertFalse(Files.exists(output));
        String problem = failure.problems().get(0).toString();
        assertThat(problem, containsString("org.javadvm.samples.Jacobi: " + file + " "));
        return problem;
    }

    private static Path write(String directory, byte[] bytes) throws Exception {
        Path file = work.resolve(directory).resolve(JACOBI);
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return file;
    }

    private static byte[] withMajorVersion(byte[] classFile, int major) {
        byte[] patched = classFile.clone();
        patched[6] = (byte) (major >> 8);
        patched[7] = (byte) major;
        return patched;
    }

    @Test
    void aTruncatedClassFileIsNamedAndCalledTruncated() throws Exception {
        String problem = refused("truncated", Arrays.copyOf(jacobi17, 100), WeaveMode.RELEASE);
        assertThat(problem, containsString("is damaged or truncated (100 bytes; reading it failed with "));
        assertThat(problem, containsString("); compile it again"));
    }

    @Test
    void aClassFileCutInItsCodeIsNamedToo() throws Exception {
        String problem = refused("cut", Arrays.copyOf(jacobi17, jacobi17.length - 40), WeaveMode.DYN);
        assertThat(problem, containsString("is damaged or truncated (" + (jacobi17.length - 40) + " bytes"));
    }

    @Test
    void aFileThatIsNoClassFileIsNamed() throws Exception {
        String problem = refused("text", "not a class, just text".getBytes(StandardCharsets.US_ASCII),
                WeaveMode.RELEASE);
        assertThat(problem, containsString("is not a class file: it does not start with 0xCAFEBABE; remove it "
                + "from the classes directory or compile it again"));
        assertThat(refused("empty", new byte[0], WeaveMode.DYN), containsString("is not a class file: it has 0 bytes"));
    }

    @Test
    void theNewestSupportedVersionIsWovenAndTheNextIsRefusedNamingTheFile() throws Exception {
        write("java27", withMajorVersion(jacobi17, 71));
        WeaveReport report = new Weaver(WeaveMode.RELEASE).weave(work.resolve("java27"), work.resolve("java27-woven"));
        assertEquals(List.of("org.javadvm.samples.Jacobi"), report.wovenClassNames());
        byte[] woven = Files.readAllBytes(work.resolve("java27-woven").resolve(JACOBI));
        assertEquals(71, woven[7], "the class keeps its version");

        String problem = refused("java28", withMajorVersion(jacobi17, 72), WeaveMode.RELEASE);
        assertThat(problem, containsString("has class file version 72 (Java 28), newer than the weaver reads: "
                + "52 (Java 8) to 71 (Java 27); compile with --release 27 or lower"));
    }

    @Test
    void theOldestSupportedVersionIsWovenAndAnOlderConstructIsRefused() throws Exception {
        write("java8only", jacobi8);
        WeaveReport report = new Weaver(WeaveMode.DYN).weave(work.resolve("java8only"), work.resolve("java8-woven"));
        assertEquals(List.of("org.javadvm.samples.Jacobi"), report.wovenClassNames());

        write("java7", withMajorVersion(jacobi8, 51));
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(work.resolve("java7"), work.resolve("java7-woven")));
        assertThat(failure.getMessage(), containsString("Jacobi.java: org.javadvm.samples.Jacobi: class file version "
                + "51 is older than Java 8 (52); compile with --release 8 or later"));
    }

    @Test
    void classesOlderThanJava5AreRefusedForDyn() throws Exception {
        byte[] helper = withMajorVersion(Files.readAllBytes(work.resolve("java8/org/javadvm/samples/Passthrough.class")),
                48);
        Path file = work.resolve("java4").resolve("org/javadvm/samples/Passthrough.class");
        Files.createDirectories(file.getParent());
        Files.write(file, helper);
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.DYN).weave(work.resolve("java4"), work.resolve("java4-dyn")));
        assertThat(failure.getMessage(), containsString(file + " has class file version 48, older than Java 5 (49): "
                + "the access reporting of dyn needs class literals"));
    }
}
