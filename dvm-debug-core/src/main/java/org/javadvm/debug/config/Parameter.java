package org.javadvm.debug.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The known parameters other than the check switches ({@link Check}): name, default, the values they take
 * and older spellings. Adding a parameter is one entry here and an accessor in {@link DebugParameters}.
 */
enum Parameter {
    ENABLE_DYN_CONTROL("EnableDynControl", ValueType.FLAG, "1"),
    ENABLE_TRACE("EnableTrace", ValueType.FLAG, "0"),
    // reduction checking: each iteration of a reduction loop from the operator's identity
    MANUAL_REDUCT_CALC("ManualReductCalc", ValueType.FLAG, "0"),
    ERROR_FILE("DebugOptions.ErrorFile", ValueType.TEXT, "target/dvm/dyn-errors.txt"),
    ERROR_TO_SCREEN("DebugOptions.ErrorToScreen", ValueType.FLAG, "1"),
    APPEND_ERROR_FILE("DebugOptions.AppendErrorFile", ValueType.FLAG, "0"),
    MAX_ERRORS("DebugOptions.MaxErrors", ValueType.COUNT, "0"),
    // bounds the reports' memory: errors beyond it are counted, not kept
    MAX_KEPT_ERRORS("DebugOptions.MaxKeptErrors", ValueType.COUNT, "10000"),
    PRINT_STATISTIC("DebugOptions.PrintStatistic", ValueType.FLAG, "0"),
    SARIF_FILE("DebugOptions.SarifFile", ValueType.TEXT, "target/dvm/dyn-control-{pid}.sarif"),
    // boundary iterations (DVM's Ig_left / Ig_right, the dissertation's faces and corners); -1: not set
    IG_LEFT("DebugOptions.Ig_left", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    IG_RIGHT("DebugOptions.Ig_right", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    BOUNDARY_TYPE("DebugOptions.BoundaryType", ValueType.range(0, 1), "0"),
    // DVM's hand-sized hash tables: accepted and validated so DVM parameter files keep working; no effect
    HASH_INDEX_SIZE("DebugOptions.HashIndexSize", ValueType.COUNT, "0"),
    HASH_TABLE_SIZE("DebugOptions.HashTableSize", ValueType.COUNT, "0"),
    VAR_TABLE_SIZE("DebugOptions.VarTableSize", ValueType.COUNT, "0"),
    // the DVM document names these two without the DebugOptions. prefix; both spellings are taken
    HASH_METHOD("HashMethod", ValueType.range(0, 1), "0", "DebugOptions.HashMethod"),
    HASH_OFFSET_VALUE("HashOffsetValue", ValueType.range(0, 16), "0", "DebugOptions.HashOffsetValue"),
    // the trace method (EnableTrace=1): the original's TraceOptions.* with its defaults
    TRACE_MODE("TraceOptions.TraceMode", ValueType.range(0, 3), "1"),
    TRACE_LEVEL("TraceOptions.TraceLevel", ValueType.range(0, 4), "3"),
    TRACE_PATH("TraceOptions.TracePath", ValueType.TEXT, ""),
    INPUT_TRACE_PREFIX("TraceOptions.InputTracePrefix", ValueType.TEXT, ""),
    // the reference a comparison reads, in TracePath; empty: <InputTracePrefix>0.<Ext>
    TRACE_FILE("TraceOptions.TraceFile", ValueType.TEXT, ""),
    OUTPUT_TRACE_PREFIX("TraceOptions.OutputTracePrefix", ValueType.TEXT, ""),
    EXT("TraceOptions.Ext", ValueType.TEXT, "trd"),
    // an addition: the original writes text only; binary is the compact encoding PrintTrace shows as text
    TRACE_FORMAT("TraceOptions.TraceFormat", ValueType.oneOf("text", "binary"), "text"),
    FILE_LOOP_INFO("TraceOptions.FileLoopInfo", ValueType.TEXT, "loops"),
    TRACE_ERROR_FILE("TraceOptions.ErrorFile", ValueType.TEXT, "error.trd"),
    TRACE_ERROR_TO_SCREEN("TraceOptions.ErrorToScreen", ValueType.FLAG, "0"),
    TRACE_APPEND_ERROR_FILE("TraceOptions.AppendErrorFile", ValueType.FLAG, "0"),
    TRACE_MAX_ERRORS("TraceOptions.MaxErrors", ValueType.COUNT, "1000"),
    TRACE_PRINT_STATISTIC("TraceOptions.PrintStatistic", ValueType.FLAG, "0"),
    EXP("TraceOptions.Exp", ValueType.DECIMAL, "0.0001"),
    EXP_IS_ABSOLUTE("TraceOptions.ExpIsAbsolute", ValueType.FLAG, "1"),
    REL_COMPARE_MIN("TraceOptions.RelCompareMin", ValueType.POSITIVE_DECIMAL, "1e-10"),
    STRICT_COMPARE("TraceOptions.StrictCompare", ValueType.FLAG, "0"),
    ENABLE_NAN_CHECKS("TraceOptions.EnableNANChecks", ValueType.FLAG, "1"),
    WRITE_EMPTY_ITER("TraceOptions.WriteEmptyIter", ValueType.FLAG, "0"),
    SAVE_THROUGH_EXEC("TraceOptions.SaveThroughExec", ValueType.FLAG, "0"),
    SPACE_INDENT("TraceOptions.SpaceIndent", ValueType.COUNT, "2"),
    WRT_HEADER_PROC("TraceOptions.WrtHeaderProc", ValueType.COUNT, "0"),
    MULTIDIMENSIONAL_ARRAYS("TraceOptions.MultidimensionalArrays", ValueType.FLAG, "1"),
    CHECKSUM_MODE("TraceOptions.ChecksumMode", ValueType.range(1, 2), "1"),
    CALC_CHECKSUMS("TraceOptions.CalcChecksums", ValueType.FLAG, "0"),
    CHECKSUM_DISARR_ONLY("TraceOptions.ChecksumDisarrOnly", ValueType.FLAG, "1"),
    START_POINT("TraceOptions.StartPoint", ValueType.POINT, ""),
    FINISH_POINT("TraceOptions.FinishPoint", ValueType.POINT, ""),
    // boundary iterations of the trace (the original's place for them); dynamic control's are DebugOptions.Ig_*
    TRACE_IG_LEFT("TraceOptions.Ig_left", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    TRACE_IG_RIGHT("TraceOptions.Ig_right", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    ILOC_LEFT("TraceOptions.Iloc_left", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    ILOC_RIGHT("TraceOptions.Iloc_right", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    IREP_LEFT("TraceOptions.Irep_left", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    IREP_RIGHT("TraceOptions.Irep_right", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    LOC_ITER_WIDTH("TraceOptions.LocIterWidth", ValueType.COUNT, "1"),
    GLOB_ITER_WIDTH("TraceOptions.GlobIterWidth", ValueType.COUNT, "1"),
    REP_ITER_WIDTH("TraceOptions.RepIterWidth", ValueType.COUNT, "1"),
    ITER_TRACE_MODE("TraceOptions.IterTraceMode", ValueType.range(-1, Integer.MAX_VALUE), "-1"),
    SUBST_RED_RESULTS("TraceOptions.SubstRedResults", ValueType.FLAG, "0"),
    SUBST_ALL_RESULTS("TraceOptions.SubstAllResults", ValueType.FLAG, "0"),
    ALLOW_ERRORS_SUBST("TraceOptions.AllowErrorsSubst", ValueType.FLAG, "0"),
    // DVM's hand-sized trace and reduction tables: accepted and validated so DVM parameter files keep working; no
    // effect (the Java tables size themselves)
    TABLE_TRACE_SIZE("TraceOptions.TableTraceSize", ValueType.COUNT, "0"),
    HASH_ITER_INDEX("TraceOptions.HashIterIndex", ValueType.COUNT, "0"),
    HASH_ITER_SIZE("TraceOptions.HashIterSize", ValueType.COUNT, "0"),
    REDUCT_HASH_INDEX_SIZE("TraceOptions.ReductHashIndexSize", ValueType.COUNT, "0"),
    REDUCT_HASH_TABLE_SIZE("TraceOptions.ReductHashTableSize", ValueType.COUNT, "0"),
    REDUCT_VAR_TABLE_SIZE("TraceOptions.ReductVarTableSize", ValueType.COUNT, "0"),
    // bytes; 0: no limit
    MAX_TRACE_FILE_SIZE("TraceOptions.MaxTraceFileSize", ValueType.range(0, Long.MAX_VALUE), "1024000");

    private static final Map<String, Parameter> BY_NAME = new LinkedHashMap<>();
    private static final List<String> ALL_NAMES;

    static {
        for (Parameter parameter : values()) {
            BY_NAME.put(parameter.name, parameter);
            for (String alias : parameter.aliases) {
                BY_NAME.put(alias, parameter);
            }
        }
        List<String> names = new ArrayList<>(BY_NAME.keySet());
        for (Check check : Check.values()) {
            names.add(check.parameterName());
        }
        ALL_NAMES = Collections.unmodifiableList(names);
    }

    final String name;
    final ValueType type;
    final String defaultValue;
    private final String[] aliases;

    Parameter(String name, ValueType type, String defaultValue, String... aliases) {
        this.name = name;
        this.type = type;
        this.defaultValue = defaultValue;
        this.aliases = aliases;
    }

    /** The parameter a name (or an older spelling) stands for; {@code null} for check switches and unknown names. */
    static Parameter named(String name) {
        return BY_NAME.get(name);
    }

    /** Every accepted name, switches included, in documentation order. */
    static List<String> allNames() {
        return ALL_NAMES;
    }
}
