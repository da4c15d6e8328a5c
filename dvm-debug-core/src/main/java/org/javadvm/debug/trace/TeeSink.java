package org.javadvm.debug.trace;

import java.io.IOException;

/** Both sinks get every record ({@code TraceMode=2}: the trace and the loops file from one run). */
public final class TeeSink implements TraceSink {
    private final TraceSink first;
    private final TraceSink second;

    public TeeSink(TraceSink first, TraceSink second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public void header(TraceHeader header) throws IOException {
        first.header(header);
        second.header(header);
    }

    @Override
    public void record(TraceRecord record) throws IOException {
        first.record(record);
        second.record(record);
    }

    @Override
    public void close() throws IOException {
        try {
            first.close();
        } finally {
            second.close();
        }
    }
}
