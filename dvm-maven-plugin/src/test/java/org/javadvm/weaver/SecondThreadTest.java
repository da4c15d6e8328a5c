package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program thread beside the one the debugger follows ({@code src/test/samples-checker}, {@code SecondThread}):
 * the main thread's sequential work falls inside the other thread's construct (latches force it), and dynamic
 * control neither reports it against that construct nor throws; it says once which thread it did not check.
 */
class SecondThreadTest {
    @TempDir
    static Path work;
    private static Path plain;
    private static Path dyn;

    @BeforeAll
    static void compileAndWeave() throws Exception {
        plain = work.resolve("plain");
        dyn = work.resolve("dyn");
        SampleCompiler.compile(Paths.get("src/test/samples-checker"), 17, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
    }

    @Test
    void anotherThreadsConstructGivesNoFalseReportAtTheMainThreadsLines() throws Exception {
        String sample = "org.javadvm.checker.SecondThread";
        Path reports = work.resolve("second-thread");
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, reports, List.of(), DynSampleMain.class, sample);
        assertEquals(SampleRunner.run(plain, sample, "1"), run[0]);
        String errors = Files.readString(reports.resolve("dyn-errors.txt"));
        assertThat(run[1] + errors, containsString("Java-DVM dynamic control: no errors"));
        assertThat(run[1], not(containsString("Exception")));
        // said once, in the notes of the summary and of the report, with what was passed over
        String notice = "thread \"worker\" ran woven code (first at SecondThread.java:72)";
        assertEquals(1, count(run[1], notice), run[1]);
        assertThat(run[1], containsString("the debugger follows one program thread, \"main\""));
        assertThat(errors, containsString("note: the debugger follows one program thread, \"main\""));
        assertThat(errors, containsString(notice));
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }
}
