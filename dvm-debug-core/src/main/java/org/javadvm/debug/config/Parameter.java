package org.javadvm.debug.config;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The known parameters: name, default and what values they take. Adding a parameter is one entry here.
 */
enum Parameter {
    ENABLE_DYN_CONTROL("EnableDynControl", Type.FLAG, "1"),
    ERROR_FILE("DebugOptions.ErrorFile", Type.TEXT, "target/dvm/dyn-errors.txt"),
    ERROR_TO_SCREEN("DebugOptions.ErrorToScreen", Type.FLAG, "1"),
    APPEND_ERROR_FILE("DebugOptions.AppendErrorFile", Type.FLAG, "0"),
    MAX_ERRORS("DebugOptions.MaxErrors", Type.COUNT, "0"),
    PRINT_STATISTIC("DebugOptions.PrintStatistic", Type.FLAG, "0"),
    SARIF_FILE("DebugOptions.SarifFile", Type.TEXT, "target/dvm/dyn-control-{pid}.sarif"),
    HASH_INDEX_SIZE("DebugOptions.HashIndexSize", Type.COUNT, "0"),
    HASH_TABLE_SIZE("DebugOptions.HashTableSize", Type.COUNT, "0"),
    VAR_TABLE_SIZE("DebugOptions.VarTableSize", Type.COUNT, "0"),
    HASH_METHOD("HashMethod", Type.range(0, 1), "0"),
    HASH_OFFSET_VALUE("HashOffsetValue", Type.range(0, 16), "0");

    /** What a value may be. */
    static final class Type {
        static final Type FLAG = new Type("an integer (0 = off, other values = on)", Long.MIN_VALUE, Long.MAX_VALUE);
        static final Type COUNT = new Type("a non-negative integer", 0, Integer.MAX_VALUE);
        static final Type TEXT = new Type(null, 0, 0);

        final String description;
        final long min;
        final long max;

        private Type(String description, long min, long max) {
            this.description = description;
            this.min = min;
            this.max = max;
        }

        static Type range(long min, long max) {
            return new Type("an integer from " + min + " to " + max, min, max);
        }

        /** {@code null} when the value fits, else why not. */
        String check(String value) {
            if (description == null) {
                return null;
            }
            try {
                long number = Long.parseLong(value.trim());
                return number < min || number > max ? "must be " + description : null;
            } catch (NumberFormatException e) {
                return "must be " + description;
            }
        }
    }

    private static final Map<String, Parameter> BY_NAME = new LinkedHashMap<>();

    static {
        for (Parameter parameter : values()) {
            BY_NAME.put(parameter.name, parameter);
        }
        for (Check check : Check.values()) {
            BY_NAME.put(check.parameterName(), null); // switches: FLAG, default 1, looked up through Check
        }
    }

    final String name;
    final Type type;
    final String defaultValue;

    Parameter(String name, Type type, String defaultValue) {
        this.name = name;
        this.type = type;
        this.defaultValue = defaultValue;
    }

    static boolean isKnown(String name) {
        return BY_NAME.containsKey(name);
    }

    static Type typeOf(String name) {
        Parameter parameter = BY_NAME.get(name);
        return parameter == null ? Type.FLAG : parameter.type;
    }
}
