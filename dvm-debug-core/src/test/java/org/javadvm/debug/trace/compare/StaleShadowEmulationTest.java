package org.javadvm.debug.trace.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.ShadowGroup;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.LoopConfig;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecorder;
import org.javadvm.debug.trace.TraceSettings;
import org.javadvm.debug.trace.TraceSink;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The grid emulation of {@code dif} reads what a distributed machine computes: a processor's read of an element of
 * its shadow edge gets the value at the edge's last renewal, a read through remote access the value at the loop's
 * start. Recorded through the real run-time, the body sending the events woven code sends, each processor's trace
 * compared with the sequential reference: a loop updating its array in place while reading its neighbours through
 * the shadow (no ACROSS) differs where a processor's block begins; the same loop declared ACROSS, a Jacobi step
 * renewing its shadow and a correct shadow group compare clean on every grid.
 */
class StaleShadowEmulationTest {
    private static final int N = 12;
    private static final int BASE = register(Rod.class, "Rod.java\ndyn\nR;20;smooth;\nW;20;smooth;");
    private static final int READ = 0;
    private static final int WRITE = 1;

    /** The site table as a woven class registers it, without initialising {@code Hook}. */
    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The declarations the recorder reads; the bodies the run-time calls are the lambdas below. */
    static final class Rod {
        @Distributed(shadow = 1)
        double[] a = new double[N];
        @Distributed(alignWith = "a")
        double[] b = new double[N];

        Rod() {
            for (int i = 0; i < N; i++) {
                a[i] = Math.sin(i + 1);
            }
        }

        @ParallelLoop(on = "a", shadowRenew = "a")
        void smooth(int lo, int hi) {
        }

        @ParallelLoop(on = "a", shadowRenew = "a", across = "a")
        void sweep(int lo, int hi) {
        }

        @ParallelLoop(on = "b", shadowRenew = "a")
        void relax(int lo, int hi) {
        }

        @ParallelLoop(on = "b")
        void relaxRenewedByGroup(int lo, int hi) {
        }

        @ParallelLoop(on = "a")
        void copy(int lo, int hi) {
        }

        @ParallelLoop(on = "a", remoteAccess = "a")
        void addFirst(int lo, int hi) {
        }
    }

    /** A plate over a 2x2 grid whose in-place loop reads the diagonal neighbour, the edges renewed with or without corners. */
    static final class Plate {
        @Distributed(format = {org.javadvm.Format.BLOCK, org.javadvm.Format.BLOCK}, shadow = {1, 1})
        double[][] u = new double[8][8];

        Plate() {
            for (int i = 0; i < 8; i++) {
                for (int j = 0; j < 8; j++) {
                    u[i][j] = Math.sin(i + 0.3 * j);
                }
            }
        }

        @ParallelLoop(on = "u", shadowRenew = "u", corner = true)
        void shiftWithCorners(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "u", shadowRenew = "u")
        void shift(int i0, int i1, int j0, int j1) {
        }
    }

    private Rod rod;
    private Plate plate;
    private TraceRecorder recorder;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, boolean across, LoopBody body) {
        Woven.loop("kind=loop;name=" + Rod.class.getName() + "." + method + ";src=Rod.java:19;rank=1;tmpl=a;fmt=B;off=0;"
                + "across=" + (across ? 1 : 0) + ";slots=0,0,0,0", Rod.class, rod, body, new int[] {1, N - 1});
    }

    private double read(double[] array, int i) {
        recorder.arrayRead(array, i, BASE + READ);
        return array[i];
    }

    private void write(double[] array, int i, double value) {
        recorder.arrayWrite(array, i, BASE + WRITE);
        array[i] = value;
    }

    /** {@code a[i] = (a[i-1] + a[i+1]) / 2} in place, the loop named {@code method}. */
    private void inPlace(String method, boolean across) {
        loop(method, across, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                write(rod.a, i, (read(rod.a, i - 1) + read(rod.a, i + 1)) / 2);
            }
        });
    }

    private void relax(String method) {
        loop(method, false, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                write(rod.b, i, (read(rod.a, i - 1) + read(rod.a, i + 1)) / 2);
            }
        });
        loop("copy", false, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                write(rod.a, i, read(rod.b, i));
            }
        });
    }

    /** Every processor's records of {@code program} under {@code emulation}, by processor. */
    private Map<Integer, List<TraceRecord>> record(Emulation emulation, Runnable program) {
        Map<Integer, List<TraceRecord>> records = new TreeMap<>();
        TraceSettings settings = TraceSettings.defaults().withTraceLevel(3);
        rod = new Rod();
        plate = new Plate();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> new TraceSink() {
            @Override
            public void header(TraceHeader header) {
                records.put(p, new ArrayList<>());
            }

            @Override
            public void record(TraceRecord record) {
                records.get(p).add(record);
            }

            @Override
            public void close() {
            }
        }, p -> Records.header("FULL")).emulating(emulation);
        Monitor.install(recorder);
        try {
            program.run();
        } finally {
            Monitor.install(null);
            try {
                recorder.close();
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }
        return records;
    }

    /** Each processor's differences from the sequential run of {@code program} on {@code grid}, by processor. */
    private Map<Integer, List<Difference>> dif(String grid, Runnable program) throws IOException {
        List<TraceRecord> reference = record(Emulation.SEQUENTIAL, program).get(0);
        Map<Integer, List<Difference>> found = new TreeMap<>();
        for (Map.Entry<Integer, List<TraceRecord>> processor : record(Emulation.grid(grid), program).entrySet()) {
            Collecting collecting = new Collecting();
            try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                    reference), "ref.trd", "processor " + processor.getKey(), CompareSettings.DEFAULTS, collecting,
                    processor.getKey() == 0)) {
                comparer.header(Records.header("FULL"));
                for (TraceRecord record : processor.getValue()) {
                    comparer.record(record);
                }
            }
            found.put(processor.getKey(), collecting.printed());
        }
        return found;
    }

    @Test
    void anInPlaceUpdateReadThroughTheShadowDiffersWhereEachBlockBegins() throws IOException {
        Map<String, int[]> firstIterations = Map.of("2", new int[] {1, 6}, "3", new int[] {1, 4, 8},
                "4", new int[] {1, 3, 6, 9}, "2x2", new int[] {1, -1, 6, -1});
        for (Map.Entry<String, int[]> grid : firstIterations.entrySet()) {
            Map<Integer, List<Difference>> found = dif(grid.getKey(), () -> inPlace("smooth", false));
            int[] starts = grid.getValue();
            for (int p = 0; p < starts.length; p++) {
                List<Difference> differences = found.getOrDefault(p, List.of());
                if (p == 0 || starts[p] < 0) { // processor 0 reads fresh values as the sequential run; 1 and 3 of 2x2 run none
                    assertTrue(differences.isEmpty(), "grid " + grid.getKey() + ", processor " + p + ": " + differences);
                    continue;
                }
                assertTrue(!differences.isEmpty(), "grid " + grid.getKey() + ", processor " + p + " found nothing");
                Difference first = differences.get(0);
                int start = starts[p];
                // the block's first iteration reads its left neighbour, which the processor before updated: the
                // shadow edge holds the value renewed before the loop
                assertEquals(ErrorClass.DIFFERENT_VALUES, first.errorClass(), first.message());
                assertEquals("a[" + (start - 1) + "]", first.element(), first.message());
                assertTrue(first.iteration().contains(Integer.toString(start)), first.message());
            }
        }
    }

    @Test
    void theSameLoopDeclaredAcrossAndAJacobiStepCompareClean() throws IOException {
        for (String grid : new String[] {"2", "3", "4", "2x2"}) {
            assertClean(grid, "across", dif(grid, () -> inPlace("sweep", true)));
            assertClean(grid, "jacobi", dif(grid, () -> {
                for (int step = 0; step < 3; step++) {
                    relax("relax");
                }
            }));
            assertClean(grid, "renewed by a group", dif(grid, () -> {
                for (int step = 0; step < 3; step++) {
                    ShadowGroup renewal = ShadowGroup.of(rod.a);
                    renewal.start();
                    renewal.waitDone();
                    relax("relaxRenewedByGroup");
                }
            }));
        }
    }

    @Test
    void aGroupRenewedOnceServesItsOldEdgesAfterTheArrayChanged() throws IOException {
        Map<Integer, List<Difference>> found = dif("2", () -> {
            loop("copy", false, block -> { // a loop of the class first, which makes its arrays known
                for (int i = block.lo[0]; i < block.hi[0]; i++) {
                    write(rod.a, i, read(rod.a, i) + 1);
                }
            });
            ShadowGroup renewal = ShadowGroup.of(rod.a);
            renewal.start();
            renewal.waitDone();
            for (int step = 0; step < 2; step++) {
                relax("relaxRenewedByGroup");
            }
        });
        // step 1 reads the edges the renewal copied, as they still are; copy then changes a[5] and a[6], and step 2
        // reads the old copies on both sides of the cut
        assertEquals("a[6]", first(found, 0).element(), found.toString());
        assertEquals("a[5]", first(found, 1).element(), found.toString());
    }

    private static Difference first(Map<Integer, List<Difference>> found, int processor) {
        List<Difference> differences = found.get(processor);
        assertTrue(!differences.isEmpty(), "processor " + processor + " found nothing: " + found);
        return differences.get(0);
    }

    @Test
    void aRemoteReadGetsTheValueAtTheLoopsStart() throws IOException {
        Map<Integer, List<Difference>> found = dif("3", () -> loop("addFirst", false, block -> {
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                write(rod.a, i, read(rod.a, i) + read(rod.a, 1));
            }
        }));
        assertTrue(found.get(0).isEmpty(), found.toString());
        for (int p = 1; p < 3; p++) {
            assertEquals("a[1]", first(found, p).element(), found.toString());
        }
    }

    /** {@code u[i][j] += u[i-1][j-1]} in place over rows and columns 1..7, the loop named {@code method}. */
    private void diagonal(String method) {
        Woven.loop("kind=loop;name=" + Plate.class.getName() + "." + method + ";src=Plate.java:30;rank=2;tmpl=u;"
                + "fmt=BB;off=0,0;across=0;slots=0,0,0,0", Plate.class, plate, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        for (int j = block.lo[1]; j < block.hi[1]; j++) {
                            recorder.arrayRead(plate.u, i - 1, BASE + READ);
                            double corner = read(plate.u[i - 1], j - 1);
                            recorder.arrayRead(plate.u, i, BASE + READ);
                            write(plate.u[i], j, read(plate.u[i], j) + corner);
                        }
                    }
                }, new int[] {1, 8, 1, 8});
    }

    @Test
    void aCornerHoldsItsRenewedValueOnlyWhenTheRenewalRenewsCorners() throws IOException {
        // processor 3 of 2x2 owns rows and columns 4..7; its first iteration (4, 4) reads u[3][3], processor 0's
        // corner element, which processor 0 updated at (3, 3). Renewed with corners, the edge holds the old value
        Map<Integer, List<Difference>> corners = dif("2x2", () -> diagonal("shiftWithCorners"));
        assertEquals("u[3][3]", first(corners, 3).element(), corners.toString());
        assertTrue(first(corners, 3).iteration().contains("4, 4"), first(corners, 3).message());
        // without corners the corner reads as it is, the new value; the first stale read is the edge element u[3][4]
        // of processor 1, at (4, 5)
        Map<Integer, List<Difference>> edges = dif("2x2", () -> diagonal("shift"));
        assertEquals("u[3][4]", first(edges, 3).element(), edges.toString());
        assertTrue(first(edges, 3).iteration().contains("4, 5"), first(edges, 3).message());
        // processors 1 and 2 border processor 0 along one dimension: the same with and without corners
        for (Map<Integer, List<Difference>> found : List.of(corners, edges)) {
            assertTrue(found.get(0).isEmpty(), found.toString());
            assertEquals("u[1][3]", first(found, 1).element(), found.toString());
            assertEquals("u[3][1]", first(found, 2).element(), found.toString());
        }
    }

    private static void assertClean(String grid, String program, Map<Integer, List<Difference>> found) {
        for (Map.Entry<Integer, List<Difference>> processor : found.entrySet()) {
            assertTrue(processor.getValue().isEmpty(), program + " on " + grid + ", processor " + processor.getKey()
                    + ": " + processor.getValue());
        }
    }
}
