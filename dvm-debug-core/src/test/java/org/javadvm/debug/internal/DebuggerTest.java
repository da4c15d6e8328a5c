package org.javadvm.debug.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.internal.ConfigurationError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DebuggerTest {
    @TempDir
    Path work;

    /**
     * What the user sees when the parameters are refused: the error's message alone, printed once (by the run-time's
     * handler of uncaught errors, which ends the program), holding the problem with its file and line; nothing is
     * printed before it, and the error has no stack trace to print.
     */
    @Test
    void badParametersAreListedOnceInTheErrorThatStopsTheProgram() throws IOException {
        Path file = work.resolve("dvm-debug.properties");
        Files.write(file, "DebugOptions.MaxErors=3\n".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream screen = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PrintStream err = System.err;
        String before = System.getProperty(DebugParameters.FILE_PROPERTY);
        System.setProperty(DebugParameters.FILE_PROPERTY, file.toString());
        System.setErr(screen);
        ConfigurationError stop;
        try {
            stop = assertThrows(ConfigurationError.class, Debugger::start);
        } finally {
            System.setErr(err);
            if (before == null) {
                System.clearProperty(DebugParameters.FILE_PROPERTY);
            } else {
                System.setProperty(DebugParameters.FILE_PROPERTY, before);
            }
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8), "nothing printed before the error");
        assertEquals("Java-DVM did not run the program: " + file + ":1: unknown parameter "
                + "'DebugOptions.MaxErors' (did you mean DebugOptions.MaxErrors?)", stop.getMessage());
        assertEquals(0, stop.getStackTrace().length);
    }
}
