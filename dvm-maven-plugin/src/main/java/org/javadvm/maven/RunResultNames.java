package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The names of the SARIF results one execution of the run goal writes ({@code <execution>[-<task>]-<pid>.sarif}),
 * so that running that execution again replaces its earlier results instead of leaving them for {@code check}:
 * a difference fixed since, or a run of a spoiled reference, would otherwise fail every later check until
 * {@code mvn clean}. Other executions' results, and files the user named through {@code DebugOptions.SarifFile},
 * are left alone, so one build can run several executions and check them together.
 */
final class RunResultNames {
    private final String key;

    /** {@code executionId} as Maven gives it ({@code default-cli} from the command line); {@code task} may be null. */
    RunResultNames(String executionId, String task) {
        String execution = executionId == null || executionId.isBlank() ? "default-cli" : executionId;
        String name = task == null || task.isBlank() || task.equals(execution) ? execution : execution + "-" + task;
        key = name.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /** What {@code DebugOptions.SarifFile} is set to: the run's JVM puts its process id in place of {@code {pid}}. */
    File sarifFile(File resultsDirectory) {
        return new File(resultsDirectory, key + "-{pid}.sarif");
    }

    /**
     * Deletes the results an earlier run of this execution and task left in {@code resultsDirectory}, with the
     * temporary files of one killed while writing them; returns their names.
     */
    List<String> deleteEarlier(File resultsDirectory) throws IOException {
        Pattern earlier = Pattern.compile(Pattern.quote(key) + "-\\d+\\.sarif(\\d+\\.tmp)?");
        File[] files = resultsDirectory.listFiles((directory, name) -> earlier.matcher(name).matches());
        List<String> deleted = new ArrayList<>();
        if (files != null) {
            java.util.Arrays.sort(files);
            for (File file : files) {
                Files.deleteIfExists(file.toPath());
                deleted.add(file.getName());
            }
        }
        return deleted;
    }
}
