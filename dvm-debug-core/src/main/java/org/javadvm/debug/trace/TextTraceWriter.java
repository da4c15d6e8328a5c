package org.javadvm.debug.trace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

/**
 * Writes a trace in the original's text format (see the trace page): the header between
 * {@code # Begin trace header} and {@code # End trace header}, one record a line, indented by
 * {@code SpaceIndent} spaces per nesting level (a construct's iterations one level in, an iteration's
 * records one more), {@code END_TRACE} at the end.
 */
public final class TextTraceWriter extends TraceFileWriter {
    static final String HEADER_BEGIN = "# Begin trace header. Don't modify these records";
    static final String HEADER_END = "# End trace header";
    static final String END_HEADER = "END_HEADER";
    static final String END_TRACE = "END_TRACE";

    private final Formatter formatter;
    private final StringBuilder line = new StringBuilder(128);

    public TextTraceWriter(Path file, TraceSettings settings) throws IOException {
        super(file, settings);
        this.formatter = new Formatter(settings.spaceIndent());
    }

    @Override
    void encodeHeader(TraceHeader header, Buffer out) throws IOException {
        line.setLength(0);
        header(header, line);
        out.write(line.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The header's lines, from {@code # Begin trace header} to {@code # End trace header}. */
    static void header(TraceHeader header, StringBuilder out) {
        out.append(HEADER_BEGIN).append('\n');
        for (Map.Entry<String, String> key : header.keys().entrySet()) {
            out.append(key.getKey()).append(" = ").append(key.getValue()).append('\n');
        }
        out.append(END_HEADER).append('\n').append(HEADER_END).append('\n');
    }

    @Override
    void encodeEnd(Buffer out) throws IOException {
        out.write((END_TRACE + "\n").getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    void encode(TraceRecord record, Buffer out) throws IOException {
        line.setLength(0);
        formatter.format(record, line);
        if (!out.writeAscii(line)) { // rare: a non-ASCII name; the whole line through the encoder
            out.write(line.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    /** {@code ; [type] count N, blocks of B: (sum, magnitude), ...} after a checksum's mean; nothing without blocks. */
    static void appendBlocks(StringBuilder out, ChecksumBlocks blocks) {
        if (blocks == null) {
            return;
        }
        out.append("; [").append(blocks.type().code).append("] count ").append(blocks.count()).append(", blocks of ").append(blocks.blockSize()).append(':');
        for (int b = 0; b < blocks.blocks(); b++) {
            out.append(b == 0 ? " (" : ", (");
            ValueText.appendDouble(out, blocks.sum(b));
            out.append(", ");
            ValueText.appendDouble(out, blocks.magnitude(b));
            out.append(')');
        }
    }

    /** Formats records as lines, keeping track of the nesting for the indentation. */
    static final class Formatter {
        private final int spaceIndent;
        /** Per open construct: whether one of its iterations is open. */
        private boolean[] iterationOpen = new boolean[16];
        private int depth;

        Formatter(int spaceIndent) {
            this.spaceIndent = spaceIndent;
        }

        /** Appends the record's line(s), indented, each ending with a newline; keeps track of the nesting. */
        void format(TraceRecord record, StringBuilder out) {
            if (record instanceof TraceRecord.ConstructBegin begin) {
                indent(out, indentation());
                out.append(begin.keyword()).append(": ").append(begin.number()).append('(').append(begin.parent())
                        .append(") [").append(begin.rank()).append(begin.lo().length == 0 ? "]" : "] ");
                for (int d = 0; d < begin.lo().length; d++) {
                    out.append('(').append(begin.lo()[d]).append(',').append(begin.hi()[d]).append(',')
                            .append(begin.step()[d]).append(')');
                }
                out.append("; ");
                position(out, begin.file(), begin.line());
                if (depth == iterationOpen.length) {
                    iterationOpen = Arrays.copyOf(iterationOpen, 2 * depth);
                }
                iterationOpen[depth++] = false;
            } else if (record instanceof TraceRecord.Iteration iteration) {
                if (depth > 0) {
                    iterationOpen[depth - 1] = false;
                }
                indent(out, indentation());
                out.append("IT: ").append(iteration.absolute()).append(", (");
                long[] index = iteration.index();
                for (int d = 0; d < index.length; d++) {
                    out.append(d == 0 ? "" : ",").append(index[d]);
                }
                out.append(')');
                if (depth > 0) {
                    iterationOpen[depth - 1] = true;
                }
            } else if (record instanceof TraceRecord.Access access) {
                indent(out, indentation());
                out.append(access.keyword()).append(": [").append(access.type().code).append("] ");
                Quoted.append(out, access.operand());
                if (access.kind().hasValue()) {
                    out.append(" = ");
                    ValueText.append(out, access.type(), access.value());
                }
                out.append("; ");
                position(out, access.file(), access.line());
            } else if (record instanceof TraceRecord.ReductionResult result) {
                indent(out, indentation());
                out.append("RV: [").append(result.type().code).append("] ");
                Quoted.append(out, result.variable());
                out.append(" = ");
                ValueText.append(out, result.type(), result.value());
                out.append("; ");
                position(out, result.file(), result.line());
                if (!result.operator().isEmpty()) {
                    out.append(", ").append(result.operator());
                }
            } else if (record instanceof TraceRecord.ConstructEnd end) {
                if (depth > 0) {
                    depth--;
                }
                int indentation = indentation();
                indent(out, indentation);
                out.append("EL: ").append(end.number()).append("; ");
                position(out, end.file(), end.line());
                for (TraceRecord.Checksum checksum : end.checksums()) {
                    out.append('\n');
                    indent(out, indentation);
                    out.append("CS(");
                    Quoted.append(out, checksum.array());
                    out.append(", ");
                    Quoted.append(out, checksum.file());
                    out.append(", ").append(checksum.line()).append(", ").append(checksum.number()).append(", ");
                    Quoted.append(out, checksum.access());
                    out.append(") = ");
                    if (checksum.failed()) {
                        out.append("FAILED");
                    } else {
                        ValueText.appendDouble(out, checksum.value());
                        appendBlocks(out, checksum.blocks());
                    }
                }
            } else if (record instanceof TraceRecord.Skip skip) {
                indent(out, indentation());
                out.append("SKP: ");
                position(out, skip.file(), skip.line());
                out.append(';');
            } else if (record instanceof TraceRecord.Cut cut) {
                indent(out, indentation());
                out.append("CUT: ");
                Quoted.append(out, cut.reason());
            }
            out.append('\n');
        }

        private int indentation() {
            int levels = depth;
            for (int d = 0; d < depth; d++) {
                levels += iterationOpen[d] ? 1 : 0;
            }
            return levels * spaceIndent;
        }

        private static final String SPACES = " ".repeat(64);

        private static void indent(StringBuilder out, int spaces) {
            for (int left = spaces; left > 0; left -= SPACES.length()) {
                out.append(SPACES, 0, Math.min(left, SPACES.length()));
            }
        }

        private static void position(StringBuilder out, String file, int line) {
            out.append('{');
            Quoted.append(out, file);
            out.append(", ").append(line).append('}');
        }

    }
}
