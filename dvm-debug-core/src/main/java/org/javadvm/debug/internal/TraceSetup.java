package org.javadvm.debug.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.trace.BinaryTraceWriter;
import org.javadvm.debug.trace.BoundaryTrace;
import org.javadvm.debug.trace.LoopConfig;
import org.javadvm.debug.trace.LoopsFileException;
import org.javadvm.debug.trace.LoopsFileReader;
import org.javadvm.debug.trace.LoopsFileWriter;
import org.javadvm.debug.trace.SequentialBoundary;
import org.javadvm.debug.trace.TeeSink;
import org.javadvm.debug.trace.TextTraceWriter;
import org.javadvm.debug.trace.TraceFiles;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceHeaders;
import org.javadvm.debug.trace.TraceRecorder;
import org.javadvm.debug.trace.TraceSettings;
import org.javadvm.debug.trace.TraceSink;
import org.javadvm.debug.trace.compare.CompareListener;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.DiagnosticListener;
import org.javadvm.debug.trace.compare.ErrorFileWriter;
import org.javadvm.debug.trace.compare.ProtocolWriter;
import org.javadvm.debug.trace.compare.TraceComparer;
import org.javadvm.internal.Emulation;

/**
 * The trace consumer {@code EnableTrace=1} switches on, made from the parameters: one {@link TraceRecorder}
 * whose per-processor sinks {@code TraceMode} chooses. Files live in {@code TracePath} (the working directory
 * when empty):
 * <ul>
 * <li>0: the loops file {@code <FileLoopInfo>.<Ext>} only;</li>
 * <li>1: one trace per processor, {@code <OutputTracePrefix><p>.<Ext>} (text format, or binary with
 * {@code TraceFormat=binary});</li>
 * <li>2: both;</li>
 * <li>3: no file of its own: each processor's records are compared with the reference
 * {@code <InputTracePrefix>0.<Ext>} (the trace of a run on one processor), or the file {@code TraceFile} names,
 * differences go to the debugger's
 * report, {@code <OutputTracePrefix>protocol<p>.txt} gets each processor's protocol and
 * {@code <OutputTracePrefix><ErrorFile>} the differences in DVM's message style (on standard error instead with
 * {@code ErrorToScreen=1}; none when {@code ErrorFile} is empty). The run emulates the grid of
 * {@code dvm.procs}, or with {@code ManualReductCalc=1} every iteration as its own processor.</li>
 * </ul>
 * In modes 1 to 3 an existing loops file gives the levels and ranges (the user edits what mode 0 wrote).
 */
final class TraceSetup {
    private TraceSetup() {
    }

    static TraceRecorder build(DebugParameters parameters, DiagnosticLog log) {
        int mode = parameters.traceMode();
        TraceSettings settings = settings(parameters);
        Path directory = Paths.get(parameters.tracePath().isEmpty() ? "." : parameters.tracePath());
        String ext = parameters.traceExt().isEmpty() ? "" : "." + parameters.traceExt();
        Path loopsFile = directory.resolve(parameters.fileLoopInfo() + ext);
        Path referenceTrace = directory.resolve(parameters.traceFile().isEmpty()
                ? parameters.inputTracePrefix() + "0" + ext : parameters.traceFile());
        LoopConfig config = mode == 0 ? LoopConfig.NONE : mode == 3 ? referenceLoops(referenceTrace, loopsFile)
                : appliedLoops(loopsFile, settings);
        Emulation emulation = emulation(parameters, mode);
        int processors = processors(emulation);
        Map<String, String> more = new LinkedHashMap<>();
        more.put("GRID", emulation.kind() == Emulation.Kind.GRID ? gridText(emulation.shape())
                : emulation.kind().name());
        SequentialBoundary boundary = sequentialBoundary(parameters);
        more.put("IREP_LEFT", Integer.toString(boundary.left()));
        more.put("IREP_RIGHT", Integer.toString(boundary.right()));
        more.put("REPITERWIDTH", Integer.toString(boundary.width()));
        String arguments = System.getProperty("dvm.programArguments");
        if (arguments != null) {
            more.put("ARGUMENTS", arguments.isEmpty() ? "(none)" : arguments);
        }
        String classes = System.getProperty("dvm.classesDigest");
        if (classes != null && !classes.isEmpty()) {
            more.put("CLASSES", classes);
        }
        String program = program();
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new ParameterException(List.of("TraceOptions.TracePath=" + directory
                    + ": the trace directory cannot be made: " + e.getMessage()));
        }
        CompareSettings compare = mode == 3 ? compareSettings(parameters) : null;
        if (mode == 3 && !Files.isReadable(referenceTrace)) {
            throw new ParameterException(List.of("TraceOptions.TraceMode=3 compares the run with the reference trace "
                    + referenceTrace.toAbsolutePath() + (parameters.traceFile().isEmpty() ? ""
                    : " (TraceOptions.TraceFile=" + parameters.traceFile() + ")")
                    + ", which does not exist or cannot be read: record it first "
                    + "(TraceOptions.TraceMode=1 on one processor, mvn dvm:run -Ddvm.task=trc)"));
        }
        CompareListener errors = mode == 3 ? errorListener(parameters, directory) : null;
        return new TraceRecorder(settings, config, p -> {
            try {
                switch (mode) {
                    case 0:
                        return p == 0 ? new LoopsFileWriter(loopsFile, settings, config) : null;
                    case 2: {
                        TraceSink trace = traceWriter(parameters, directory.resolve(parameters.outputTracePrefix()
                                + p + ext), settings);
                        return p == 0 ? new TeeSink(trace, new LoopsFileWriter(loopsFile, settings, config)) : trace;
                    }
                    case 3: {
                        Path reference = referenceTrace;
                        CompareListener listener = CompareListener.all(new DiagnosticListener(log),
                                new ProtocolWriter(directory.resolve(parameters.outputTracePrefix() + "protocol" + p + ".txt")),
                                errors);
                        return new TraceComparer(TraceFiles.open(reference), reference.toString(),
                                "processor " + p + " of " + more.get("GRID"), compare, listener, p == 0);
                    }
                    default:
                        return traceWriter(parameters, directory.resolve(parameters.outputTracePrefix() + p + ext),
                                settings);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> TraceHeaders.of(settings, config, program, processors, p, more)).emulating(emulation)
                .boundingSequentialLoops(boundary);
    }

    /** A processor's trace file in the format {@code TraceFormat} names; comparison reads either (by its first bytes). */
    private static TraceSink traceWriter(DebugParameters parameters, Path file, TraceSettings settings)
            throws IOException {
        return parameters.binaryTraceFormat() ? new BinaryTraceWriter(file, settings) : new TextTraceWriter(file, settings);
    }

    private static SequentialBoundary sequentialBoundary(DebugParameters parameters) {
        try {
            return new SequentialBoundary(parameters.irepLeft(), parameters.irepRight(), parameters.repIterWidth());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(List.of("TraceOptions.Irep_left=" + parameters.irepLeft()
                    + ", TraceOptions.Irep_right=" + parameters.irepRight() + ", TraceOptions.RepIterWidth="
                    + parameters.repIterWidth() + ": " + e.getMessage()));
        }
    }

    /**
     * The comparison's diagnostics in DVM's style: on standard error ({@code ErrorToScreen=1}), else in
     * {@code <OutputTracePrefix><ErrorFile>} of the trace directory, emptied now unless {@code AppendErrorFile=1};
     * nothing when {@code ErrorFile} is empty.
     */
    private static CompareListener errorListener(DebugParameters parameters, Path directory) {
        if (parameters.traceErrorToScreen()) {
            return ErrorFileWriter.toScreen(System.err);
        }
        if (parameters.traceErrorFile().isEmpty()) {
            return CompareListener.all();
        }
        Path file = directory.resolve(parameters.outputTracePrefix() + parameters.traceErrorFile());
        try {
            return ErrorFileWriter.toFile(file, parameters.traceAppendErrorFile());
        } catch (IOException e) {
            throw new ParameterException(List.of("TraceOptions.ErrorFile=" + parameters.traceErrorFile() + ": "
                    + e.getMessage()));
        }
    }

    private static TraceSettings settings(DebugParameters parameters) {
        return TraceSettings.defaults().withTraceLevel(parameters.traceLevel())
                .withWriteEmptyIter(parameters.writeEmptyIter()).withSaveThroughExec(parameters.saveThroughExec())
                .withSpaceIndent(parameters.spaceIndent()).withMaxTraceFileSize(parameters.maxTraceFileSize())
                .withChecksumMode(parameters.checksumMode()).withCalcChecksums(parameters.calcChecksums())
                .withChecksumDisarrOnly(parameters.checksumDisarrOnly()).withFileLoopInfo(parameters.fileLoopInfo())
                .withStartPoint(parameters.startPoint()).withFinishPoint(parameters.finishPoint())
                .withBoundary(new BoundaryTrace(parameters.traceIgLeft(), parameters.traceIgRight(),
                        parameters.ilocLeft(), parameters.ilocRight(), parameters.locIterWidth(),
                        parameters.globIterWidth(), parameters.boundaryCorners()));
    }

    private static CompareSettings compareSettings(DebugParameters parameters) {
        return new CompareSettings(parameters.exp(), parameters.expIsAbsolute(), parameters.relCompareMin(),
                parameters.strictCompare(), parameters.enableNanChecks(), parameters.traceMaxErrors(),
                parameters.substRedResults(), parameters.substAllResults(), parameters.allowErrorsSubst(),
                parameters.manualReductCalc(), CompareSettings.DEFAULTS.indexInMemory());
    }

    /**
     * The loops file a recording run applies, said on the console with where it is and what it sets: it overrides
     * {@code TraceLevel} for the constructs it lists, which must not pass unnoticed (the trace header records it too).
     */
    private static LoopConfig appliedLoops(Path file, TraceSettings settings) {
        LoopConfig config = loops(file);
        if (config.applied()) {
            System.err.println("Java-DVM trace: applying the loops file " + file.toAbsolutePath() + ": "
                    + config.summary() + "; the constructs it does not list and the sequential part at "
                    + "TraceOptions.TraceLevel=" + settings.traceLevel() + " (" + settings.level() + "); header MODE = "
                    + TraceHeaders.mode(settings.level(), config) + " (delete or rename the file to trace every "
                    + "construct at TraceLevel)");
        }
        return config;
    }

    /**
     * A comparing run traces each construct as the reference did: with the loops file settings the reference's
     * header records (seed 000, 6.4.2: the header's settings are used instead of the loops file's), whatever loops
     * file lies beside it now. Said on the console when there are such settings, or when a loops file there is not
     * applied. A reference whose header cannot be read gets none here: opening it for the comparison reports why.
     */
    private static LoopConfig referenceLoops(Path reference, Path loopsFile) {
        LoopConfig recorded;
        try (org.javadvm.debug.trace.TraceSource source = TraceFiles.open(reference)) {
            recorded = LoopConfig.fromHeader(source.header(), reference.toString());
        } catch (IOException | RuntimeException e) {
            return LoopConfig.NONE;
        }
        LoopConfig beside;
        String besideProblem = null;
        try {
            beside = loops(loopsFile);
        } catch (ParameterException e) {
            beside = LoopConfig.NONE;
            besideProblem = e.getMessage();
        }
        String notApplied = besideProblem != null ? "; the loops file " + loopsFile + " is not applied (" + besideProblem
                + ")" : beside.applied() && !beside.sameSettings(recorded) ? "; the loops file " + loopsFile
                + ", which sets other levels or ranges, is not applied (record the reference again with it to use it)"
                : "";
        if (recorded.applied()) {
            System.err.println("Java-DVM trace: comparing with the loops file settings the reference " + reference
                    + " was recorded with (its header: loops file " + recorded.file() + ", " + recorded.summary() + ")"
                    + notApplied);
        } else if (!notApplied.isEmpty()) {
            System.err.println("Java-DVM trace: the reference " + reference + " was recorded without a loops file"
                    + notApplied);
        }
        return recorded;
    }

    /** The loops file's levels and ranges if the user kept one, else none. */
    private static LoopConfig loops(Path file) {
        if (!Files.isRegularFile(file)) {
            return LoopConfig.NONE;
        }
        try {
            return LoopsFileReader.read(file);
        } catch (LoopsFileException e) {
            throw new ParameterException(e.problems());
        } catch (IOException e) {
            throw new ParameterException(List.of(file + ": the loops file cannot be read: " + e));
        }
    }

    private static Emulation emulation(DebugParameters parameters, int mode) {
        if (mode != 3) {
            return Emulation.SEQUENTIAL;
        }
        if (parameters.manualReductCalc()) {
            return Emulation.PER_ITERATION;
        }
        String grid = System.getProperty("dvm.procs");
        if (grid == null) {
            return Emulation.SEQUENTIAL;
        }
        if (grid.isBlank()) {
            throw new ParameterException(List.of("dvm.procs is set but empty, which is not a processor grid: give the "
                    + "grid to compare on, e.g. 4 or 2x2, or leave dvm.procs out to compare the run on one processor"));
        }
        try {
            return Emulation.grid(grid.trim());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(List.of("dvm.procs=" + grid + ": " + e.getMessage()));
        }
    }

    private static int processors(Emulation emulation) {
        if (emulation.kind() != Emulation.Kind.GRID) {
            return 1;
        }
        int count = 1;
        for (int extent : emulation.shape()) {
            count *= extent;
        }
        return count;
    }

    private static String gridText(int[] shape) {
        StringBuilder text = new StringBuilder();
        for (int extent : shape) {
            text.append(text.length() == 0 ? "" : "x").append(extent);
        }
        return text.toString();
    }

    /** The main class, as the header's TASK_NAME: a reference and a run of the same program agree on it. */
    private static String program() {
        String command = System.getProperty("sun.java.command", "");
        int space = command.indexOf(' ');
        return space < 0 ? command : command.substring(0, space);
    }
}
