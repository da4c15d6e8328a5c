package org.javadvm.debug.trace.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TextTraceWriter;
import org.javadvm.debug.trace.TraceFiles;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reference that stops before the run does, cut by the size cap ({@code MaxTraceFileSize}) or by a kill: the
 * run is compared up to that point, the rest is counted as not compared and said so, and nothing past the point
 * is reported as a difference (the run did nothing wrong there: the reference has no record of it).
 */
class CutReferenceTest {
    @TempDir
    Path directory;

    /** A sequential loop writing {@code a[i]}, then a parallel loop reading it, {@code sweeps} times. */
    private static List<TraceRecord> program(int n, int sweeps, int wrongAt) {
        List<TraceRecord> records = new ArrayList<>();
        for (int s = 0; s < sweeps; s++) {
            records.add(Records.sl(1, 0, 0, n - 1, 10));
            for (int i = 0; i < n; i++) {
                records.add(Records.it(i));
                records.add(Records.bw("a[" + i + "]", 11));
                records.add(Records.aw("a[" + i + "]", i == wrongAt && s == 0 ? -1 : i + s, 11));
            }
            records.add(Records.el(1, 10));
            records.add(Records.pl(2, 0, n - 1, 20));
            for (int i = 0; i < n; i++) {
                records.add(Records.it(i));
                records.add(Records.rd("a[" + i + "]", i + s, 21));
            }
            records.add(Records.el(2, 20));
        }
        return records;
    }

    private Path reference(long cap) throws IOException {
        Path file = directory.resolve("0.trd");
        try (TextTraceWriter writer = new TextTraceWriter(file, TraceSettings.defaults().withMaxTraceFileSize(cap))) {
            writer.header(Records.header("FULL"));
            for (TraceRecord record : program(50, 20, -1)) {
                writer.record(record);
            }
        }
        return file;
    }

    private static Collecting compare(Path reference, List<TraceRecord> run, boolean wholeProgram)
            throws IOException {
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(TraceFiles.open(reference), reference.toString(),
                "processor 0 of 2", CompareSettings.DEFAULTS, collecting, wholeProgram)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        return collecting;
    }

    @Test
    void aReferenceCutByTheSizeCapIsComparedUpToTheCutAndNoFurther() throws IOException {
        Path reference = reference(20_000);
        Collecting result = compare(reference, program(50, 20, -1), true);
        assertEquals(List.of(), result.printed());
        CompareOutcome outcome = result.outcome;
        assertNotNull(outcome.referenceCut());
        assertTrue(outcome.referenceCut().contains("MaxTraceFileSize = 20000 bytes"), outcome.referenceCut());
        assertTrue(outcome.counts().afterReferenceCut() > 0);
        assertTrue(outcome.counts().matched() > 100, "compared before the cut: " + outcome.counts().matched());
        assertEquals(0, outcome.stoppedAfter());
        StringWriter protocol = new StringWriter();
        ProtocolWriter.write(protocol, outcome);
        assertTrue(protocol.toString().contains("processor 0 of 2 was compared only up to where the reference "
                + "stops: its recording stopped at " + reference), protocol.toString());
        assertTrue(protocol.toString().contains(outcome.counts().afterReferenceCut() + " events of the run after "
                + "that point not compared"), protocol.toString());
    }

    @Test
    void aDifferenceBeforeTheCutIsStillReported() throws IOException {
        Collecting result = compare(reference(20_000), program(50, 20, 7), true);
        assertEquals(1, result.printed().size(), result.printed().toString());
        Difference found = result.printed().get(0);
        assertEquals(ErrorClass.DIFFERENT_VALUES, found.errorClass());
        assertEquals("a[7]", found.element());
        assertNotNull(result.outcome.referenceCut());
    }

    @Test
    void aProcessorWithoutTheSequentialPartStopsQuietlyWhenItsConstructIsPastTheCut() throws IOException {
        // the cap falls inside the first sequential loop: no parallel loop is in the reference at all
        List<TraceRecord> run = new ArrayList<>(); // the parallel loops only, as a processor other than 0 records
        boolean inLoop = false;
        for (TraceRecord record : program(50, 20, -1)) {
            inLoop |= record instanceof TraceRecord.ConstructBegin begin && begin.number() == 2;
            if (inLoop) {
                run.add(record);
            }
            inLoop &= !(record instanceof TraceRecord.ConstructEnd end && end.number() == 2);
        }
        Collecting result = compare(reference(1_500), run, false);
        assertEquals(List.of(), result.printed());
        assertNotNull(result.outcome.referenceCut());
        assertEquals(0, result.outcome.counts().constructs());
    }

    @Test
    void aReferenceKilledMidRecordIsComparedUpToItsLastCompleteRecord() throws IOException {
        Path reference = reference(0);
        long size = Files.size(reference);
        try (FileChannel channel = FileChannel.open(reference, StandardOpenOption.WRITE)) {
            channel.truncate(size / 3 + 5); // inside a line, as a kill leaves it
        }
        Collecting result = compare(reference, program(50, 20, -1), true);
        assertEquals(List.of(), result.printed());
        assertTrue(result.outcome.referenceCut().contains("without END_TRACE"), result.outcome.referenceCut());
        assertTrue(result.outcome.counts().afterReferenceCut() > 0);
    }

    @Test
    void aCompleteReferenceThatEndsBeforeTheRunIsADifference() throws IOException {
        List<TraceRecord> longer = program(50, 21, -1);
        Collecting result = compare(reference(0), longer, true);
        assertNull(result.outcome.referenceCut());
        assertTrue(result.printed().stream().anyMatch(d -> d.errorClass() == ErrorClass.UNEXPECTED_CONSTRUCT
                || d.errorClass() == ErrorClass.UNEXPECTED_RECORD), result.printed().toString());
    }
}
