package org.javadvm.weaver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs a main class of the test class path in a JVM of its own (dynamic control is global to a JVM), with a
 * directory of woven or plain classes in front, the reports written under a given directory.
 */
final class ForkedJvm {
    private ForkedJvm() {
    }

    /** The java launcher of a JDK home. */
    static Path java(Path javaHome) {
        return javaHome.resolve("bin").resolve("java");
    }

    /** The launcher running these tests. */
    static Path currentJava() {
        return java(Path.of(System.getProperty("java.home")));
    }

    /** Standard output and standard error of a run that must exit with 0. */
    static String[] run(Path java, Path classes, Path reports, List<String> options, Class<?> main, String... arguments)
            throws Exception {
        Files.createDirectories(reports);
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(options);
        command.add("-DDebugOptions.SarifFile=");
        command.add("-DDebugOptions.ErrorFile=" + reports.resolve("dyn-errors.txt"));
        command.add("-cp");
        command.add(classes + File.pathSeparator + System.getProperty("java.class.path"));
        command.add(main.getName());
        command.addAll(Arrays.asList(arguments));
        Process process = new ProcessBuilder(command).redirectError(reports.resolve("stderr.txt").toFile()).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = process.waitFor();
        String errors = Files.readString(reports.resolve("stderr.txt"));
        assertEquals(0, status, main.getSimpleName() + " " + Arrays.toString(arguments) + " failed:\n" + out + errors);
        return new String[] {out, errors};
    }
}
