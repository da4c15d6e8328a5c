package org.javadvm.debug.trace;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The header of a trace: the original's {@code KEY = value} lines (TRACE_TIME, DEB_VERSION, MODE, CPU_COUNT,
 * EMPTYITER, IG_LEFT, ... see {@code shared/dvm-facts.md}) in the order written, plus Java-DVM's own keys
 * (PROGRAM, PROCESSOR, GRID). Two traces compare only when the keys that decide what was recorded agree.
 */
public record TraceHeader(Map<String, String> keys) {
    public TraceHeader {
        keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
    }

    public String get(String key) {
        return keys.get(key);
    }
}
