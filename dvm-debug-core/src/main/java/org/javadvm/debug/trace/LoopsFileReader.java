package org.javadvm.debug.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a loops file as the user edited it: lines
 * {@code PL|TR|SL: number(parent) [rank] {"file", line} = LEVEL[, (dim:first,last,step)]...}, indentation free,
 * {@code #} starting a comment (after the position, or a whole line). LEVEL is NONE, MINIMAL, MODIFY, FULL,
 * CHECKSUM or its number 0..4; each part of a range may be left out ({@code (0:2,10,)}, {@code (0:,10,)},
 * {@code (0:4,,)}, {@code (0:,,3)}). Any other line, a dimension outside the rank, a step below 1, a first
 * index above the last or a construct named twice is an error naming the file and line: nothing is traced
 * from a file half understood.
 */
public final class LoopsFileReader {
    private LoopsFileReader() {
    }

    public static LoopConfig read(Path file) throws IOException {
        Map<Integer, LoopConfig.Entry> entries = new LinkedHashMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                String where = file + ", line " + number;
                int start = 0;
                while (start < line.length() && Character.isWhitespace(line.charAt(start))) {
                    start++;
                }
                if (start == line.length() || line.charAt(start) == '#') {
                    continue;
                }
                LoopConfig.Entry entry;
                try {
                    entry = parse(line, start, where);
                } catch (IllegalArgumentException e) {
                    throw new TraceFormatException(where, e.getMessage());
                }
                LoopConfig.Entry earlier = entries.putIfAbsent(entry.number(), entry);
                if (earlier != null) {
                    throw new TraceFormatException(where, "construct " + entry.number() + " is already described at "
                            + earlier.where());
                }
            }
        }
        return new LoopConfig(entries, file.toString());
    }

    private static LoopConfig.Entry parse(String text, int start, String where) {
        Cursor cursor = new Cursor(text, start);
        String keyword = cursor.readWord();
        TraceRecord.ConstructKind kind;
        try {
            kind = TraceRecord.ConstructKind.valueOf(keyword);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected a construct line PL, TR or SL, found '" + keyword + "'");
        }
        cursor.expect(':');
        int number = cursor.readInt();
        cursor.expect('(');
        cursor.readInt();
        cursor.expect(')');
        cursor.expect('[');
        int rank = cursor.readInt();
        cursor.expect(']');
        cursor.expect('{');
        String file = cursor.readQuoted();
        cursor.expect(',');
        int line = cursor.readInt();
        cursor.expect('}');
        cursor.expect('=');
        TraceLevel level = level(cursor);
        List<LoopConfig.Range> ranges = new ArrayList<>();
        while (!cursor.atEnd() && !cursor.peek('#')) {
            cursor.expect(',');
            ranges.add(range(cursor, rank));
        }
        return new LoopConfig.Entry(kind, number, file, line, level, ranges, where);
    }

    private static TraceLevel level(Cursor cursor) {
        String word = cursor.readWord();
        if (word.length() == 1 && Character.isDigit(word.charAt(0)) && word.charAt(0) <= '4') {
            return TraceLevel.ofNumber(word.charAt(0) - '0');
        }
        try {
            return TraceLevel.valueOf(word);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown level '" + word
                    + "' (NONE, MINIMAL, MODIFY, FULL, CHECKSUM or 0..4)");
        }
    }

    private static LoopConfig.Range range(Cursor cursor, int rank) {
        cursor.expect('(');
        int dim = cursor.readInt();
        if (dim < 0 || dim >= rank) {
            throw new IllegalArgumentException("dimension " + dim + " is not one of the construct's 0.." + (rank - 1));
        }
        cursor.expect(':');
        Long first = optional(cursor);
        cursor.expect(',');
        Long last = optional(cursor);
        Long step = null;
        if (cursor.accept(',')) {
            step = optional(cursor);
        }
        cursor.expect(')');
        if (step != null && step < 1) {
            throw new IllegalArgumentException("step " + step + " of dimension " + dim + " is below 1");
        }
        if (first != null && last != null && first > last) {
            throw new IllegalArgumentException("first index " + first + " of dimension " + dim + " is above the last "
                    + last);
        }
        return new LoopConfig.Range(dim, first, last, step);
    }

    private static Long optional(Cursor cursor) {
        return cursor.peek(',') || cursor.peek(')') ? null : cursor.readLong();
    }
}
