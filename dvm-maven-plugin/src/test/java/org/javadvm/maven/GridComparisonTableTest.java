package org.javadvm.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GridComparisonTableTest {
    @TempDir
    Path results;

    private void protocol(String grid, int processor, String... lines) throws IOException {
        Files.write(results.resolve(GridComparisonTable.prefix(grid) + "protocol" + processor + ".txt"),
                List.of(lines), StandardCharsets.UTF_8);
    }

    @Test
    void eachGridsDifferencesAreSummedOverItsProcessorsAndTheFirstDivergenceIsTheEarliestInTheReference()
            throws IOException {
        protocol("1", 0, "Java-DVM trace comparison protocol", "differences: 0 (0 distinct)");
        protocol("2x2", 0, "differences: 1 (1 distinct)", "first difference: DVM18 ...",
                "divergence started at: loop 6 (PL, A.java:20): the result of the reduction s differs (run 2.0, "
                        + "reference 1.0)", "divergence position in the reference: 9000");
        protocol("2x2", 1, "differences: 2 (1 distinct)", "first difference: DVM18 ...",
                "divergence started at: loop 3 (PL, A.java:7), iteration (5): the read of u[6] at A.java:8 differs",
                "divergence position in the reference: 700");
        protocol("2x2", 2, "differences: 4 (2 distinct)", "divergence started at: loop 4 (PL, A.java:9)",
                "divergence position in the reference: 800");
        protocol("2x2", 3, "differences: 0 (0 distinct)");
        List<String> lines = GridComparisonTable.lines(List.of(GridComparisonTable.row(results.toFile(), "1"),
                GridComparisonTable.row(results.toFile(), "2x2"), GridComparisonTable.row(results.toFile(), "4")));
        assertEquals("grid     processors  differences  first divergence", lines.get(0));
        assertEquals("1                 1            0  -", lines.get(1));
        assertEquals("2x2               4            7  processor 1: loop 3 (PL, A.java:7), iteration (5): the read of "
                + "u[6] at A.java:8 differs", lines.get(2));
        assertEquals("4                 4            0  only 0 of 4 protocols written (the run stopped early?)", lines.get(3));
    }

    /** A grid whose comparison stopped early says where and what it had found, not a clean-looking "0 -". */
    @Test
    void aComparisonThatStoppedEarlySaysSoInsteadOfZero() throws IOException {
        protocol("2", 0, "differences: 0 (0 distinct)", "comparison stopped: stopped after 19978 records at "
                + "0.trd, line 20003 (the reference's recording stopped there: MaxTraceFileSize = 1024000 bytes "
                + "reached after 19978 records), 0 differences before that");
        protocol("2", 1, "differences: 0 (0 distinct)");
        List<String> lines = GridComparisonTable.lines(List.of(GridComparisonTable.row(results.toFile(), "2")));
        assertEquals("2                 2            0  processor 0: stopped after 19978 records at 0.trd, line 20003 "
                + "(the reference's recording stopped there: MaxTraceFileSize = 1024000 bytes reached after 19978 "
                + "records), 0 differences before that", lines.get(1));
    }
}
