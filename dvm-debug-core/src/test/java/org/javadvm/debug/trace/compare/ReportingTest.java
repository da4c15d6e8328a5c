package org.javadvm.debug.trace.compare;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.report.TextFormat;
import org.javadvm.debug.trace.TraceRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol file and the report (DiagnosticLog) of a comparison with repeated differences. */
class ReportingTest {
    @TempDir
    Path work;

    /** {@link TraceComparerTest#program}: b[2] wrong on processor 1, read again after the loop 3 times. */
    private static Collecting compare(CompareListener listener) throws IOException {
        List<TraceRecord> run = TraceComparerTest.program(2, 2, 3);
        List<TraceRecord> reference = TraceComparerTest.reference();
        for (int k = 0; k < 3; k++) {
            reference.add(Records.rd("b[2]", 4, 16));
            run.add(Records.rd("b[2]", 99, 16));
        }
        Collecting collecting = new Collecting();
        try (TraceComparer comparer = new TraceComparer(new ListTraceSource("ref.trd", Records.header("FULL"),
                reference), "target/dvm/ref.trd", "processor 1 of 2", CompareSettings.DEFAULTS,
                CompareListener.all(collecting, listener))) {
            comparer.header(Records.header("FULL", 2));
            for (TraceRecord record : run) {
                comparer.record(record);
            }
        }
        return collecting;
    }

    @Test
    void theProtocolGivesCountsFirstDifferenceOriginAndLargestDifferencesPerVariable() throws IOException {
        Path file = work.resolve("target/dvm/compare.1.txt");
        compare(new ProtocolWriter(file));
        String protocol = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(protocol, containsString("reference: target/dvm/ref.trd\nrun: processor 1 of 2\n"));
        assertThat(protocol, containsString("matched events: 14 (constructs 2, iterations 2, reads 6, writes 3, "
                + "reduction results 1, checksums 0, skipped code 0)"));
        assertThat(protocol, containsString("reduction variable accesses inside their loops (not compared): 4"));
        assertThat(protocol, containsString("differences: 4 (2 distinct)"));
        assertThat(protocol, containsString("first difference: DVM18 different-values (write): b[2] at Prog.java:11"));
        assertThat(protocol, containsString("divergence started at: loop 1 (PL, Prog.java:10), iteration (2): 1 read "
                + "equals the reference, the write of b[2] at Prog.java:11 differs (run 99.0, reference 4.0)"));
        assertThat(protocol, containsString("DVM18 different-values (read): b[2] at Prog.java:16 in the sequential "
                + "part: run 99.0, reference 4.0, difference 95 (relative 0.9595959595959596) [processor 1 of 2] "
                + "(seen 3 times)"));
        assertThat(protocol, containsString("  b: 6 compared, largest absolute 95.0 (b[2] at Prog.java:11 in loop 1 "
                + "(PL, Prog.java:10), iteration (2)), largest relative 0.9595959595959596 (b[2] at Prog.java:11"));
        assertThat(protocol, containsString("  a: 2 compared, largest absolute 0.0, largest relative 0.0\n"));
    }

    @Test
    void differencesReachTheDiagnosticLogOncePerPlaceWithTheirCounts() throws IOException {
        Properties properties = new Properties();
        properties.setProperty("DebugOptions.ErrorFile", "");
        properties.setProperty("DebugOptions.SarifFile", "");
        properties.setProperty("DebugOptions.ErrorToScreen", "0");
        DiagnosticLog log = new DiagnosticLog(DebugParameters.load(null, properties));
        compare(new DiagnosticListener(log));
        List<Diagnostic> distinct = log.distinct();
        assertEquals(2, distinct.size());
        assertEquals(ErrorClass.DIFFERENT_VALUES, distinct.get(1).errorClass);
        assertEquals(3, log.count(distinct.get(1)));
        assertEquals("DVM18 different-values (write): write of b[2] at Prog.java:11 in loop 1 (PL, Prog.java:10), "
                + "iteration (2) - run 99.0, reference 4.0, difference 95 [processor 1 of 2]",
                TextFormat.line(distinct.get(0), log.count(distinct.get(0))));
    }
}
