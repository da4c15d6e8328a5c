package org.javadvm.debug.config;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasSize;
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
    void boundaryIterationsAreOffUnlessAWidthIsSetAndAnUnsetWidthIsZero() throws IOException {
        DebugParameters defaults = DebugParameters.load(null, system());
        assertFalse(defaults.boundaryOnly());
        DebugParameters left = DebugParameters.load(file("DebugOptions.Ig_left=3"), system());
        assertTrue(left.boundaryOnly());
        assertEquals(3, left.igLeft());
        assertEquals(0, left.igRight());
        assertFalse(left.boundaryCorners());
        DebugParameters corners = DebugParameters.load(file("DebugOptions.Ig_right=0", "DebugOptions.BoundaryType=1"),
                system("DebugOptions.Ig_left", "-1"));
        assertTrue(corners.boundaryOnly());
        assertEquals(0, corners.igLeft());
        assertTrue(corners.boundaryCorners());
        Path bad = file("DebugOptions.Ig_left=-2", "DebugOptions.BoundaryType=2", "DebugOptions.Ig_Right=1");
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(bad, system()));
        assertThat(failure.getMessage(), containsString(":1: DebugOptions.Ig_left must be an integer from -1 to"));
        assertThat(failure.getMessage(), containsString(":2: DebugOptions.BoundaryType must be an integer from 0 to 1"));
        assertThat(failure.getMessage(), containsString(":3: unknown parameter 'DebugOptions.Ig_Right' (did you mean "
                + "DebugOptions.Ig_right?)"));
    }

    @Test
    void theInitializationSwitchesTakeTheStrictReadingAsValueTwo() throws IOException {
        DebugParameters defaults = DebugParameters.load(null, system());
        for (Check check : Check.values()) {
            assertFalse(defaults.strict(check), check + " is not strict by default");
        }
        DebugParameters strict = DebugParameters.load(file("DebugOptions.CheckVarInitialization=2",
                "DebugOptions.CheckDisArrInitialization=2", "DebugOptions.CheckArrInitialization=1"),
                system("DebugOptions.CheckDisArrInitialization", "0"));
        assertTrue(strict.strict(Check.VAR_INITIALIZATION));
        assertTrue(strict.enabled(Check.VAR_INITIALIZATION));
        assertFalse(strict.strict(Check.ARR_INITIALIZATION));
        assertTrue(strict.enabled(Check.ARR_INITIALIZATION));
        assertFalse(strict.strict(Check.DIS_ARR_INITIALIZATION));
        assertFalse(strict.enabled(Check.DIS_ARR_INITIALIZATION));
        assertThat(strict.toString(), containsString("DebugOptions.CheckVarInitialization=2\n"));
        assertThat(strict.toString(), containsString("DebugOptions.CheckArrInitialization=1\n"));
        assertThat(strict.toString(), containsString("DebugOptions.CheckDisArrInitialization=0\n"));
        DebugParameters other = DebugParameters.load(file("DebugOptions.CheckDataDependence=2"), system());
        assertFalse(other.strict(Check.DATA_DEPENDENCE), "2 is merely on for the other switches");
        assertTrue(other.enabled(Check.DATA_DEPENDENCE));
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(
                file("DebugOptions.CheckArrInitialization=3"), system()));
        assertThat(failure.getMessage(), containsString(":1: DebugOptions.CheckArrInitialization must be 0 (off), "
                + "1 (on: Java's initial values count as written) or 2 (on, DVM's reading: Java's initial values "
                + "count as never written), found '3'"));
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

    @Test
    void everySwitchIsReadFromTheFileAndOverriddenBySystemProperties() throws IOException {
        for (Check check : Check.values()) {
            DebugParameters off = DebugParameters.load(file(check.parameterName() + "=0"), system());
            for (Check other : Check.values()) {
                assertEquals(other != check, off.enabled(other), check + " off in the file: " + other);
            }
            assertThat(off.toString(), containsString(check.parameterName() + "=0\n"));
            DebugParameters on = DebugParameters.load(file(check.parameterName() + "=0"),
                    system(check.parameterName(), "2"));
            assertTrue(on.enabled(check), "any non-zero value switches " + check + " on");
        }
    }

    @Test
    void laterLinesOfTheFileWinAndValuesAreTrimmed() throws IOException {
        DebugParameters parameters = DebugParameters.load(file("DebugOptions.MaxErrors=4",
                "  DebugOptions.MaxErrors\t=  9  ", "DebugOptions.ErrorToScreen=0", "DebugOptions.AppendErrorFile=-1",
                "DebugOptions.PrintStatistic=1"), system());
        assertEquals(9, parameters.maxErrors());
        assertFalse(parameters.errorToScreen());
        assertTrue(parameters.appendErrorFile(), "negative values are non-zero, hence on");
        assertTrue(parameters.printStatistic());
        assertThat(parameters.source(), containsString("dvm-debug.properties"));
    }

    @Test
    void nearMissesOfTopLevelNamesAndAnyCaseOfOurPrefixesAreErrorsOtherPropertiesAreIgnored() {
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(null,
                system("EnableDynamicControl", "0", "EnableDynControll", "0", "debugoptions.MaxErrors", "1",
                        "DebugOptions.MaxError", "1", "user.name", "x", "dvm.procs", "2x2", "Enabled", "1")));
        assertThat(failure.problems(), contains(
                "system property -DDebugOptions.MaxError=1: unknown parameter 'DebugOptions.MaxError' (did you mean DebugOptions.MaxErrors?)",
                "system property -DEnableDynControll=0: unknown parameter 'EnableDynControll' (did you mean EnableDynControl?)",
                "system property -DEnableDynamicControl=0: unknown parameter 'EnableDynamicControl' (did you mean EnableDynControl?)",
                "system property -Ddebugoptions.MaxErrors=1: unknown parameter 'debugoptions.MaxErrors' (did you mean DebugOptions.MaxErrors?)"));
    }

    @Test
    void aFileThatCannotBeReadIsAProblemListedWithTheOthers() throws IOException {
        Path latin1 = work.resolve("latin1.properties");
        Files.write(latin1, new byte[] {'#', ' ', (byte) 0xE9, '\n'});
        ParameterException failure = assertThrows(ParameterException.class,
                () -> DebugParameters.load(latin1, system("DebugOptions.MaxErrors", "x")));
        assertThat(failure.problems(), contains(latin1 + ": not UTF-8 text",
                "system property -DDebugOptions.MaxErrors=x: DebugOptions.MaxErrors must be a non-negative integer, found 'x'"));
        ParameterException directory = assertThrows(ParameterException.class,
                () -> DebugParameters.load(work, system()));
        assertThat(directory.getMessage(), containsString(work + ": cannot read the parameter file"));
    }

    @Test
    void theHashTableParametersAreValidatedAndReadableUnderBothSpellings() throws IOException {
        DebugParameters parameters = DebugParameters.load(file("DebugOptions.HashIndexSize=16",
                "DebugOptions.HashTableSize=32", "DebugOptions.VarTableSize=1000", "DebugOptions.HashMethod=1",
                "HashOffsetValue=16"), system());
        assertEquals(16, parameters.hashIndexSize());
        assertEquals(32, parameters.hashTableSize());
        assertEquals(1000, parameters.varTableSize());
        assertEquals(1, parameters.hashMethod());
        assertEquals(16, parameters.hashOffsetValue());
        assertThat(parameters.toString(), containsString("HashMethod=1\n"));
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(
                file("DebugOptions.HashMethod=2", "DebugOptions.HashTableSize=-1", "DebugOptions.HashOffsetValue=-1"),
                system()));
        assertEquals(3, failure.problems().size(), failure.getMessage());
        assertThat(failure.problems().get(0), containsString("DebugOptions.HashMethod must be an integer from 0 to 1"));
    }

    @Test
    void everyTraceOptionsNameOfTheDvmDocumentLoads() throws IOException {
        DebugParameters parameters = DebugParameters.load(file("EnableTrace=1", "TraceOptions.TraceFile=golden.trd",
                "TraceOptions.PrintStatistic=1", "TraceOptions.TableTraceSize=1000", "TraceOptions.HashIterIndex=64",
                "TraceOptions.HashIterSize=128", "TraceOptions.ReductHashIndexSize=16",
                "TraceOptions.ReductHashTableSize=32", "TraceOptions.ReductVarTableSize=100"), system());
        assertEquals("golden.trd", parameters.traceFile());
        assertTrue(parameters.tracePrintStatistic());
        assertThat("the sizes are shown with the other values", parameters.toString(),
                containsString("TraceOptions.ReductVarTableSize=100\n"));
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(
                file("TraceOptions.TableTraceSize=-1", "TraceOptions.HashIterSize=many"), system()));
        assertEquals(2, failure.problems().size(), "the sizes are validated: " + failure.getMessage());
    }

    @Test
    void aTracePointInsideATaskRegionIsRefusedWhereItIsWritten() throws IOException {
        Path file = file("TraceOptions.StartPoint=3.B", "TraceOptions.FinishPoint=2.5.4.E");
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(file, system()));
        assertThat(failure.problems(), contains(file + ":2: TraceOptions.FinishPoint must be empty or a point such as "
                + "3.B or 3.E (a construct number, then B for begin or E for end; the task-region form N.iter.M.B is "
                + "not supported), found '2.5.4.E'"));
        assertEquals("3.B", DebugParameters.load(file("TraceOptions.StartPoint=3.B"), system()).startPoint());
    }

    @Test
    void aByteOrderMarkBeforeTheFirstNameIsNotPartOfIt() throws IOException {
        Path file = work.resolve("with-bom.properties");
        Files.write(file, "\uFEFFDebugOptions.MaxErrors=7\nDebugOptions.MaxKeptErrors=9\n".getBytes(StandardCharsets.UTF_8));
        DebugParameters parameters = DebugParameters.load(file, system());
        assertEquals(7, parameters.maxErrors());
        assertEquals(9, parameters.maxKeptErrors());
        Path inside = work.resolve("bom-inside.properties");
        Files.write(inside, "DebugOptions.MaxErrors=7\n\uFEFFDebugOptions.MaxKeptErrors=9\n".getBytes(StandardCharsets.UTF_8));
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(inside, system()));
        assertThat(failure.getMessage(), containsString("bom-inside.properties:2: unknown parameter"));
    }

    @Test
    void toStringListsEveryEffectiveValue() {
        String text = DebugParameters.load(null, system("DebugOptions.MaxErrors", "12")).toString();
        assertThat(text, containsString("EnableDynControl=1\n"));
        assertThat(text, containsString("DebugOptions.MaxErrors=12\n"));
        assertThat(text, containsString("DebugOptions.SarifFile=target/dvm/dyn-control-{pid}.sarif\n"));
        assertThat(text, containsString("DebugOptions.Ig_left=-1\n"));
        assertThat(text, containsString("DebugOptions.MaxKeptErrors=10000\n"));
        assertEquals(Check.values().length + 67, text.split("\n").length);
        assertThat(text, containsString("TraceOptions.TraceFormat=text\n"));
        assertThat(text, containsString("TraceOptions.Exp=0.0001\n"));
        assertThat(text, containsString("TraceOptions.Ig_left=-1\n"));
    }

    @Test
    void loadReadsTheFileNamedBySystemPropertyThenTheSystemProperties() throws IOException {
        Path file = file("DebugOptions.MaxErrors=5", "DebugOptions.CheckDataDependence=0");
        String previousFile = System.getProperty(DebugParameters.FILE_PROPERTY);
        System.setProperty(DebugParameters.FILE_PROPERTY, file.toString());
        System.setProperty("DebugOptions.MaxErrors", "6");
        try {
            DebugParameters parameters = DebugParameters.load();
            assertEquals(6, parameters.maxErrors());
            assertFalse(parameters.enabled(Check.DATA_DEPENDENCE));
        } finally {
            System.clearProperty("DebugOptions.MaxErrors");
            if (previousFile == null) {
                System.clearProperty(DebugParameters.FILE_PROPERTY);
            } else {
                System.setProperty(DebugParameters.FILE_PROPERTY, previousFile);
            }
        }
    }

    @Test
    void theTraceParametersHaveTheOriginalsDefaults() {
        DebugParameters defaults = DebugParameters.load(null, system());
        assertFalse(defaults.enableTrace());
        assertFalse(defaults.manualReductCalc());
        assertEquals(1, defaults.traceMode());
        assertEquals(3, defaults.traceLevel());
        assertEquals("", defaults.tracePath());
        assertEquals("", defaults.inputTracePrefix());
        assertEquals("", defaults.outputTracePrefix());
        assertEquals("trd", defaults.traceExt());
        assertEquals("loops", defaults.fileLoopInfo());
        assertEquals("error.trd", defaults.traceErrorFile());
        assertFalse(defaults.traceErrorToScreen());
        assertFalse(defaults.traceAppendErrorFile());
        assertEquals(1000, defaults.traceMaxErrors());
        assertEquals(0.0001, defaults.exp(), 0.0);
        assertTrue(defaults.expIsAbsolute());
        assertEquals(1e-10, defaults.relCompareMin(), 0.0);
        assertFalse(defaults.strictCompare());
        assertTrue(defaults.enableNanChecks());
        assertFalse(defaults.writeEmptyIter());
        assertFalse(defaults.saveThroughExec());
        assertEquals(2, defaults.spaceIndent());
        assertEquals(0, defaults.wrtHeaderProc());
        assertTrue(defaults.multidimensionalArrays());
        assertEquals(1, defaults.checksumMode());
        assertFalse(defaults.calcChecksums());
        assertTrue(defaults.checksumDisarrOnly());
        assertEquals("", defaults.startPoint());
        assertEquals("", defaults.finishPoint());
        for (int boundary : new int[] {defaults.traceIgLeft(), defaults.traceIgRight(), defaults.ilocLeft(),
            defaults.ilocRight(), defaults.irepLeft(), defaults.irepRight(), defaults.iterTraceMode()}) {
            assertEquals(-1, boundary);
        }
        assertEquals(1, defaults.locIterWidth());
        assertEquals(1, defaults.globIterWidth());
        assertEquals(1, defaults.repIterWidth());
        assertFalse(defaults.substRedResults());
        assertFalse(defaults.substAllResults());
        assertFalse(defaults.allowErrorsSubst());
        assertEquals(1024000L, defaults.maxTraceFileSize());
    }

    @Test
    void traceParametersAreReadTyped() {
        DebugParameters set = DebugParameters.load(null, system("EnableTrace", "1", "ManualReductCalc", "1",
                "TraceOptions.TraceMode", "3", "TraceOptions.TraceLevel", "4", "TraceOptions.TracePath", "target/dvm",
                "TraceOptions.Exp", "2.5e-3", "TraceOptions.RelCompareMin", "1e-12", "TraceOptions.StartPoint", "2.B",
                "TraceOptions.FinishPoint", "7.E", "TraceOptions.Iloc_left", "2", "TraceOptions.Irep_right", "0",
                "TraceOptions.MaxTraceFileSize", "5000000000", "TraceOptions.ChecksumMode", "2",
                "TraceOptions.Ig_left", "3", "DebugOptions.Ig_left", "1"));
        assertTrue(set.enableTrace());
        assertTrue(set.manualReductCalc());
        assertEquals(3, set.traceMode());
        assertEquals(4, set.traceLevel());
        assertEquals("target/dvm", set.tracePath());
        assertEquals(0.0025, set.exp(), 0.0);
        assertEquals(1e-12, set.relCompareMin(), 0.0);
        assertEquals("2.B", set.startPoint());
        assertEquals("7.E", set.finishPoint());
        assertEquals(2, set.ilocLeft());
        assertEquals(0, set.irepRight());
        assertEquals(5_000_000_000L, set.maxTraceFileSize());
        assertEquals(2, set.checksumMode());
        assertEquals(3, set.traceIgLeft(), "the trace's boundary is its own");
        assertEquals(1, set.igLeft(), "dynamic control keeps DebugOptions.Ig_left");
    }

    @Test
    void badTraceValuesAreEachNamedWithWhatTheyMustBe() {
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(null,
                system("TraceOptions.Exp", "-1", "TraceOptions.RelCompareMin", "tiny", "TraceOptions.TraceLevel", "5",
                        "TraceOptions.StartPoint", "3.X", "TraceOptions.FinishPoint", "B", "TraceOptions.ChecksumMode",
                        "0", "TraceOptions.Ig_right", "-2")));
        assertThat(failure.problems(), hasSize(7));
        String message = failure.getMessage();
        assertThat(message, containsString("TraceOptions.Exp must be a decimal number of 0 or more"));
        assertThat(message, containsString("TraceOptions.RelCompareMin must be a decimal number above 0 (such as "
                + "1e-10), found 'tiny'"));
        assertThat(message, containsString("TraceOptions.TraceLevel must be an integer from 0 to 4, found '5'"));
        assertThat(message, containsString("TraceOptions.StartPoint must be empty or a point such as 3.B"));
        assertThat(message, containsString("TraceOptions.FinishPoint must be empty or a point"));
        assertThat(message, containsString("TraceOptions.ChecksumMode must be an integer from 1 to 2, found '0'"));
        assertThat(message, containsString("TraceOptions.Ig_right must be an integer from -1"));
    }

    @Test
    void exp0IsExactButRelCompareMinDividesAndMustBeAboveZero() {
        assertEquals(0.0, DebugParameters.load(null, system("TraceOptions.Exp", "0")).exp(), 0.0);
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(null,
                system("TraceOptions.RelCompareMin", "0")));
        assertThat(failure.getMessage(), containsString("TraceOptions.RelCompareMin must be a decimal number above 0"));
    }

    @Test
    void decimalsRejectInfinityNaNAndJavaSuffixes() {
        for (String bad : new String[] {"NaN", "Infinity", "1e400", "0.5d", "0.5f", ""}) {
            assertThrows(ParameterException.class, () -> DebugParameters.load(null, system("TraceOptions.Exp", bad)),
                    bad);
        }
    }

    @Test
    void misspelledTraceParametersGetASuggestion() {
        ParameterException failure = assertThrows(ParameterException.class, () -> DebugParameters.load(null,
                system("TraceOptions.TraceLevle", "1", "EnableTrac", "1")));
        assertThat(failure.getMessage(), containsString("unknown parameter 'TraceOptions.TraceLevle' (did you mean "
                + "TraceOptions.TraceLevel?)"));
        assertThat(failure.getMessage(), containsString("unknown parameter 'EnableTrac' (did you mean EnableTrace?)"));
    }
}
