package org.javadvm.debug.config;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DebugParametersTest {
    @TempDir
    Path work;

    private Path file(String... lines) throws IOException {
        Path file = work.resolve("dvm-debug.properties");
        Files.write(file, String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private static Properties system(String... pairs) {
        Properties properties = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            properties.setProperty(pairs[i], pairs[i + 1]);
        }
        properties.setProperty("java.version", "17"); // not ours: ignored
        return properties;
    }

    @Test
    void defaultsCheckEverythingAndReportToScreenAndFiles() {
        DebugParameters parameters = DebugParameters.load(null, system());
        assertTrue(parameters.enableDynControl());
        for (Check check : Check.values()) {
            assertTrue(parameters.enabled(check), check.parameterName());
        }
        assertTrue(parameters.errorToScreen());
        assertFalse(parameters.appendErrorFile());
        assertEquals(0, parameters.maxErrors());
        assertEquals("target/dvm/dyn-errors.txt", parameters.errorFile());
        assertEquals("target/dvm/dyn-control-" + ProcessHandle.current().pid() + ".sarif", parameters.sarifFile());
    }

    @Test
    void theFileSetsValuesAndSystemPropertiesWin() throws IOException {
        Path file = file("# comment", "", "DebugOptions.CheckDataDependence=0", "DebugOptions.MaxErrors = 7",
                "DebugOptions.ErrorFile=errors.dvm", "EnableDynControl=1", "! also a comment");
        DebugParameters parameters = DebugParameters.load(file, system("DebugOptions.MaxErrors", "3",
                "DebugOptions.CheckDisArrLimits", "0"));
        assertFalse(parameters.enabled(Check.DATA_DEPENDENCE));
        assertFalse(parameters.enabled(Check.DIS_ARR_LIMITS));
        assertTrue(parameters.enabled(Check.VAR_READ_ONLY));
        assertEquals(3, parameters.maxErrors());
        assertEquals("errors.dvm", parameters.errorFile());
        assertThat(parameters.toString(), containsString("DebugOptions.CheckDataDependence=0"));
    }

    @Test
    void everyProblemIsNamedWithItsFileAndLine() throws IOException {
        Path file = file("DebugOptions.CheckFoo=1", "DebugOptions.MaxErrors=-2", "no equals sign",
                "HashOffsetValue=17", "DebugOptions.ErrorToScreen=yes", "debugoptions.maxerrors=1");
        ParameterException failure = assertThrows(ParameterException.class,
                () -> DebugParameters.load(file, system("DebugOptions.MaxErrors", "abc", "TraceOptions.Level", "1",
                        "enabledyncontrol", "1")));
        assertThat(failure.problems(), contains(
                file + ":1: unknown parameter 'DebugOptions.CheckFoo'",
                file + ":2: DebugOptions.MaxErrors must be a non-negative integer, found '-2'",
                file + ":3: expected <name>=<value>, found 'no equals sign'",
                file + ":4: HashOffsetValue must be an integer from 0 to 16, found '17'",
                file + ":5: DebugOptions.ErrorToScreen must be an integer (0 = off, other values = on), found 'yes'",
                file + ":6: unknown parameter 'debugoptions.maxerrors' (did you mean DebugOptions.MaxErrors?)",
                "system property -DDebugOptions.MaxErrors=abc: DebugOptions.MaxErrors must be a non-negative integer, found 'abc'",
                "system property -DTraceOptions.Level=1: unknown parameter 'TraceOptions.Level'",
                "system property -Denabledyncontrol=1: unknown parameter 'enabledyncontrol' (did you mean EnableDynControl?)"));
        assertThat(failure.getMessage(), containsString("9 problems"));
    }

    @Test
    void aNamedFileThatDoesNotExistIsAProblem() {
        Path missing = work.resolve("nowhere.properties");
        ParameterException failure = assertThrows(ParameterException.class,
                () -> DebugParameters.load(missing, system()));
        assertThat(failure.getMessage(), containsString("nowhere.properties: no such parameter file"));
    }

    @Test
    void dynamicControlCanBeSwitchedOffAndCompatibilityParametersAreAccepted() throws IOException {
        DebugParameters parameters = DebugParameters.load(file("EnableDynControl=0", "DebugOptions.HashIndexSize=16",
                "DebugOptions.VarTableSize=1000", "HashMethod=1", "DebugOptions.SarifFile="), system());
        assertFalse(parameters.enableDynControl());
        assertEquals("", parameters.sarifFile());
    }
}
