package org.javadvm.debug.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.javadvm.debug.trace.compare.CompareListener;
import org.javadvm.debug.trace.compare.CompareOutcome;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.Difference;
import org.javadvm.debug.trace.compare.TraceComparer;

/**
 * Text against binary on a Jacobi-like trace (per iteration: IT, four reads, before and after write), one
 * thread: bytes per record and, in records (events) per second, making the records alone, writing them,
 * reading them back, and comparing them with the written trace as the reference (a run's records fed to a
 * {@link TraceComparer}, as {@code dif} does), per second of the thread's CPU time. Not a test: run it by hand from the module directory after
 * {@code mvn test-compile}: {@code java -cp target/classes:target/test-classes:../dvm-runtime/target/classes
 * org.javadvm.debug.trace.TraceFormatBenchmark [records] [rounds] [directory] [text,binary]}; the last round is printed.
 */
public final class TraceFormatBenchmark {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory
            .getThreadMXBean();
    private static final TraceSink NOWHERE = new TraceSink() {
        @Override
        public void header(TraceHeader header) {
        }

        @Override
        public void record(TraceRecord record) {
        }

        @Override
        public void close() {
        }
    };

    private TraceFormatBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        long records = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path dir = args.length > 2 ? Path.of(args[2]) : Files.createTempDirectory("trace-bench");
        String formats = args.length > 3 ? args[3] : "text,binary";
        for (int round = 0; round < rounds; round++) { // the first rounds warm the JIT
            boolean last = round == rounds - 1;
            long made = now();
            long generated = generate(NOWHERE, records);
            if (last) {
                System.out.printf("making the records alone (operand strings, values): %.2f M records/s%n",
                        generated / seconds(made) / 1e6);
            }
            for (boolean binary : new boolean[] {false, true}) {
                if (!formats.contains(binary ? "binary" : "text")) {
                    continue;
                }
                Path file = dir.resolve(binary ? "0.trb" : "0.trd");
                long start = now();
                long written = write(file, binary, records);
                double writeSeconds = seconds(start);
                start = now();
                long read = 0;
                try (TraceSource source = TraceFiles.open(file)) {
                    while (source.next() != null) {
                        read++;
                    }
                }
                double readSeconds = seconds(start);
                start = now();
                long[] differences = new long[1];
                CompareListener listener = new CompareListener() {
                    @Override
                    public void difference(Difference difference) {
                        differences[0]++;
                    }

                    @Override
                    public void finished(CompareOutcome outcome) {
                    }
                };
                long compared = generate(new TraceComparer(TraceFiles.open(file), file.toString(), "run",
                        CompareSettings.DEFAULTS, listener), records);
                double compareSeconds = seconds(start);
                if (differences[0] != 0) {
                    throw new IllegalStateException(differences[0] + " differences comparing a trace with itself");
                }
                if (last) {
                    System.out.printf("%-6s %,d records  %,d bytes  %.1f bytes/record  write %.2f  read %.2f  "
                                    + "compare %.2f M records/s%n", binary ? "binary" : "text", written,
                            Files.size(file), (double) Files.size(file) / written, written / writeSeconds / 1e6,
                            read / readSeconds / 1e6, compared / compareSeconds / 1e6);
                }
                Files.delete(file);
            }
        }
    }

    /** Seconds of this thread's CPU time since {@code since}: what one core does, whatever else the machine runs. */
    private static double seconds(long since) {
        return (now() - since) / 1e9;
    }

    private static long now() {
        return CPU.getCurrentThreadCpuTime();
    }

    private static long write(Path file, boolean binary, long records) throws IOException {
        TraceSettings settings = TraceSettings.defaults().withMaxTraceFileSize(0);
        return generate(binary ? new BinaryTraceWriter(file, settings) : new TextTraceWriter(file, settings), records);
    }

    private static long generate(TraceSink sink, long records) throws IOException {
        long count = 0;
        int n = 1000;
        try (TraceSink writer = sink) {
            writer.header(SampleTrace.header());
            writer.record(new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.PL, 1, 0, 2, new long[] {1, 1},
                    new long[] {n - 2, n - 2}, new long[] {1, 1}, "Jacobi.java", 41));
            count++;
            long absolute = 0;
            outer:
            for (int i = 1; i < n - 1; i++) {
                for (int j = 1; j < n - 1; j++) {
                    if (count + 7 > records) {
                        break outer;
                    }
                    writer.record(new TraceRecord.Iteration(absolute++, new long[] {i, j}));
                    double sum = 0;
                    int[][] neighbours = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
                    for (int[] at : neighbours) {
                        double v = Math.sin(at[0] * 0.01) * Math.cos(at[1] * 0.02);
                        sum += v;
                        writer.record(new TraceRecord.Access(TraceRecord.AccessKind.RD, TraceValue.ofDouble(v),
                                ValueKind.DOUBLE, "a[" + at[0] + "][" + at[1] + "]", "Jacobi.java", 44));
                    }
                    String b = "b[" + i + "][" + j + "]";
                    writer.record(new TraceRecord.Access(TraceRecord.AccessKind.BW, null, ValueKind.DOUBLE, b,
                            "Jacobi.java", 44));
                    writer.record(new TraceRecord.Access(TraceRecord.AccessKind.AW, TraceValue.ofDouble(sum / 4),
                            ValueKind.DOUBLE, b, "Jacobi.java", 44));
                    count += 7;
                }
            }
            writer.record(new TraceRecord.ConstructEnd(1, "Jacobi.java", 41, java.util.List.of()));
            count++;
        }
        return count;
    }
}
