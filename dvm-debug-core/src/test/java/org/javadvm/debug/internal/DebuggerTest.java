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
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.Monitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** How the debugger starts from the parameters: off, on (as the run-time's monitor), or refused. */
class DebuggerTest {
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

    private static DebugParameters parameters(String... nameValues) {
        Properties properties = new Properties();
        for (int k = 0; k < nameValues.length; k += 2) {
            properties.setProperty(nameValues[k], nameValues[k + 1]);
        }
        return DebugParameters.load(null, properties);
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
        assertThat(sink, instanceOf(DynControl.class));
        assertThat(Monitor.installed(), sameInstance(sink));
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
        ParameterException e;
        try {
            e = assertThrows(ParameterException.class,
                    () -> with(Map.of("DebugOptions.MaxErrors", "many"), Debugger::start));
        } finally {
            System.setErr(err);
        }
        assertThat(e.getMessage(), containsString("DebugOptions.MaxErrors"));
        assertThat(screen.toString(StandardCharsets.UTF_8), containsString(e.getMessage()));
    }

    @Test
    void boundaryIterationsOnlyWhenIgLeftOrIgRightIsSet() {
        assertThat(Debugger.boundary(parameters()), nullValue());
        BoundaryIterations left = Debugger.boundary(parameters("DebugOptions.Ig_left", "3"));
        assertThat(left.left(), equalTo(3));
        assertThat(left.right(), equalTo(0));
        assertThat(left.kind(), equalTo(BoundaryIterations.Kind.FACES));
        BoundaryIterations right = Debugger.boundary(parameters("DebugOptions.Ig_right", "0"));
        assertThat(right.left(), equalTo(0));
        assertThat(right.right(), equalTo(0));
    }

    @Test
    void everyCheckSwitchIsPassedOn() {
        Checks all = Debugger.checks(parameters());
        Checks none = Debugger.checks(parameters("DebugOptions.CheckVarInitialization", "0",
                "DebugOptions.CheckArrInitialization", "0", "DebugOptions.CheckDisArrInitialization", "0",
                "DebugOptions.CheckVarReadOnly", "0", "DebugOptions.CheckReductionAccess", "0",
                "DebugOptions.CheckDisArrLimits", "0", "DebugOptions.CheckDisArrEdgeExchange", "0",
                "DebugOptions.CheckDisArrSequentialAccess", "0", "DebugOptions.CheckDisArrLocalElm", "0",
                "DebugOptions.CheckDataDependence", "0", "DebugOptions.CheckRemoteBufferAccess", "0"));
        boolean[] on = {all.varInitialization, all.arrInitialization, all.disArrInitialization, all.varReadOnly,
            all.reductionAccess, all.disArrLimits, all.disArrEdgeExchange, all.disArrSequentialAccess,
            all.disArrLocalElm, all.dataDependence, all.remoteBufferAccess};
        boolean[] off = {none.varInitialization, none.arrInitialization, none.disArrInitialization, none.varReadOnly,
            none.reductionAccess, none.disArrLimits, none.disArrEdgeExchange, none.disArrSequentialAccess,
            none.disArrLocalElm, none.dataDependence, none.remoteBufferAccess};
        for (int k = 0; k < on.length; k++) {
            assertThat("switch " + k + " on", on[k], equalTo(true));
            assertThat("switch " + k + " off", off[k], equalTo(false));
        }
    }
}
