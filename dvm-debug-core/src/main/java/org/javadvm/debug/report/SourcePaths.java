package org.javadvm.debug.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Turns a class name and its source file name into the repository-relative path SARIF consumers expect:
 * the package's directory under one of the base directory's source roots ({@code src/main/java},
 * {@code src/test/java}, any other {@code src/<set>/java}), or the package path when none holds it.
 */
final class SourcePaths {
    private final Path base;
    private final List<Path> roots = new ArrayList<>();

    SourcePaths(Path base) {
        this.base = base;
        roots.add(base.resolve("src/main/java"));
        roots.add(base.resolve("src/test/java"));
        Path src = base.resolve("src");
        if (Files.isDirectory(src)) {
            try (Stream<Path> sets = Files.list(src)) {
                sets.sorted().map(set -> set.resolve("java")).filter(Files::isDirectory)
                        .filter(root -> !roots.contains(root)).forEach(roots::add);
            } catch (java.io.IOException e) {
                // the two standard roots remain
            }
        }
    }

    /** The base directory as an absolute {@code file:} URI ending in a slash, as SARIF wants base ids. */
    String baseUri() {
        String uri = base.toAbsolutePath().normalize().toUri().toString();
        return uri.endsWith("/") ? uri : uri + "/";
    }

    /** The source file's path relative to the base directory, with forward slashes. */
    String uri(String className, String file) {
        if (className.isEmpty()) {
            return file.isEmpty() ? "(no source)" : byName(file);
        }
        int dot = className.lastIndexOf('.');
        String directory = dot < 0 ? "" : className.substring(0, dot).replace('.', '/') + '/';
        String name = file.isEmpty() ? className.substring(dot + 1) + ".java" : file;
        String relative = directory + name;
        for (Path root : roots) {
            if (Files.isRegularFile(root.resolve(relative))) {
                return base.relativize(root.resolve(relative)).toString().replace('\\', '/');
            }
        }
        return relative;
    }

    /**
     * A source file known by its name only (a trace records file names, not classes): its path when exactly one
     * file of that name lies under the source roots, else the name.
     */
    private String byName(String file) {
        List<Path> found = new ArrayList<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> paths = Files.walk(root)) {
                paths.filter(path -> path.getFileName().toString().equals(file)).limit(2).forEach(found::add);
            } catch (java.io.IOException | java.io.UncheckedIOException e) {
                return file;
            }
        }
        return found.size() == 1 ? base.relativize(found.get(0)).toString().replace('\\', '/') : file;
    }
}
