package org.javadvm.debug.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The known parameters other than the check switches ({@link Check}): name, default, the values they take
 * and older spellings. Adding a parameter (the trace mode's {@code TraceOptions.*}) is one entry here and
 * an accessor in {@link DebugParameters}.
 */
enum Parameter {
    ENABLE_DYN_CONTROL("EnableDynControl", ValueType.FLAG, "1"),
    ENABLE_TRACE("EnableTrace", ValueType.FLAG, "0"),
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
    HASH_OFFSET_VALUE("HashOffsetValue", ValueType.range(0, 16), "0", "DebugOptions.HashOffsetValue");

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
