package org.javadvm.debug.trace;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The loops file ({@code TraceMode=0}, {@code FileLoopInfo}): a sink that takes the records a trace would
 * hold, writes none of them, and on {@link #close} writes the tree of the constructs executed, in the order
 * first executed, nested under their parents: for each its kind, number, parent, rank, file and line, the
 * level it was traced at (for the user to edit, see {@link LoopsFileReader}), the iteration range executed
 * (as a comment the user can turn into a range) and the estimates: the bytes and lines its part of the text
 * trace takes, nested constructs included, and the iterations traced.
 */
public final class LoopsFileWriter implements TraceSink {
    private static final class Construct {
        final TraceRecord.ConstructBegin first;
        final TraceLevel level;
        final long[] lo;
        final long[] hi;
        final List<Construct> children = new ArrayList<>();
        long bytes;
        long lines;
        long iterations;
        /** A sequential loop without bounds: the highest iteration number traced, -1 before the first. */
        long lastIteration = -1;

        Construct(TraceRecord.ConstructBegin first, TraceLevel level) {
            this.first = first;
            this.level = level;
            this.lo = first.lo().clone();
            this.hi = first.hi().clone();
        }
    }

    private final Path file;
    private final LoopConfig config;
    private final TraceLevel defaultLevel;
    private final TextTraceWriter.Formatter formatter;
    private final StringBuilder text = new StringBuilder(256);
    private final Map<Integer, Construct> constructs = new LinkedHashMap<>();
    private final List<Construct> roots = new ArrayList<>();
    private final List<Construct> open = new ArrayList<>();
    private long outsideBytes;
    private long outsideLines;
    private final long maxTraceFileSize;

    /** Levels written: {@code config}'s for the constructs it names, else {@code defaultLevel}. */
    public LoopsFileWriter(Path file, TraceSettings settings, LoopConfig config) {
        this.file = file;
        this.config = config;
        this.defaultLevel = settings.level();
        this.formatter = new TextTraceWriter.Formatter(settings.spaceIndent());
        this.maxTraceFileSize = settings.maxTraceFileSize();
    }

    @Override
    public void header(TraceHeader header) {
        StringBuilder lines = new StringBuilder();
        TextTraceWriter.header(header, lines);
        outsideBytes += lines.toString().getBytes(StandardCharsets.UTF_8).length;
        outsideLines += lines.chars().filter(c -> c == '\n').count();
    }

    @Override
    public void record(TraceRecord record) {
        if (record instanceof TraceRecord.ConstructBegin begin) {
            Construct construct = constructs.get(begin.number());
            if (construct == null) {
                construct = new Construct(begin, config.level(begin.number(), defaultLevel));
                constructs.put(begin.number(), construct);
                Construct parent = constructs.get(begin.parent());
                (parent == null ? roots : parent.children).add(construct);
            } else {
                for (int d = 0; d < Math.min(begin.rank(), construct.lo.length); d++) {
                    construct.lo[d] = Math.min(construct.lo[d], begin.lo()[d]);
                    construct.hi[d] = Math.max(construct.hi[d], begin.hi()[d]);
                }
            }
            open.add(construct);
        } else if (record instanceof TraceRecord.Iteration iteration && !open.isEmpty()) {
            Construct construct = open.get(open.size() - 1);
            construct.iterations++;
            construct.lastIteration = Math.max(construct.lastIteration, iteration.absolute());
        }
        text.setLength(0);
        formatter.format(record, text);
        long bytes = text.toString().getBytes(StandardCharsets.UTF_8).length;
        long lines = text.chars().filter(c -> c == '\n').count();
        if (open.isEmpty()) {
            outsideBytes += bytes;
            outsideLines += lines;
        }
        for (Construct construct : open) {
            construct.bytes += bytes;
            construct.lines += lines;
        }
        if (record instanceof TraceRecord.ConstructEnd && !open.isEmpty()) {
            open.remove(open.size() - 1);
        }
    }

    @Override
    public void close() throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("# Java-DVM loops file: the constructs executed, with their trace levels and estimates.\n");
            out.write("# Edit a level (NONE, MINIMAL, MODIFY, FULL, CHECKSUM) or add iteration ranges after it,\n");
            out.write("# '= FULL, (0:first,last,step), (1:,,2)' (each part optional), and record with TraceMode=1.\n");
            out.write("# Outside constructs: trace size = " + outsideBytes + " bytes, string count = " + outsideLines
                    + "\n");
            for (Construct root : roots) {
                write(out, root, 0);
            }
            long bytes = totalBytes();
            long lines = outsideLines + END_TRACE_LINES;
            for (Construct root : roots) {
                lines += root.lines;
            }
            out.write("# Whole trace: trace size = " + bytes + " bytes, string count = " + lines + "\n");
            String estimate = estimate(bytes, lines);
            if (maxTraceFileSize > 0 && bytes > maxTraceFileSize) {
                out.write("# " + estimate + "\n");
            }
            System.err.println("Java-DVM size: " + estimate + " (the estimates per construct: " + file + ")");
        }
    }

    private static final String END_TRACE = "END_TRACE\n";
    private static final long END_TRACE_LINES = 1;

    /** The bytes the text trace of the levels written takes: header, records and {@code END_TRACE}. */
    private long totalBytes() {
        long bytes = outsideBytes + END_TRACE.length();
        for (Construct root : roots) {
            bytes += root.bytes;
        }
        return bytes;
    }

    /**
     * The whole trace's estimate, and when it passes {@code MaxTraceFileSize} what a recording at these levels
     * would do: stop at the cap, long before the run ends, so the user hears it before recording.
     */
    private String estimate(long bytes, long lines) {
        String total = "the text trace at these levels takes " + bytes + " bytes (" + lines + " lines)";
        if (maxTraceFileSize <= 0 || bytes <= maxTraceFileSize) {
            return total + (maxTraceFileSize > 0 ? ", within TraceOptions.MaxTraceFileSize = " + maxTraceFileSize
                    + " bytes" : "");
        }
        long percent = Math.max(1, 100 * maxTraceFileSize / bytes);
        return total + ", more than TraceOptions.MaxTraceFileSize = " + maxTraceFileSize + " bytes: a trc run "
                + "would stop recording after about " + percent + " % of it (CUT) and compare only that part; "
                + "raise the cap (0 for none), lower the levels or give ranges in this file, or record boundary "
                + "iterations (TraceOptions.Ig_left, Ig_right) with checksums";
    }

    private void write(Writer out, Construct construct, int depth) throws IOException {
        String indent = " ".repeat(2 * depth);
        TraceRecord.ConstructBegin first = construct.first;
        StringBuilder line = new StringBuilder(indent).append(first.kind()).append(": ").append(first.number())
                .append('(').append(first.parent()).append(") [").append(first.rank()).append("] {");
        Quoted.append(line, first.file());
        line.append(", ").append(first.line()).append("} = ").append(construct.level).append("  #");
        for (int d = 0; d < construct.lo.length; d++) {
            line.append(", (").append(d).append(':').append(construct.lo[d]).append(',').append(construct.hi[d])
                    .append(',').append(first.step()[d]).append(')');
        }
        if (construct.lo.length == 0 && construct.lastIteration >= 0) {
            // a sequential loop's iterations are numbered from 0; the range is that of the iterations traced
            line.append(", (0:0,").append(construct.lastIteration).append(",1)");
        }
        out.write(line.append('\n').toString());
        out.write(indent + "  # Trace size = " + construct.bytes + " bytes\n");
        out.write(indent + "  # String count = " + construct.lines + "\n");
        out.write(indent + "  # Count of traced iterations = " + construct.iterations + "\n");
        for (Construct child : construct.children) {
            write(out, child, depth + 1);
        }
    }
}
