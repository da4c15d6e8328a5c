package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** SaveThroughExec: a JVM halted or killed while it records leaves a trace readable up to its last record. */
class WriteThroughTest {
    @TempDir
    Path dir;

    private Process fork(String format, Path file, long halt) throws IOException {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), KilledWriterChild.class.getName(),
                format, file.toString(), Long.toString(halt)).redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile()).start();
    }

    /** Reads the trace through; returns the number of iterations, checking every record's contents. */
    private static long readAll(Path file) throws IOException {
        try (TraceSource source = TraceFiles.open(file)) {
            assertTrue(source.next() instanceof TraceRecord.ConstructBegin);
            long iterations = 0;
            for (TraceRecord r = source.next(); r != null; r = source.next()) {
                if (r instanceof TraceRecord.Iteration it) {
                    assertEquals(iterations, it.absolute());
                    iterations++;
                } else {
                    TraceRecord.Access access = (TraceRecord.Access) r;
                    assertEquals("a[" + (iterations - 1) + "]", access.operand());
                    assertEquals((iterations - 1) / 3.0, access.value().floating());
                }
            }
            assertFalse(TraceFiles.complete(source));
            return iterations;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"text", "binary"})
    void aHaltedRunLeavesEveryRecordItWrote(String format) throws Exception {
        Path file = dir.resolve("halted." + format);
        Process child = fork(format, file, 5000);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, child.exitValue(), Files.readString(dir.resolve("child.log")));
        assertEquals(5000, readAll(file));
    }

    @ParameterizedTest
    @ValueSource(strings = {"text", "binary"})
    void aKilledRunLeavesATraceReadableUpToTheKill(String format) throws Exception {
        Path file = dir.resolve("killed." + format);
        Process child = fork(format, file, -1);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while ((!Files.exists(file) || Files.size(file) < 200_000) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        child.destroyForcibly();
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        long size = Files.size(file);
        assertTrue(size >= 200_000, size + " bytes");
        assertTrue(readAll(file) > 1000);
    }
}
