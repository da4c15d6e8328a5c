package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Values are written as the original's {@code %G} (plain from 1E-4 up to below 1E+17 for a double, 1E+9 for a
 * float, else with a signed exponent of at least two digits), with Java's shortest digits and no trailing zeros.
 */
class ValueTextLayoutTest {
    @Test
    void doublesArePlainBetweenTheExponentLimitsAndScientificOutside() {
        Object[][] cases = {
            {0.0001, "0.0001"}, {0.00001, "1E-05"}, {0.001234, "0.001234"}, {1.25e-5, "1.25E-05"},
            {1e16, "10000000000000000"}, {9.9999999999999984e16, "99999999999999984"}, {1e17, "1E+17"},
            {123.0, "123"}, {100.0, "100"}, {12.5, "12.5"}, {1234.5678, "1234.5678"}, {1e10, "10000000000"},
            {-0.5, "-0.5"}, {0.0, "0"}, {-0.0, "-0"}, {1e-9, "1E-09"}, {1e-10, "1E-10"}, {1e100, "1E+100"},
            {-1e-300, "-1E-300"}, {0.1 + 0.2, "0.30000000000000004"},
        };
        for (Object[] c : cases) {
            assertEquals(c[1], ValueText.format((Double) c[0]), String.valueOf(c[0]));
        }
    }

    @Test
    void floatsArePlainBelow1E9() {
        Object[][] cases = {
            {1e8f, "100000000"}, {1e9f, "1E+09"}, {0.1f, "0.1"}, {1.5e-5f, "1.5E-05"}, {123456.78f, "123456.78"},
            {Float.MAX_VALUE, "3.4028235E+38"},
        };
        for (Object[] c : cases) {
            StringBuilder text = new StringBuilder();
            ValueText.appendFloat(text, (Float) c[0]);
            assertEquals(c[1], text.toString(), String.valueOf(c[0]));
        }
    }
}
