package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.trace.compare.ProtocolWriter;

/**
 * The summary of {@code dif} on several grids (issue 9's localization across runs): per grid, the processors,
 * the differences its processors' comparison protocols counted, and where the divergence started, read from the
 * protocols the debugger wrote ({@code <prefix>protocol<p>.txt}, one per processor): the first difference in the
 * reference's order over the grid's processors (each protocol gives its position in the reference), so that the
 * table names the place the protocols' first differences point to, not a later consequence on a lower processor.
 * A processor whose comparison stopped before the run's end (the reference's size cap, {@code MaxErrors}, a
 * failed recording) is named with where it stopped and what it had found by then: its zero is no clean result.
 */
final class GridComparisonTable {
    /** One grid's row. */
    record Row(String grid, int processors, long differences, String firstDivergence, int protocols) {
    }

    private GridComparisonTable() {
    }

    /** The prefix of one grid's trace files, so the runs of several grids do not overwrite each other's protocols. */
    static String prefix(String grid) {
        return "dif-" + grid + "-";
    }

    static int processors(String grid) {
        int count = 1;
        for (String extent : grid.split("x")) {
            count *= Integer.parseInt(extent.trim());
        }
        return count;
    }

    /** Reads the row of {@code grid} from its protocols in {@code directory}. */
    static Row row(File directory, String grid) throws IOException {
        int processors = processors(grid);
        long differences = 0;
        String first = null;
        long firstPosition = Long.MAX_VALUE;
        String stopped = null;
        int found = 0;
        for (int p = 0; p < processors; p++) {
            Path protocol = directory.toPath().resolve(prefix(grid) + "protocol" + p + ".txt");
            if (!Files.isRegularFile(protocol)) {
                continue;
            }
            found++;
            String divergence = null;
            long position = Long.MAX_VALUE;
            for (String line : Files.readAllLines(protocol, StandardCharsets.UTF_8)) {
                if (line.startsWith("differences: ")) {
                    String count = line.substring("differences: ".length()).split(" ", 2)[0];
                    differences += Long.parseLong(count);
                } else if (line.startsWith(ProtocolWriter.DIVERGENCE)) {
                    divergence = line.substring(ProtocolWriter.DIVERGENCE.length());
                } else if (line.startsWith(ProtocolWriter.DIVERGENCE_POSITION)) {
                    position = Long.parseLong(line.substring(ProtocolWriter.DIVERGENCE_POSITION.length()).trim());
                } else if (stopped == null && line.startsWith(ProtocolWriter.STOPPED)) {
                    stopped = "processor " + p + ": " + line.substring(ProtocolWriter.STOPPED.length());
                }
            }
            // a protocol without a position (written before positions were) counts after every one with a position
            if (divergence != null && (first == null || position < firstPosition)) {
                first = "processor " + p + ": " + divergence;
                firstPosition = position;
            }
        }
        String where = first == null ? "-" : first;
        if (stopped != null) {
            where = first == null ? stopped : where + "; " + stopped;
        }
        return new Row(grid, processors, differences, where, found);
    }

    /** The table as lines of text, one header line and a line per grid. */
    static List<String> lines(List<Row> rows) {
        List<String> lines = new ArrayList<>();
        lines.add(String.format("%-8s %10s %12s  %s", "grid", "processors", "differences", "first divergence"));
        for (Row row : rows) {
            String where = row.protocols() < row.processors()
                    ? "only " + row.protocols() + " of " + row.processors() + " protocols written (the run stopped early?)"
                    : row.firstDivergence();
            lines.add(String.format("%-8s %10d %12d  %s", row.grid(), row.processors(), row.differences(), where));
        }
        return lines;
    }
}
