package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A configuration the program cannot run with ends it with one line and exit status 78, however it is met: in a
 * static initializer (where any other exception becomes an ExceptionInInitializerError with our stack), on another
 * thread; a failure of the program itself still ends as the JVM ends it. Each case runs {@link RefusedProgram} in a
 * JVM of its own.
 */
class RefusalExitTest {
    private static final long TIMEOUT_SECONDS = 60;

    @TempDir
    Path scratch;

    private record Ended(int status, String output) {
    }

    private Ended run(String how, String... properties) throws IOException, InterruptedException {
        return launch(RefusedProgram.class, how, properties);
    }

    private Ended launch(Class<?> main, String how, String... properties) throws IOException, InterruptedException {
        Path output = scratch.resolve("output.txt");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(List.of(properties));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName(), how));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        try {
            assertTrue(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the program did not end: "
                    + Files.readString(output, StandardCharsets.UTF_8));
            return new Ended(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void aGridThatIsNoneMetInAStaticInitializerEndsTheProgramWithItsOneLine() throws Exception {
        Ended run = run("grid", "-Ddvm.procs=0");
        assertEquals(ConfigurationError.EXIT_STATUS, run.status, run.output);
        assertEquals("Java-DVM: dvm.procs=0 is not a processor grid; write the number of processors per dimension "
                + "separated by x, e.g. 4 or 2x2" + System.lineSeparator(), run.output);
    }

    @Test
    void aGridThatIsNoneMetInitialisingTheMainClassEndsTheProgramWithItsOneLine() throws Exception {
        Ended run = launch(RefusedMainClass.class, "-", "-Ddvm.procs=0");
        assertEquals(ConfigurationError.EXIT_STATUS, run.status, run.output);
        assertEquals("Java-DVM: dvm.procs=0 is not a processor grid; write the number of processors per dimension "
                + "separated by x, e.g. 4 or 2x2" + System.lineSeparator(), run.output);
    }

    @Test
    void everyProblemOfTheGridIsNamed() throws Exception {
        Ended run = run("grid", "-Ddvm.procs=2y2", "-Ddvm.grain=soon");
        assertEquals(ConfigurationError.EXIT_STATUS, run.status, run.output);
        assertThat(run.output, containsString("dvm.procs=2y2 is not a processor grid"));
        assertThat(run.output, containsString("; dvm.grain=soon is not a number of microseconds"));
    }

    @Test
    void aRefusalOnAnotherThreadEndsTheProgramItWaitsFor() throws Exception {
        Ended run = run("thread");
        assertEquals(ConfigurationError.EXIT_STATUS, run.status, run.output);
        assertEquals("Java-DVM: refused on a thread of the program" + System.lineSeparator(), run.output);
    }

    @Test
    void aFailureOfTheProgramItselfEndsAsTheJvmEndsIt() throws Exception {
        Ended run = run("other");
        assertEquals(1, run.status, run.output);
        assertThat(run.output, containsString("caught: Java-DVM: caught by the program"));
        assertThat(run.output, containsString("Exception in thread \"main\" java.lang.IllegalStateException: a failure "
                + "of the program itself"));
        assertThat(run.output, containsString("\tat " + RefusedProgram.class.getName() + ".main("));
        assertThat(run.output, not(containsString("ConfigurationError")));
    }
}
