package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.trace.compare.CompareListener;
import org.javadvm.debug.trace.compare.CompareOutcome;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.Difference;
import org.javadvm.debug.trace.compare.ProtocolWriter;
import org.javadvm.debug.trace.compare.TraceComparer;
import org.javadvm.debug.trace.compare.TraceMismatchException;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Boundary iterations in trace mode ({@code Ig_left} / {@code Ig_right} / {@code Iloc_left} / {@code Iloc_right}),
 * through the real run-time: a Jacobi-like sweep {@code v[i][j] = (u[i-1][j] + u[i+1][j]) / 2} over the interior of
 * an 8 x 8 plate, its checked body sending the access events woven code sends and its plain body none.
 */
class BoundaryTraceRecordingTest {
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int BASE = register(Plate.class, "Plate.java\ndyn\nR;20;sweep;\nW;21;sweep;");

    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Plate {
        @Distributed(format = {Format.BLOCK, Format.BLOCK})
        double[][] u = new double[8][8];
        @Distributed(alignWith = "u")
        double[][] v = new double[8][8];

        Plate() {
            for (int i = 0; i < 8; i++) {
                for (int j = 0; j < 8; j++) {
                    u[i][j] = i * 8 + j;
                }
            }
        }
    }

    @TempDir
    Path dir;
    private TraceRecorder recorder;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private static BoundaryTrace global(int left, int right) {
        return new BoundaryTrace(left, right, -1, -1, 1, 1, false);
    }

    /** The sweep; {@code wrong}: iteration (4, 4), interior on every grid below, computes another value. */
    private void sweep(Plate plate, boolean wrong) {
        LoopBody checked = block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            recorder.arrayRead(plate.u, i - 1, BASE + READ);
            recorder.arrayRead(plate.u[i - 1], j, BASE + READ);
            double up = plate.u[i - 1][j];
            recorder.arrayRead(plate.u, i + 1, BASE + READ);
            recorder.arrayRead(plate.u[i + 1], j, BASE + READ);
            double down = plate.u[i + 1][j];
            recorder.arrayRead(plate.v, i, BASE + READ);
            recorder.arrayWrite(plate.v[i], j, BASE + WRITE);
            plate.v[i][j] = value(up, down, wrong && i == 4 && j == 4);
        };
        LoopBody plain = block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                for (int j = block.lo[1]; j < block.hi[1]; j++) {
                    plate.v[i][j] = value(plate.u[i - 1][j], plate.u[i + 1][j], wrong && i == 4 && j == 4);
                }
            }
        };
        Woven.loop("kind=loop;name=" + Plate.class.getName() + ".sweep;src=Plate.java:19;rank=2;tmpl=u;fmt=BB;"
                + "off=0,0;across=0;slots=0,0,0,0", Plate.class, plate, checked, plain, new int[] {1, 7, 1, 7});
    }

    private static double value(double up, double down, boolean wrong) {
        return wrong ? (up + down) / 3 : (up + down) / 2;
    }

    private static TraceHeader header(TraceSettings settings, int processor) {
        return TraceHeaders.of(settings, "Plate", 1, processor, Map.of());
    }

    private Path reference(TraceSettings settings) throws IOException {
        Path file = dir.resolve("0.trd");
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return new TextTraceWriter(file, settings);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> header(settings, p));
        Monitor.install(recorder);
        try {
            sweep(new Plate(), false);
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        return file;
    }

    private static List<String> iterations(Path file) throws IOException {
        StringWriter text = new StringWriter();
        assertEquals(0, PrintTrace.print(file, text));
        return text.toString().lines().map(String::trim).filter(l -> l.startsWith("IT:")).collect(Collectors.toList());
    }

    @Test
    void onlyTheBoundaryIterationsAreRecorded() throws IOException {
        List<String> all = iterations(reference(TraceSettings.defaults()));
        assertEquals(36, all.size());
        List<String> faces = iterations(reference(TraceSettings.defaults().withBoundary(global(1, 1))));
        // the faces of [1, 6] x [1, 6]: rows 1 and 6, columns 1 and 6
        assertEquals(20, faces.size(), faces.toString());
        for (String it : faces) {
            String[] index = it.substring(it.indexOf('(') + 1, it.indexOf(')')).split(",");
            int i = Integer.parseInt(index[0]);
            int j = Integer.parseInt(index[1]);
            assertTrue(i == 1 || i == 6 || j == 1 || j == 6, it);
        }
        List<String> corners = iterations(reference(TraceSettings.defaults()
                .withBoundary(new BoundaryTrace(1, 0, -1, -1, 0, 0, true))));
        assertEquals(List.of("IT: 0, (1,1)"), corners, "corners of width 1 on the left: (1, 1) only");
    }

    @Test
    void theStatisticsCountTheIterationsLeftUnrecordedInteriorOrLeftOutByTheLoopsFile() throws IOException {
        TraceSettings settings = TraceSettings.defaults().withBoundary(global(1, 1));
        Path loops = dir.resolve("loops.trd");
        Files.writeString(loops, "PL: 1(0) [2] {\"Plate.java\", 19} = FULL, (0:1,1,)\n"); // row 1 only
        Path file = dir.resolve("0.trd");
        recorder = new TraceRecorder(settings, LoopsFileReader.read(loops), p -> {
            try {
                return new TextTraceWriter(file, settings);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> header(settings, p));
        Monitor.install(recorder);
        try {
            sweep(new Plate(), false);
        } finally {
            Monitor.install(null);
        }
        String statistics = TraceRecorderEventsTest.statistics(recorder);
        assertEquals(6, iterations(file).size(), "the boundary iterations of row 1");
        // 16 interior iterations ran plain, 14 boundary ones ran checked but outside the loops file's range
        assertTrue(statistics.contains("  trace iterations not recorded (boundary iterations only) = 30\n"), statistics);
    }

    @Test
    void theInteriorRunsThePlainBodyAndTheHeaderSaysSo() throws IOException {
        TraceSettings settings = TraceSettings.defaults().withBoundary(new BoundaryTrace(2, 1, -1, -1, 1, 1, false));
        Path file = reference(settings);
        // rows 1 to 6, boundary columns 1, 2 and 6 checked: the others' 3 columns of rows 3 to 5 ran plain
        assertEquals(9, interiorOf(settings));
        try (TraceSource source = TraceFiles.open(file)) {
            TraceHeader header = source.header();
            assertEquals(List.of("2", "1", "-1", "-1", "1", "1", "FACES"), List.of(header.get("IG_LEFT"),
                    header.get("IG_RIGHT"), header.get("ILOC_LEFT"), header.get("ILOC_RIGHT"), header.get("LOCITERWIDTH"),
                    header.get("GLOBITERWIDTH"), header.get("BOUNDARY_TYPE")));
        }
    }

    /** Iterations the run-time ran through the plain body under the settings' split. */
    private int interiorOf(TraceSettings settings) {
        int[] plainCalls = new int[1];
        Plate plate = new Plate();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
            }

            @Override
            public void record(TraceRecord record) {
            }

            @Override
            public void close() {
            }
        }, p -> header(settings, p));
        Monitor.install(recorder);
        try {
            Woven.loop("kind=loop;name=" + Plate.class.getName() + ".count;src=Plate.java:40;rank=2;tmpl=u;fmt=BB;"
                    + "off=0,0;across=0;slots=0,0,0,0", Plate.class, plate, block -> {
                    }, block -> plainCalls[0] += (block.hi[0] - block.lo[0]) * (block.hi[1] - block.lo[1]),
                    new int[] {1, 7, 1, 7});
        } finally {
            Monitor.install(null);
        }
        return plainCalls[0];
    }

    /** Runs the sweep on the grid, each processor's records compared with the reference; the differences. */
    private List<Difference> compare(Path reference, TraceSettings settings, Emulation grid, boolean wrong,
                                     List<String> protocols) throws IOException {
        List<Difference> differences = new ArrayList<>();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return new TraceComparer(TraceFiles.open(reference), reference.toString(), "processor " + p,
                        CompareSettings.DEFAULTS, new CompareListener() {
                            @Override
                            public void difference(Difference difference) {
                                differences.add(difference);
                            }

                            @Override
                            public void finished(CompareOutcome outcome) {
                                StringBuilder text = new StringBuilder();
                                try {
                                    ProtocolWriter.write(text, outcome);
                                } catch (IOException e) {
                                    throw new UncheckedIOException(e);
                                }
                                protocols.add(text.toString());
                            }
                        }, p == 0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> header(settings, p)).emulating(grid);
        Monitor.install(recorder);
        try {
            sweep(new Plate(), wrong);
        } finally {
            Monitor.install(null);
            recorder.close();
        }
        return differences;
    }

    @Test
    void aRunOnAnotherGridComparesCleanAndAnInteriorDivergenceShowsInTheChecksum() throws IOException {
        TraceSettings settings = TraceSettings.defaults().withCalcChecksums(true).withBoundary(global(1, 1));
        Path reference = reference(settings);
        for (Emulation grid : List.of(Emulation.SEQUENTIAL, Emulation.grid(2, 2), Emulation.grid(3))) {
            List<String> protocols = new ArrayList<>();
            List<Difference> clean = compare(reference, settings, grid, false, protocols);
            assertEquals(List.of(), clean, grid.toString());
            assertTrue(protocols.stream().allMatch(p -> p.contains("differences: 0 ")), protocols.toString());

            List<Difference> found = compare(reference, settings, grid, true, new ArrayList<>());
            assertEquals(1, found.size(), found.toString());
            String message = found.get(0).message();
            assertTrue(message.startsWith("DVM19 different-checksums (checksum): v at Plate.java:21 in loop 1 (PL, "
                    + "Plate.java:19)"), message);
        }
    }

    @Test
    void perProcessorBoundariesOfAnotherGridAreNotReportedAsMissingFromTheReference() throws IOException {
        TraceSettings settings = TraceSettings.defaults().withCalcChecksums(true)
                .withBoundary(new BoundaryTrace(1, 1, 1, 1, 1, 1, false));
        Path reference = reference(settings);
        assertEquals(20, iterations(reference).size(), "on one processor the local part is the whole loop");
        List<String> protocols = new ArrayList<>();
        List<Difference> differences = compare(reference, settings, Emulation.grid(2, 2), false, protocols);
        assertEquals(List.of(), differences);
        // each processor of 2x2 owns a 3 x 3 block (rows and columns 1-3 or 4-6) and records its faces, all its 9
        // iterations but the centre: 32 in all, of which the 20 global faces are in the reference; the other 12
        // the reference ran as interior
        long unmatched = protocols.stream().mapToLong(p -> p.lines()
                .filter(l -> l.startsWith("boundary iterations of this processor's block"))
                .mapToLong(l -> Long.parseLong(l.substring(l.lastIndexOf(' ') + 1))).sum()).sum();
        assertEquals(32 - 20, unmatched, protocols.toString());
        List<Difference> found = compare(reference, settings, Emulation.grid(2, 2), true, new ArrayList<>());
        assertTrue(found.stream().anyMatch(d -> d.message().startsWith("DVM19 different-checksums")), found.toString());
    }

    @Test
    void aReferenceRecordedWithOtherBoundarySettingsIsRefused() throws IOException {
        Path reference = reference(TraceSettings.defaults().withBoundary(global(1, 1)));
        TraceComparer comparer = new TraceComparer(TraceFiles.open(reference), "0.trd", "processor 0",
                CompareSettings.DEFAULTS, new CompareListener() {
                    @Override
                    public void difference(Difference difference) {
                    }

                    @Override
                    public void finished(CompareOutcome outcome) {
                    }
                });
        TraceMismatchException refused = assertThrows(TraceMismatchException.class,
                () -> comparer.header(header(TraceSettings.defaults(), 0)));
        assertEquals("reference trace 0.trd and run trace processor 0: they do not match (DVM20 trace-mismatch): "
                + "header key IG_LEFT is '1' in the reference and '-1' in the run (TraceOptions.Ig_left: record the "
                + "reference with the setting of the run); nothing was compared", refused.getMessage());
        comparer.close();
    }
}
