package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A construct called inside another that reduces into a field: the sequential result on every grid when the caller
 * declares the field or one iteration (one task) alone reduces into it; otherwise refused on every grid of more than
 * one processor (on one, the sequential result), and warned about by the weaver.
 */
class NestedReductionsWeavingTest {
    private static final String SAMPLE = "org.javadvm.samples.nested.Nested";
    private static final String[] GRIDS = {"2", "3", "4", "7"};

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;
    private static WeaveReport report;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        report = SampleWeaving.compileAndWeave("samples-nested", 17, plain, woven);
    }

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    @Test
    void declaredOrSingleWriterNestingGivesTheSequentialResultOnEveryGrid() throws Exception {
        String expected = SampleRunner.run(plain, SAMPLE, "1");
        assertEquals("declared 179400.0\nonce 897.0\nhalves 444.0 453.0\n", expected);
        assertEquals(expected, SampleRunner.run(woven, SAMPLE, "1"), "grid 1");
        for (String grid : GRIDS) {
            assertEquals(expected, SampleRunner.run(woven, SAMPLE, grid), "grid " + grid);
        }
    }

    @Test
    void undeclaredNestedReductionsAreRefusedOnAGrid() throws Exception {
        for (String method : new String[] {"undeclaredLoop", "undeclaredTasks"}) {
            String expected = SampleRunner.run(plain, SAMPLE, "1", method);
            assertEquals(expected, SampleRunner.run(woven, SAMPLE, "1", method), method + " on grid 1");
            for (String grid : GRIDS) {
                AssertionError refused = assertThrows(AssertionError.class,
                        () -> SampleRunner.run(woven, SAMPLE, grid, method), method + " on grid " + grid);
                Throwable cause = refused.getCause();
                assertEquals(IllegalStateException.class, cause.getClass(), method + " on grid " + grid);
                String inner = method.equals("undeclaredLoop") ? "rowSum (Nested.java:54) reduces t with SUM inside "
                        + "org.javadvm.samples.nested.Nested.undeclared (Nested.java:36) on processors 0 and "
                        : "addAll (Nested.java:98) reduces total with SUM inside "
                        + "org.javadvm.samples.nested.Nested.everyTaskAdds (Nested.java:74) on processors ";
                assertThat(cause.getMessage(), containsString("Java-DVM: org.javadvm.samples.nested.Nested." + inner));
                assertThat(cause.getMessage(), containsString("declares " + (method.equals("undeclaredLoop") ? "t" : "total")
                        + " neither @Reduction nor private"));
            }
        }
    }

    @Test
    void theWeaverWarnsOfCallsInEveryIterationOnly() {
        List<String> warnings = report.warnings().stream().map(WeaveProblem::toString).collect(Collectors.toList());
        assertEquals(List.of(
                "Nested.java:37: org.javadvm.samples.nested.Nested.undeclared: calls rowSum (Nested.java:54) in every "
                        + "iteration, which reduces t with SUM, and undeclared declares t neither @Reduction nor "
                        + "private: each call writes its result into the field itself, and on a grid the processors' "
                        + "results overwrite one another (the run-time refuses the call on a second processor, dynamic "
                        + "control reports DVM03 nested-reduction); declare @Reduction(var = \"t\", op = SUM) on "
                        + "undeclared",
                "Nested.java:75: org.javadvm.samples.nested.Nested.everyTaskAdds: calls addAll (Nested.java:98) in "
                        + "every task, which reduces total with SUM, and everyTaskAdds declares total neither "
                        + "@Reduction nor private: each call writes its result into the field itself, and on a grid "
                        + "the processors' results overwrite one another (the run-time refuses the call on a second "
                        + "processor, dynamic control reports DVM03 nested-reduction); declare @Reduction(var = "
                        + "\"total\", op = SUM) on everyTaskAdds"), warnings);
    }
}
