package org.javadvm.debug.trace;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a loops file asks for (see {@link LoopsFileReader}): per construct number its trace level and the
 * iterations to trace. Immutable. A construct the file does not name is traced at the default level, every
 * iteration. Ranges: an iteration is traced when, for every dimension some range names, one of that
 * dimension's ranges admits its index (ranges of one dimension unite, dimensions intersect).
 */
public final class LoopConfig {
    /** No loops file: every construct at the default level, every iteration. */
    public static final LoopConfig NONE = new LoopConfig(Map.of(), "");

    /** {@code (dim:first,last,step)}; absent parts are {@code null}: no bound, step 1 from the loop's first index. */
    public record Range(int dim, Long first, Long last, Long step) {
        boolean admits(long index, long loopFirst) {
            if (first != null && index < first) {
                return false;
            }
            if (last != null && index > last) {
                return false;
            }
            long origin = first != null ? first : loopFirst;
            return step == null || Math.floorMod(index - origin, step) == 0;
        }

        @Override
        public String toString() {
            return "(" + dim + ":" + (first == null ? "" : first) + "," + (last == null ? "" : last) + ","
                    + (step == null ? "" : step) + ")";
        }
    }

    /** One construct's line: where it is (to check that the run's construct of this number is the same). */
    public record Entry(TraceRecord.ConstructKind kind, int number, int parent, int rank, String file, int line,
                        TraceLevel level, List<Range> ranges, String where) {
        public Entry {
            ranges = List.copyOf(ranges);
        }

        /** {@code PL: 1(0) [2] {"Jacobi.java", 41}}: the line up to its {@code =}, as the loops file has it. */
        public String construct() {
            StringBuilder text = new StringBuilder(kind.name()).append(": ").append(number).append('(').append(parent)
                    .append(") [").append(rank).append("] {");
            Quoted.append(text, file);
            return text.append(", ").append(line).append('}').toString();
        }

        /** {@code FULL, (0:2,10,)}: what the line sets, after its {@code =}. */
        public String setting() {
            StringBuilder text = new StringBuilder(level.name());
            for (Range range : ranges) {
                text.append(", ").append(range);
            }
            return text.toString();
        }

        /** Whether the line sets the same for the same construct (not where it was read). */
        boolean sameSetting(Entry other) {
            return kind == other.kind && number == other.number && line == other.line && file.equals(other.file)
                    && level == other.level && ranges.equals(other.ranges);
        }
    }

    private final Map<Integer, Entry> entries;
    /** The sequential loops' lines by {@code file:line}, the first of each place. */
    private final Map<String, Entry> sequentialLoops = new HashMap<>();
    private final String file;

    LoopConfig(Map<Integer, Entry> entries, String file) {
        this.entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        this.file = file;
        for (Entry entry : this.entries.values()) {
            if (entry.kind() == TraceRecord.ConstructKind.SL) {
                sequentialLoops.putIfAbsent(entry.file() + ':' + entry.line(), entry);
            }
        }
    }

    /** The loops file read ({@code ""} for {@link #NONE}). */
    public String file() {
        return file;
    }

    /** Whether a loops file was applied (this is not {@link #NONE}). */
    public boolean applied() {
        return !file.isEmpty();
    }

    /**
     * The header key that names the loops file a trace was recorded with; the trace header also holds each of its
     * construct lines ({@link #headerKeys}), as DVM's header carries the construct tree (seed 000, 6.4.2).
     */
    public static final String HEADER_KEY = "LOOPS_FILE";

    /**
     * What the trace header records of this configuration: {@code LOOPS_FILE} and one key per construct line, the
     * key the line up to its {@code =} ({@code PL: 1(0) [2] {"Jacobi.java", 41}}), the value what it sets
     * ({@code FULL, (0:2,10,)}), so that the text header shows the loops file's own lines. Empty for {@link #NONE}.
     */
    public Map<String, String> headerKeys() {
        Map<String, String> keys = new LinkedHashMap<>();
        if (applied()) {
            keys.put(HEADER_KEY, file);
            for (Entry entry : entries.values()) {
                keys.put(entry.construct(), entry.setting());
            }
        }
        return keys;
    }

    /**
     * The configuration a trace was recorded with, read back from its header ({@link #headerKeys}); {@link #NONE}
     * when the header names no loops file. A construct line that does not read is an error naming the trace.
     */
    public static LoopConfig fromHeader(TraceHeader header, String trace) throws TraceFormatException {
        String file = header.get(HEADER_KEY);
        if (file == null) {
            return NONE;
        }
        Map<Integer, Entry> entries = new LinkedHashMap<>();
        for (Map.Entry<String, String> key : header.keys().entrySet()) {
            if (isConstructKey(key.getKey())) {
                String where = trace + ", header line " + key.getKey();
                Entry entry;
                try {
                    entry = LoopsFileReader.parseLine(key.getKey() + " = " + key.getValue(), where);
                } catch (IllegalArgumentException e) {
                    throw new TraceFormatException(where, e.getMessage());
                }
                entries.put(entry.number(), entry);
            }
        }
        return new LoopConfig(entries, file);
    }

    /** Whether a header key is a construct line ({@code PL: ...}, {@code TR: ...}, {@code SL: ...}). */
    public static boolean isConstructKey(String key) {
        return key.startsWith("PL: ") || key.startsWith("TR: ") || key.startsWith("SL: ");
    }

    /** Whether both set the same levels and ranges for the same constructs (wherever they were read from). */
    public boolean sameSettings(LoopConfig other) {
        if (entries.size() != other.entries.size()) {
            return false;
        }
        for (Entry entry : entries.values()) {
            Entry theirs = other.entries.get(entry.number());
            if (theirs == null || !entry.sameSetting(theirs)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every construct the file lists is traced at {@code level}: then a trace recorded with it holds what
     * that level alone records (ranges aside), and its header's MODE may say that level.
     */
    public boolean allAt(TraceLevel level) {
        for (Entry entry : entries.values()) {
            if (entry.level() != level) {
                return false;
            }
        }
        return true;
    }

    /** {@code 12 constructs: FULL 11, NONE 1; iteration ranges for 2}, for messages. */
    public String summary() {
        Map<TraceLevel, Integer> levels = new java.util.EnumMap<>(TraceLevel.class);
        int ranged = 0;
        for (Entry entry : entries.values()) {
            levels.merge(entry.level(), 1, Integer::sum);
            ranged += entry.ranges().isEmpty() ? 0 : 1;
        }
        StringBuilder text = new StringBuilder().append(entries.size())
                .append(entries.size() == 1 ? " construct" : " constructs");
        String separator = ": ";
        for (Map.Entry<TraceLevel, Integer> level : levels.entrySet()) {
            text.append(separator).append(level.getKey()).append(' ').append(level.getValue());
            separator = ", ";
        }
        return text.append("; iteration ranges for ").append(ranged).toString();
    }

    /** The file's line for construct {@code number}, or {@code null}. */
    public Entry entry(int number) {
        return entries.get(number);
    }

    /**
     * The file's line for the sequential loop at {@code file:line}: its own number's line when that describes
     * this place, else the first SL line of the place. Sequential loops inside a parallel construct's body are
     * numbered when first run, which under grid emulation (each processor's part in turn) need not be the
     * order of the sequential run that wrote the file; their place identifies them.
     */
    public Entry sequentialLoop(int number, String file, int line) {
        Entry entry = entries.get(number);
        if (entry != null && entry.kind() == TraceRecord.ConstructKind.SL && entry.file().equals(file)
                && entry.line() == line) {
            return entry;
        }
        return sequentialLoops.isEmpty() ? null : sequentialLoops.get(file + ':' + line);
    }

    public Map<Integer, Entry> entries() {
        return entries;
    }

    /** The level of construct {@code number}: the file's, else {@code otherwise}. */
    public TraceLevel level(int number, TraceLevel otherwise) {
        Entry entry = entries.get(number);
        return entry == null ? otherwise : entry.level();
    }

    /**
     * Whether the iteration {@code index} of construct {@code number} is traced; {@code loopFirst} holds the
     * construct's first index per dimension (the origin of a step without a first).
     */
    public boolean traced(int number, long[] index, long[] loopFirst) {
        return entries.isEmpty() || traced(entries.get(number), index, loopFirst); // no loops file: no boxing
    }

    /** Whether the entry's ranges admit the iteration {@code index}; every iteration without an entry. */
    public static boolean traced(Entry entry, long[] index, long[] loopFirst) {
        if (entry == null || entry.ranges().isEmpty()) {
            return true;
        }
        for (int d = 0; d < index.length; d++) {
            boolean named = false;
            boolean admitted = false;
            for (Range range : entry.ranges()) {
                if (range.dim() == d) {
                    named = true;
                    admitted |= range.admits(index[d], loopFirst[d]);
                }
            }
            if (named && !admitted) {
                return false;
            }
        }
        return true;
    }
}
