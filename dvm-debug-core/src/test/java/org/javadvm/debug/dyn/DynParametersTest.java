package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.util.Properties;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.internal.BoundaryIterations;
import org.junit.jupiter.api.Test;

/** Dynamic control's parameters: the boundary iterations and the check switches reach the checker. */
class DynParametersTest {
    private static DebugParameters parameters(String... nameValues) {
        Properties properties = new Properties();
        for (int k = 0; k < nameValues.length; k += 2) {
            properties.setProperty(nameValues[k], nameValues[k + 1]);
        }
        return DebugParameters.load(null, properties);
    }

    @Test
    void boundaryIterationsOnlyWhenIgLeftOrIgRightIsSet() {
        assertThat(DynParameters.boundary(parameters()), nullValue());
        BoundaryIterations left = DynParameters.boundary(parameters("DebugOptions.Ig_left", "3"));
        assertThat(left.left(), equalTo(3));
        assertThat(left.right(), equalTo(0));
        assertThat(left.kind(), equalTo(BoundaryIterations.Kind.FACES));
        BoundaryIterations right = DynParameters.boundary(parameters("DebugOptions.Ig_right", "0"));
        assertThat(right.left(), equalTo(0));
        assertThat(right.right(), equalTo(0));
    }

    @Test
    void everyCheckSwitchIsPassedOn() {
        Checks all = DynParameters.checks(parameters());
        Checks none = DynParameters.checks(parameters("DebugOptions.CheckVarInitialization", "0",
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
