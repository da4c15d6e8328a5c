package org.javadvm.debug.report;

import java.util.List;

/**
 * The SARIF 2.1.0 form of a run's diagnostics: one run of the tool (the checkers that ran), every
 * error class as a rule (stable ids {@code DVM01}...), one result per distinct diagnostic with the count
 * of occurrences, the access's location relative to the source root and, for pairs of accesses, the
 * other one as a related location. Each result's {@code partialFingerprints} hold the error's identity
 * ({@link Diagnostic#key()}: everything but the element, iterations and count), so that readers of several
 * runs' files (the {@code check} goal) can tell the same error from another one.
 */
final class SarifReport {
    /**
     * The id of a notification saying that a check ended before the run did (a comparison that stopped where its
     * reference stops); the {@code check} goal fails on it unless told otherwise.
     */
    static final String INCOMPLETE = "incomplete-check";

    static final String TOOL = "Java-DVM dynamic control";
    /** The tool's home page as SARIF viewers show it; the project's public address once it has one. */
    static final String INFORMATION_URI = "https://github.com/javadvm/java-dvm";
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    /** The fingerprint holding {@link Diagnostic#key()}; versioned as SARIF asks, in case the key changes. */
    static final String FINGERPRINT = "dvmError/v1";

    private SarifReport() {
    }

    /**
     * Writes the SARIF text to {@code out} as it goes, one result after the other; {@code counts} are the
     * diagnostics' occurrences, {@code scope} what the results leave out.
     */
    static void write(Appendable out, List<Diagnostic> diagnostics, List<Long> counts, SourcePaths paths,
                      String version, ReportScope scope) {
        write(out, diagnostics, counts, paths, version, scope, TOOL);
    }

    /**
     * As above, the tool named {@code tool}: which checkers ran ({@code Java-DVM dynamic control},
     * {@code Java-DVM trace comparison}, or both), so that a reader can say who found nothing.
     */
    static void write(Appendable out, List<Diagnostic> diagnostics, List<Long> counts, SourcePaths paths,
                      String version, ReportScope scope, String tool) {
        JsonWriter json = new JsonWriter(out).beginObject()
                .name("$schema").value(SCHEMA)
                .name("version").value("2.1.0")
                .name("runs").beginArray().beginObject()
                .name("tool").beginObject().name("driver").beginObject()
                .name("name").value(tool)
                .name("version").value(version)
                .name("informationUri").value(INFORMATION_URI)
                .name("rules").beginArray();
        for (ErrorClass errorClass : ErrorClass.values()) {
            json.beginObject().name("id").value(errorClass.ruleId()).name("name").value(errorClass.ruleName())
                    .name("shortDescription").beginObject().name("text").value(errorClass.title()).endObject()
                    .endObject();
        }
        json.endArray().endObject().endObject();
        invocation(json, scope);
        json.name("originalUriBaseIds").beginObject().name("%SRCROOT%").beginObject()
                .name("uri").value(paths.baseUri())
                .name("description").beginObject().name("text").value("the project's base directory").endObject()
                .endObject().endObject();
        json.name("results").beginArray();
        for (int i = 0; i < diagnostics.size(); i++) {
            result(json, diagnostics.get(i), counts.get(i), paths);
        }
        json.endArray().endObject().endArray().endObject();
    }

    private static void result(JsonWriter json, Diagnostic d, long count, SourcePaths paths) {
        String uri = paths.uri(d.className, d.file);
        json.beginObject()
                .name("ruleId").value(d.errorClass.ruleId())
                .name("ruleIndex").value(d.errorClass.ordinal())
                .name("level").value("error")
                .name("message").beginObject().name("text").value(TextFormat.line(d, count)).endObject()
                .name("occurrenceCount").value(count)
                .name("locations").beginArray();
        location(json, uri, d.line, null);
        json.endArray();
        if (d.relatedAccess != null) {
            json.name("relatedLocations").beginArray();
            String relatedUri = d.relatedClassName == null ? uri : paths.uri(d.relatedClassName, d.relatedFile);
            location(json, relatedUri, d.relatedLine, TextFormat.participle(d.relatedAccess) + " here"
                    + (d.relatedIteration == null ? "" : " by iteration " + d.relatedIteration));
            json.endArray();
        }
        json.name("partialFingerprints").beginObject().name(FINGERPRINT).value(d.key()).endObject();
        json.name("properties").beginObject()
                .name("errorClass").value(d.errorClass.ruleName())
                .name("kind").value(d.kind)
                .name("variable").value(d.variable)
                .name("element").value(d.element)
                .name("access").value(d.access)
                .name("construct").value(d.construct)
                .name("iteration").value(d.iteration)
                .name("relatedAccess").value(d.relatedAccess)
                .name("relatedLine").value(d.relatedLine)
                .name("relatedIteration").value(d.relatedIteration)
                .name("count").value(count)
                .endObject();
        json.endObject();
    }

    /**
     * Whether checking ran to the end or stopped at the error limit, whether it checked every iteration and
     * whether every error found was kept, as notifications; the kept limit also as numbers.
     */
    private static void invocation(JsonWriter json, ReportScope scope) {
        json.name("invocations").beginArray().beginObject().name("executionSuccessful").value(true);
        String dropped = scope.droppedText();
        if (scope.stoppedAfter() > 0 || scope.partialCheck() != null || dropped != null
                || !scope.incomplete().isEmpty() || !scope.notes().isEmpty()) {
            json.name("toolExecutionNotifications").beginArray();
            for (String text : scope.incomplete()) {
                json.beginObject().name("level").value("warning")
                        .name("message").beginObject().name("text").value(text).endObject()
                        .name("descriptor").beginObject().name("id").value(INCOMPLETE).endObject().endObject();
            }
            if (scope.stoppedAfter() > 0) {
                notification(json, "warning", "checking stopped after DebugOptions.MaxErrors=" + scope.stoppedAfter()
                        + " distinct errors; later errors are not reported");
            }
            if (dropped != null) {
                notification(json, "warning", dropped);
            }
            if (scope.partialCheck() != null) {
                notification(json, "note", scope.partialCheck());
            }
            for (String note : scope.notes()) {
                notification(json, "note", note);
            }
            json.endArray();
        }
        if (dropped != null) {
            json.name("properties").beginObject().name("keptErrors").value(scope.keptLimit())
                    .name("droppedOccurrences").value(scope.droppedOccurrences()).endObject();
        }
        json.endObject().endArray();
    }

    private static void notification(JsonWriter json, String level, String text) {
        json.beginObject().name("level").value(level)
                .name("message").beginObject().name("text").value(text).endObject().endObject();
    }

    private static void location(JsonWriter json, String uri, int line, String message) {
        json.beginObject();
        if (message != null) {
            json.name("message").beginObject().name("text").value(message).endObject();
        }
        json.name("physicalLocation").beginObject()
                .name("artifactLocation").beginObject().name("uri").value(uri).name("uriBaseId").value("%SRCROOT%")
                .endObject()
                .name("region").beginObject().name("startLine").value(Math.max(1, line)).endObject()
                .endObject().endObject();
    }
}
