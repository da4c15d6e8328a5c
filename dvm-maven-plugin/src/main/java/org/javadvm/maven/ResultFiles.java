package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * The files of the results directory the {@code weave} and {@code check} goals share: the SARIF results of
 * checked runs, the temporary files a run writes them through ({@code dyn-control-4242.sarif8123456789.tmp},
 * left behind only when the run was killed while writing), and the record that the classes were woven for
 * checking, which tells {@code check} that results are expected.
 */
final class ResultFiles {
    /** Written by {@code weave} for {@code dyn} and {@code debug}; its text says when and what was woven. */
    static final String WOVEN_FOR_CHECKING = "woven-for-checking.txt";
    private static final Pattern LEFTOVER = Pattern.compile(".*\\.sarif\\d+\\.tmp");

    private ResultFiles() {
    }

    /** The SARIF results in {@code directory}, sorted; none when it does not exist. */
    static File[] results(File directory) {
        return list(directory, name -> name.endsWith(".sarif"));
    }

    /** Temporary files of runs that were killed while writing their results, sorted. */
    static File[] leftovers(File directory) {
        return list(directory, name -> LEFTOVER.matcher(name).matches());
    }

    /** The record of a weave for checking in {@code directory}, or {@code null} when there is none. */
    static File wovenForChecking(File directory) {
        File record = directory == null ? null : new File(directory, WOVEN_FOR_CHECKING);
        return record != null && record.isFile() ? record : null;
    }

    /** Records that {@code classes} were woven for checking ({@code mode}) into {@code output}. */
    static void recordWeave(File directory, String mode, File classes, File output) throws IOException {
        Files.createDirectories(directory.toPath());
        String text = "Classes woven for " + mode + " by dvm:weave at " + java.time.Instant.now() + System.lineSeparator()
                + "classes: " + classes + System.lineSeparator() + "output: " + output + System.lineSeparator();
        Files.write(new File(directory, WOVEN_FOR_CHECKING).toPath(), text.getBytes(StandardCharsets.UTF_8));
    }

    private static File[] list(File directory, java.util.function.Predicate<String> name) {
        File[] files = directory == null ? null : directory.listFiles((dir, n) -> name.test(n));
        if (files == null) {
            return new File[0];
        }
        Arrays.sort(files);
        return files;
    }
}
