package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.instanceOf;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.sameInstance;
import static org.hamcrest.Matchers.startsWith;
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
import org.javadvm.internal.ConfigurationError;
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
        AccessSink followed = with(Map.of(), Debugger::start);
        assertThat("the events of one program thread reach the consumers", followed, instanceOf(FollowedThread.class));
        assertThat(Monitor.installed(), sameInstance(followed));
        AccessSink sink = ((FollowedThread) followed).consumers();
        assertThat("dynamic control alone is the consumer itself, no fan-out", sink, instanceOf(DynControl.class));
        assertThat(((FollowedThread) followed).lifecycle(), instanceOf(Lifecycle.class));
        assertThat(((Lifecycle) ((FollowedThread) followed).lifecycle()).deliversTo(), sameInstance(sink));
        assertThat("dynamic control keeps its own iteration", ((DynControl) sink).readsIterations(), equalTo(false));
        assertThat(((DynControl) sink).boundaryIterations(), nullValue());
    }

    @Test
    void boundaryParametersReachTheChecker() {
        AccessSink sink = ((FollowedThread) with(Map.of("DebugOptions.Ig_left", "2", "DebugOptions.Ig_right", "1",
                "DebugOptions.BoundaryType", "1"), Debugger::start)).consumers();
        BoundaryIterations boundary = ((DynControl) sink).boundaryIterations();
        assertThat(boundary.left(), equalTo(2));
        assertThat(boundary.right(), equalTo(1));
        assertThat(boundary.kind(), equalTo(BoundaryIterations.Kind.CORNERS));
    }

    @Test
    void badParametersStopTheProgramWithOneErrorNamingTheTaskAndEveryProblem() {
        ConfigurationError one = assertThrows(ConfigurationError.class,
                () -> with(Map.of("DebugOptions.MaxErrors", "many"), Debugger::start));
        assertThat(one.getMessage(), equalTo("Java-DVM did not run the program: system property "
                + "-DDebugOptions.MaxErrors=many: DebugOptions.MaxErrors must be a non-negative integer, found 'many'"));
        assertThat("the message is all the user reads: no stack trace of ours", one.getStackTrace().length,
                equalTo(0));
        ConfigurationError several = assertThrows(ConfigurationError.class, () -> with(Map.of("EnableTrace", "1",
                "TraceOptions.TraceMode", "0", "DebugOptions.MaxErrors", "many", "TraceOptions.Exp", "-1"),
                Debugger::start));
        assertThat(several.getMessage(), startsWith("Java-DVM did not run the program, 2 problems:"
                + System.lineSeparator() + "  system property -DDebugOptions.MaxErrors=many: "));
    }

    @Test
    void aProblemFoundWhenTheConsumersAreMadeNamesTheTask(@TempDir Path dir) {
        ConfigurationError missing = assertThrows(ConfigurationError.class, () -> with(Map.of("EnableTrace", "1",
                "EnableDynControl", "0", "TraceOptions.TraceMode", "3", "TraceOptions.TracePath", dir.toString()),
                Debugger::start));
        assertThat(missing.getMessage(), startsWith("Java-DVM (task dif) did not run the program: "
                + "TraceOptions.TraceMode=3 compares the run with the reference trace " + dir.resolve("0.trd")));
        ConfigurationError grid = assertThrows(ConfigurationError.class, () -> with(Map.of("EnableTrace", "1",
                "EnableDynControl", "0", "TraceOptions.TraceMode", "1", "TraceOptions.TracePath", dir.toString(),
                "dvm.procs", "0"), Debugger::start));
        assertThat(grid.getMessage(), equalTo("Java-DVM (task trc) did not run the program: dvm.procs=0 is not a "
                + "processor grid; write the number of processors per dimension separated by x, e.g. 4 or 2x2"));
        assertThat(Monitor.installed(), nullValue());
    }

    @Test
    void theTaskIsNamedAsTheRunGoalNamesIt() {
        String[][] cases = {
            {"dyn", "EnableDynControl", "1", "EnableTrace", "0"},
            {"size", "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "0"},
            {"trc", "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "2"},
            {"dif", "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "3"},
            {"red", "EnableDynControl", "0", "EnableTrace", "1", "TraceOptions.TraceMode", "3", "ManualReductCalc", "1"},
            {"dyn and trc", "EnableDynControl", "1", "EnableTrace", "1"},
        };
        for (String[] c : cases) {
            java.util.Properties properties = new java.util.Properties();
            for (int p = 1; p < c.length; p += 2) {
                properties.setProperty(c[p], c[p + 1]);
            }
            assertThat(Debugger.task(org.javadvm.debug.config.DebugParameters.load(null, properties)), equalTo(c[0]));
        }
        java.util.Properties off = new java.util.Properties();
        off.setProperty("EnableDynControl", "0");
        assertThat(Debugger.task(org.javadvm.debug.config.DebugParameters.load(null, off)), nullValue());
    }

    @Test
    void traceSwitchedOnInstallsTheRecorderWhoseFirstProcessorsTraceStartsWithItsHeader(@TempDir Path dir)
            throws Exception {
        AccessSink sink = ((FollowedThread) with(Map.of("EnableTrace", "1", "EnableDynControl", "0",
                "TraceOptions.TracePath", dir.toString()), Debugger::start)).consumers();
        assertThat(sink, instanceOf(org.javadvm.debug.trace.TraceRecorder.class));
        assertThat(((FollowedThread) Monitor.installed()).lifecycle(), instanceOf(Lifecycle.class));
        ((org.javadvm.debug.trace.TraceRecorder) sink).close();
        String trace = Files.readString(dir.resolve("0.trd"));
        assertThat(trace, containsString("MODE = FULL"));
        assertThat(trace, containsString("END_TRACE"));
    }

    @Test
    void reductionCheckingWithoutATraceComparisonStopsSayingWhatItNeeds() {
        ConfigurationError refused = assertThrows(ConfigurationError.class,
                () -> with(Map.of("ManualReductCalc", "1"), Debugger::start));
        assertThat(refused.getMessage(), equalTo("Java-DVM (task dyn) did not run the program: "
                + Consumers.REDUCTION_CHECK_NEEDS_COMPARISON));
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
        DynControl dyn = (DynControl) ((FollowedThread) with(Map.of("DebugOptions.ErrorFile", report.toString(),
                "DebugOptions.PrintStatistic", "1", "DebugOptions.ErrorToScreen", "0", "DebugOptions.Ig_left", "1",
                "DebugOptions.Ig_right", "1"), Debugger::start)).consumers();
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
