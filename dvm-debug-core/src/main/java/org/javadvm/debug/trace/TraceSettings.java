package org.javadvm.debug.trace;

/**
 * The recorder's settings, named after the DVM parameters ({@code TraceOptions.*}) with their defaults;
 * the debugger fills them from the debug parameters. Immutable; {@link #defaults()} and the {@code with*}
 * methods make copies.
 *
 * @param traceLevel         {@code TraceLevel}: 0 NONE, 1 MINIMAL, 2 MODIFY, 3 FULL (default), 4 CHECKSUM
 * @param writeEmptyIter     {@code WriteEmptyIter}: also iterations that recorded nothing (default off)
 * @param saveThroughExec    {@code SaveThroughExec}: hand every record to the operating system at once, so that
 *                           a killed run leaves a trace readable up to the kill (default off: buffered)
 * @param spaceIndent        {@code SpaceIndent}: spaces per nesting level in the text format (default 2)
 * @param maxTraceFileSize   {@code MaxTraceFileSize}: bytes a trace file may reach; recording stops at the cap
 *                           with a {@code CUT} record and one message; 0 (the default) sets no cap
 * @param checksumMode       {@code ChecksumMode}: 1 (default) the arrays a construct wrote, 2 all it accessed
 * @param calcChecksums      {@code CalcChecksums}: checksums also at levels other than CHECKSUM (default off)
 * @param checksumDisarrOnly {@code ChecksumDisarrOnly}: checksums of distributed arrays only (default on)
 * @param fileLoopInfo       {@code FileLoopInfo}: the loops file's name stem (default {@code loops})
 * @param startPoint         {@code StartPoint}: where the trace window opens, {@code N.B} or {@code N.E} (see
 *                           {@link TracePoint}); empty (the default): at the start
 * @param finishPoint        {@code FinishPoint}: where it closes for good; empty (the default): at the end
 * @param boundary           {@code Ig_left}, {@code Ig_right}, {@code Iloc_left}, {@code Iloc_right},
 *                           {@code LocIterWidth}, {@code GlobIterWidth}: only boundary iterations of parallel loops
 *                           are recorded (default: every iteration, {@link BoundaryTrace#NONE})
 */
public record TraceSettings(int traceLevel, boolean writeEmptyIter, boolean saveThroughExec, int spaceIndent,
                            long maxTraceFileSize, int checksumMode, boolean calcChecksums,
                            boolean checksumDisarrOnly, String fileLoopInfo, String startPoint,
                            String finishPoint, BoundaryTrace boundary) {
    public TraceSettings {
        java.util.Objects.requireNonNull(boundary, "boundary");
        TracePoint.parse("StartPoint", startPoint);
        TracePoint.parse("FinishPoint", finishPoint);
        TraceLevel.ofNumber(traceLevel);
        if (spaceIndent < 0) {
            throw new IllegalArgumentException("SpaceIndent must not be negative: " + spaceIndent);
        }
        if (maxTraceFileSize < 0) {
            throw new IllegalArgumentException("MaxTraceFileSize must not be negative: " + maxTraceFileSize);
        }
        if (checksumMode != 1 && checksumMode != 2) {
            throw new IllegalArgumentException("ChecksumMode must be 1 (written arrays) or 2 (accessed arrays): "
                    + checksumMode);
        }
    }

    public static TraceSettings defaults() {
        return new TraceSettings(3, false, false, 2, 0, 1, false, true, "loops", "", "", BoundaryTrace.NONE);
    }

    public TraceLevel level() {
        return TraceLevel.ofNumber(traceLevel);
    }

    /** Whether constructs record checksums: at level CHECKSUM, or at any level with {@code CalcChecksums}. */
    public boolean checksums(TraceLevel level) {
        return level == TraceLevel.CHECKSUM || (calcChecksums && level != TraceLevel.NONE);
    }

    public TraceSettings withTraceLevel(int value) {
        return new TraceSettings(value, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize, checksumMode,
                calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withWriteEmptyIter(boolean value) {
        return new TraceSettings(traceLevel, value, saveThroughExec, spaceIndent, maxTraceFileSize, checksumMode,
                calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withSaveThroughExec(boolean value) {
        return new TraceSettings(traceLevel, writeEmptyIter, value, spaceIndent, maxTraceFileSize, checksumMode,
                calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withSpaceIndent(int value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, value, maxTraceFileSize, checksumMode,
                calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withMaxTraceFileSize(long value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, value, checksumMode,
                calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withChecksumMode(int value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize, value,
                calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withCalcChecksums(boolean value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize,
                checksumMode, value, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withChecksumDisarrOnly(boolean value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize,
                checksumMode, calcChecksums, value, fileLoopInfo, startPoint, finishPoint, boundary);
    }

    public TraceSettings withStartPoint(String value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize,
                checksumMode, calcChecksums, checksumDisarrOnly, fileLoopInfo, value, finishPoint, boundary);
    }

    public TraceSettings withFinishPoint(String value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize,
                checksumMode, calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, value, boundary);
    }

    public TraceSettings withFileLoopInfo(String value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize,
                checksumMode, calcChecksums, checksumDisarrOnly, value, startPoint, finishPoint, boundary);
    }

    public TraceSettings withBoundary(BoundaryTrace value) {
        return new TraceSettings(traceLevel, writeEmptyIter, saveThroughExec, spaceIndent, maxTraceFileSize,
                checksumMode, calcChecksums, checksumDisarrOnly, fileLoopInfo, startPoint, finishPoint, value);
    }
}
