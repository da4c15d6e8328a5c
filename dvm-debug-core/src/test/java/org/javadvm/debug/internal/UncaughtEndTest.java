package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.report.DiagnosticLog;
import org.junit.jupiter.api.Test;

/** A thread of the checked program that dies of an uncaught exception makes the check incomplete, and says so. */
class UncaughtEndTest {
    private static String summaryAfter(Thread.UncaughtExceptionHandler previous) {
        System.setProperty("DebugOptions.ErrorFile", "");
        System.setProperty("DebugOptions.SarifFile", "");
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            DiagnosticLog log = new DiagnosticLog(DebugParameters.load());
            Thread main = new Thread(() -> { }, "main");
            new UncaughtEnd(log, previous).uncaughtException(main, new IllegalStateException("refused"));
            log.finish();
        } finally {
            System.setErr(original);
            System.clearProperty("DebugOptions.ErrorFile");
            System.clearProperty("DebugOptions.SarifFile");
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theSummaryNoLongerReadsAsACompleteCheckAndTheExceptionIsPrintedAsTheJvmWould() {
        String screen = summaryAfter(null);
        assertThat(screen, containsString("Exception in thread \"main\" java.lang.IllegalStateException: refused"));
        assertThat(screen, containsString("Java-DVM dynamic control: no errors up to where it stopped"));
        assertThat(screen, containsString("Java-DVM: thread main ended with an uncaught java.lang.IllegalStateException; "
                + "what it would have run afterwards was not checked"));
    }

    @Test
    void anInstalledHandlerStillGetsTheException() {
        List<Throwable> seen = new ArrayList<>();
        String screen = summaryAfter((thread, failure) -> seen.add(failure));
        assertEquals(1, seen.size());
        assertSame(IllegalStateException.class, seen.get(0).getClass());
        assertThat(screen, not(containsString("Exception in thread")));
        assertThat(screen, containsString("ended with an uncaught java.lang.IllegalStateException"));
    }
}
