package org.javadvm.debug.trace.compare;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.javadvm.Distributed;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.BinaryTraceWriter;
import org.javadvm.debug.trace.TextTraceWriter;
import org.javadvm.debug.trace.TraceFiles;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecorder;
import org.javadvm.debug.trace.TraceSettings;
import org.javadvm.debug.trace.TraceSink;
import org.javadvm.debug.trace.LoopConfig;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checksums on a large array, at the default settings ({@code TraceLevel=4}, {@code Exp=1e-4} absolute), through the
 * recorder, the trace file and the comparer: one element of a million written wrong by {@code Exp} moves the mean by
 * 1e-10 and was missed; the checksum's blocks find it, and name its block's elements. A correct run under a
 * 4-processor emulation whose scale factor comes from a sum combined in another order (every element differs from the
 * reference in its last bits) compares clean.
 */
class LargeArrayChecksumTest {
    private static final int N = 1_000_000;
    private static final int WRONG = 700_001;
    private static final double EXP = CompareSettings.DEFAULTS.exp();
    private static final int WRITE = registerSites();

    private static int registerSites() {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, Field.class, "Field.java\ndyn\nW;12;fill;");
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Field {
        @Distributed
        double[] u = new double[N];
    }

    private static final String LOOP = "kind=loop;name=" + Field.class.getName() + ".fill;src=Field.java:10;rank=1;"
            + "tmpl=u;fmt=B;off=0;across=0;slots=0,0,0,0";

    @TempDir
    Path dir;
    /** Checksums the last comparison compared, over its processors. */
    private long checksumsCompared;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    /** Writes {@code u[i] = x[i] * scale} in one parallel loop, {@code u[wrong]} off by {@code error}. */
    private static void fill(TraceRecorder recorder, Field field, double[] x, double scale, int wrong, double error) {
        Monitor.install(recorder);
        try {
            Woven.loop(LOOP, Field.class, field, block -> {
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    recorder.arrayWrite(field.u, i, WRITE);
                    field.u[i] = x[i] * scale + (i == wrong ? error : 0);
                }
            }, new int[] {0, N});
        } finally {
            Monitor.install(null);
        }
    }

    private static double[] values() {
        double[] x = new double[N];
        for (int i = 0; i < N; i++) {
            x[i] = 1.5 + Math.sin(i * 0.001);
        }
        return x;
    }

    /** The sequential scale: the sum of the values in order, over their count. */
    private static double sequentialScale(double[] x) {
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        return sum / N;
    }

    /** The same sum combined as four processors' partial sums: it differs from the sequential one in its last bits. */
    private static double gridScale(double[] x) {
        double[] partial = new double[4];
        for (int p = 0; p < 4; p++) {
            for (int i = p * N / 4; i < (p + 1) * N / 4; i++) {
                partial[p] += x[i];
            }
        }
        return (((partial[0] + partial[1]) + partial[2]) + partial[3]) / N;
    }

    private Path reference(boolean binary) throws IOException {
        Path file = dir.resolve(binary ? "0.trb" : "0.trd");
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(4);
        TraceRecorder recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return binary ? new BinaryTraceWriter(file, settings) : new TextTraceWriter(file, settings);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, p -> header());
        double[] x = values();
        fill(recorder, new Field(), x, sequentialScale(x), -1, 0);
        recorder.close();
        return file;
    }

    private static TraceHeader header() {
        return new TraceHeader(Map.of("MODE", "CHECKSUM"));
    }

    /** Runs the program under a 4-processor emulation, each processor compared with the reference. */
    private Collecting compare(Path reference, double scale, int wrong, double error) throws IOException {
        return compare(reference, scale, wrong, error, CompareSettings.DEFAULTS);
    }

    private Collecting compare(Path reference, double scale, int wrong, double error, CompareSettings compareSettings)
            throws IOException {
        Collecting collecting = new Collecting();
        checksumsCompared = 0;
        CompareListener counting = CompareListener.all(collecting, new CompareListener() {
            @Override
            public void difference(Difference difference) {
            }

            @Override
            public void finished(CompareOutcome outcome) {
                checksumsCompared += outcome.counts().checksums();
            }
        });
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(4);
        TraceRecorder recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return (TraceSink) new TraceComparer(TraceFiles.open(reference), reference.toString(),
                        "processor " + p + " of 4", compareSettings, counting, p == 0);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, p -> header()).emulating(Emulation.grid("4"));
        fill(recorder, new Field(), values(), scale, wrong, error);
        recorder.close();
        return collecting;
    }

    @Test
    void oneElementOfAMillionOffByExpIsFoundAndItsBlockNamed() throws IOException {
        Path reference = reference(false);
        assertThat(Files.readString(reference), containsString("CS(\"u\", \"Field.java\", 12, 1, \"w\") = "));
        double[] x = values();
        Collecting found = compare(reference, sequentialScale(x), WRONG, EXP);
        assertEquals(1, found.differences.size(), found.differences.toString());
        Difference d = found.differences.get(0);
        System.out.println(d.message());
        assertEquals(ErrorClass.DIFFERENT_CHECKSUMS, d.errorClass());
        assertEquals("u", d.variable());
        assertThat(d.message(), containsString("elements 655360..720895 in row-major order (block 11 of 16; "
                + "1 of 16 blocks differ)"));
        assertTrue(Math.abs(d.absolute() - EXP) < 1e-9, d.message());
    }

    @Test
    void theSameFromABinaryReference() throws IOException {
        Path reference = reference(true);
        Collecting found = compare(reference, sequentialScale(values()), WRONG, EXP);
        assertEquals(1, found.differences.size(), found.differences.toString());
        assertThat(found.differences.get(0).message(), containsString("block 11 of 16"));
    }

    /**
     * Every element computed from a sum the grid combined in another order differs from the reference's in its
     * last bits, a million of them: not a difference. Nor is an element off by less than Exp.
     */
    @Test
    void aCorrectRunWhoseValuesComeFromAReassociatedSumComparesClean() throws IOException {
        Path reference = reference(false);
        double[] x = values();
        double scale = gridScale(x);
        assertTrue(scale != sequentialScale(x), "the grid's sum must differ in its last bits for this test to mean anything");
        Collecting clean = compare(reference, scale, -1, 0);
        assertEquals(List.of(), clean.differences);
        assertEquals(1, checksumsCompared, "processor 0 compares the checksum of u");
        Collecting within = compare(reference, sequentialScale(x), WRONG, 0.9 * EXP);
        assertEquals(List.of(), within.differences);
    }

    /**
     * Under a relative {@code Exp} an element may differ from the reference by {@code Exp} times its magnitude, so a
     * block's sum may differ by as much as {@code Exp} times the block's magnitude: every element off by a third of
     * the relative {@code Exp} (a solver whose scalars came from reassociated sums) compares clean, an element off by
     * far more is still found. Before, the block's tolerance was one mean element's, and such a run was reported.
     */
    @Test
    void underARelativeExpABlockMayDifferAsMuchAsItsElementsMay() throws IOException {
        Path reference = reference(false);
        double[] x = values();
        CompareSettings relative = CompareSettings.DEFAULTS.withExp(1e-9, false);
        Collecting clean = compare(reference, sequentialScale(x) * (1 + 3e-10), -1, 0, relative);
        assertEquals(List.of(), clean.differences);
        assertEquals(1, checksumsCompared, "processor 0 compares the checksum of u");
        Collecting found = compare(reference, sequentialScale(x), WRONG, 1.0, relative);
        assertEquals(1, found.differences.size(), found.differences.toString());
        assertThat(found.differences.get(0).message(), containsString("block 11 of 16"));
    }
}
