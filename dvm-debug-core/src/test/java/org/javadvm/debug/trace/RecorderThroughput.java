package org.javadvm.debug.trace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.TraceComparer;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;

/**
 * How fast the recorder turns the event stream into a trace (not a test: run it by hand, see the trace page):
 * a 5-point Jacobi sweep over an n x n plate, its body sending the events woven code sends (the row fetches, four
 * element reads, a write), through the real run-time, recorded at FULL level into a text or binary trace.
 * Prints records, seconds and records per second of each round, per wall and per CPU second of the recording
 * thread (the latter is what one core does, whatever else the machine runs).
 * With {@code compare-text} or {@code compare-binary} round 0 records the reference and the later rounds compare
 * the same run with it (a {@code TraceComparer} as the sink, as {@code dif} on one processor does);
 * {@code dif2x2-text} and {@code dif2x2-binary} compare under the emulation of a 2x2 grid, as {@code dif} does.
 * {@code java -cp ... org.javadvm.debug.trace.RecorderThroughput [n] [sweeps] [rounds]
 * [text|binary|compare-text|compare-binary|dif2x2-text|dif2x2-binary] [dir]}
 */
public final class RecorderThroughput {
    /** The recording thread's CPU time: a rate that the other processes of a shared machine do not lower. */
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory
            .getThreadMXBean();
    private static final int READ = 0;
    private static final int WRITE = 1;

    static final class Plate {
        @Distributed(format = {Format.BLOCK, Format.BLOCK})
        double[][] a;
        @Distributed(alignWith = "a")
        double[][] b;

        Plate(int n) {
            a = new double[n][n];
            b = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    a[i][j] = Math.sin(i) + 0.001 * j;
                }
            }
        }
    }

    private RecorderThroughput() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int sweeps = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        String mode = args.length > 3 ? args[3] : "text";
        boolean binary = mode.endsWith("binary");
        // compare-text, compare-binary: round 0 records the reference, the later ones compare with it
        boolean compare = mode.startsWith("compare") || mode.startsWith("dif2x2");
        // dif2x2-text, dif2x2-binary: the comparison under the emulation of a 2x2 grid, a comparer per processor
        boolean grid = mode.startsWith("dif2x2");
        Path dir = args.length > 4 ? Path.of(args[4]) : Files.createTempDirectory("recorder-throughput");
        Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
        register.setAccessible(true);
        int base = (Integer) register.invoke(null, Plate.class, "Plate.java\ndyn\nR;20;relax;\nW;21;relax;");
        for (int round = 0; round < rounds; round++) {
            Path file = dir.resolve(binary ? "0.trb" : "0.trd");
            TraceSettings settings = TraceSettings.defaults().withMaxTraceFileSize(0);
            boolean comparing = compare && round > 0;
            long[] differences = {0};
            TraceRecorder recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
                try {
                    if (comparing) {
                        return new TraceComparer(TraceFiles.open(file), file.toString(), "processor " + p,
                                CompareSettings.DEFAULTS, difference -> differences[0]++, !grid || p == 0);
                    }
                    return binary ? new BinaryTraceWriter(file, settings) : new TextTraceWriter(file, settings);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, p -> TraceHeaders.of(settings, "RecorderThroughput", 1, p, Map.of()));
            if (comparing && grid) {
                recorder.emulating(Emulation.grid(2, 2));
            }
            Plate plate = new Plate(n);
            LoopBody body = block -> {
                int i = block.lo[0];
                int j = block.lo[1];
                double[][] a = plate.a;
                recorder.arrayRead(a, i - 1, base + READ);
                recorder.arrayRead(a[i - 1], j, base + READ);
                double up = a[i - 1][j];
                recorder.arrayRead(a, i + 1, base + READ);
                recorder.arrayRead(a[i + 1], j, base + READ);
                double down = a[i + 1][j];
                recorder.arrayRead(a, i, base + READ);
                recorder.arrayRead(a[i], j - 1, base + READ);
                double left = a[i][j - 1];
                recorder.arrayRead(a[i], j + 1, base + READ);
                double right = a[i][j + 1];
                recorder.arrayRead(plate.b, i, base + READ);
                recorder.arrayWrite(plate.b[i], j, base + WRITE);
                plate.b[i][j] = (up + down + left + right) / 4;
            };
            Monitor.install(recorder);
            long start = System.nanoTime();
            long cpu = CPU.getCurrentThreadCpuTime();
            try {
                for (int sweep = 0; sweep < sweeps; sweep++) {
                    Woven.loop("kind=loop;name=" + Plate.class.getName() + ".relax;src=Plate.java:19;rank=2;tmpl=a;"
                            + "fmt=BB;off=0,0;across=0;slots=0,0,0,0", Plate.class, plate, body,
                            new int[] {1, n - 1, 1, n - 1});
                }
            } finally {
                Monitor.install(null);
                recorder.close();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (CPU.getCurrentThreadCpuTime() - cpu) / 1e9;
            if (differences[0] != 0) {
                throw new IllegalStateException(differences[0] + " differences comparing a run with its own trace");
            }
            System.out.printf((comparing ? "compared " : "recorded ") + "round %d: %d records, %d bytes, %.2f s, %.2f M records/s; %.2f s CPU, %.2f M records"
                            + " per CPU second%n", round, recorder.records(), Files.size(file), seconds,
                    recorder.records() / seconds / 1e6, cpuSeconds, recorder.records() / cpuSeconds / 1e6);
        }
    }
}
