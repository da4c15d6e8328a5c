package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.instanceOf;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.javadvm.ParallelLoop;
import org.javadvm.ReductionGroup;
import org.javadvm.debug.dyn.DynControl;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the debugger starts from the parameters: off, on (as the run-time's monitor), or refused. */
class DebuggerStartTest {
    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    /** Runs {@code start} with the given system properties set (no report files), then removes them. */
    private static <T> T with(Map<String, String> properties, Supplier<T> start) {
        System.setProperty("DebugOptions.ErrorFile", "");
        System.setProperty("DebugOptions.SarifFile", "");
        properties.forEach(System::setProperty);
        try {
            return start.get();
        } finally {
            properties.keySet().forEach(System::clearProperty);
            System.clearProperty("DebugOptions.ErrorFile");
            System.clearProperty("DebugOptions.SarifFile");
        }
    }

    @Test
    void switchedOffItChecksNothingAndInstallsNoMonitor() {
        Monitor.install(null);
        AccessSink sink = with(Map.of("EnableDynControl", "0"), Debugger::start);
        assertThat(sink, sameInstance(AccessSink.NONE));
        assertThat(Monitor.installed(), nullValue());
    }

    @Test
    void switchedOnDynamicControlIsTheSinkAndTheMonitor() {
        Monitor.install(null);
        AccessSink sink = with(Map.of(), Debugger::start);
        assertThat("dynamic control alone is the sink itself, no fan-out", sink, instanceOf(DynControl.class));
        assertThat(Monitor.installed(), instanceOf(Lifecycle.class));
        assertThat(((Lifecycle) Monitor.installed()).deliversTo(), sameInstance(sink));
        assertThat("dynamic control keeps its own iteration", ((DynControl) sink).readsIterations(), equalTo(false));
        assertThat(((DynControl) sink).boundaryIterations(), nullValue());
    }

    @Test
    void boundaryParametersReachTheChecker() {
        AccessSink sink = with(Map.of("DebugOptions.Ig_left", "2", "DebugOptions.Ig_right", "1",
                "DebugOptions.BoundaryType", "1"), Debugger::start);
        BoundaryIterations boundary = ((DynControl) sink).boundaryIterations();
        assertThat(boundary.left(), equalTo(2));
        assertThat(boundary.right(), equalTo(1));
        assertThat(boundary.kind(), equalTo(BoundaryIterations.Kind.CORNERS));
    }

    @Test
    void badParametersArePrintedAndStopTheProgram() {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        PrintStream err = System.err;
        System.setErr(new PrintStream(screen, true, StandardCharsets.UTF_8));
        IllegalStateException e;
        try {
            e = assertThrows(IllegalStateException.class,
                    () -> with(Map.of("DebugOptions.MaxErrors", "many"), Debugger::start));
        } finally {
            System.setErr(err);
        }
        assertThat(e.getMessage(), equalTo(Debugger.PARAMETERS_REFUSED));
        assertThat(screen.toString(StandardCharsets.UTF_8), containsString("DebugOptions.MaxErrors"));
    }

    @Test
    void traceSwitchedOnInstallsTheRecorderWhoseFirstProcessorsTraceStartsWithItsHeader(@TempDir Path dir)
            throws Exception {
        AccessSink sink = with(Map.of("EnableTrace", "1", "EnableDynControl", "0", "TraceOptions.TracePath",
                dir.toString()), Debugger::start);
        assertThat(sink, instanceOf(org.javadvm.debug.trace.TraceRecorder.class));
        assertThat(Monitor.installed(), instanceOf(Lifecycle.class));
        ((org.javadvm.debug.trace.TraceRecorder) sink).close();
        String trace = Files.readString(dir.resolve("0.trd"));
        assertThat(trace, containsString("MODE = FULL"));
        assertThat(trace, containsString("END_TRACE"));
    }

    @Test
    void reductionCheckingWithoutATraceComparisonStopsSayingWhatItNeeds() {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        PrintStream err = System.err;
        System.setErr(new PrintStream(screen, true, StandardCharsets.UTF_8));
        try {
            assertThrows(IllegalStateException.class, () -> with(Map.of("ManualReductCalc", "1"), Debugger::start));
        } finally {
            System.setErr(err);
        }
        assertThat(screen.toString(StandardCharsets.UTF_8), containsString(Consumers.REDUCTION_CHECK_NEEDS_COMPARISON));
        assertThat(Monitor.installed(), nullValue());
    }

    static final class Line {
        double[] v = new double[8];
        ReductionGroup group = new ReductionGroup();

        @ParallelLoop(on = "v")
        void scan(int lo, int hi) {
        }
    }

    /** The shutdown hooks registered so far (the JDK keeps them in java.lang, opened to the tests by the build). */
    @SuppressWarnings("unchecked")
    private static Set<Thread> shutdownHooks() throws Exception {
        Field hooks = Class.forName("java.lang.ApplicationShutdownHooks").getDeclaredField("hooks");
        hooks.setAccessible(true);
        synchronized (Class.forName("java.lang.ApplicationShutdownHooks")) {
            return new HashSet<>(((Map<Thread, Thread>) hooks.get(null)).keySet());
        }
    }

    @Test
    void atExitTheReportCarriesTheStatisticsAndTheLinesNoCheckedIterationReached(@TempDir Path directory)
            throws Exception {
        Path report = directory.resolve("errors.txt");
        Set<Thread> before = shutdownHooks();
        DynControl dyn = (DynControl) with(Map.of("DebugOptions.ErrorFile", report.toString(),
                "DebugOptions.PrintStatistic", "1", "DebugOptions.ErrorToScreen", "0", "DebugOptions.Ig_left", "1",
                "DebugOptions.Ig_right", "1"), Debugger::start);
        Set<Thread> added = shutdownHooks();
        added.removeAll(before);
        assertThat(added.size(), equalTo(1));
        Thread hook = added.iterator().next();
        assertThat(hook.getName(), equalTo("dvm-debug-report"));
        Runtime.getRuntime().removeShutdownHook(hook);

        Line line = new Line();
        int sites = Sites.register(Line.class, "Line.java\ndyn\nR;7;scan;\nR;8;scan;");
        Woven.loop("kind=loop;name=" + Line.class.getName() + ".scan;src=Line.java:6;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=0,0,0,0", Line.class, line, block -> {
                    dyn.arrayRead(line.v, block.lo[0], sites);
                    if (block.lo[0] == 3) {
                        dyn.arrayRead(line.v, block.lo[0], sites + 1);
                    }
                }, block -> { }, new int[] {0, 8});
        line.group.start();
        PrintStream err = System.err;
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            hook.run(); // what the JVM runs at exit
        } finally {
            System.setErr(err);
        }
        String text = Files.readString(report);
        assertThat(text, containsString("DVM04 reduction-access (start-without-wait): call at DebuggerStartTest.java:"));
        assertThat(text, containsString("Lines of parallel loops reached by no checked iteration (1): Line.java:8 ("
                + Line.class.getName() + ".scan)"));
        for (String statistic : new String[] {"constructs = 1", "iterations = 2", "unchecked iterations = 6",
            "unchecked segments = 1", "checked accesses = 2", "arrays known = 1"}) {
            assertThat(text, containsString("  " + statistic + "\n"));
        }
    }

    @Test
    void aFullCheckReportsNoUncheckedCounts(@TempDir Path directory) throws Exception {
        Path report = directory.resolve("errors.txt");
        Set<Thread> before = shutdownHooks();
        with(Map.of("DebugOptions.ErrorFile", report.toString(), "DebugOptions.PrintStatistic", "1"), Debugger::start);
        Set<Thread> added = shutdownHooks();
        added.removeAll(before);
        Thread hook = added.iterator().next();
        Runtime.getRuntime().removeShutdownHook(hook);
        PrintStream err = System.err;
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            hook.run();
        } finally {
            System.setErr(err);
        }
        String text = Files.readString(report);
        assertThat(text, containsString("no errors\n"));
        assertThat(text, containsString("  constructs = 0\n"));
        assertThat(text.contains("unchecked"), equalTo(false));
    }
}
