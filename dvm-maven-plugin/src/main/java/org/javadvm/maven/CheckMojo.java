package org.javadvm.maven;

import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Reads the SARIF results dynamic control wrote during the build (tests or other runs of classes woven for
 * {@code dyn}) and fails the build when they hold errors, naming the first few. Run it after the runs,
 * for example in {@code verify}. Every run writes its own file ({@code dyn-control-<pid>.sarif}), so results
 * of earlier builds stay until {@code mvn clean}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends AbstractDvmMojo {

    /** Where the runs wrote their SARIF files ({@code DebugOptions.SarifFile}); every {@code *.sarif} in it is read. */
    @Parameter(property = "dvm.resultsDirectory", defaultValue = "${project.build.directory}/dvm")
    File resultsDirectory;

    /** Fail the build when errors were found; {@code false} only warns. */
    @Parameter(property = "dvm.failOnError", defaultValue = "true")
    boolean failOnError;

    /** How many errors the failure message lists. */
    @Parameter(property = "dvm.maxListed", defaultValue = "5")
    int maxListed;

    /** Gson's position text: {@code at line 1 column 37 path $.runs[0]}. */
    private static final Pattern POSITION = Pattern.compile("at line (\\d+) column (\\d+)(?: path (\\S+))?");

    /** One result of a SARIF file, as the failure message lists it. */
    private record Finding(String ruleId, String uri, int line, String text, long occurrences) {
        String listed() {
            return uri + ":" + line + ": " + (text.startsWith(ruleId) ? text : ruleId + " " + text);
        }
    }

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        File[] files = resultsDirectory == null ? null
                : resultsDirectory.listFiles((directory, name) -> name.endsWith(".sarif"));
        if (files == null || files.length == 0) {
            getLog().info("No dynamic control results in " + resultsDirectory + ".");
            return;
        }
        Arrays.sort(files);
        List<Finding> findings = new ArrayList<>();
        for (File file : files) {
            findings.addAll(read(file));
        }
        String fileCount = files.length + " result file" + (files.length == 1 ? "" : "s");
        if (findings.isEmpty()) {
            getLog().info("Dynamic control found no errors (" + fileCount + " in " + resultsDirectory + ").");
            return;
        }
        long occurrences = findings.stream().mapToLong(Finding::occurrences).sum();
        StringBuilder message = new StringBuilder("Dynamic control found ").append(findings.size())
                .append(findings.size() == 1 ? " error" : " errors").append(" (").append(occurrences)
                .append(occurrences == 1 ? " occurrence" : " occurrences").append(") in ").append(fileCount)
                .append(" in ").append(resultsDirectory).append(':');
        int listed = Math.max(0, Math.min(maxListed, findings.size()));
        for (Finding finding : findings.subList(0, listed)) {
            message.append(System.lineSeparator()).append("  ").append(finding.listed());
        }
        if (findings.size() > listed) {
            message.append(System.lineSeparator()).append("  ... and ").append(findings.size() - listed)
                    .append(" more; see the SARIF files or the text report");
        }
        if (failOnError) {
            throw new MojoFailureException(message.toString());
        }
        getLog().warn(message.toString());
    }

    /** The results of one file; a run that stopped early (DebugOptions.MaxErrors) is reported as a warning. */
    private List<Finding> read(File file) throws MojoFailureException, MojoExecutionException {
        JsonElement root;
        try (Reader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            JsonReader json = new JsonReader(reader);
            json.setStrictness(Strictness.STRICT);
            root = JsonParser.parseReader(json);
            if (json.peek() != JsonToken.END_DOCUMENT) {
                throw malformed(file, "text after the JSON value");
            }
        } catch (JsonParseException e) {
            throw malformed(file, syntax(e));
        } catch (EOFException e) {
            throw malformed(file, "the file ends inside the JSON value");
        } catch (CharacterCodingException e) {
            throw malformed(file, "not UTF-8 text");
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot read " + file + ": " + e, e);
        }
        List<Finding> findings = new ArrayList<>();
        JsonArray runs = array(file, object(file, root, "$"), "runs", "$");
        for (int r = 0; r < runs.size(); r++) {
            String runPath = "$.runs[" + r + "]";
            JsonObject run = object(file, runs.get(r), runPath);
            logNotifications(file, run);
            if (!run.has("results")) {
                continue; // SARIF: results absent means the tool did not look, not that it found nothing wrong
            }
            JsonArray results = array(file, run, "results", runPath);
            for (int i = 0; i < results.size(); i++) {
                findings.add(finding(file, results.get(i), runPath + ".results[" + i + "]"));
            }
        }
        return findings;
    }

    private Finding finding(File file, JsonElement element, String path) throws MojoFailureException {
        JsonObject result = object(file, element, path);
        String ruleId = text(file, result, "ruleId", path);
        String message = text(file, object(file, result.get("message"), path + ".message"), "text", path + ".message");
        String uri = "?";
        int line = 0;
        JsonArray locations = result.has("locations") ? array(file, result, "locations", path) : new JsonArray();
        if (!locations.isEmpty()) {
            String first = path + ".locations[0]";
            String at = first + ".physicalLocation";
            JsonObject physical = object(file, object(file, locations.get(0), first).get("physicalLocation"), at);
            uri = text(file, object(file, physical.get("artifactLocation"), at + ".artifactLocation"), "uri",
                    at + ".artifactLocation");
            if (physical.has("region")) {
                line = number(file, object(file, physical.get("region"), at + ".region"), "startLine", at + ".region");
            }
        }
        long count = 1;
        if (result.has("occurrenceCount")) {
            count = number(file, result, "occurrenceCount", path);
        } else if (result.has("properties") && result.get("properties").isJsonObject()
                && result.getAsJsonObject("properties").has("count")) {
            count = number(file, result.getAsJsonObject("properties"), "count", path + ".properties");
        }
        return new Finding(ruleId, uri, line, message, count);
    }

    private void logNotifications(File file, JsonObject run) {
        JsonElement invocations = run.get("invocations");
        if (invocations == null || !invocations.isJsonArray()) {
            return;
        }
        for (JsonElement invocation : invocations.getAsJsonArray()) {
            JsonElement notifications = invocation.isJsonObject()
                    ? invocation.getAsJsonObject().get("toolExecutionNotifications") : null;
            if (notifications != null && notifications.isJsonArray()) {
                for (JsonElement notification : notifications.getAsJsonArray()) {
                    JsonElement message = notification.isJsonObject()
                            ? notification.getAsJsonObject().get("message") : null;
                    if (message != null && message.isJsonObject() && message.getAsJsonObject().has("text")) {
                        String text = file.getName() + ": " + message.getAsJsonObject().get("text").getAsString();
                        JsonElement level = notification.getAsJsonObject().get("level");
                        if (level != null && level.isJsonPrimitive() && level.getAsString().equals("note")) {
                            getLog().info(text); // what was checked (boundary iterations only), not a problem
                        } else {
                            getLog().warn(text);
                        }
                    }
                }
            }
        }
    }

    private static JsonObject object(File file, JsonElement element, String path) throws MojoFailureException {
        if (element == null || !element.isJsonObject()) {
            throw malformed(file, path + " must be an object");
        }
        return element.getAsJsonObject();
    }

    private static JsonArray array(File file, JsonObject owner, String name, String path) throws MojoFailureException {
        JsonElement element = owner.get(name);
        if (element == null || !element.isJsonArray()) {
            throw malformed(file, path + "." + name + " must be an array");
        }
        return element.getAsJsonArray();
    }

    private static String text(File file, JsonObject owner, String name, String path) throws MojoFailureException {
        JsonElement element = owner.get(name);
        if (element == null || !element.isJsonPrimitive() || !element.getAsJsonPrimitive().isString()) {
            throw malformed(file, path + "." + name + " must be a string");
        }
        return element.getAsString();
    }

    private static int number(File file, JsonObject owner, String name, String path) throws MojoFailureException {
        JsonElement element = owner.get(name);
        if (element == null || !element.isJsonPrimitive() || !element.getAsJsonPrimitive().isNumber()) {
            throw malformed(file, path + "." + name + " must be a number");
        }
        try {
            return element.getAsInt();
        } catch (NumberFormatException e) {
            throw malformed(file, path + "." + name + " must be an integer");
        }
    }

    /** Gson's message cut down to what a user needs: where, and what was wrong there. */
    private static String syntax(JsonParseException e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        String raw = cause.getMessage() == null ? cause.toString() : cause.getMessage();
        Matcher position = POSITION.matcher(raw);
        String reason = raw.contains("setStrictness") ? "not valid JSON"
                : cause instanceof EOFException ? "the file ends inside the JSON value"
                : raw.substring(0, position.find() ? position.start() : raw.length()).trim();
        if (!position.find(0)) {
            return reason;
        }
        return "line " + position.group(1) + ", column " + position.group(2)
                + (position.group(3) == null ? "" : " (" + position.group(3) + ")") + ": " + reason;
    }

    private static MojoFailureException malformed(File file, String problem) {
        return new MojoFailureException("Malformed SARIF file " + file + ": " + problem);
    }
}
