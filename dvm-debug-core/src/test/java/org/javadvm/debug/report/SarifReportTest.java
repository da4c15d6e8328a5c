package org.javadvm.debug.report;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.javadvm.debug.report.StrictJson.array;
import static org.javadvm.debug.report.StrictJson.at;
import static org.javadvm.debug.report.StrictJson.object;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SARIF report read back as JSON: the 2.1.0 shape, every rule, results, locations and properties. */
class SarifReportTest {
    @TempDir
    Path base;

    private static final Diagnostic FLOW = new Diagnostic(ErrorClass.DEPENDENCE, "flow", "a", "a[3][5]",
            Diagnostic.READ, "example.Jacobi", "Jacobi.java", 44, "loop 2 Jacobi.relax (Jacobi.java:40)", "(4, 5)",
            Diagnostic.WRITE, 45, "(3, 5)", "declare across or fix the loop");
    private static final Diagnostic BOUNDS = new Diagnostic(ErrorClass.OUT_OF_BOUNDS, "", "b", "b[10]",
            Diagnostic.WRITE, "example.Seq", "Seq.java", 7, null, null, null, 0, null, "bounds [0, 10)");

    private Object sarif(List<Diagnostic> diagnostics, List<Integer> counts, int stoppedAfter) {
        return sarif(diagnostics, counts, stoppedAfter, null);
    }

    private Object sarif(List<Diagnostic> diagnostics, List<Integer> counts, int stoppedAfter, String partialCheck) {
        return sarif(diagnostics, counts, new ReportScope(stoppedAfter, partialCheck, 0, 0));
    }

    private Object sarif(List<Diagnostic> diagnostics, List<Integer> counts, ReportScope scope) {
        StringBuilder text = new StringBuilder();
        SarifReport.write(text, diagnostics, counts.stream().map(Long::valueOf).toList(), new SourcePaths(base), "9.9",
                scope);
        return StrictJson.parse(text.toString());
    }

    @Test
    void aCleanRunIsOneRunOfTheToolWithEveryRuleAndNoResults() {
        Object sarif = sarif(List.of(), List.of(), 0);
        assertEquals("https://json.schemastore.org/sarif-2.1.0.json", at(sarif, "$schema"));
        assertEquals("2.1.0", at(sarif, "version"));
        assertEquals(1, array(at(sarif, "runs")).size());
        Object driver = at(sarif, "runs", 0, "tool", "driver");
        assertEquals("Java-DVM dynamic control", at(driver, "name"));
        assertEquals("9.9", at(driver, "version"));
        assertThat((String) at(driver, "informationUri"), startsWith("https://"));
        List<Object> rules = array(at(driver, "rules"));
        assertEquals(ErrorClass.values().length, rules.size());
        for (ErrorClass errorClass : ErrorClass.values()) {
            Object rule = rules.get(errorClass.ordinal());
            assertEquals(errorClass.ruleId(), at(rule, "id"));
            assertEquals(errorClass.ruleName(), at(rule, "name"));
            assertEquals(errorClass.title(), at(rule, "shortDescription", "text"));
        }
        assertTrue(array(at(sarif, "runs", 0, "results")).isEmpty());
        assertEquals(Boolean.TRUE, at(sarif, "runs", 0, "invocations", 0, "executionSuccessful"));
        assertFalse(object(at(sarif, "runs", 0, "invocations", 0)).containsKey("toolExecutionNotifications"));
        assertThat((String) at(sarif, "runs", 0, "originalUriBaseIds", "%SRCROOT%", "uri"), startsWith("file:"));
        assertThat((String) at(sarif, "runs", 0, "originalUriBaseIds", "%SRCROOT%", "uri"), endsWith("/"));
    }

    @Test
    void aResultCarriesRuleLocationRelatedAccessAndEveryProperty() throws IOException {
        Files.createDirectories(base.resolve("src/main/java/example"));
        Files.write(base.resolve("src/main/java/example/Jacobi.java"), new byte[0]);
        Object sarif = sarif(List.of(FLOW, BOUNDS), List.of(1521, 1), 0);
        List<Object> results = array(at(sarif, "runs", 0, "results"));
        assertEquals(2, results.size());
        Object flow = results.get(0);
        assertEquals("DVM01", at(flow, "ruleId"));
        long ruleIndex = (Long) at(flow, "ruleIndex");
        assertEquals("DVM01", at(sarif, "runs", 0, "tool", "driver", "rules", (int) ruleIndex, "id"));
        assertEquals("error", at(flow, "level"));
        assertEquals(TextFormat.line(FLOW, 1521), at(flow, "message", "text"));
        assertEquals(1521L, at(flow, "occurrenceCount"));
        Object physical = at(flow, "locations", 0, "physicalLocation");
        assertEquals("src/main/java/example/Jacobi.java", at(physical, "artifactLocation", "uri"));
        assertEquals("%SRCROOT%", at(physical, "artifactLocation", "uriBaseId"));
        assertEquals(44L, at(physical, "region", "startLine"));
        Object related = at(flow, "relatedLocations", 0);
        assertEquals("written here by iteration (3, 5)", at(related, "message", "text"));
        assertEquals("src/main/java/example/Jacobi.java", at(related, "physicalLocation", "artifactLocation", "uri"));
        assertEquals(45L, at(related, "physicalLocation", "region", "startLine"));
        Map<String, Object> properties = object(at(flow, "properties"));
        assertEquals(List.of("errorClass", "kind", "variable", "element", "access", "construct", "iteration",
                "relatedAccess", "relatedLine", "relatedIteration", "count"), List.copyOf(properties.keySet()));
        assertEquals("data-dependence", properties.get("errorClass"));
        assertEquals("flow", properties.get("kind"));
        assertEquals("a", properties.get("variable"));
        assertEquals("a[3][5]", properties.get("element"));
        assertEquals("read", properties.get("access"));
        assertEquals("loop 2 Jacobi.relax (Jacobi.java:40)", properties.get("construct"));
        assertEquals("(4, 5)", properties.get("iteration"));
        assertEquals("write", properties.get("relatedAccess"));
        assertEquals(45L, properties.get("relatedLine"));
        assertEquals("(3, 5)", properties.get("relatedIteration"));
        assertEquals(1521L, properties.get("count"));

        Object bounds = results.get(1);
        assertEquals(4L, at(bounds, "ruleIndex"));
        assertEquals("example/Seq.java", at(bounds, "locations", 0, "physicalLocation", "artifactLocation", "uri"),
                "not found under a source root: the package path");
        assertFalse(object(bounds).containsKey("relatedLocations"));
        assertEquals(null, at(bounds, "properties", "construct"), "the sequential part has no construct");
    }

    @Test
    void aReadPairSaysReadHereAndAnUnknownLineStillGivesAValidRegion() {
        Diagnostic anti = new Diagnostic(ErrorClass.DEPENDENCE, "anti", "a", "a[1]", Diagnostic.WRITE,
                "example.Loop", "Loop.java", 0, "loop 1 Loop.run (Loop.java:3)", "(1)", Diagnostic.READ, 9, "(2)", "");
        Object result = at(sarif(List.of(anti), List.of(1), 0), "runs", 0, "results", 0);
        assertEquals("read here by iteration (2)", at(result, "relatedLocations", 0, "message", "text"));
        assertEquals(1L, at(result, "locations", 0, "physicalLocation", "region", "startLine"),
                "SARIF lines start at 1");
    }

    @Test
    void stoppingAtTheErrorLimitIsRecordedAsANotification() {
        Object invocation = at(sarif(List.of(BOUNDS), List.of(1), 1), "runs", 0, "invocations", 0);
        assertEquals(Boolean.TRUE, at(invocation, "executionSuccessful"));
        assertEquals("warning", at(invocation, "toolExecutionNotifications", 0, "level"));
        assertThat((String) at(invocation, "toolExecutionNotifications", 0, "message", "text"),
                containsString("DebugOptions.MaxErrors=1"));
    }

    @Test
    void aPartialCheckIsANoteAfterTheErrorLimitsWarning() {
        Object invocation = at(sarif(List.of(BOUNDS), List.of(1), 1, "only boundary iterations were checked"),
                "runs", 0, "invocations", 0);
        assertEquals("warning", at(invocation, "toolExecutionNotifications", 0, "level"));
        assertEquals("note", at(invocation, "toolExecutionNotifications", 1, "level"));
        assertEquals("only boundary iterations were checked",
                at(invocation, "toolExecutionNotifications", 1, "message", "text"));
        Object full = at(sarif(List.of(), List.of(), 0), "runs", 0, "invocations", 0);
        assertEquals(java.util.Map.of("executionSuccessful", Boolean.TRUE), full);
    }

    @Test
    void textWithQuotesBackslashesAndControlCharactersSurvivesTheRoundTrip() {
        String detail = "say \"why\" \\ here\nthen\tthis \u0007 and \u00e9\u4e2d \ud83d\ude00";
        Diagnostic odd = new Diagnostic(ErrorClass.NON_LOCAL, "", "a\"b", "a\"b[1]", Diagnostic.READ,
                "example.Odd", "Odd.java", 3, "loop 1 \"Odd\".run", "(1)", null, 0, null, detail);
        Object result = at(sarif(List.of(odd), List.of(1), 0), "runs", 0, "results", 0);
        assertEquals(TextFormat.line(odd, 1), at(result, "message", "text"));
        assertThat((String) at(result, "message", "text"), containsString(detail));
        assertEquals("a\"b[1]", at(result, "properties", "element"));
    }

    @Test
    void theTestReaderRejectsWhatIsNotJson() {
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("{\"a\":1,}"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("{\"a\":\"x\ny\"}"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("[1] [2]"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("{\"a\":1,\"a\":2}"));
        assertThrows(IllegalArgumentException.class, () -> StrictJson.parse("[01]"));
    }
}
