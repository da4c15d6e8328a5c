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
        return of(settings, LoopConfig.NONE, program, processors, processor, more);
    }

    /**
     * The header of a trace recorded with a loops file: its MODE says what was recorded, the level when every
     * construct the file lists has the default level {@code TraceLevel}, else {@code MIXED}; with a loops file
     * {@code TRACE_LEVEL} holds the default level (the sequential part's and the unlisted constructs'), and after
     * the other keys {@code LOOPS_FILE} and the file's construct lines ({@link LoopConfig#headerKeys}), so that a
     * comparing run takes them from the reference (seed 000, 6.4.2: the header carries the constructs' settings).
     */
    public static TraceHeader of(TraceSettings settings, LoopConfig loops, String program, int processors,
                                 int processor, Map<String, String> more) {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("TRACE_TIME", Instant.now().toString());
        keys.put("DEB_VERSION", "Java-DVM");
        keys.put("TASK_NAME", program);
        keys.put("MODE", mode(settings.level(), loops));
        if (loops.applied()) {
            keys.put(DEFAULT_LEVEL, settings.level().name());
        }
        keys.put("CPU_COUNT", Integer.toString(processors));
        keys.put("EMPTYITER", settings.writeEmptyIter() ? "1" : "0");
        keys.put("CALC_CHECKSUM", settings.calcChecksums() ? "1" : "0");
        keys.put("CHECKSUM_MODE", Integer.toString(settings.checksumMode()));
        keys.put("CHECKSUM_DISARR_ONLY", settings.checksumDisarrOnly() ? "1" : "0");
        keys.putAll(settings.boundary().headerKeys());
        keys.put("PROCESSOR", Integer.toString(processor));
        keys.putAll(more);
        keys.putAll(loops.headerKeys());
        return new TraceHeader(keys);
    }

    /** The header key of the default level when a loops file sets the constructs' own. */
    public static final String DEFAULT_LEVEL = "TRACE_LEVEL";
    /** The MODE of a trace whose loops file traces some construct at another level than the default one. */
    public static final String MIXED = "MIXED";

    /** What the trace records: the level, or {@link #MIXED} when the loops file sets other levels for constructs. */
    public static String mode(TraceLevel level, LoopConfig loops) {
        return loops.allAt(level) ? level.name() : MIXED;
    }
}
