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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * {@code dyn}) and fails the build when they hold errors, naming the first few; an error found by several
 * runs counts once. Run it after the runs, for example in {@code verify}. Every run writes its own file
 * ({@code dyn-control-<pid>.sarif} from a test JVM, {@code <execution>[-<task>]-<pid>.sarif} from the run goal, which
 * replaces its execution's earlier ones). The goal fails closed: when the classes were woven for checking and no
 * run wrote results, or a run was killed while writing them, the build fails saying so.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends AbstractDvmMojo {

    /** Where the runs wrote their SARIF files ({@code DebugOptions.SarifFile}); every {@code *.sarif} in it is read. */
    @Parameter(property = "dvm.resultsDirectory", defaultValue = "${project.build.directory}/dvm")
    File resultsDirectory;

    /**
     * The run goal's trace directory: traces recorded there since the weave for checking tell why no result came (a
     * {@code trc} or {@code size} run checks nothing).
     */
    @Parameter(property = "dvm.traceDirectory", defaultValue = "${project.basedir}/.dvm")
    File traceDirectory;

    /** Fail the build when errors were found; {@code false} only warns. */
    @Parameter(property = "dvm.failOnError", defaultValue = "true")
    boolean failOnError;

    /** How many errors the failure message lists. */
    @Parameter(property = "dvm.maxListed", defaultValue = "5")
    int maxListed;

    /**
     * Fail the build when the classes were woven for {@code dyn} or {@code debug} (the {@code weave} goal
     * records it in {@link #resultsDirectory}) and no checked run wrote results: nothing was checked. The
     * message says why, as far as the test reports tell. {@code false} only warns.
     */
    @Parameter(property = "dvm.failIfNoResults", defaultValue = "true")
    boolean failIfNoResults;

    /**
     * Fail the build when a checked run says it ended its check before the run ended: a trace comparison that
     * stopped where its reference trace stops (cut by {@code TraceOptions.MaxTraceFileSize} or by a kill), so
     * that what came after was never compared. {@code false} only warns.
     */
    @Parameter(property = "dvm.failIfIncomplete", defaultValue = "true")
    boolean failIfIncomplete;

    /** The SARIF tool names of the runs read ({@code Java-DVM dynamic control}, ...), for a clean build's message. */
    private final java.util.Set<String> tools = new java.util.TreeSet<>();

    /** Notifications of the files read saying a check ended early ({@code incomplete-check}), in the order read. */
    private final List<String> incomplete = new ArrayList<>();

    /** Where the test plugins write their reports ({@code surefire-reports}, {@code failsafe-reports}). */
    @Parameter(defaultValue = "${project.build.directory}", readonly = true)
    File buildDirectory;

    /** The {@code tests} count of a Surefire or Failsafe report. */
    private static final Pattern TESTS_RUN = Pattern.compile("<testsuite\\b[^>]*?\\btests=\"(\\d+)\"");
    /** The count the message text ends with, which differs between runs of the same error. */
    private static final Pattern SEEN = Pattern.compile(" \\(seen \\d+ times\\)$");

    private static final String SARIF_VERSION = "2.1.0";

    /** Gson's position text: {@code at line 1 column 37 path $.runs[0]}. */
    private static final Pattern POSITION = Pattern.compile("at line (\\d+) column (\\d+)(?: path (\\S+))?");

    /**
     * One result of a SARIF file, as the failure message lists it. {@code identity} tells one error from
     * another across files: the result's {@code partialFingerprints} when it has them (dynamic control writes
     * the error's identity there), else its rule, location and message without the count.
     */
    /**
     * Who found the errors, by their rules: dynamic control (DVM01-DVM10), the trace comparison (DVM11 and
     * above), or both, so a build failed by a comparison does not read as a dynamic control finding.
     */
    static String finder(List<String> ruleIds) {
        boolean dyn = false;
        boolean compared = false;
        for (String rule : ruleIds) {
            int number = rule.startsWith("DVM") ? parseOr(rule.substring(3), 0) : 0;
            if (number > 10) {
                compared = true;
            } else {
                dyn = true;
            }
        }
        return who(dyn, compared);
    }

    private static String who(boolean dyn, boolean compared) {
        return compared && dyn ? "Dynamic control and the trace comparison" : compared ? "The trace comparison"
                : "Dynamic control";
    }

    private static int parseOr(String text, int otherwise) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private record Finding(String identity, String ruleId, String uri, int line, String text, long occurrences) {
        String listed() {
            return uri + ":" + line + ": " + (text.startsWith(ruleId) ? text : ruleId + " " + text);
        }

        Finding seenAgain(Finding other) {
            long sum = occurrences + other.occurrences;
            return new Finding(identity, ruleId, uri, line, text, sum < 0 ? Long.MAX_VALUE : sum);
        }
    }

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        incomplete.clear();
        tools.clear();
        File[] leftovers = ResultFiles.leftovers(resultsDirectory);
        if (leftovers.length > 0) {
            throw new MojoFailureException(killedWhileWriting(leftovers));
        }
        File[] files = ResultFiles.results(resultsDirectory);
        if (files.length == 0) {
            noResults();
            return;
        }
        Map<String, Finding> findings = new LinkedHashMap<>();
        for (File file : files) {
            for (Finding finding : read(file)) {
                findings.merge(finding.identity(), finding, Finding::seenAgain);
            }
        }
        String fileCount = files.length + " result file" + (files.length == 1 ? "" : "s");
        if (findings.isEmpty()) {
            if (!incomplete.isEmpty()) {
                String message = "No errors were found, but " + incomplete.size() + (incomplete.size() == 1
                        ? " check" : " checks") + " ended before the run did, so part of the run was never checked ("
                        + fileCount + " in " + resultsDirectory + "):" + System.lineSeparator() + "  "
                        + incomplete.get(0) + (incomplete.size() > 1 ? System.lineSeparator() + "  ... and "
                        + (incomplete.size() - 1) + " more (the warnings above)" : "") + System.lineSeparator()
                        + "Record a reference that reaches the end of the run (one cut by TraceOptions.MaxTraceFileSize: "
                        + "again with 0, no cap; one whose run was killed: again, to its end), let the program end "
                        + "without an uncaught exception, or set -Ddvm.failIfIncomplete=false to accept a partial check.";
                if (failIfIncomplete) {
                    throw new MojoFailureException(message);
                }
                getLog().warn(message);
                return;
            }
            getLog().info(checkers() + " found no errors (" + fileCount + " in " + resultsDirectory + ").");
            return;
        }
        List<Finding> distinct = new ArrayList<>(findings.values());
        long occurrences = 0;
        for (Finding finding : distinct) {
            occurrences += finding.occurrences();
            occurrences = occurrences < 0 ? Long.MAX_VALUE : occurrences;
        }
        StringBuilder message = new StringBuilder(finder(distinct.stream().map(Finding::ruleId).toList())).append(" found ").append(distinct.size())
                .append(distinct.size() == 1 ? " error" : " errors").append(" (").append(occurrences)
                .append(occurrences == 1 ? " occurrence" : " occurrences").append(") in ").append(fileCount)
                .append(" in ").append(resultsDirectory).append(':');
        int listed = Math.max(0, Math.min(maxListed, distinct.size()));
        for (Finding finding : distinct.subList(0, listed)) {
            message.append(System.lineSeparator()).append("  ").append(finding.listed());
        }
        if (distinct.size() > listed) {
            message.append(System.lineSeparator()).append("  ... and ").append(distinct.size() - listed)
                    .append(" more; see the SARIF files or the text report");
        }
        if (failOnError) {
            throw new MojoFailureException(message.toString());
        }
        getLog().warn(message.toString());
    }

    private String killedWhileWriting(File[] leftovers) {
        StringBuilder message = new StringBuilder();
        message.append(leftovers.length == 1 ? "A checked run was" : leftovers.length + " checked runs were")
                .append(" killed while writing the results; what they found is lost. Left behind in ")
                .append(resultsDirectory).append(':');
        for (File leftover : leftovers) {
            message.append(System.lineSeparator()).append("  ").append(leftover.getName());
        }
        return message.append(System.lineSeparator())
                .append("Run the checked build again (weaving for dyn deletes these files); if the runs are killed for")
                .append(" taking too long or too much memory, give them more, or check fewer iterations")
                .append(" (DebugOptions.Ig_left/Ig_right).").toString();
    }

    /** No result files: fine when nothing was woven for checking, else nothing was checked. */
    private void noResults() throws MojoFailureException {
        File record = ResultFiles.wovenForChecking(resultsDirectory);
        if (record == null) {
            getLog().info("No dynamic control results in " + resultsDirectory + ", and no classes were woven for "
                    + "checking: nothing to check.");
            return;
        }
        String[] traces = tracesSince(record, resultsDirectory);
        if (traces.length == 0) {
            traces = tracesSince(record, traceDirectory);
        }
        String why = traces.length > 0
                ? "The trace directory holds traces written since the weave ("
                + String.join(", ", sorted(traces)) + "), which recording a reference"
                + " (task trc) or the loops file (task size) writes: those runs check nothing. Compare a run with the"
                + " reference (-Ddvm.task=dif), check the reductions (red) or run dynamic control (err) before check."
                : whyNoResults();
        String message = "No dynamic control results in " + resultsDirectory + ", although the classes were woven for "
                + "checking (" + record.getName() + "): nothing was checked. " + why
                + " Set failIfNoResults to false (-Ddvm.failIfNoResults=false) when no checked run is expected.";
        if (failIfNoResults) {
            throw new MojoFailureException(message);
        }
        getLog().warn(message);
    }

    /**
     * The trace files in {@code directory} written since the weave for checking recorded in {@code record}: the
     * references a project keeps from earlier builds are not why this one has no results.
     */
    private static String[] tracesSince(File record, File directory) {
        String[] traces = directory == null ? null : directory.list((in, name) -> name.endsWith(".trd")
                && new File(in, name).lastModified() >= record.lastModified());
        return traces == null ? new String[0] : traces;
    }

    private static List<String> sorted(String[] names) {
        List<String> list = new ArrayList<>(Arrays.asList(names));
        java.util.Collections.sort(list);
        return list.size() > 5 ? List.of(String.join(", ", list.subList(0, 5)), "and " + (list.size() - 5) + " more")
                : list;
    }

    /** What the test reports say about the runs that should have written results. */
    private String whyNoResults() {
        List<File> reports = new ArrayList<>();
        for (String plugin : new String[] {"surefire-reports", "failsafe-reports"}) {
            File[] found = buildDirectory == null ? null : new File(buildDirectory, plugin)
                    .listFiles((directory, name) -> name.startsWith("TEST-") && name.endsWith(".xml"));
            if (found != null) {
                reports.addAll(Arrays.asList(found));
            }
        }
        long tests = 0;
        List<String> unreadable = new ArrayList<>();
        for (File report : reports) {
            long count = testsIn(report);
            if (count < 0) {
                unreadable.add(report.getName());
            } else {
                tests += count;
            }
        }
        String where = buildDirectory + File.separator + "surefire-reports";
        if (tests == 0) {
            return "No tests ran (" + (reports.isEmpty() ? "no test reports in " + where
                    : "the test reports count 0 tests" + (unreadable.isEmpty() ? ""
                    : "; unreadable, or without a count: " + String.join(", ", unreadable)))
                    + "). Surefire before 2.22.0 runs no JUnit 5 tests, and 2.12.4"
                    + " is Maven 3's default: set a newer maven-surefire-plugin version.";
        }
        return tests + (tests == 1 ? " test ran" : " tests ran") + " (test reports in " + buildDirectory
                + "), but no run wrote its results: a run died before the end (killed, out of memory,"
                + " Runtime.halt), or ran with EnableDynControl=0 or an empty DebugOptions.SarifFile, or wrote them"
                + " elsewhere (DebugOptions.SarifFile relative to another working directory), or never loaded a woven"
                + " class.";
    }

    /** The report's test count; -1 when it cannot be read or holds none (the message names such reports). */
    private static long testsIn(File report) {
        try {
            Matcher tests = TESTS_RUN.matcher(Files.readString(report.toPath(), StandardCharsets.UTF_8));
            return tests.find() ? Long.parseLong(tests.group(1)) : -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
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
        JsonObject log = object(file, root, "$");
        String version = text(file, log, "version", "$");
        if (!version.equals(SARIF_VERSION)) {
            throw misshapen(file, "$.version", "must be \"" + SARIF_VERSION + "\" (the SARIF version this goal reads), "
                    + "found \"" + version + "\"");
        }
        JsonArray runs = array(file, log, "runs", "$");
        for (int r = 0; r < runs.size(); r++) {
            String runPath = "$.runs[" + r + "]";
            JsonObject run = object(file, runs.get(r), runPath);
            logNotifications(file, run);
            tools.add(toolName(run));
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
                line = (int) positive(file, object(file, physical.get("region"), at + ".region"), "startLine",
                        at + ".region", Integer.MAX_VALUE);
            }
        }
        long count = 1;
        if (result.has("occurrenceCount")) {
            count = positive(file, result, "occurrenceCount", path, Long.MAX_VALUE);
        } else if (result.has("properties") && result.get("properties").isJsonObject()
                && result.getAsJsonObject("properties").has("count")) {
            count = positive(file, result.getAsJsonObject("properties"), "count", path + ".properties", Long.MAX_VALUE);
        }
        return new Finding(identity(file, result, path, ruleId, uri, line, message), ruleId, uri, line, message, count);
    }

    /** See {@link Finding}: the fingerprints, or what the result says apart from how often it was seen. */
    private static String identity(File file, JsonObject result, String path, String ruleId, String uri, int line,
                                   String message) throws MojoFailureException {
        if (result.has("partialFingerprints")) {
            JsonObject fingerprints = object(file, result.get("partialFingerprints"), path + ".partialFingerprints");
            StringBuilder identity = new StringBuilder("fingerprints");
            for (String name : new java.util.TreeSet<>(fingerprints.keySet())) {
                identity.append('\n').append(name).append('=')
                        .append(text(file, fingerprints, name, path + ".partialFingerprints"));
            }
            return identity.toString();
        }
        return "result\n" + ruleId + '\n' + uri + ':' + line + '\n' + SEEN.matcher(message).replaceFirst("");
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
                        if (incompleteCheck(notification.getAsJsonObject())) {
                            incomplete.add(text);
                        }
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

    /** The run's {@code tool.driver.name}, or an empty text when it has none. */
    private static String toolName(JsonObject run) {
        JsonElement tool = run.get("tool");
        JsonElement driver = tool != null && tool.isJsonObject() ? tool.getAsJsonObject().get("driver") : null;
        JsonElement name = driver != null && driver.isJsonObject() ? driver.getAsJsonObject().get("name") : null;
        return name != null && name.isJsonPrimitive() ? name.getAsString() : "";
    }

    /** Who checked, from the runs' tool names: dynamic control, the trace comparison or both. */
    private String checkers() {
        boolean dyn = false;
        boolean compared = false;
        for (String tool : tools) {
            dyn |= tool.contains("dynamic control");
            compared |= tool.contains("trace comparison");
        }
        return who(dyn, compared);
    }

    /** Whether a notification says a check ended before its run ({@code descriptor.id} {@code incomplete-check}). */
    private static boolean incompleteCheck(JsonObject notification) {
        JsonElement descriptor = notification.get("descriptor");
        if (descriptor == null || !descriptor.isJsonObject()) {
            return false;
        }
        JsonElement id = descriptor.getAsJsonObject().get("id");
        return id != null && id.isJsonPrimitive() && "incomplete-check".equals(id.getAsString());
    }

    private static JsonObject object(File file, JsonElement element, String path) throws MojoFailureException {
        if (element == null || !element.isJsonObject()) {
            throw misshapen(file, path, "must be an object");
        }
        return element.getAsJsonObject();
    }

    private static JsonArray array(File file, JsonObject owner, String name, String path) throws MojoFailureException {
        JsonElement element = owner.get(name);
        if (element == null || !element.isJsonArray()) {
            throw misshapen(file, path + "." + name, "must be an array");
        }
        return element.getAsJsonArray();
    }

    private static String text(File file, JsonObject owner, String name, String path) throws MojoFailureException {
        JsonElement element = owner.get(name);
        if (element == null || !element.isJsonPrimitive() || !element.getAsJsonPrimitive().isString()) {
            throw misshapen(file, path + "." + name, "must be a string");
        }
        return element.getAsString();
    }

    /** SARIF's counts and lines: integers from 1; {@code max} is what the goal can hold. */
    private static long positive(File file, JsonObject owner, String name, String path, long max)
            throws MojoFailureException {
        JsonElement element = owner.get(name);
        if (element == null || !element.isJsonPrimitive() || !element.getAsJsonPrimitive().isNumber()) {
            throw misshapen(file, path + "." + name, "must be a number");
        }
        String written = element.getAsJsonPrimitive().getAsString();
        java.math.BigDecimal value;
        try {
            value = new java.math.BigDecimal(written);
        } catch (NumberFormatException e) {
            throw misshapen(file, path + "." + name, "must be a number, found " + written);
        }
        if (value.signum() <= 0 || value.stripTrailingZeros().scale() > 0
                || value.compareTo(java.math.BigDecimal.valueOf(max)) > 0) {
            throw misshapen(file, path + "." + name, "must be an integer from 1 to " + max + ", found " + written);
        }
        return value.longValueExact();
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

    /** A value that is valid JSON but not what SARIF 2.1.0 has there: its JSON path, and its line when it exists. */
    private static MojoFailureException misshapen(File file, String at, String problem) {
        int line = lineOf(file, at);
        return malformed(file, at + " " + problem + (line > 0 ? " (line " + line + ")" : ""));
    }

    /** The line on which the value at {@code at} (a JSON path) starts, read again from the file; 0 if absent. */
    private static int lineOf(File file, String at) {
        try (Reader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            JsonReader json = new JsonReader(reader);
            while (true) {
                JsonToken token = json.peek();
                if (token == JsonToken.END_DOCUMENT) {
                    return 0;
                }
                if (token != JsonToken.NAME && token != JsonToken.END_ARRAY && token != JsonToken.END_OBJECT
                        && json.getPath().equals(at)) {
                    Matcher position = POSITION.matcher(json.toString());
                    return position.find() ? Integer.parseInt(position.group(1)) : 0;
                }
                switch (token) {
                    case BEGIN_ARRAY -> json.beginArray();
                    case END_ARRAY -> json.endArray();
                    case BEGIN_OBJECT -> json.beginObject();
                    case END_OBJECT -> json.endObject();
                    case NAME -> json.nextName();
                    default -> json.skipValue();
                }
            }
        } catch (IOException | IllegalStateException e) {
            return 0; // the file was read once already; without a line the path still says where
        }
    }

    private static MojoFailureException malformed(File file, String problem) {
        return new MojoFailureException("Malformed SARIF file " + file + ": " + problem);
    }
}
