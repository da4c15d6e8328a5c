package org.javadvm.debug.config;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * The debugger's parameters, DVM style ({@code <name>=<value>}): read from a properties file (the system
 * property {@code dvm.parameters} names it, else {@code dvm-debug.properties} in the working directory if
 * it exists), then from system properties of the same names, which win. Every name must be known and
 * every value fit: problems are collected and thrown together as one {@link ParameterException}. The file
 * is UTF-8, with or without a byte order mark.
 * Immutable.
 */
public final class DebugParameters {
    /** The system property naming the parameter file. */
    public static final String FILE_PROPERTY = "dvm.parameters";
    /** The parameter file used when {@link #FILE_PROPERTY} is not set, if it exists. */
    public static final String DEFAULT_FILE = "dvm-debug.properties";
    private static final String BYTE_ORDER_MARK = "\uFEFF";
    private static final List<String> PREFIXES = List.of("DebugOptions.", "TraceOptions.");

    private final Map<String, String> values;
    private final Set<Check> enabled;
    private final String source;

    private DebugParameters(Map<String, String> values, String source) {
        this.values = Collections.unmodifiableMap(values);
        this.source = source;
        EnumSet<Check> on = EnumSet.noneOf(Check.class);
        for (Check check : Check.values()) {
            if (flag(values.getOrDefault(check.parameterName(), "1"))) { // every check is on unless switched off
                on.add(check);
            }
        }
        this.enabled = Collections.unmodifiableSet(on);
    }

    /** Parameters of this JVM: the file, then the system properties. */
    public static DebugParameters load() {
        return load(file(Paths.get(""), System.getProperties()), System.getProperties());
    }

    /**
     * The parameter file a program started in {@code directory} with {@code properties} reads: the one named by
     * {@value #FILE_PROPERTY} (relative to the directory), else {@value #DEFAULT_FILE} there when it exists, else
     * {@code null}.
     */
    public static Path file(Path directory, Properties properties) {
        String named = properties.getProperty(FILE_PROPERTY);
        Path file = directory.resolve(named != null ? named : DEFAULT_FILE);
        return named != null || Files.isRegularFile(file) ? file : null;
    }

    /** Parameters from a file (may be {@code null}) and a set of properties standing for the system properties. */
    public static DebugParameters load(Path file, Properties systemProperties) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        if (file != null) {
            readFile(file, values, problems);
        }
        for (String name : new TreeSet<>(systemProperties.stringPropertyNames())) {
            if (looksLikeOurs(name)) {
                String value = systemProperties.getProperty(name);
                accept(name, value.trim(), values, problems, "system property -D" + name + "=" + value + ": ");
            }
        }
        if (!problems.isEmpty()) {
            throw new ParameterException(problems);
        }
        return new DebugParameters(values, file == null ? "defaults and system properties" : file.toString());
    }

    private static void readFile(Path file, Map<String, String> values, List<String> problems) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            problems.add(file + ": no such parameter file (system property " + FILE_PROPERTY + ")");
            return;
        } catch (CharacterCodingException e) {
            problems.add(file + ": not UTF-8 text");
            return;
        } catch (IOException e) {
            problems.add(file + ": cannot read the parameter file: " + e);
            return;
        }
        if (!lines.isEmpty() && lines.get(0).startsWith(BYTE_ORDER_MARK)) {
            lines.set(0, lines.get(0).substring(1)); // editors on Windows start UTF-8 files with it
        }
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).trim();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            int eq = line.indexOf('=');
            String where = file + ":" + (n + 1) + ": ";
            if (eq <= 0) {
                problems.add(where + "expected <name>=<value>, found '" + line + "'");
            } else {
                accept(line.substring(0, eq).trim(), line.substring(eq + 1).trim(), values, problems, where);
            }
        }
    }

    /** Stores a value under the parameter's own name, or adds why not to the problems. */
    private static void accept(String name, String value, Map<String, String> values, List<String> problems,
                               String where) {
        Parameter parameter = Parameter.named(name);
        ValueType type = parameter != null ? parameter.type : switchType(name);
        if (type == null) {
            String guess = NearMiss.closest(name, Parameter.allNames());
            problems.add(where + "unknown parameter '" + name + "'" + (guess == null ? "" : " (did you mean " + guess + "?)"));
            return;
        }
        String problem = type.problem(value);
        if (problem != null) {
            problems.add(where + name + " " + problem + ", found '" + value + "'");
            return;
        }
        values.put(parameter != null ? parameter.name : name, value);
    }

    private static boolean isSwitch(String name) {
        return switchType(name) != null;
    }

    /** The values a check switch takes; {@code null} if the name is none. */
    private static ValueType switchType(String name) {
        for (Check check : Check.values()) {
            if (check.parameterName().equals(name)) {
                return check.initialization() ? ValueType.INITIALIZATION : ValueType.FLAG;
            }
        }
        return null;
    }

    /**
     * Whether a system property is meant for us: a known name, our prefixes in any case, or a near miss of
     * a top-level name. Other system properties (java.*, the user's own) are none of our business.
     */
    private static boolean looksLikeOurs(String name) {
        if (Parameter.named(name) != null || isSwitch(name)) {
            return true;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        for (String prefix : PREFIXES) {
            if (lower.startsWith(prefix.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        List<String> topLevel = new ArrayList<>();
        for (String known : Parameter.allNames()) {
            if (known.indexOf('.') < 0) {
                topLevel.add(known);
            }
        }
        return NearMiss.closest(name, topLevel) != null;
    }

    private static boolean flag(String value) {
        return Long.parseLong(value) != 0;
    }

    private String value(Parameter parameter) {
        return values.getOrDefault(parameter.name, parameter.defaultValue);
    }

    private int number(Parameter parameter) {
        return Integer.parseInt(value(parameter));
    }

    /** {@code EnableDynControl}: 0 runs the woven classes without checking. */
    public boolean enableDynControl() {
        return flag(value(Parameter.ENABLE_DYN_CONTROL));
    }

    /** {@code EnableTrace}: 1 records or compares an execution trace ({@code TraceOptions.TraceMode}). */
    public boolean enableTrace() {
        return flag(value(Parameter.ENABLE_TRACE));
    }

    /** Whether a check's {@code DebugOptions.Check*} switch is on. */
    public boolean enabled(Check check) {
        return enabled.contains(check);
    }

    /**
     * Whether an initialisation switch asks for DVM's stricter reading ({@link Check#STRICT}): what Java's
     * initialisation gave counts as never written. Always {@code false} for the other switches.
     */
    public boolean strict(Check check) {
        return check.initialization() && Long.parseLong(values.getOrDefault(check.parameterName(), "1")) == Check.STRICT;
    }

    /** {@code DebugOptions.ErrorFile}: the text report's file; empty: none. */
    public String errorFile() {
        return value(Parameter.ERROR_FILE);
    }

    /** {@code DebugOptions.ErrorToScreen}: print each new distinct error on standard error as it is found. */
    public boolean errorToScreen() {
        return flag(value(Parameter.ERROR_TO_SCREEN));
    }

    /** {@code DebugOptions.AppendErrorFile}: append the report to the error file instead of replacing it. */
    public boolean appendErrorFile() {
        return flag(value(Parameter.APPEND_ERROR_FILE));
    }

    /** {@code DebugOptions.MaxErrors}: distinct errors after which checking stops; 0: no limit. */
    public int maxErrors() {
        return number(Parameter.MAX_ERRORS);
    }

    /**
     * {@code DebugOptions.MaxKeptErrors}: distinct errors the reports keep; later new errors are only counted, so
     * that the run's memory and its reports stay bounded however many errors it finds. 0: no limit.
     */
    public int maxKeptErrors() {
        return number(Parameter.MAX_KEPT_ERRORS);
    }

    /** {@code DebugOptions.PrintStatistic}: print the checker's statistics and the parameters at the end. */
    public boolean printStatistic() {
        return flag(value(Parameter.PRINT_STATISTIC));
    }

    /** {@code DebugOptions.SarifFile} with {@code {pid}} replaced by this process's id; empty: none. */
    public String sarifFile() {
        return value(Parameter.SARIF_FILE).replace("{pid}", String.valueOf(ProcessHandle.current().pid()));
    }

    /**
     * Whether only boundary iterations of parallel loops are checked: {@code DebugOptions.Ig_left} or
     * {@code DebugOptions.Ig_right} is set (not -1).
     */
    public boolean boundaryOnly() {
        return number(Parameter.IG_LEFT) >= 0 || number(Parameter.IG_RIGHT) >= 0;
    }

    /** {@code DebugOptions.Ig_left}: checked first iterations of each loop dimension; 0 when only Ig_right is set. */
    public int igLeft() {
        return Math.max(0, number(Parameter.IG_LEFT));
    }

    /** {@code DebugOptions.Ig_right}: checked last iterations of each loop dimension; 0 when only Ig_left is set. */
    public int igRight() {
        return Math.max(0, number(Parameter.IG_RIGHT));
    }

    /**
     * {@code DebugOptions.BoundaryType}: 0 (faces) checks an iteration that is a boundary one in any
     * dimension, 1 (corners) one that is a boundary one in every dimension.
     */
    public boolean boundaryCorners() {
        return number(Parameter.BOUNDARY_TYPE) == 1;
    }

    /** {@code DebugOptions.HashIndexSize}: accepted for DVM parameter files; the Java tables size themselves. */
    public int hashIndexSize() {
        return number(Parameter.HASH_INDEX_SIZE);
    }

    /** {@code DebugOptions.HashTableSize}: accepted for DVM parameter files; no effect. */
    public int hashTableSize() {
        return number(Parameter.HASH_TABLE_SIZE);
    }

    /** {@code DebugOptions.VarTableSize}: accepted for DVM parameter files; no effect. */
    public int varTableSize() {
        return number(Parameter.VAR_TABLE_SIZE);
    }

    /** {@code HashMethod} (0 or 1): accepted for DVM parameter files; no effect. */
    public int hashMethod() {
        return number(Parameter.HASH_METHOD);
    }

    /** {@code HashOffsetValue} (0 to 16): accepted for DVM parameter files; no effect. */
    public int hashOffsetValue() {
        return number(Parameter.HASH_OFFSET_VALUE);
    }

    /** {@code ManualReductCalc}: check reductions, each iteration of a reduction loop starting from the operator's identity. */
    public boolean manualReductCalc() {
        return flag(value(Parameter.MANUAL_REDUCT_CALC));
    }

    /** {@code TraceOptions.TraceMode}: 0 writes the loops file, 1 records a trace, 2 both, 3 compares with a reference trace. */
    public int traceMode() {
        return number(Parameter.TRACE_MODE);
    }

    /** {@code TraceOptions.TraceLevel}: 0 none, 1 structure, 2 + writes, 3 + reads, 4 checksums only. */
    public int traceLevel() {
        return number(Parameter.TRACE_LEVEL);
    }

    /** {@code TraceOptions.TracePath}: the directory of trace files; empty: the working directory. */
    public String tracePath() {
        return value(Parameter.TRACE_PATH);
    }

    /** {@code TraceOptions.InputTracePrefix}: prefix of the reference trace files read in comparison. */
    public String inputTracePrefix() {
        return value(Parameter.INPUT_TRACE_PREFIX);
    }

    /**
     * {@code TraceOptions.TraceFile}: the reference trace a comparison ({@code TraceMode=3}) reads, relative to
     * {@link #tracePath()}; empty: {@code <InputTracePrefix>0.<Ext>} there.
     */
    public String traceFile() {
        return value(Parameter.TRACE_FILE);
    }

    /** {@code TraceOptions.OutputTracePrefix}: prefix of the trace files written. */
    public String outputTracePrefix() {
        return value(Parameter.OUTPUT_TRACE_PREFIX);
    }

    /** {@code TraceOptions.Ext}: extension of trace files. */
    public String traceExt() {
        return value(Parameter.EXT);
    }

    /** {@code TraceOptions.TraceFormat=binary}: traces are written in the binary encoding instead of text. */
    public boolean binaryTraceFormat() {
        return value(Parameter.TRACE_FORMAT).equals("binary");
    }

    /** {@code TraceOptions.FileLoopInfo}: the loops (trace configuration) file. */
    public String fileLoopInfo() {
        return value(Parameter.FILE_LOOP_INFO);
    }

    /** {@code TraceOptions.ErrorFile}: the trace method's diagnostics file; empty: none. */
    public String traceErrorFile() {
        return value(Parameter.TRACE_ERROR_FILE);
    }

    /** {@code TraceOptions.ErrorToScreen}: the comparison's diagnostics on standard error, not in the error file. */
    public boolean traceErrorToScreen() {
        return flag(value(Parameter.TRACE_ERROR_TO_SCREEN));
    }

    /** {@code TraceOptions.AppendErrorFile}: append to the trace error file instead of replacing it. */
    public boolean traceAppendErrorFile() {
        return flag(value(Parameter.TRACE_APPEND_ERROR_FILE));
    }

    /** {@code TraceOptions.MaxErrors}: differences after which comparison (or recording) stops. */
    public int traceMaxErrors() {
        return number(Parameter.TRACE_MAX_ERRORS);
    }

    /** {@code TraceOptions.PrintStatistic}: print the trace method's statistics at the end of the run. */
    public boolean tracePrintStatistic() {
        return flag(value(Parameter.TRACE_PRINT_STATISTIC));
    }

    /** {@code TraceOptions.Exp}: tolerance of floating comparisons. */
    public double exp() {
        return Double.parseDouble(value(Parameter.EXP));
    }

    /** {@code TraceOptions.ExpIsAbsolute}: {@link #exp()} bounds the absolute difference (else the relative one). */
    public boolean expIsAbsolute() {
        return flag(value(Parameter.EXP_IS_ABSOLUTE));
    }

    /** {@code TraceOptions.RelCompareMin}: the smallest divisor of a relative difference, {@code |a-b| / max(RelCompareMin, |a|, |b|)}. */
    public double relCompareMin() {
        return Double.parseDouble(value(Parameter.REL_COMPARE_MIN));
    }

    /** {@code TraceOptions.StrictCompare}: compare floating values exactly. */
    public boolean strictCompare() {
        return flag(value(Parameter.STRICT_COMPARE));
    }

    /** {@code TraceOptions.EnableNANChecks}: report NaN and infinite values. */
    public boolean enableNanChecks() {
        return flag(value(Parameter.ENABLE_NAN_CHECKS));
    }

    /** {@code TraceOptions.WriteEmptyIter}: record iterations that recorded nothing else. */
    public boolean writeEmptyIter() {
        return flag(value(Parameter.WRITE_EMPTY_ITER));
    }

    /** {@code TraceOptions.SaveThroughExec}: write the trace through during execution, so a killed run leaves it readable. */
    public boolean saveThroughExec() {
        return flag(value(Parameter.SAVE_THROUGH_EXEC));
    }

    /** {@code TraceOptions.SpaceIndent}: indent per nesting level in text traces. */
    public int spaceIndent() {
        return number(Parameter.SPACE_INDENT);
    }

    /** {@code TraceOptions.WrtHeaderProc}: the processor that writes the loops file. */
    public int wrtHeaderProc() {
        return number(Parameter.WRT_HEADER_PROC);
    }

    /** {@code TraceOptions.MultidimensionalArrays}: name elements with all their indices ({@code a[3][4]}), else linear. */
    public boolean multidimensionalArrays() {
        return flag(value(Parameter.MULTIDIMENSIONAL_ARRAYS));
    }

    /** {@code TraceOptions.ChecksumMode}: checksums of the arrays a construct wrote (1) or accessed (2). */
    public int checksumMode() {
        return number(Parameter.CHECKSUM_MODE);
    }

    /** {@code TraceOptions.CalcChecksums}: record checksums at every trace level. */
    public boolean calcChecksums() {
        return flag(value(Parameter.CALC_CHECKSUMS));
    }

    /** {@code TraceOptions.ChecksumDisarrOnly}: checksums of distributed arrays only. */
    public boolean checksumDisarrOnly() {
        return flag(value(Parameter.CHECKSUM_DISARR_ONLY));
    }

    /** {@code TraceOptions.StartPoint}: where recording starts ({@code N.B}, {@code N.E}); empty: the start. */
    public String startPoint() {
        return value(Parameter.START_POINT);
    }

    /** {@code TraceOptions.FinishPoint}: where recording ends; empty: the end. */
    public String finishPoint() {
        return value(Parameter.FINISH_POINT);
    }

    /** {@code TraceOptions.Ig_left}: traced first iterations of each parallel loop dimension; -1: not set. */
    public int traceIgLeft() {
        return number(Parameter.TRACE_IG_LEFT);
    }

    /** {@code TraceOptions.Ig_right}: traced last iterations of each parallel loop dimension; -1: not set. */
    public int traceIgRight() {
        return number(Parameter.TRACE_IG_RIGHT);
    }

    /** {@code TraceOptions.Iloc_left}: traced first iterations of each processor's part; -1: not set. */
    public int ilocLeft() {
        return number(Parameter.ILOC_LEFT);
    }

    /** {@code TraceOptions.Iloc_right}: traced last iterations of each processor's part; -1: not set. */
    public int ilocRight() {
        return number(Parameter.ILOC_RIGHT);
    }

    /** {@code TraceOptions.Irep_left}: traced first iterations of sequential loops; -1: not set. */
    public int irepLeft() {
        return number(Parameter.IREP_LEFT);
    }

    /** {@code TraceOptions.Irep_right}: traced last iterations of sequential loops; -1: not set. */
    public int irepRight() {
        return number(Parameter.IREP_RIGHT);
    }

    /** {@code TraceOptions.LocIterWidth}: width of the per-processor boundary. */
    public int locIterWidth() {
        return number(Parameter.LOC_ITER_WIDTH);
    }

    /** {@code TraceOptions.GlobIterWidth}: width of the global boundary. */
    public int globIterWidth() {
        return number(Parameter.GLOB_ITER_WIDTH);
    }

    /** {@code TraceOptions.RepIterWidth}: width of the sequential-loop boundary. */
    public int repIterWidth() {
        return number(Parameter.REP_ITER_WIDTH);
    }

    /** {@code TraceOptions.IterTraceMode}: which iterations are traced; -1: as the levels say. */
    public int iterTraceMode() {
        return number(Parameter.ITER_TRACE_MODE);
    }

    /** {@code TraceOptions.SubstRedResults}: continue from the reference's reduction results. */
    public boolean substRedResults() {
        return flag(value(Parameter.SUBST_RED_RESULTS));
    }

    /** {@code TraceOptions.SubstAllResults}: continue from the reference's values after every difference. */
    public boolean substAllResults() {
        return flag(value(Parameter.SUBST_ALL_RESULTS));
    }

    /** {@code TraceOptions.AllowErrorsSubst}: substitute also where a difference was reported. */
    public boolean allowErrorsSubst() {
        return flag(value(Parameter.ALLOW_ERRORS_SUBST));
    }

    /** {@code TraceOptions.MaxTraceFileSize}: bytes after which recording stops with a message; 0: no limit. */
    public long maxTraceFileSize() {
        return Long.parseLong(value(Parameter.MAX_TRACE_FILE_SIZE));
    }

    /** Where the values came from, for the statistics. */
    public String source() {
        return source;
    }

    /** Every parameter with its effective value, one {@code name=value} per line. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Parameter parameter : Parameter.values()) {
            text.append(parameter.name).append('=').append(value(parameter)).append('\n');
        }
        for (Check check : Check.values()) {
            text.append(check.parameterName()).append('=').append(strict(check) ? Check.STRICT : enabled(check) ? 1 : 0)
                    .append('\n');
        }
        return text.toString();
    }
}
