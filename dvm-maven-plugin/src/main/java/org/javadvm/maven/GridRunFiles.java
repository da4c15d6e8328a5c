package org.javadvm.maven;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The files {@code dif} on several grids writes, one set per grid under the grid's prefix ({@code dif-2x2-protocol0.txt},
 * {@code dif-4-error.trd}, see {@link GridComparisonTable#prefix}), and what a run says of each grid.
 */
final class GridRunFiles {
    /** A file of one grid's comparison: {@code dif-}, a grid ({@code 4}, {@code 2x2}), {@code -}, anything. */
    private static final Pattern GRID_FILE = Pattern.compile("dif-[1-9][0-9]*(?:x[1-9][0-9]*)*-.+");

    private GridRunFiles() {
    }

    /**
     * Deletes the grid files an earlier run of several grids left in {@code directory}: those of a grid this run
     * does not have would otherwise stand beside this run's as if they were its own. Returns their names, sorted.
     */
    static List<String> deleteEarlier(Path directory) throws IOException {
        List<String> deleted = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return deleted;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (GRID_FILE.matcher(name).matches() && Files.isRegularFile(file)) {
                    Files.delete(file);
                    deleted.add(name);
                }
            }
        }
        deleted.sort(null);
        return deleted;
    }

    /** The one line that opens a grid's part of the output: the grid, its processors and where its protocols go. */
    static String header(String grid, int index, int grids, Path directory) {
        int processors = GridComparisonTable.processors(grid);
        String prefix = GridComparisonTable.prefix(grid);
        return "dif on grid " + grid + " (" + processors + (processors == 1 ? " processor" : " processors")
                + ", grid " + (index + 1) + " of " + grids + "): protocols " + prefix + "protocol0.txt"
                + (processors > 1 ? " to " + prefix + "protocol" + (processors - 1) + ".txt" : "") + " in "
                + directory;
    }
}
