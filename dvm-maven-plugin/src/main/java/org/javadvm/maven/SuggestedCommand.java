package org.javadvm.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.apache.maven.execution.MavenSession;

/**
 * The Maven command a refusal tells the user to run: the goals given before this build's own goals, then those
 * goals as the user typed them ({@code dvm:run@trc} included), then every {@code -D} property of the command line
 * with the changes the cure needs ({@code -Ddvm.mode=dyn}); so the command pasted does what the user asked for, cured.
 * Values a shell would split or expand are quoted.
 */
final class SuggestedCommand {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@+%-]*");

    private SuggestedCommand() {
    }

    /**
     * @param session this build, {@code null} when unknown (then only {@code first} and {@code changed})
     * @param first   goals to run before the user's, each left out when the user gave it already
     * @param changed properties to set or replace
     */
    static String of(MavenSession session, List<String> first, Map<String, String> changed) {
        List<String> goals = session == null || session.getGoals() == null ? List.of() : session.getGoals();
        List<String> words = new ArrayList<>();
        words.add("mvn");
        for (String goal : first) {
            if (!goals.contains(goal)) {
                words.add(goal);
            }
        }
        words.addAll(goals);
        Map<String, String> properties = new TreeMap<>();
        Properties user = session == null ? null : session.getUserProperties();
        if (user != null) {
            for (String name : user.stringPropertyNames()) {
                properties.put(name, user.getProperty(name));
            }
        }
        properties.putAll(changed);
        properties.forEach((name, value) -> words.add(quoted("-D" + name + "=" + value)));
        return String.join(" ", words);
    }

    /**
     * What {@code mvn clean}, which the suggested command starts with, does to the trace files: a parenthesis to
     * append, saying that it keeps them or that it deletes the reference with them.
     */
    static String whatCleanDoes(File traceDirectory, File buildDirectory) {
        if (traceDirectory == null || buildDirectory == null) {
            return "";
        }
        boolean deleted = traceDirectory.toPath().toAbsolutePath().normalize()
                .startsWith(buildDirectory.toPath().toAbsolutePath().normalize());
        if (!deleted) {
            return " (clean keeps the trace files, the reference among them, in " + traceDirectory + ")";
        }
        return " (clean deletes " + traceDirectory + " with the trace files, the reference among them: copy them "
                + "elsewhere first if they are to be kept)";
    }

    private static String quoted(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
