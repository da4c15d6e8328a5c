package org.javadvm.debug.trace.compare;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.bw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.pl2;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.rv;
import static org.javadvm.debug.trace.compare.Records.sl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

import org.javadvm.debug.trace.BinaryTraceReader;
import org.javadvm.debug.trace.BinaryTraceWriter;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.Access;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.javadvm.debug.trace.TraceSettings;
import org.javadvm.debug.trace.TraceSource;
import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With a binary reference the comparer takes the common events without making the reference's records: an
 * iteration the run takes in the reference's order, an element access whose value equals the reference's within
 * the tolerance (without the tolerance's outcome objects). Whatever the run does, it must find what the general
 * way finds (the same reader hidden behind a plain source, the run's accesses handed over as records): the same
 * differences at the same reference bytes, counts, extremes and origin; NaN, infinities, signed zeros and
 * values at the tolerance's edge included.
 */
class BinaryReferenceShortcutsTest {
    @TempDir
    Path directory;

    /** Iteration (i, j) of a 2-D loop: reads a[i][j], writes b[i][j] = the value given. */
    private static List<TraceRecord> iteration(int m, int i, int j, double written) {
        String element = "[" + i + "][" + j + "]";
        return List.of(it((long) i * m + j, i, j), rd("a" + element, i + 0.5 * j, 21), bw("b" + element, 22),
                aw("b" + element, written, 22));
    }

    /** A read of x, then a 3 x 3 loop, its iterations in {@code order} as {@code change} makes them. */
    private static List<TraceRecord> loop(long[] order, UnaryOperator<List<TraceRecord>> change) {
        List<TraceRecord> records = new ArrayList<>();
        records.add(rd("x", 1, 5));
        records.add(pl2(1, 3, 3, 20));
        for (long absolute : order) {
            int i = (int) absolute / 3;
            int j = (int) absolute % 3;
            records.addAll(change.apply(iteration(3, i, j, i * j + 0.25)));
        }
        records.add(el(1, 20));
        return records;
    }

    private static final long[] IN_ORDER = {0, 1, 2, 3, 4, 5, 6, 7, 8};

    private static List<TraceRecord> inOrder() {
        return loop(IN_ORDER, UnaryOperator.identity());
    }

    /** The iteration's records with its after-write's value replaced (at (1, 1) only). */
    private static UnaryOperator<List<TraceRecord>> writeAt11(double value) {
        return records -> {
            if (((TraceRecord.Iteration) records.get(0)).absolute() != 4) {
                return records;
            }
            List<TraceRecord> changed = new ArrayList<>(records);
            Access after = (Access) changed.get(3);
            changed.set(3, aw(after.operand(), value, after.line()));
            return changed;
        };
    }

    private Path binary(List<TraceRecord> reference) throws IOException {
        Path file = Files.createTempFile(directory, "ref", ".trb");
        try (BinaryTraceWriter writer = new BinaryTraceWriter(file, TraceSettings.defaults())) {
            writer.header(Records.header("FULL"));
            for (TraceRecord record : reference) {
                writer.record(record);
            }
        }
        return file;
    }

    /** The reader behind a plain source: the comparer cannot take its shortcuts. */
    private static TraceSource hidden(BinaryTraceReader reader) {
        return new TraceSource() {
            @Override
            public TraceHeader header() {
                return reader.header();
            }

            @Override
            public TraceRecord next() throws IOException {
                return reader.next();
            }

            @Override
            public long position() {
                return reader.position();
            }

            @Override
            public void seek(long position) throws IOException {
                reader.seek(position);
            }

            @Override
            public String where() {
                return reader.where();
            }

            @Override
            public boolean complete() {
                return reader.complete();
            }

            @Override
            public void close() throws IOException {
                reader.close();
            }
        };
    }

    /** Everything the comparison found, reference positions included. */
    private static String found(Collecting collecting) {
        StringBuilder text = new StringBuilder();
        for (Difference d : collecting.differences) {
            text.append(d).append('\n');
        }
        CompareOutcome outcome = collecting.outcome;
        MatchCounts c = outcome.counts();
        text.append(Arrays.toString(new long[] {c.constructs(), c.iterations(), c.reads(), c.writes(),
                c.reductionResults(), c.checksums(), c.skips(), c.reductionAccesses(),
                c.unmatchedBoundaryIterations(), c.notCompared(), c.afterReferenceCut(), c.reductionPaths()}))
                .append('\n');
        text.append(outcome.occurrences()).append(' ').append(outcome.distinct()).append('\n')
                .append(outcome.first()).append('\n').append(outcome.origin()).append('\n')
                .append(outcome.earliest()).append('\n').append(outcome.referenceCut()).append('\n');
        for (VariableExtremes v : outcome.variables()) {
            text.append(v.variable()).append(' ').append(v.compared()).append(' ').append(v.maxAbsolute())
                    .append(' ').append(v.maxAbsoluteAt()).append(' ').append(v.maxRelative()).append(' ')
                    .append(v.maxRelativeAt()).append('\n');
        }
        return text.toString();
    }

    private static Collecting compare(TraceSource reference, List<TraceRecord> run, boolean parts,
                                      boolean wholeProgram, CompareSettings settings) throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(reference, "ref.trb", "processor 1", settings, collecting,
                wholeProgram)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                if (parts && record instanceof Access access && access.operand().contains("[")) {
                    handAsParts(comparer, access);
                } else {
                    comparer.record(record);
                }
            }
        }
        return collecting;
    }

    /** {@code b[1][2]} as the recorder hands it: b, {1}, 2, the value's bits. */
    private static void handAsParts(TraceComparer comparer, Access access) throws IOException {
        String operand = access.operand();
        String[] parts = operand.substring(operand.indexOf('[') + 1, operand.length() - 1).split("\\]\\[");
        int[] prefix = new int[parts.length - 1];
        for (int d = 0; d < prefix.length; d++) {
            prefix[d] = Integer.parseInt(parts[d]);
        }
        long bits = access.value() == null ? 0 : access.type().isFloating()
                ? Double.doubleToRawLongBits(access.value().floating()) : access.value().integral();
        comparer.elementAccess(access.kind(), access.type(), operand.substring(0, operand.indexOf('[')), prefix,
                Integer.parseInt(parts[parts.length - 1]), bits, access.file(), access.line());
    }

    /** Compares the run both ways with the same binary file; returns what both found. */
    private String bothWays(Path reference, List<TraceRecord> run, boolean wholeProgram, CompareSettings settings)
            throws IOException {
        String general = found(compare(hidden(new BinaryTraceReader(reference)), run, false, wholeProgram,
                settings));
        String shortcuts = found(compare(new BinaryTraceReader(reference), run, true, wholeProgram, settings));
        assertEquals(general, shortcuts, settings.toString());
        return shortcuts;
    }

    private String bothWays(Path reference, List<TraceRecord> run, boolean wholeProgram) throws IOException {
        return bothWays(reference, run, wholeProgram, CompareSettings.DEFAULTS);
    }

    private String bothWays(List<TraceRecord> reference, List<TraceRecord> run) throws IOException {
        return bothWays(binary(reference), run, true);
    }

    @Test
    void iterationsInTheReferencesOrderFindTheSameBothWays() throws IOException {
        String clean = bothWays(inOrder(), inOrder());
        assertThat(clean, containsString("[2, 9, 10, 18, 0, 0, 0, 0, 0, 0, 0, 0]"));
        String differs = bothWays(inOrder(), loop(IN_ORDER, writeAt11(7)));
        assertThat("the divergence names its iteration", differs, containsString("iteration=(1, 1)"));
        assertThat(differs, containsString("Divergence[construct=loop 1"));
        String within = bothWays(inOrder(), loop(IN_ORDER, writeAt11(1.25 + 1e-9)));
        assertThat(within, containsString("b[1][1] at Prog.java:22 in loop 1 (PL, Prog.java:20), iteration (1, 1)"));
    }

    @Test
    void iterationsOutOfOrderMissingTwiceOrUnknownFindTheSameBothWays() throws IOException {
        assertThat(bothWays(inOrder(), loop(new long[] {8, 7, 6, 5, 4, 3, 2, 1, 0}, writeAt11(7))),
                containsString("iteration=(1, 1)"));
        String skipping = bothWays(inOrder(), loop(new long[] {0, 1, 3, 5, 2, 4, 4, 6, 7, 8}, UnaryOperator
                .identity()));
        assertThat(skipping, containsString("DOUBLE_ITERATION"));
        List<TraceRecord> unknown = inOrder();
        unknown.addAll(unknown.size() - 1, iteration(3, 3, 0, 0));
        assertThat(bothWays(inOrder(), unknown), containsString("the reference has no iteration 9"));
    }

    @Test
    void iterationsThatEndEarlyOrLateFindTheSameBothWays() throws IOException {
        UnaryOperator<List<TraceRecord>> shorter = records -> ((TraceRecord.Iteration) records.get(0)).absolute()
                == 5 ? records.subList(0, 2) : records;
        assertThat(bothWays(inOrder(), loop(IN_ORDER, shorter)), containsString("the run's iteration ended"));
        assertThat(bothWays(loop(IN_ORDER, shorter), inOrder()), containsString("UNEXPECTED_RECORD"));
    }

    @Test
    void sequentialLoopsReductionAccessesAndNestingFindTheSameBothWays() throws IOException {
        List<TraceRecord> reference = new ArrayList<>(List.of(sl(2, 0, 0, 3, 30)));
        int[] iterationAt = new int[4];
        for (int k = 0; k < 4; k++) {
            iterationAt[k] = reference.size();
            reference.add(it(k));
            reference.add(rv(AccessKind.RV_RD, "s", k, 31));
            reference.add(rd("c[" + k + "]", k, 32));
            reference.addAll(inOrder());
        }
        reference.add(el(2, 30));
        List<TraceRecord> noReductionAccesses = new ArrayList<>(reference);
        noReductionAccesses.removeIf(r -> r instanceof Access a && a.kind() == AccessKind.RV_RD);
        assertThat(bothWays(reference, noReductionAccesses), containsString("[10, 40, 44, 72, 0"));
        List<TraceRecord> exitsEarly = new ArrayList<>(reference.subList(0, iterationAt[2]));
        exitsEarly.add(el(2, 30));
        assertThat(bothWays(reference, exitsEarly), containsString("ABNORMAL_LOOP_EXIT"));
        List<TraceRecord> swapped = new ArrayList<>(reference);
        swapped.set(iterationAt[1], it(2));
        assertThat(bothWays(reference, swapped), containsString("UNEXPECTED_ITERATION"));
    }

    @Test
    void aProcessorsSubsetAndAReferenceCutInsideAnIterationFindTheSameBothWays() throws IOException {
        List<TraceRecord> reference = new ArrayList<>();
        for (int sweep = 0; sweep < 3; sweep++) {
            reference.addAll(inOrder());
        }
        List<TraceRecord> ownRows = new ArrayList<>();
        for (int sweep = 0; sweep < 3; sweep++) {
            ownRows.add(pl2(1, 3, 3, 20));
            for (int absolute : new int[] {3, 4, 5, 6, 7, 8}) {
                ownRows.addAll(iteration(3, absolute / 3, absolute % 3, sweep == 2 && absolute == 7 ? 1 : absolute
                        / 3 * (absolute % 3) + 0.25));
            }
            ownRows.add(el(1, 20));
        }
        assertThat(bothWays(binary(reference), ownRows, false), containsString("iteration=(2, 1)"));

        Path cut = binary(reference);
        byte[] bytes = Files.readAllBytes(cut);
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
        String compared = bothWays(cut, reference, true);
        assertThat(compared, containsString("without END_TRACE"));
    }

    /** A loop writing v[k] = values[k], each value twice (the second time, no new extreme); and two ints. */
    private static List<TraceRecord> values(double... values) {
        List<TraceRecord> records = new ArrayList<>(List.of(pl(1, 0, 2 * values.length + 1, 10)));
        for (int k = 0; k < 2 * values.length; k++) {
            records.add(it(k));
            records.add(bw("v[" + k + "]", 11));
            records.add(aw("v[" + k + "]", values[k / 2], 11));
        }
        records.add(it(2 * values.length));
        records.add(Records.rdInt("n[0]", 1 << 20, 12));
        records.add(Records.rdInt("n[1]", Long.MIN_VALUE, 12));
        records.add(el(1, 10));
        return records;
    }

    private static final double EXP = 1e-4;

    @Test
    void valuesAtTheToleranceEdgesNanInfinitiesAndSignedZerosFindTheSameBothWays() throws IOException {
        double tiny = Double.MIN_VALUE;
        double inf = Double.POSITIVE_INFINITY;
        double nan = Double.NaN;
        double big = Double.MAX_VALUE;
        double[] reference = {1, 0.0, -0.0, 1, 2, 0, 0.5, 0, 1e6, 0, nan, nan, 1, inf, inf, big, -inf, 0, 3, 1e-12, 7};
        double[] run = {1, -0.0, 0.0, 1 + 1e-5, 2 + 1e-6, EXP, 0.5 + EXP, Math.nextUp(EXP), 1e6 * (1 + 1e-3), tiny,
            nan, 1, nan, inf, -inf, inf, -inf, -0.0, 3 + 9e-5, 0, 7 + 2e-5};
        List<TraceRecord> runRecords = values(run);
        runRecords.set(runRecords.size() - 2, Records.rdInt("n[1]", Long.MAX_VALUE, 12));
        Path file = binary(values(reference));
        for (CompareSettings settings : List.of(CompareSettings.DEFAULTS, CompareSettings.DEFAULTS.withExp(1e-3,
                false), CompareSettings.DEFAULTS.withStrictCompare(true), CompareSettings.DEFAULTS.withExp(0, true),
                CompareSettings.DEFAULTS.withEnableNanChecks(false))) {
            String found = bothWays(file, runRecords, true, settings);
            assertThat(found, containsString("n[1]"));
        }
        String found = bothWays(file, runRecords, true, CompareSettings.DEFAULTS);
        assertThat("Exp itself is within", found, containsString("1.0 v[10] at Prog.java:11"));
        assertThat("the next double above Exp is not", found, containsString("element=v[14]"));
    }

    @Test
    void theReadersShortReadsGiveWhatWasWrittenAtEveryVarintLengthAndForAnyDouble() throws IOException {
        long[] numbers = {0, 1, 63, 64, 127, 128, 4095, 4096, 8191, 8192, 16383, 16384, 1 << 20, 1 << 30};
        double[] doubles = {0.0, -0.0, Double.NaN, Double.longBitsToDouble(0x7ff8_0000_0000_1234L),
            Double.MIN_VALUE, -Double.MAX_VALUE, Double.NEGATIVE_INFINITY, 1.0 / 3};
        List<TraceRecord> written = new ArrayList<>(List.of(pl(1, 0, Integer.MAX_VALUE, 10)));
        for (long n : numbers) {
            for (int sign : new int[] {1, -1}) {
                long i = sign * n;
                written.add(it(n, i));
                for (double d : doubles) {
                    written.add(new Access(AccessKind.RD, TraceValue.ofDouble(d), ValueKind.DOUBLE,
                            "a[" + n + "][" + (n + 1) + "]", Records.FILE, (int) n));
                }
                written.add(Records.rdInt("k[" + n + "]", i, (int) n));
            }
        }
        Path file = binary(written);
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            for (TraceRecord record : written) {
                assertEquals(describe(record), describe(reader.next()));
            }
        }
        try (BinaryTraceReader reader = new BinaryTraceReader(file)) {
            reader.next();
            String a = new String("a"); // another object than the reader's, equal
            for (TraceRecord record : written.subList(1, written.size())) {
                if (record instanceof TraceRecord.Iteration iteration) {
                    assertTrue(reader.nextIteration(iteration.absolute()), iteration.toString());
                } else if (record instanceof Access access && access.operand().startsWith("a")) {
                    int[] indices = Arrays.stream(access.operand().substring(2, access.operand().length()
                            - 1).split("\\]\\[")).mapToInt(Integer::parseInt).toArray();
                    assertFalse(reader.nextElement(AccessKind.RD, access.type(), "b", new int[] {indices[0]},
                            indices[1]), "another name");
                    assertTrue(reader.nextElement(AccessKind.RD, access.type(), a, new int[] {indices[0]},
                            indices[1]), access.operand());
                    assertEquals(Double.doubleToRawLongBits(access.value().floating()), reader.elementBits());
                } else {
                    assertEquals(describe(record), describe(reader.next()));
                }
            }
        }
    }

    /** A record as text: its arrays and values by content (a record's arrays compare by identity). */
    private static String describe(TraceRecord record) {
        if (record instanceof TraceRecord.Iteration iteration) {
            return "IT " + iteration.absolute() + " " + Arrays.toString(iteration.index());
        }
        if (record instanceof TraceRecord.ConstructBegin begin) {
            return begin.kind() + " " + begin.number() + " " + Arrays.toString(begin.hi());
        }
        if (record instanceof Access access && access.value() != null) {
            return access.kind() + " " + access.operand() + " " + Double.doubleToRawLongBits(access.value()
                    .floating()) + " " + access.value().integral() + " " + access.file() + ":" + access.line();
        }
        return String.valueOf(record);
    }

    @Test
    void theReaderTakesOnlyTheIterationAskedForAndLeavesAnyOtherRecordToNext() throws IOException {
        try (BinaryTraceReader reader = new BinaryTraceReader(binary(List.of(pl(1, 0, 5, 10), it(3), it(4),
                el(1, 10))))) {
            assertFalse(reader.nextIteration(0), "a construct's start is no iteration");
            assertEquals(TraceRecord.ConstructBegin.class, reader.next().getClass());
            long at = reader.position();
            assertFalse(reader.nextIteration(4));
            assertEquals(at, reader.position(), "nothing taken");
            assertTrue(reader.nextIteration(3));
            assertEquals(it(4).absolute(), ((TraceRecord.Iteration) reader.next()).absolute());
            assertFalse(reader.nextIteration(5));
            assertEquals(TraceRecord.ConstructEnd.class, reader.next().getClass());
        }
    }
}
