package org.javadvm.debug.trace.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;

import org.javadvm.debug.trace.TraceFormatException;
import org.javadvm.debug.trace.TraceHeader;
import org.junit.jupiter.api.Test;

class HeaderCheckTest {
    private static TraceHeader header(String program, String mode, String cpus, String igLeft) {
        return new TraceHeader(Map.of("PROGRAM", program, "MODE", mode, "CPU_COUNT", cpus, "IG_LEFT", igLeft,
                "TRACE_TIME", cpus + ":00"));
    }

    @Test
    void anotherLevelIsRefusedWithOneErrorNamingBothTracesAndTheKey() {
        TraceMismatchException e = assertThrows(TraceMismatchException.class, () -> Comparisons.compare(
                header("example.Prog", "FULL", "1", "-1"), Records.list(),
                header("example.Prog", "MODIFY", "4", "-1"), Records.list(), CompareSettings.DEFAULTS));
        assertEquals("reference trace ref.trd and run trace processor 1: they do not match (DVM20 trace-mismatch): "
                + "header key MODE is 'FULL' in the reference and 'MODIFY' in the run (TraceOptions.TraceLevel: run with "
                + "the reference's level, or record the reference again with the run's); nothing was compared",
                e.getMessage());
        assertTrue(e instanceof TraceFormatException);
    }

    @Test
    void anotherProgramOrOtherBoundaryRangesAreRefused() {
        assertTrue(assertThrows(TraceMismatchException.class, () -> Comparisons.compare(
                header("example.Prog", "FULL", "1", "-1"), Records.list(),
                header("example.Other", "FULL", "1", "-1"), Records.list(), CompareSettings.DEFAULTS))
                .getMessage().contains("header key PROGRAM"));
        assertTrue(assertThrows(TraceMismatchException.class, () -> Comparisons.compare(
                header("example.Prog", "FULL", "1", "-1"), Records.list(),
                header("example.Prog", "FULL", "1", "2"), Records.list(), CompareSettings.DEFAULTS))
                .getMessage().contains("header key IG_LEFT"));
        TraceHeader without = new TraceHeader(Map.of("PROGRAM", "example.Prog", "MODE", "FULL", "CPU_COUNT", "1"));
        assertTrue(assertThrows(TraceMismatchException.class, () -> Comparisons.compare(
                header("example.Prog", "FULL", "1", "-1"), Records.list(), without, Records.list(),
                CompareSettings.DEFAULTS)).getMessage().contains("IG_LEFT is '-1' in the reference and missing"));
    }

    @Test
    void processorCountAndTimeMayDiffer() throws IOException {
        Collecting result = Comparisons.compare(header("example.Prog", "FULL", "1", "-1"), Records.list(),
                header("example.Prog", "FULL", "4", "-1"), Records.list(), CompareSettings.DEFAULTS);
        assertTrue(result.outcome.clean());
    }

    private static TraceHeader withArguments(String arguments) {
        return arguments == null ? new TraceHeader(Map.of("PROGRAM", "example.Jacobi", "MODE", "FULL"))
                : new TraceHeader(Map.of("PROGRAM", "example.Jacobi", "MODE", "FULL", "ARGUMENTS", arguments));
    }

    @Test
    void otherProgramArgumentsAreRefusedNamingThem() {
        TraceMismatchException e = assertThrows(TraceMismatchException.class, () -> Comparisons.compare(
                withArguments("40 3"), Records.list(), withArguments("(none)"), Records.list(),
                CompareSettings.DEFAULTS));
        assertTrue(e.getMessage().contains("header key ARGUMENTS is '40 3' in the reference and '(none)' in the run "
                + "(the program's arguments: run it with the reference's, -Ddvm.arguments"), e.getMessage());
    }

    @Test
    void argumentsAreComparedOnlyWhenBothTracesKnowThem() throws IOException {
        assertTrue(Comparisons.compare(withArguments("40 3"), Records.list(), withArguments(null), Records.list(),
                CompareSettings.DEFAULTS).outcome.clean());
        assertTrue(Comparisons.compare(withArguments(null), Records.list(), withArguments("40 3"), Records.list(),
                CompareSettings.DEFAULTS).outcome.clean());
        assertTrue(Comparisons.compare(withArguments("40 3"), Records.list(), withArguments("40 3"), Records.list(),
                CompareSettings.DEFAULTS).outcome.clean());
    }

    private static TraceHeader withClasses(String classes) {
        return classes == null ? new TraceHeader(Map.of("PROGRAM", "example.Jacobi", "MODE", "FULL"))
                : new TraceHeader(Map.of("PROGRAM", "example.Jacobi", "MODE", "FULL", "CLASSES", classes));
    }

    @Test
    void aReferenceFromOtherClassFilesIsRefusedSayingTheProgramChanged() throws IOException {
        TraceMismatchException e = assertThrows(TraceMismatchException.class, () -> Comparisons.compare(
                withClasses("2 classes, sha256 00aa"), Records.list(), withClasses("2 classes, sha256 11bb"),
                Records.list(), CompareSettings.DEFAULTS));
        assertTrue(e.getMessage().contains("header key CLASSES is '2 classes, sha256 00aa' in the reference and "
                + "'2 classes, sha256 11bb' in the run (the program's class files: they changed since the reference "
                + "was recorded"), e.getMessage());
        assertTrue(Comparisons.compare(withClasses("2 classes, sha256 00aa"), Records.list(), withClasses(null),
                Records.list(), CompareSettings.DEFAULTS).outcome.clean(), "compared only when both traces know it");
    }
}
