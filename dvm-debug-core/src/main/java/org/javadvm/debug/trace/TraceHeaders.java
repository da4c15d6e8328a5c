package org.javadvm.debug.trace;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The header of a recorded trace: the original's keys that apply (TRACE_TIME, MODE, CPU_COUNT, EMPTYITER,
 * CALC_CHECKSUM, the boundary iterations IG_LEFT, IG_RIGHT, ILOC_LEFT, ILOC_RIGHT, LOCITERWIDTH) and Java-DVM's
 * (CHECKSUM_MODE, CHECKSUM_DISARR_ONLY, GLOBITERWIDTH, BOUNDARY_TYPE, PROCESSOR), then the caller's (the grid).
 */
public final class TraceHeaders {
    private TraceHeaders() {
    }

    public static TraceHeader of(TraceSettings settings, String program, int processors, int processor,
                                 Map<String, String> more) {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("TRACE_TIME", Instant.now().toString());
        keys.put("DEB_VERSION", "Java-DVM");
        keys.put("TASK_NAME", program);
        keys.put("MODE", settings.level().name());
        keys.put("CPU_COUNT", Integer.toString(processors));
        keys.put("EMPTYITER", settings.writeEmptyIter() ? "1" : "0");
        keys.put("CALC_CHECKSUM", settings.calcChecksums() ? "1" : "0");
        keys.put("CHECKSUM_MODE", Integer.toString(settings.checksumMode()));
        keys.put("CHECKSUM_DISARR_ONLY", settings.checksumDisarrOnly() ? "1" : "0");
        keys.putAll(settings.boundary().headerKeys());
        keys.put("PROCESSOR", Integer.toString(processor));
        keys.putAll(more);
        return new TraceHeader(keys);
    }
}
