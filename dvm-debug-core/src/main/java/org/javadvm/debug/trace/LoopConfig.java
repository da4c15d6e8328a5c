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
    public record Entry(TraceRecord.ConstructKind kind, int number, String file, int line, TraceLevel level,
                        List<Range> ranges, String where) {
        public Entry {
            ranges = List.copyOf(ranges);
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
