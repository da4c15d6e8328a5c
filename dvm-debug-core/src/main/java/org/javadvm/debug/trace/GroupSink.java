package org.javadvm.debug.trace;

import java.io.IOException;
import java.util.List;

/**
 * The sinks of the processors of a task's group under grid emulation: the task's own code runs once in the
 * emulation but on every member of a real grid, so each member's trace gets its records. A comparing member
 * compares them with its reference; the first member's replacement value is the one the run continues from.
 * Closing it closes nothing: the members are the recorder's own sinks and closed with them.
 */
final class GroupSink implements TraceSink {
    private final TraceSink[] members;
    /** Records this sink gave to its members beyond the first: the recorder counts each record once. */
    private long extra;

    GroupSink(List<TraceSink> members) {
        this.members = members.toArray(new TraceSink[0]);
    }

    /** Records written to the members' traces beyond one per record the recorder wrote here. */
    long extraRecords() {
        return extra;
    }

    @Override
    public void header(TraceHeader header) {
        throw new IllegalStateException("a group's members have their own headers");
    }

    @Override
    public void record(TraceRecord record) throws IOException {
        for (TraceSink member : members) {
            member.record(record);
        }
        extra += members.length - 1;
    }

    @Override
    public TraceValue recordAndSubstitute(TraceRecord record) throws IOException {
        TraceValue first = members[0].recordAndSubstitute(record);
        for (int m = 1; m < members.length; m++) {
            members[m].recordAndSubstitute(record);
        }
        extra += members.length - 1;
        return first;
    }

    @Override
    public TraceValue elementAccess(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix,
                                    int index, long bits, String file, int line) throws IOException {
        TraceValue first = members[0].elementAccess(kind, type, array, prefix, index, bits, file, line);
        for (int m = 1; m < members.length; m++) {
            members[m].elementAccess(kind, type, array, prefix, index, bits, file, line);
        }
        extra += members.length - 1;
        return first;
    }

    @Override
    public void close() {
    }
}
