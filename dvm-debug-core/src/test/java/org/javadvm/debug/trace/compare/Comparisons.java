package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.util.List;

import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;

/** Feeds a hand-built run trace to a comparer over a hand-built reference. */
final class Comparisons {
    private Comparisons() {
    }

    static Collecting compare(List<TraceRecord> reference, List<TraceRecord> run, CompareSettings settings)
            throws IOException {
        return compare(Records.header("FULL"), reference, Records.header("FULL"), run, settings);
    }

    static Collecting compare(TraceHeader referenceHeader, List<TraceRecord> reference, TraceHeader runHeader,
                              List<TraceRecord> run, CompareSettings settings) throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", referenceHeader, reference),
                "ref.trd", "processor 1", settings, collecting)) {
            comparer.header(runHeader);
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        return collecting;
    }
}
