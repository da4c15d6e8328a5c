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
    void eachGridsDifferencesAreSummedOverItsProcessorsAndTheFirstDivergenceIsTheLowestProcessors() throws IOException {
        protocol("1", 0, "Java-DVM trace comparison protocol", "differences: 0 (0 distinct)");
        protocol("2x2", 0, "differences: 0 (0 distinct)");
        protocol("2x2", 1, "differences: 2 (1 distinct)", "first difference: DVM18 ...",
                "divergence started at: loop 3 (PL, A.java:7), iteration (5): the write of s differs");
        protocol("2x2", 2, "differences: 5 (2 distinct)", "divergence started at: loop 4 (PL, A.java:9)");
        protocol("2x2", 3, "differences: 0 (0 distinct)");
        List<String> lines = GridComparisonTable.lines(List.of(GridComparisonTable.row(results.toFile(), "1"),
                GridComparisonTable.row(results.toFile(), "2x2"), GridComparisonTable.row(results.toFile(), "4")));
        assertEquals("grid     processors  differences  first divergence", lines.get(0));
        assertEquals("1                 1            0  -", lines.get(1));
        assertEquals("2x2               4            7  processor 1: loop 3 (PL, A.java:7), iteration (5): the write of s "
                + "differs", lines.get(2));
        assertEquals("4                 4            0  only 0 of 4 protocols written (the run stopped early?)", lines.get(3));
    }
}
