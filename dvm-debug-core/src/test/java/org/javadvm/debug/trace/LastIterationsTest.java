package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@link LastIterations}: an iteration that turns out none of the last is written as a skipped iteration, each
 * processor's trace on its own: the step's {@code IT}, its outermost parallel constructs' begin, end with
 * checksums and reduction results; nothing inside them, nothing of its sequential loops.
 */
class LastIterationsTest {
    private static final TraceSink P0 = new NamedSink();
    private static final TraceSink P1 = new NamedSink();

    private static final class NamedSink implements TraceSink {
        @Override
        public void header(TraceHeader header) {
        }

        @Override
        public void record(TraceRecord record) {
        }

        @Override
        public void close() {
        }
    }

    private static TraceRecord.ConstructBegin begin(TraceRecord.ConstructKind kind, int number) {
        return new TraceRecord.ConstructBegin(kind, number, 1, 1, new long[] {0}, new long[] {3}, new long[] {1},
                "F.java", number);
    }

    private static TraceRecord.ConstructEnd end(int number, double checksum) {
        return new TraceRecord.ConstructEnd(number, "F.java", number, checksum == 0 ? List.of()
                : List.of(new TraceRecord.Checksum("a", "F.java", 9, 1, "w", checksum, false)));
    }

    private static String name(TraceSink sink) {
        return sink == P0 ? "p0" : "p1";
    }

    @Test
    void aStepNoneOfTheLastKeepsItsOutermostConstructsPerProcessor() {
        LastIterations last = new LastIterations(1);
        List<String> written = new ArrayList<>();
        LastIterations.Delivery delivery = (sink, record) -> written.add(name(sink) + " " + record.keyword()
                + (record instanceof TraceRecord.ConstructBegin b ? b.number() : "")
                + (record instanceof TraceRecord.ConstructEnd e ? e.number() + "/" + e.checksums().size() : ""));
        last.startIteration(delivery);
        TraceRecord access = new TraceRecord.Access(TraceRecord.AccessKind.RD, TraceValue.ofDouble(1), ValueKind.DOUBLE,
                "a[1]", "F.java", 9);
        // the step: its IT; a parallel loop 2 split between processors 0 and 1, each part with an iteration, an
        // access and (on processor 1) a nested task region 5; a sequential loop 3 with a parallel loop 4 inside;
        // a reduction result; then an access of the sequential part
        Object[] step = {
            P0, new TraceRecord.Iteration(0, new long[] {0}),
            P0, begin(TraceRecord.ConstructKind.PL, 2),
            P0, new TraceRecord.Iteration(0, new long[] {0}), P0, access,
            P1, begin(TraceRecord.ConstructKind.PL, 2),
            P1, new TraceRecord.Iteration(2, new long[] {2}), P1, access,
            P1, begin(TraceRecord.ConstructKind.TR, 5), P1, end(5, 7.5),
            P1, end(2, 0),
            P0, end(2, 3.25),
            P0, new TraceRecord.ReductionResult("eps", ValueKind.DOUBLE, TraceValue.ofDouble(2), "F.java", 2, "MAX"),
            P0, begin(TraceRecord.ConstructKind.SL, 3),
            P0, new TraceRecord.Iteration(0, new long[] {0}),
            P0, begin(TraceRecord.ConstructKind.PL, 4), P0, access, P0, end(4, 1.5),
            P0, end(3, 0),
            P0, access,
        };
        for (int k = 0; k < step.length; k += 2) {
            last.add((TraceSink) step[k], (TraceRecord) step[k + 1]);
        }
        last.startIteration(delivery); // the next step: the one before is none of the last one kept
        assertEquals(List.of("p0 IT", "p0 PL2", "p1 PL2", "p1 EL2/0", "p0 EL2/1", "p0 RV", "p0 PL4", "p0 EL4/1"),
                written);

        written.clear();
        last.add(P0, new TraceRecord.Iteration(1, new long[] {1}));
        last.drainTo(delivery); // the loop ends: the last step whole
        assertEquals(List.of("p0 IT"), written);
    }

    @Test
    void aStepWithoutConstructsWritesNothingNotEvenItsIteration() {
        LastIterations last = new LastIterations(1);
        List<TraceRecord> written = new ArrayList<>();
        last.startIteration((sink, record) -> written.add(record));
        last.add(P0, new TraceRecord.Iteration(0, new long[] {0}));
        last.add(P0, new TraceRecord.Access(TraceRecord.AccessKind.RD, TraceValue.ofDouble(1), ValueKind.DOUBLE, "x",
                "F.java", 3));
        last.startIteration((sink, record) -> written.add(record));
        assertEquals(List.of(), written);
    }
}
