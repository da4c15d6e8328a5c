package org.javadvm.debug.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** Each on/off parameter reads its own default and the value the user gives, not a fixed answer. */
class DebugParameterSwitchesTest {
    private static DebugParameters with(String... pairs) {
        Properties properties = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            properties.setProperty(pairs[i], pairs[i + 1]);
        }
        return DebugParameters.load(null, properties);
    }

    private static void flips(String name, boolean byDefault, Predicate<DebugParameters> accessor) {
        assertEquals(byDefault, accessor.test(with()), name + " by default");
        assertEquals(!byDefault, accessor.test(with(name, byDefault ? "0" : "1")), name + " set");
    }

    @Test
    void traceSwitchesOffByDefault() {
        flips("DebugOptions.PrintStatistic", false, DebugParameters::printStatistic);
        flips("TraceOptions.StrictCompare", false, DebugParameters::strictCompare);
        flips("TraceOptions.WriteEmptyIter", false, DebugParameters::writeEmptyIter);
        flips("TraceOptions.SaveThroughExec", false, DebugParameters::saveThroughExec);
        flips("TraceOptions.CalcChecksums", false, DebugParameters::calcChecksums);
        flips("TraceOptions.SubstRedResults", false, DebugParameters::substRedResults);
        flips("TraceOptions.SubstAllResults", false, DebugParameters::substAllResults);
        flips("TraceOptions.AllowErrorsSubst", false, DebugParameters::allowErrorsSubst);
    }

    @Test
    void traceSwitchesOnByDefault() {
        flips("TraceOptions.ExpIsAbsolute", true, DebugParameters::expIsAbsolute);
        flips("TraceOptions.EnableNANChecks", true, DebugParameters::enableNanChecks);
        flips("TraceOptions.MultidimensionalArrays", true, DebugParameters::multidimensionalArrays);
        flips("TraceOptions.ChecksumDisarrOnly", true, DebugParameters::checksumDisarrOnly);
    }

    @Test
    void theLoopsFileWriterIsTheProcessorGiven() {
        assertEquals(0, with().wrtHeaderProc());
        assertEquals(3, with("TraceOptions.WrtHeaderProc", "3").wrtHeaderProc());
    }

    @Test
    void boundaryOnlyOnceEitherWidthIsSetEvenToZero() {
        assertFalse(with().boundaryOnly());
        assertTrue(with("DebugOptions.Ig_left", "0").boundaryOnly(), "Ig_left=0: only the last iterations");
        assertTrue(with("DebugOptions.Ig_right", "0").boundaryOnly());
        assertEquals(0, with("DebugOptions.Ig_right", "2").igLeft(), "an unset width is 0, not -1");
        assertEquals(2, with("DebugOptions.Ig_right", "2").igRight());
    }
}
