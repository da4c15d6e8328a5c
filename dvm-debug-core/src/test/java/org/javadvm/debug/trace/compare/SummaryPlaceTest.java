package org.javadvm.debug.trace.compare;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.junit.jupiter.api.Test;

/**
 * What a comparison's summary names: the protocol's "divergence started at" and the table of several grids. The
 * program: loop 5 ({@code u[i] = (u[i - 1] + u[i + 1]) / 2} in place over i = 1..8, line 41), then loop 6, a SUM
 * of {@code u} (line 51), then {@code print(s)}. On two processors the in-place update is a race: processor 1's
 * block (5..8) runs first, so processor 0's iteration 4 reads the new u[5] where the sequential run read the old
 * one. The first difference in the reference's order is that read; the SUM's result, which read nothing the trace
 * compares, differs downstream and must not be named as where the divergence started.
 */
class SummaryPlaceTest {
    private static final int N = 10;

    /** The records of processor {@code p} of {@code processors} when the blocks run in the order given. */
    private static List<TraceRecord> trace(int processors, int p, int... blockOrder) {
        double[] u = new double[N];
        for (int i = 0; i < N; i++) {
            u[i] = i * i;
        }
        List<List<TraceRecord>> iterations = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            iterations.add(new ArrayList<>());
        }
        for (int block : blockOrder) {
            for (int i = 1; i <= 8; i++) {
                if (owner(i, processors) == block) {
                    List<TraceRecord> records = iterations.get(i);
                    records.add(rd("u[" + (i - 1) + "]", u[i - 1], 41));
                    records.add(rd("u[" + (i + 1) + "]", u[i + 1], 41));
                    u[i] = (u[i - 1] + u[i + 1]) / 2;
                    records.add(aw("u[" + i + "]", u[i], 41));
                }
            }
        }
        List<TraceRecord> trace = Records.list(pl(5, 1, 8, 40));
        for (int i = 1; i <= 8; i++) {
            if (owner(i, processors) == p) {
                trace.add(it(i - 1, i));
                trace.addAll(iterations.get(i));
            }
        }
        trace.add(el(5, 42));
        trace.add(pl(6, 0, N - 1, 50));
        double sum = 0;
        for (int i = 0; i < N; i++) {
            sum += u[i];
            if (owner(i, processors) == p) {
                trace.add(it(i));
                trace.add(rd("u[" + i + "]", u[i], 51));
            }
        }
        trace.add(el(6, 52));
        trace.add(result("s", sum, 50, "SUM"));
        trace.add(rd("s", sum, 53));
        return trace;
    }

    private static int owner(int i, int processors) {
        return Math.min(processors - 1, i * processors / N);
    }

    private static final List<TraceRecord> REFERENCE = trace(1, 0, 0);

    @Test
    void theProtocolNamesTheFirstDifferenceInTheReferencesOrderNotTheDownstreamSum() throws IOException {
        Collecting result = Comparisons.compare(REFERENCE, trace(2, 0, 1, 0), CompareSettings.DEFAULTS);
        assertEquals("u[5]", result.outcome.first().element());
        String divergence = result.outcome.divergence();
        assertTrue(divergence.startsWith("loop 5 (PL, Prog.java:40), iteration (4): the read of u[5] at Prog.java:41 "
                + "differs (run "), divergence);
        StringBuilder protocol = new StringBuilder();
        ProtocolWriter.write(protocol, result.outcome);
        assertThat(protocol.toString(), containsString("divergence started at: loop 5 (PL, Prog.java:40), "
                + "iteration (4): the read of u[5]"));
        assertThat(protocol.toString(), not(containsString("divergence started at: loop 6")));
    }

    @Test
    void aUnitThatReadEqualValuesAndWroteAWrongOneIsStillExplainedSo() throws IOException {
        List<TraceRecord> run = trace(1, 0, 0);
        int write = -1;
        for (int k = 0; k < run.size(); k++) {
            if (run.get(k) instanceof TraceRecord.Access a && a.operand().equals("u[3]") && a.kind().isWrite()) {
                write = k;
            }
        }
        run.set(write, aw("u[3]", -1, 41));
        Collecting result = Comparisons.compare(REFERENCE, run, CompareSettings.DEFAULTS);
        assertThat(result.outcome.divergence(), containsString("loop 5 (PL, Prog.java:40), iteration (3): 2 reads "
                + "equal the reference, the write of u[3] at Prog.java:41 differs (run -1.0"));
    }

    @Test
    void theTableOfSeveralRunsNamesTheEarliestOverTheProcessors() throws IOException {
        List<String> names = List.of("processor 0 of 2", "processor 1 of 2");
        List<MultiRunComparison.TraceOpener> openers = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            List<TraceRecord> records = trace(2, p, 1, 0);
            String name = names.get(p);
            openers.add(() -> new ListTraceSource(name, Records.header("FULL"), records));
        }
        List<MultiRunComparison.Row> rows = MultiRunComparison.compare(
                () -> new ListTraceSource("ref.trd", Records.header("FULL"), REFERENCE), "ref.trd",
                List.of(new MultiRunComparison.Run("2", names, openers)), CompareSettings.DEFAULTS);
        String first = rows.get(0).firstDivergence();
        assertTrue(first.startsWith("loop 5 (PL, Prog.java:40), iteration (4): the read of u[5]"), first);
        assertTrue(first.endsWith("[processor 0 of 2]"), first);
    }

    /**
     * A reference cut by its size cap: the comparison stops there; the protocol and the table say where, after how
     * many records and with how many differences, instead of a clean-looking zero.
     */
    @Test
    void aComparisonThatStoppedEarlySaysWhereAndWhatItFound() throws IOException {
        List<TraceRecord> cut = new ArrayList<>(REFERENCE.subList(0, 12));
        cut.add(new TraceRecord.Cut("MaxTraceFileSize = 300 bytes reached after 12 records"));
        List<TraceRecord> run = trace(1, 0, 0);
        Collecting result = Comparisons.compare(cut, run, CompareSettings.DEFAULTS);
        assertEquals(0, result.outcome.occurrences());
        CompareOutcome.Stop stop = result.outcome.stop();
        assertEquals("stopped after 12 records at ref.trd record 13 (the reference's recording stopped there: "
                + "MaxTraceFileSize = 300 bytes reached after 12 records), 0 differences before that", stop.text());
        StringBuilder protocol = new StringBuilder();
        ProtocolWriter.write(protocol, result.outcome);
        assertThat(protocol.toString(), containsString("comparison stopped: " + stop.text()));

        List<MultiRunComparison.Row> rows = MultiRunComparison.compare(
                () -> new ListTraceSource("ref.trd", Records.header("FULL"), cut), "ref.trd",
                List.of(new MultiRunComparison.Run("1", List.of("processor 0 of 1"),
                        List.of(() -> new ListTraceSource("run", Records.header("FULL"), run)))),
                CompareSettings.DEFAULTS);
        assertEquals("none; processor 0 of 1: " + stop.text(), rows.get(0).firstDivergence());
    }

    @Test
    void aCompleteComparisonHasNoStop() throws IOException {
        assertNull(Comparisons.compare(REFERENCE, trace(1, 0, 0), CompareSettings.DEFAULTS).outcome.stop());
    }
}
