package org.javadvm.debug.trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a text trace record by record through a fixed buffer: memory does not depend on the file's size.
 * Every line is checked whole; a malformed one is a {@link TraceFormatException} naming the file and line,
 * never a record with wrong contents. A trace without {@code END_TRACE} (a run killed or cut) ends after its
 * last complete line: {@link #complete()} then says {@code false}.
 */
public final class TextTraceReader implements TraceSource {
    private final LineInput input;
    private final TraceHeader header;
    /** A line read ahead (after an EL record, to collect its CS lines) and where it started. */
    private String pending;
    private long pendingStart;
    private long pendingLine;
    private long recordLine;
    private boolean ended;

    public TextTraceReader(Path file) throws IOException {
        this.input = new LineInput(file);
        try {
            this.header = readHeader();
        } catch (IOException | RuntimeException e) {
            input.close();
            throw e;
        }
    }

    private TraceHeader readHeader() throws IOException {
        String first = input.readLine();
        recordLine = input.linesSinceSeek();
        if (first == null || !first.equals(TextTraceWriter.HEADER_BEGIN)) {
            throw error("expected the first line '" + TextTraceWriter.HEADER_BEGIN + "'");
        }
        Map<String, String> keys = new LinkedHashMap<>();
        while (true) {
            String line = input.readLine();
            recordLine = input.linesSinceSeek();
            if (line == null) {
                throw error("the header ends without " + TextTraceWriter.END_HEADER);
            }
            if (line.equals(TextTraceWriter.END_HEADER)) {
                break;
            }
            // a loops file's construct line ends its key with the construct's place: the " = " after its '}'
            boolean construct = LoopConfig.isConstructKey(line);
            int equals = construct ? line.indexOf("} = ") + 1 : line.indexOf(" = ");
            String key = equals <= 0 ? "" : line.substring(0, equals);
            if (construct && key.isEmpty()) {
                throw error("expected a construct line KIND: number(parent) [rank] {\"file\", line} = LEVEL of the "
                        + "loops file the trace was recorded with, found '" + line + "'");
            }
            if (!construct && !key.matches("[A-Z][A-Z0-9_]*")) {
                throw error("expected a header line KEY = value, found '" + line + "'");
            }
            keys.put(key, line.substring(equals + 3));
        }
        String last = input.readLine();
        recordLine = input.linesSinceSeek();
        if (!TextTraceWriter.HEADER_END.equals(last)) {
            throw error("expected '" + TextTraceWriter.HEADER_END + "' after " + TextTraceWriter.END_HEADER);
        }
        return new TraceHeader(keys);
    }

    @Override
    public TraceHeader header() {
        return header;
    }

    /** Whether the trace ended with {@code END_TRACE} (so far: after {@link #next} returned {@code null}). */
    @Override
    public boolean complete() {
        return ended;
    }

    @Override
    public TraceRecord next() throws IOException {
        while (!ended) {
            String line = nextLine();
            if (line == null) {
                return null; // a cut trace: up to its last complete line
            }
            int start = indentation(line);
            if (start == line.length() || line.charAt(start) == '#') {
                continue;
            }
            try {
                return parse(line, start);
            } catch (IllegalArgumentException e) {
                throw error(e.getMessage());
            }
        }
        return null;
    }

    private String nextLine() throws IOException {
        if (pending != null) {
            String line = pending;
            pending = null;
            recordLine = pendingLine;
            return line;
        }
        String line = input.readLine();
        recordLine = input.linesSinceSeek();
        return line;
    }

    private static int indentation(String line) {
        int k = 0;
        while (k < line.length() && line.charAt(k) == ' ') {
            k++;
        }
        return k;
    }

    private TraceRecord parse(String line, int start) throws IOException {
        if (line.startsWith(TextTraceWriter.END_TRACE, start) && line.trim().equals(TextTraceWriter.END_TRACE)) {
            ended = true;
            return null;
        }
        Cursor cursor = new Cursor(line, start);
        String keyword = cursor.readWord();
        cursor.expect(':');
        TraceRecord record = switch (keyword) {
            case "PL", "TR", "SL" -> construct(TraceRecord.ConstructKind.valueOf(keyword), cursor);
            case "IT" -> iteration(cursor);
            case "RD", "BW", "AW", "RV_RD", "RV_BW", "RV_AW" -> access(TraceRecord.AccessKind.valueOf(keyword), cursor);
            case "RV" -> reduction(cursor);
            case "EL" -> end(cursor);
            case "SKP" -> skip(cursor);
            case "CUT" -> new TraceRecord.Cut(cursor.readQuoted());
            default -> throw new IllegalArgumentException("unknown record '" + keyword + "'");
        };
        if (!(record instanceof TraceRecord.ConstructEnd)) {
            cursor.expectEnd();
        }
        return record;
    }

    private static TraceRecord construct(TraceRecord.ConstructKind kind, Cursor cursor) {
        int number = cursor.readInt();
        cursor.expect('(');
        int parent = cursor.readInt();
        cursor.expect(')');
        cursor.expect('[');
        int rank = cursor.readInt();
        cursor.expect(']');
        if (rank < 0 || rank > 64) {
            throw new IllegalArgumentException("rank " + rank + " is not 0..64");
        }
        // a sequential loop's start may know no bounds: then none are written
        int bounded = kind == TraceRecord.ConstructKind.SL && cursor.peek(';') ? 0 : rank;
        long[] lo = new long[bounded];
        long[] hi = new long[bounded];
        long[] step = new long[bounded];
        for (int d = 0; d < bounded; d++) {
            cursor.accept(',');
            cursor.expect('(');
            lo[d] = cursor.readLong();
            cursor.expect(',');
            hi[d] = cursor.readLong();
            cursor.expect(',');
            step[d] = cursor.readLong();
            cursor.expect(')');
        }
        cursor.expect(';');
        String[] file = new String[1];
        int line = position(cursor, file);
        return new TraceRecord.ConstructBegin(kind, number, parent, rank, lo, hi, step, file[0], line);
    }

    private static TraceRecord iteration(Cursor cursor) {
        long absolute = cursor.readLong();
        cursor.expect(',');
        cursor.expect('(');
        List<Long> index = new ArrayList<>(4);
        if (!cursor.accept(')')) {
            do {
                index.add(cursor.readLong());
            } while (cursor.accept(','));
            cursor.expect(')');
        }
        long[] values = new long[index.size()];
        for (int d = 0; d < values.length; d++) {
            values[d] = index.get(d);
        }
        return new TraceRecord.Iteration(absolute, values);
    }

    private static TraceRecord access(TraceRecord.AccessKind kind, Cursor cursor) {
        ValueKind type = type(cursor);
        String operand = cursor.readQuoted();
        TraceValue value = null;
        if (kind.hasValue()) {
            value = value(cursor, type);
        }
        cursor.expect(';');
        String[] file = new String[1];
        int line = position(cursor, file);
        return new TraceRecord.Access(kind, value, type, operand, file[0], line);
    }

    private static TraceRecord reduction(Cursor cursor) {
        ValueKind type = type(cursor);
        String variable = cursor.readQuoted();
        TraceValue value = value(cursor, type);
        cursor.expect(';');
        String[] file = new String[1];
        int line = position(cursor, file);
        String operator = cursor.accept(',') ? cursor.readWord() : "";
        return new TraceRecord.ReductionResult(variable, type, value, file[0], line, operator);
    }

    private static ValueKind type(Cursor cursor) {
        cursor.expect('[');
        int code = cursor.readInt();
        cursor.expect(']');
        try {
            return ValueKind.ofCode(code);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown value type [" + code + "]");
        }
    }

    private static TraceValue value(Cursor cursor, ValueKind type) {
        cursor.expect('=');
        String text = cursor.peek('"') ? cursor.readQuotedRaw() : cursor.readUntil(';');
        TraceValue value = ValueText.parse(type, text);
        if (value == null) {
            throw new IllegalArgumentException("'" + text + "' is not a value of type [" + type.code + "] " + type);
        }
        return value;
    }

    private TraceRecord end(Cursor cursor) throws IOException {
        int number = cursor.readInt();
        cursor.expect(';');
        String[] file = new String[1];
        int line = position(cursor, file);
        cursor.expectEnd();
        List<TraceRecord.Checksum> checksums = new ArrayList<>();
        long endLine = recordLine;
        while (true) {
            long start = input.position();
            String next = input.readLine();
            long nextLine = input.linesSinceSeek();
            if (next == null) {
                break;
            }
            int at = indentation(next);
            if (!next.startsWith("CS(", at)) {
                pending = next;
                pendingStart = start;
                pendingLine = nextLine;
                break;
            }
            recordLine = nextLine;
            checksums.add(checksum(new Cursor(next, at + 2)));
        }
        recordLine = checksums.isEmpty() ? endLine : recordLine;
        return new TraceRecord.ConstructEnd(number, file[0], line, List.copyOf(checksums));
    }

    private static TraceRecord.Checksum checksum(Cursor cursor) {
        cursor.expect('(');
        String array = cursor.readQuoted();
        cursor.expect(',');
        String file = cursor.readQuoted();
        cursor.expect(',');
        int line = cursor.readInt();
        cursor.expect(',');
        int number = cursor.readInt();
        cursor.expect(',');
        String access = cursor.readQuoted();
        if (!access.equals("r") && !access.equals("w") && !access.equals("rw")) {
            throw new IllegalArgumentException("checksum access '" + access + "' is not r, w or rw");
        }
        cursor.expect(')');
        cursor.expect('=');
        String text = cursor.readUntilEnd();
        if (text.equals("FAILED")) {
            return new TraceRecord.Checksum(array, file, line, number, access, Double.NaN, true);
        }
        int semicolon = text.indexOf(';');
        String mean = semicolon < 0 ? text : text.substring(0, semicolon).trim();
        TraceValue value = ValueText.parse(ValueKind.DOUBLE, mean);
        if (value == null) {
            throw new IllegalArgumentException("checksum '" + mean + "' is neither a number nor FAILED");
        }
        ChecksumBlocks blocks = semicolon < 0 ? null : blocks(new Cursor(text, semicolon + 1));
        return new TraceRecord.Checksum(array, file, line, number, access, value.floating(), false, blocks);
    }

    /** {@code [type] count N, blocks of B: (sum, magnitude), ...}, as {@link TextTraceWriter#appendBlocks} writes them. */
    private static ChecksumBlocks blocks(Cursor cursor) {
        cursor.expect('[');
        ValueKind type = ValueKind.ofCode(cursor.readInt());
        cursor.expect(']');
        cursor.expect("count");
        long count = cursor.readLong();
        cursor.expect(',');
        cursor.expect("blocks");
        cursor.expect("of");
        int size = cursor.readInt();
        cursor.expect(':');
        if (size < 1 || count < 0) {
            throw new IllegalArgumentException("checksum blocks of " + size + " elements for " + count + " elements");
        }
        int blocks = (int) ((count + size - 1) / size);
        double[] sums = new double[blocks];
        double[] magnitudes = new double[blocks];
        for (int b = 0; b < blocks; b++) {
            if (b > 0) {
                cursor.expect(',');
            }
            cursor.expect('(');
            sums[b] = blockValue(cursor.readUntil(','));
            cursor.expect(',');
            magnitudes[b] = blockValue(cursor.readUntil(')'));
            cursor.expect(')');
        }
        cursor.expectEnd();
        return new ChecksumBlocks(type, count, size, sums, magnitudes);
    }

    private static double blockValue(String text) {
        TraceValue value = ValueText.parse(ValueKind.DOUBLE, text.trim());
        if (value == null) {
            throw new IllegalArgumentException("checksum block value '" + text.trim() + "' is not a number");
        }
        return value.floating();
    }

    private static TraceRecord skip(Cursor cursor) {
        String[] file = new String[1];
        int line = position(cursor, file);
        cursor.expect(';');
        return new TraceRecord.Skip(file[0], line);
    }

    /** {@code {"file", line}}: the line; the file into {@code file[0]}. */
    private static int position(Cursor cursor, String[] file) {
        cursor.expect('{');
        file[0] = cursor.readQuoted();
        cursor.expect(',');
        int line = cursor.readInt();
        cursor.expect('}');
        return line;
    }

    @Override
    public long position() {
        return pending != null ? pendingStart : input.position();
    }

    @Override
    public void seek(long position) throws IOException {
        pending = null;
        ended = false;
        input.seek(position);
        recordLine = 0;
    }

    @Override
    public String where() {
        try {
            return input.path() + ", line " + input.lineNumber(recordLine);
        } catch (IOException e) {
            return input.path() + " (line unknown: " + e.getMessage() + ")";
        }
    }

    private TraceFormatException error(String problem) throws IOException {
        return new TraceFormatException(where(), problem);
    }

    @Override
    public void close() throws IOException {
        input.close();
    }
}
