package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceSource;

/**
 * Compares several recorded runs (P = 1, 2, 3, 4, 2x2, ...; one trace per processor each) with one reference
 * and sums them up in a table: processors, differences, and where the first divergence started. Each
 * processor's trace is replayed into its own {@link TraceComparer} over its own reading of the reference, so
 * memory stays that of one comparer.
 */
public final class MultiRunComparison {
    private MultiRunComparison() {
    }

    /** Opens a trace (a reader of the text or binary format) from its start. */
    @FunctionalInterface
    public interface TraceOpener {
        TraceSource open() throws IOException;
    }

    /**
     * A recorded run: its grid's label ({@code 2x2}) and its processors' traces, processor 0 first;
     * {@code wholeProgram} as for {@link TraceComparer}: whether each trace holds the sequential part too.
     */
    public record Run(String label, List<String> traceNames, List<TraceOpener> processors, boolean wholeProgram) {
        public Run(String label, List<String> traceNames, List<TraceOpener> processors) {
            this(label, traceNames, processors, true);
        }

        public Run {
            if (traceNames.size() != processors.size()) {
                throw new IllegalArgumentException("run " + label + ": " + traceNames.size() + " names for "
                        + processors.size() + " traces");
            }
            traceNames = List.copyOf(traceNames);
            processors = List.copyOf(processors);
        }
    }

    /**
     * A row of the table.
     *
     * @param firstDivergence where the divergence started, earliest in the reference's order over the run's
     *                        processors ({@link CompareOutcome#divergence()}), {@code none} without a difference; and
     *                        a comparison that stopped before the run's end, with where and why
     */
    public record Row(String label, int processors, long differences, long distinct, String firstDivergence,
                      List<CompareOutcome> outcomes) {
    }

    public static List<Row> compare(TraceOpener reference, String referenceName, List<Run> runs,
                                    CompareSettings settings) throws IOException {
        List<Row> rows = new ArrayList<>(runs.size());
        for (Run run : runs) {
            List<CompareOutcome> outcomes = new ArrayList<>();
            for (int p = 0; p < run.processors().size(); p++) {
                outcomes.add(compareOne(reference, referenceName, run.processors().get(p), run.traceNames().get(p),
                        settings, difference -> { }, run.wholeProgram()));
            }
            rows.add(row(run, outcomes));
        }
        return rows;
    }

    /** Replays one processor's recorded trace into a comparer; returns the outcome the listener also got. */
    public static CompareOutcome compareOne(TraceOpener reference, String referenceName, TraceOpener run,
                                            String runName, CompareSettings settings, CompareListener listener,
                                            boolean wholeProgram) throws IOException {
        CompareOutcome[] outcome = new CompareOutcome[1];
        CompareListener keeping = CompareListener.all(listener, new CompareListener() {
            @Override
            public void difference(Difference difference) {
            }

            @Override
            public void finished(CompareOutcome finished) {
                outcome[0] = finished;
            }
        });
        try (TraceSource recorded = run.open()) {
            TraceComparer comparer = new TraceComparer(reference.open(), referenceName, runName, settings, keeping,
                    wholeProgram);
            try (comparer) {
                comparer.header(recorded.header());
                for (TraceRecord record = recorded.next(); record != null; record = recorded.next()) {
                    comparer.record(record);
                }
            }
        }
        return outcome[0];
    }

    /**
     * A run's row: its differences over its processors, and where the divergence started, the first difference in
     * the reference's order over them all (each processor's comparison reads the same reference, so positions in
     * it order them), and any processor whose comparison stopped before the run's end.
     */
    private static Row row(Run run, List<CompareOutcome> outcomes) {
        long differences = 0;
        long distinct = 0;
        CompareOutcome earliest = null;
        CompareOutcome stopped = null;
        for (CompareOutcome outcome : outcomes) {
            differences += outcome.occurrences();
            distinct += outcome.distinct().size();
            Difference e = outcome.earliest();
            if (e != null && (earliest == null
                    || e.referencePosition() < earliest.earliest().referencePosition())) {
                earliest = outcome;
            }
            if (stopped == null && outcome.stop() != null) {
                stopped = outcome;
            }
        }
        String first = earliest != null ? earliest.divergence() + " [" + earliest.runName() + "]" : "none";
        if (stopped != null) {
            first += "; " + stopped.runName() + ": " + stopped.stop().text();
        }
        return new Row(run.label(), run.processors().size(), differences, distinct, first, List.copyOf(outcomes));
    }

    /** The table as text, one row per run. */
    public static String table(List<Row> rows) {
        StringBuilder text = new StringBuilder(String.format("%-8s %10s %12s %9s  %s%n", "run", "processors",
                "differences", "distinct", "first divergence"));
        for (Row row : rows) {
            text.append(String.format("%-8s %10d %12d %9d  %s%n", row.label(), row.processors(), row.differences(),
                    row.distinct(), row.firstDivergence()));
        }
        return text.toString();
    }
}
