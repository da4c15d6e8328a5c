package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A JVM shutting down never waits for the grid: a shutdown hook that calls a construct while another one
 * holds the grid runs it sequentially, and the JVM ends. Each case runs {@link ShutdownHookProgram} in its own
 * JVM, killed if it has not ended in time (it used to hang forever, even on SIGTERM).
 */
class ShutdownTest {
    private static final long TIMEOUT_SECONDS = 60;

    @TempDir
    Path scratch;

    @ParameterizedTest(name = "grid {0}, System.exit on processor {1}")
    @CsvSource({"1, 0", "2, 0", "2, 1", "3, 2"})
    void aHookCallingAConstructWhileTheBodyExitsEndsTheJvmWithTheSequentialSum(String grid, String processor)
            throws Exception {
        Ended run = run(grid, "exit", processor, false);
        assertEquals(3, run.status, run.output);
        assertThat(run.output, containsString("hook sum 499500"));
    }

    @Test
    void aHookCallingAConstructWhileTheBodyWaitsEndsTheJvmOnSigterm() throws Exception {
        Ended run = run("2", "signal", "0", true);
        assertEquals(143, run.status, run.output); // 128 + SIGTERM, after the hooks ran
        assertThat(run.output, containsString("hook sum 499500"));
    }

    @Test
    void aHookUsesTheIdleGridAndTheProcessorThreadsDoNotKeepTheJvmAlive() throws Exception {
        Ended run = run("2", "return", "0", false);
        assertEquals(0, run.status, run.output);
        assertThat(run.output, containsString("main returns"));
        assertThat(run.output, containsString("hook sum 499500"));
    }

    private record Ended(int status, String output) {
    }

    private Ended run(String grid, String how, String processor, boolean signal)
            throws IOException, InterruptedException {
        Path output = scratch.resolve("output.txt");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ShutdownHookProgram.class.getName(), grid, how,
                processor);
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(output.toFile()).start();
        try {
            if (signal) {
                awaitLine(output, "waiting for a signal", process);
                process.destroy(); // SIGTERM
            }
            boolean ended = process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            String text = Files.readString(output, StandardCharsets.UTF_8);
            assertTrue(ended, "the JVM (grid " + grid + ", " + how + " on processor " + processor
                    + ") did not end within " + TIMEOUT_SECONDS + " s; it printed:" + System.lineSeparator() + text);
            return new Ended(process.exitValue(), text);
        } finally {
            process.destroyForcibly();
        }
    }

    private static void awaitLine(Path output, String line, Process process)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (!Files.readString(output, StandardCharsets.UTF_8).contains(line)) {
            assertTrue(process.isAlive(), "the program ended before it waited: "
                    + Files.readString(output, StandardCharsets.UTF_8));
            assertTrue(System.nanoTime() < deadline, "the program never reached its wait");
            Thread.sleep(50);
        }
    }
}
