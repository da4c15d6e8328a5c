package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.javadvm.debug.config.DebugParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DebuggerTest {
    @TempDir
    Path work;

    /** What the user sees when a woven class fails to initialise: our line on standard error, then the trace. */
    @Test
    void badParametersAreListedOnceNotAgainInTheStackTrace() throws IOException {
        Path file = work.resolve("dvm-debug.properties");
        Files.write(file, "DebugOptions.MaxErors=3\n".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream screen = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PrintStream err = System.err;
        String before = System.getProperty(DebugParameters.FILE_PROPERTY);
        System.setProperty(DebugParameters.FILE_PROPERTY, file.toString());
        System.setErr(screen);
        try {
            RuntimeException stop = assertThrows(RuntimeException.class, Debugger::start);
            new ExceptionInInitializerError(stop).printStackTrace(screen);
        } finally {
            System.setErr(err);
            if (before == null) {
                System.clearProperty(DebugParameters.FILE_PROPERTY);
            } else {
                System.setProperty(DebugParameters.FILE_PROPERTY, before);
            }
        }
        String seen = bytes.toString(StandardCharsets.UTF_8);
        assertThat(seen, containsString("Java-DVM debug parameters: 1 problem"));
        assertEquals(1, seen.split("unknown parameter 'DebugOptions.MaxErors'", -1).length - 1, seen);
        assertThat(seen, containsString("their problems are listed above"));
    }
}
