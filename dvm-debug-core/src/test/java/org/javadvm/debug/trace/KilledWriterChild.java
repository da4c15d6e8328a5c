package org.javadvm.debug.trace;

import java.nio.file.Path;

/**
 * The program {@link WriteThroughTest} forks: records a trace with write-through, then either halts the JVM
 * after {@code args[2]} records (no shutdown hook, no close) or, with {@code -1}, writes until it is killed.
 */
public final class KilledWriterChild {
    private KilledWriterChild() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[1]);
        TraceSettings settings = TraceSettings.defaults().withSaveThroughExec(true);
        TraceFileWriter writer = args[0].equals("binary") ? new BinaryTraceWriter(file, settings)
                : new TextTraceWriter(file, settings);
        writer.header(SampleTrace.header());
        long halt = Long.parseLong(args[2]);
        writer.record(new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, 1, 0, 1, new long[] {0},
                new long[] {Integer.MAX_VALUE}, new long[] {1}, "Kill.java", 3));
        for (long i = 0; halt < 0 || i < halt; i++) {
            writer.record(new TraceRecord.Iteration(i, new long[] {i}));
            writer.record(SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE, TraceValue.ofDouble(i / 3.0),
                    "a[" + i + "]"));
        }
        Runtime.getRuntime().halt(0);
    }
}
