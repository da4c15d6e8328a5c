package org.javadvm.debug.trace.compare;

import java.util.List;

import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceSource;

/** A trace held in a list, its positions the record numbers; counts the records read, and whether it was closed. */
final class ListTraceSource implements TraceSource {
    private final String name;
    private final TraceHeader header;
    private final List<TraceRecord> records;
    private int next;
    int reads;
    int seeks;
    boolean closed;

    ListTraceSource(String name, TraceHeader header, List<TraceRecord> records) {
        this.name = name;
        this.header = header;
        this.records = records;
    }

    @Override
    public TraceHeader header() {
        return header;
    }

    @Override
    public TraceRecord next() {
        if (next >= records.size()) {
            return null;
        }
        reads++;
        return records.get(next++);
    }

    @Override
    public long position() {
        return next;
    }

    @Override
    public void seek(long position) {
        seeks++;
        next = (int) position;
    }

    @Override
    public String where() {
        return name + " record " + next;
    }

    @Override
    public void close() {
        closed = true;
    }
}
