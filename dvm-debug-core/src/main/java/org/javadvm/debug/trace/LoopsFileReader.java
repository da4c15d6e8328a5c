package org.javadvm.debug.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a loops file as the user edited it: lines
 * {@code PL|TR|SL: number(parent) [rank] {"file", line} = LEVEL[, (dim:first,last,step)]...}, indentation free,
 * {@code #} starting a comment (after the position, or a whole line). LEVEL is NONE, MINIMAL, MODIFY, FULL,
 * CHECKSUM or its number 0..4; each part of a range may be left out ({@code (0:2,10,)}, {@code (0:,10,)},
 * {@code (0:4,,)}, {@code (0:,,3)}). The DVM document's form loads too: the keyword without its colon
 * ({@code PL 1 (0) [1] ...}), a root's parent left empty ({@code PL: 1()}), and {@code EL: number} lines closing
 * each construct; when a file has them, each must close the innermost open construct and every construct must be
 * closed. Any other line, a dimension outside the rank, a step below 1, a first index above the last or a
 * construct named twice is an error naming the file and line; every such line is listed
 * ({@link LoopsFileException}), and nothing is traced from a file half understood. A file that is not UTF-8
 * text (a binary file given as the loops file) is named with the first line that is not.
 */
public final class LoopsFileReader {
    /** Problems listed before the rest are only counted: a file that is no loops file at all is not printed whole. */
    static final int PROBLEMS_LISTED = 25;

    private LoopsFileReader() {
    }

    /** A construct line read and not yet closed by its {@code EL} line. */
    private record Open(int number, int line) {
    }

    public static LoopConfig read(Path file) throws IOException {
        Map<Integer, LoopConfig.Entry> entries = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        Deque<Open> open = new ArrayDeque<>();
        boolean closing = false;
        List<String> unreadable = new ArrayList<>();
        List<String> lines = lines(file, unreadable);
        for (int index = 0; index < lines.size(); index++) {
            String line = lines.get(index);
            int number = index + 1;
            String where = file + ", line " + number;
            int start = 0;
            while (start < line.length() && Character.isWhitespace(line.charAt(start))) {
                start++;
            }
            if (start == line.length() || line.charAt(start) == '#') {
                continue;
            }
            try {
                Cursor cursor = new Cursor(line, start);
                String keyword = cursor.readWord();
                if (keyword.equals("EL")) {
                    closing = true;
                    close(cursor, open, file);
                    continue;
                }
                LoopConfig.Entry entry = parse(keyword, cursor, where);
                LoopConfig.Entry earlier = entries.putIfAbsent(entry.number(), entry);
                if (earlier != null) {
                    throw new IllegalArgumentException("construct " + entry.number() + " is already described at "
                            + earlier.where());
                }
                open.push(new Open(entry.number(), number));
            } catch (IllegalArgumentException e) {
                problems.add(where + ": " + e.getMessage());
            }
        }
        problems.addAll(unreadable); // after the lines before it, in the order of the file
        if (closing && unreadable.isEmpty()) {
            for (Open left : open) {
                problems.add(file + ", line " + left.line() + ": construct " + left.number() + " is not closed: the "
                        + "file closes constructs with EL lines, and no 'EL: " + left.number() + "' follows");
            }
        }
        if (!problems.isEmpty()) {
            throw new LoopsFileException(listed(problems, file));
        }
        return new LoopConfig(entries, file.toString());
    }

    /**
     * The file's lines, or as many as are text: at the first line that is not UTF-8 (or holds a NUL byte) the
     * problem is added and reading stops there.
     */
    private static List<String> lines(Path file, List<String> unreadable) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        List<String> lines = new ArrayList<>();
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int from = 0;
        while (from < bytes.length) {
            int end = from;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            int length = end > from && bytes[end - 1] == '\r' ? end - from - 1 : end - from;
            String problem = null;
            try {
                String line = decoder.reset().decode(ByteBuffer.wrap(bytes, from, length)).toString();
                if (from == 0 && line.startsWith("\uFEFF")) {
                    line = line.substring(1); // editors on Windows start UTF-8 files with a byte order mark
                }
                if (line.indexOf('\0') >= 0) {
                    problem = "a NUL character";
                } else {
                    lines.add(line);
                }
            } catch (CharacterCodingException e) {
                problem = "bytes that are not UTF-8 text";
            }
            if (problem != null) {
                unreadable.add(file + ", line " + (lines.size() + 1) + ": " + problem + ", so the rest of the file was "
                        + "not read: a loops file is the text a run with TraceOptions.TraceMode=0 (-Ddvm.task=size) "
                        + "writes, is " + file + " one?");
                break;
            }
            from = end + 1;
        }
        return lines;
    }

    /** {@code EL: number}: closes the innermost open construct, which must be that one. */
    private static void close(Cursor cursor, Deque<Open> open, Path file) {
        cursor.accept(':');
        int number = cursor.readInt();
        if (!cursor.atEnd() && !cursor.peek('#')) {
            throw cursor.problem("the end of the line after 'EL: " + number + "'");
        }
        Open innermost = open.peek();
        if (innermost == null) {
            throw new IllegalArgumentException("'EL: " + number + "' closes no construct: none is open here");
        }
        if (innermost.number() != number) {
            boolean outer = open.stream().anyMatch(o -> o.number() == number);
            throw new IllegalArgumentException("'EL: " + number + "' does not close the innermost open construct, "
                    + innermost.number() + " of " + file + ", line " + innermost.line() + (outer ? ", which lies inside "
                    + number + ": close it first" : "; construct " + number + " is not open"));
        }
        open.pop();
    }

    private static List<String> listed(List<String> problems, Path file) {
        if (problems.size() <= PROBLEMS_LISTED) {
            return problems;
        }
        List<String> listed = new ArrayList<>(problems.subList(0, PROBLEMS_LISTED));
        listed.add("and " + (problems.size() - PROBLEMS_LISTED) + " more lines of " + file + " the reader cannot take");
        return listed;
    }

    /**
     * One construct line (as a loops file or a trace header has it), {@code where} naming it in messages; an
     * {@link IllegalArgumentException} saying what is wrong with it.
     */
    static LoopConfig.Entry parseLine(String text, String where) {
        Cursor cursor = new Cursor(text, 0);
        return parse(cursor.readWord(), cursor, where);
    }

    private static LoopConfig.Entry parse(String keyword, Cursor cursor, String where) {
        TraceRecord.ConstructKind kind;
        try {
            kind = TraceRecord.ConstructKind.valueOf(keyword);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected a construct line PL, TR or SL, or EL closing one, found '"
                    + keyword + "'");
        }
        cursor.accept(':'); // the DVM document writes the keyword without it
        int number = cursor.readInt();
        cursor.expect('(');
        int parent = cursor.peek(')') ? 0 : cursor.readInt(); // DVM leaves a root's parent empty
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
        return new LoopConfig.Entry(kind, number, parent, rank, file, line, level, ranges, where);
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
