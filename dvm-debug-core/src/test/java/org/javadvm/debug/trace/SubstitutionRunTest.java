package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.javadvm.Distributed;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.trace.compare.CompareListener;
import org.javadvm.debug.trace.compare.CompareOutcome;
import org.javadvm.debug.trace.compare.CompareSettings;
import org.javadvm.debug.trace.compare.Difference;
import org.javadvm.debug.trace.compare.TraceComparer;
import org.javadvm.internal.Emulation;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Substitution end to end: the recorder, driven by the real run-time, compares with a reference trace and the
 * program continues from the reference's values ({@code SubstRedResults}, {@code SubstAllResults},
 * {@code AllowErrorsSubst}): the program's variables change, and one wrong value does not cascade.
 */
class SubstitutionRunTest {
    private static final int READ_A = 0;
    private static final int WRITE_B = 1;
    private static final int GET_S = 2;
    private static final int GET_T = 3;
    private static final int PUT_T = 4;
    private static final int READ_B = 5;
    private static final String OWNER = Grid.class.getName().replace('.', '/');
    private static final int BASE = register(Grid.class, "Grid.java\ndyn\nR;20;body;\nW;21;body;\n"
            + "GF;30;main;" + OWNER + ".s:D\nGF;31;main;" + OWNER + ".t:D\nPF;31;main;" + OWNER + ".t:D\n"
            + "R;40;body;");

    private static int register(Class<?> owner, String table) {
        try {
            java.lang.reflect.Method register = Sites.class.getDeclaredMethod("register", Class.class, String.class);
            register.setAccessible(true);
            return (Integer) register.invoke(null, owner, table);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Grid {
        @Distributed
        double[] a = {0, 1, 2, 3, 4, 5, 6, 7};
        @Distributed(alignWith = "a")
        double[] b = new double[8];
        double s;
        double t;
        double u;
        int[] hist = new int[4];
    }

    /** What goes wrong in a run: nothing in the reference. */
    private record Fault(double inSum, double inB2, double inT, int inHist) {
        static final Fault NONE = new Fault(0, 0, 0);

        Fault(double inSum, double inB2, double inT) {
            this(inSum, inB2, inT, 0);
        }
    }

    private static final class Found implements CompareListener {
        final List<Difference> differences = new ArrayList<>();
        long substitutions;

        @Override
        public void difference(Difference difference) {
            differences.add(difference);
        }

        @Override
        public void finished(CompareOutcome outcome) {
            substitutions += outcome.substitutions(); // over the processors
        }

        List<String> printed() {
            List<String> printed = new ArrayList<>();
            for (Difference d : differences) {
                printed.add(d.errorClass().ruleId() + " " + d.kind() + " " + d.element());
            }
            return printed;
        }
    }

    @TempDir
    Path dir;
    private Grid grid;
    private TraceRecorder recorder;

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, String extra, LoopBody body) {
        Woven.loop("kind=loop;name=" + Grid.class.getName() + "." + method + ";src=Grid.java:" + method.length()
                + ";rank=1;tmpl=a;fmt=B;off=0;across=0;" + extra, Grid.class, grid, body, new int[] {0, 8});
    }

    /**
     * b[i] = 2 * a[i]; s = sum of b (a SUM reduction); t = 2 * s; u = t + sum of b again: every later value is
     * computed from the earlier ones, so one wrong value makes the rest wrong. Then hist[i % 4] += i (a SUM
     * reduction over an array), and u += hist[2].
     */
    private void program(Fault fault) {
        loop("relax", "slots=0,0,0,0", block -> {
            int i = block.lo[0];
            recorder.arrayRead(grid.a, i, BASE + READ_A);
            double v = grid.a[i];
            recorder.arrayWrite(grid.b, i, BASE + WRITE_B);
            grid.b[i] = 2 * v + (i == 2 ? fault.inB2 : 0);
        });
        loop("sum", "slots=0,0,0,1;red=SUM,D,s,0,-", block -> {
            int i = block.lo[0];
            recorder.arrayRead(grid.b, i, BASE + READ_B);
            block.doubles[0] += grid.b[i] + (i == 5 ? fault.inSum : 0);
        });
        recorder.fieldRead(grid, BASE + GET_S);
        double s = grid.s;
        recorder.fieldWrite(grid, null, BASE + PUT_T);
        grid.t = 2 * s + fault.inT;
        recorder.fieldRead(grid, BASE + GET_T);
        double t = grid.t;
        loop("again", "slots=0,0,0,0", block -> {
            int i = block.lo[0];
            recorder.arrayRead(grid.b, i, BASE + READ_B);
        });
        grid.u = t + 1;
        loop("histogram", "slots=0,0,0,0,1;red=SUM,A,hist,0,-", block -> {
            int i = block.lo[0];
            ((int[]) block.objects[0])[i % 4] += i + (i == 6 ? fault.inHist : 0);
        });
        recorder.arrayRead(grid.hist, 2, BASE + READ_B);
        grid.u += grid.hist[2];
    }

    private Path reference() throws IOException {
        Path file = dir.resolve("0.trd");
        grid = new Grid();
        TraceSettings settings = TraceSettings.defaults();
        recorder = new TraceRecorder(settings, LoopConfig.NONE, p -> {
            try {
                return new TextTraceWriter(file, settings);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> new TraceHeader(Map.of("MODE", "FULL")));
        run(Fault.NONE);
        return file;
    }

    private void run(Fault fault) throws IOException {
        Monitor.install(recorder);
        try {
            program(fault);
        } finally {
            Monitor.install(null);
            recorder.close();
        }
    }

    /** Compares a run with {@code fault} with the reference, processor by processor of {@code emulation}. */
    private Found compare(Fault fault, CompareSettings settings, Emulation emulation) throws IOException {
        Path reference = reference();
        Grid expected = grid;
        Found found = new Found();
        grid = new Grid();
        recorder = new TraceRecorder(TraceSettings.defaults(), LoopConfig.NONE, p -> {
            try {
                return new TraceComparer(TraceFiles.open(reference), "0.trd", "processor " + p, settings, found,
                        p == 0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, p -> new TraceHeader(Map.of("MODE", "FULL"))).emulating(emulation);
        run(fault);
        if (found.differences.isEmpty()) {
            assertEquals(expected.u, grid.u, 0.001, "a run the comparison finds equal ends equal");
        }
        return found;
    }

    private Found compare(Fault fault, CompareSettings settings) throws IOException {
        return compare(fault, settings, Emulation.SEQUENTIAL);
    }

    private static final CompareSettings RED = CompareSettings.DEFAULTS.withSubstitution(true, false, false);
    private static final CompareSettings RED_ERRORS = CompareSettings.DEFAULTS.withSubstitution(true, false, true);
    private static final CompareSettings ALL_ERRORS = CompareSettings.DEFAULTS.withSubstitution(false, true, true);

    @Test
    void withoutSubstitutionAWrongReductionCascades() throws IOException {
        Found found = compare(new Fault(100, 0, 0), CompareSettings.DEFAULTS);
        assertEquals(List.of("DVM18 reduction s", "DVM18 read s", "DVM18 write t", "DVM18 read t"),
                found.printed());
        assertEquals(0, found.substitutions);
        assertEquals(156, grid.s, 0);
    }

    @Test
    void aSubstitutedReductionResultIsTheOnlyDifference() throws IOException {
        Found found = compare(new Fault(100, 0, 0), RED_ERRORS);
        assertEquals(List.of("DVM18 reduction s"), found.printed());
        assertEquals(1, found.substitutions);
        assertEquals(56, grid.s, 0); // the program's field holds the reference's result
        assertEquals(121, grid.u, 0);
    }

    @Test
    void underGridEmulationTheCombinedResultIsReplacedBeforeTheProgramGoesOn() throws IOException {
        Found found = compare(new Fault(100, 0, 0), RED_ERRORS, Emulation.grid(2));
        assertEquals(List.of("DVM18 reduction s"), found.printed());
        assertEquals(1, found.substitutions);
        assertEquals(56, grid.s, 0);
    }

    @Test
    void withoutAllowErrorsSubstOnlyValuesWithinTheToleranceAreReplaced() throws IOException {
        Found beyond = compare(new Fault(100, 0, 0), RED);
        assertEquals(4, beyond.printed().size(), beyond.printed().toString());
        assertEquals(0, beyond.substitutions);
        assertEquals(156, grid.s, 0);

        Found within = compare(new Fault(1e-6, 0, 0), RED);
        assertEquals(List.of(), within.printed());
        assertEquals(1, within.substitutions);
        assertEquals(56, grid.s, 0); // exactly the reference's, not 56.000001
    }

    @Test
    void strictCompareNeverReplaces() throws IOException {
        Found found = compare(new Fault(100, 0, 0), RED_ERRORS.withStrictCompare(true));
        assertEquals(4, found.printed().size(), found.printed().toString());
        assertEquals(0, found.substitutions);
        assertEquals(156, grid.s, 0);
    }

    @Test
    void substAllResultsReplacesAWrittenElementBeforeItIsRead() throws IOException {
        Found without = compare(new Fault(0, 50, 0), CompareSettings.DEFAULTS);
        assertEquals(List.of("DVM18 write b[2]", "DVM18 read b[2]", "DVM18 reduction s", "DVM18 read s",
                "DVM18 write t", "DVM18 read t", "DVM18 read b[2]"), without.printed());

        Found found = compare(new Fault(0, 50, 0), ALL_ERRORS);
        assertEquals(List.of("DVM18 write b[2]"), found.printed());
        assertEquals(1, found.substitutions);
        assertEquals(4, grid.b[2], 0);
        assertEquals(56, grid.s, 0);
    }

    @Test
    void substAllResultsReplacesAWrittenField() throws IOException {
        Found found = compare(new Fault(0, 0, 7), ALL_ERRORS);
        assertEquals(List.of("DVM18 write t"), found.printed());
        assertEquals(1, found.substitutions);
        assertEquals(112, grid.t, 0);
        assertEquals(121, grid.u, 0);
    }

    @Test
    void substRedResultsAloneLeavesWrittenValues() throws IOException {
        Found found = compare(new Fault(0, 0, 7), RED_ERRORS);
        assertEquals(List.of("DVM18 write t", "DVM18 read t"), found.printed());
        assertEquals(0, found.substitutions);
        assertEquals(119, grid.t, 0);
    }

    @Test
    void anArrayReductionsElementIsReplacedInTheArray() throws IOException {
        Found without = compare(new Fault(0, 0, 0, 1), CompareSettings.DEFAULTS);
        assertEquals(List.of("DVM18 reduction hist[2]", "DVM18 read hist[2]"), without.printed());
        assertEquals(9, grid.hist[2]);

        Found found = compare(new Fault(0, 0, 0, 1), RED_ERRORS);
        assertEquals(List.of("DVM18 reduction hist[2]"), found.printed());
        assertEquals(1, found.substitutions);
        assertEquals(List.of(4, 6, 8, 10), java.util.Arrays.stream(grid.hist).boxed().toList());
    }
}
