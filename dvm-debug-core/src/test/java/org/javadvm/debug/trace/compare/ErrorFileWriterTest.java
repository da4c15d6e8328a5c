package org.javadvm.debug.trace.compare;

import static org.javadvm.debug.trace.compare.Records.aw;
import static org.javadvm.debug.trace.compare.Records.el;
import static org.javadvm.debug.trace.compare.Records.it;
import static org.javadvm.debug.trace.compare.Records.pl;
import static org.javadvm.debug.trace.compare.Records.rd;
import static org.javadvm.debug.trace.compare.Records.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.javadvm.debug.trace.TraceRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code TraceOptions.ErrorFile}, {@code ErrorToScreen}, {@code AppendErrorFile}: the comparison in DVM's style. */
class ErrorFileWriterTest {
    private static final List<TraceRecord> REFERENCE = Records.list(pl(1, 0, 1, 10), it(0), aw("b[0]", 1, 11),
            it(1), aw("b[1]", 2, 11), el(1, 12), result("s", 3, 10, "SUM"), rd("s", 3, 20));

    @TempDir
    Path dir;

    /** A run whose b[1] and s differ, and whose read of s differs 1 time after. */
    private static void compare(CompareListener listener) throws IOException {
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("0.trd", Records.header("FULL"),
                REFERENCE), "0.trd", "processor 1 of 2", CompareSettings.DEFAULTS, listener)) {
            comparer.header(Records.header("FULL"));
            for (TraceRecord record : Records.list(pl(1, 0, 1, 10), it(0), aw("b[0]", 1, 11), it(1),
                    aw("b[1]", 5, 11), el(1, 12), result("s", 6, 10, "SUM"), rd("s", 6, 20))) {
                comparer.record(record);
            }
        }
    }

    private static final String EXPECTED = """
            *** CMPTRACE *** : Loop( No(1), Iter(1) ); processor 1 of 2
              DVM18 different-values (write): b[1]: run 5.0, reference 2.0, difference 3 (relative 0.6)
              File: Prog.java Line: 11
            *** CMPTRACE *** : Loop( No(1) ); processor 1 of 2
              DVM18 different-values (reduction): s: run 6.0, reference 3.0, difference 3 (relative 0.5) - result \
            of the reduction SUM after loop 1 (PL, Prog.java:10)
              File: Prog.java Line: 10
            *** CMPTRACE *** : sequential part; processor 1 of 2
              DVM18 different-values (read): s: run 6.0, reference 3.0, difference 3 (relative 0.5)
              File: Prog.java Line: 20
            *** CMPTRACE *** : processor 1 of 2 compared with 0.trd: 3 differences (3 distinct), 0 values \
            continued from the reference
            """;

    @Test
    void eachDistinctDifferenceIsWrittenInTheOriginalsStyleThenTheSummary() throws IOException {
        Path file = dir.resolve("target/dvm/error.trd");
        compare(ErrorFileWriter.toFile(file, false));
        assertEquals(EXPECTED, Files.readString(file));
    }

    @Test
    void theFileIsEmptiedAtTheStartUnlessAppendErrorFile() throws IOException {
        Path file = dir.resolve("error.trd");
        Files.writeString(file, "an earlier run\n");
        ErrorFileWriter.toFile(file, false);
        assertEquals("", Files.readString(file), "emptied when the run starts, before any difference");

        Files.writeString(file, "an earlier run\n");
        compare(ErrorFileWriter.toFile(file, true));
        assertEquals("an earlier run\n" + EXPECTED, Files.readString(file));
    }

    @Test
    void errorToScreenPrintsThemInstead() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        compare(ErrorFileWriter.toScreen(new PrintStream(bytes, true, StandardCharsets.UTF_8)));
        assertEquals(EXPECTED, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFileThatCannotBeWrittenIsNamed() throws IOException {
        Path blocker = dir.resolve("blocker");
        Files.writeString(blocker, "a file where the directory should be");
        IOException refused = assertThrows(IOException.class,
                () -> ErrorFileWriter.toFile(blocker.resolve("error.trd"), false));
        assertTrue(refused.getMessage().startsWith("the trace error file " + blocker.resolve("error.trd")
                .toAbsolutePath() + " cannot be written"), refused.getMessage());

        Path file = dir.resolve("error.trd");
        ErrorFileWriter writer = ErrorFileWriter.toFile(file, false);
        Files.delete(file);
        Files.createDirectory(file); // the file became a directory while the run went on
        UncheckedIOException failed = assertThrows(UncheckedIOException.class, () -> compare(writer));
        assertTrue(failed.getMessage().startsWith("cannot write the trace error file " + file.toAbsolutePath()),
                failed.getMessage());
    }
}
