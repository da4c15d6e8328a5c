package org.javadvm.debug.trace.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import org.javadvm.debug.report.ErrorClass;
import org.junit.jupiter.api.Test;

/**
 * A reference that is never in memory, compared in its order, backwards, and as a processor's subset, with
 * the iteration index in memory and spilled to a file. {@code -Dcompare.iterations=N} makes it larger; the
 * test prints the events compared per second.
 */
class StreamedReferenceTest {
    private static final long N = Long.getLong("compare.iterations", 50_000);

    /** Feeds the iterations {@code from, from + step, ...} ({@code count} of them), b[wrong] wrong. */
    private static Collecting run(CompareSettings settings, long from, long step, long count, long wrong)
            throws IOException {
        Collecting collecting = new Collecting();
        GeneratedTraceSource reference = new GeneratedTraceSource(N);
        long start = System.nanoTime();
        try (TraceComparer comparer = new TraceComparer(reference, "generated", "run", settings, collecting)) {
            comparer.header(Records.header("FULL"));
            comparer.record(GeneratedTraceSource.record(N, 0));
            for (long k = 0, i = from; k < count; k++, i += step) {
                comparer.record(Records.it(i));
                comparer.record(Records.rd("a[" + i + "]", i, 11));
                comparer.record(Records.aw("b[" + i + "]", i == wrong ? -1 : 2.0 * i, 11));
            }
            comparer.record(GeneratedTraceSource.record(N, 3 * N + 1));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("compared %d iterations (%d events) from %d step %d, index in memory up to %d: %.0f events/s,"
                + " %d reference records read%n", count, 3 * count + 2, from, step, settings.indexInMemory(),
                (3 * count + 2) / seconds, reference.reads);
        return collecting;
    }

    @Test
    void inTheReferencesOrderTheReferenceIsReadOnce() throws IOException {
        Collecting result = run(CompareSettings.DEFAULTS, 0, 1, N, N / 2);
        assertEquals(1, result.differences.size());
        assertEquals(N, result.outcome.counts().iterations());
    }

    @Test
    void backwardsWithASpilledIndexEveryIterationIsFound() throws IOException {
        Collecting result = run(CompareSettings.DEFAULTS.withIndexInMemory(1000), N - 1, -1, N, 7);
        assertEquals(1, result.differences.size(), result.differences.toString());
        assertEquals("(7)", result.differences.get(0).iteration());
        assertEquals(N, result.outcome.counts().iterations());
    }

    @Test
    void aProcessorsSecondHalfWithTheIndexInMemory() throws IOException {
        Collecting result = run(CompareSettings.DEFAULTS, N / 2, 1, N / 2, -1);
        assertTrue(result.differences.isEmpty(), result.differences.toString());
        assertEquals(N / 2, result.outcome.counts().iterations());
    }

    @Test
    void aSpilledIndexStillFindsDoubleExecution() throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new GeneratedTraceSource(10), "generated", "run",
                CompareSettings.DEFAULTS.withIndexInMemory(0), collecting)) {
            comparer.header(Records.header("FULL"));
            comparer.record(GeneratedTraceSource.record(10, 0));
            for (long i : new long[] {4, 3, 4}) {
                comparer.record(Records.it(i));
            }
            comparer.record(GeneratedTraceSource.record(10, 31));
        }
        Difference twice = collecting.differences.stream()
                .filter(d -> d.errorClass() == ErrorClass.DOUBLE_ITERATION).findFirst().orElseThrow();
        assertEquals("(4)", twice.iteration());
        assertEquals(1, collecting.outcome.counts().notCompared(), "the second execution is not compared");
    }
}
