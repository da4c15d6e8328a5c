package org.javadvm.maven;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.javadvm.weaver.WeaveException;
import org.javadvm.weaver.WeaveMode;
import org.javadvm.weaver.WeaveProblem;
import org.javadvm.weaver.WeaveReport;
import org.javadvm.weaver.Weaver;

/**
 * The {@code weave} goal's debug copy. The classes are woven for {@code debug} into a fresh directory that
 * then replaces the previous copy, so that classes deleted since the last build do not stay in the
 * {@code -debug} jar. Classes an earlier build wove in place for release cannot be woven again; their debug
 * versions are taken from the previous copy (still current: the compiler did not touch them), so a build
 * that recompiled only some classes gets a complete copy. Where the previous copy lacks one, the weave fails
 * asking for {@code mvn clean}; a failed weave leaves the previous copy as it was.
 */
final class DebugCopy {
    private static final String RELEASE_WOVEN = "already woven for release by";

    private DebugCopy() {
    }

    /**
     * Makes the copy; returns {@code null} when every class was woven for release before and the previous copy
     * was kept as it is.
     */
    static WeaveReport make(Path classes, Path copy, List<Path> classPath) throws WeaveException, IOException {
        Weaver weaver = new Weaver(WeaveMode.DEBUG, classPath);
        Path fresh = copy.resolveSibling(copy.getFileName() + ".new");
        deleteRecursively(fresh);
        WeaveReport report;
        try {
            report = weaver.weave(classes, fresh);
        } catch (WeaveException e) {
            List<String> releaseWoven = releaseWovenOnly(e);
            if (releaseWoven.size() == classFiles(classes) && Files.isDirectory(copy)) {
                return null;
            }
            Path staging = copy.resolveSibling(copy.getFileName() + ".staging");
            try {
                stage(classes, copy, releaseWoven, staging);
                report = weaver.weave(staging, fresh);
            } finally {
                deleteRecursively(staging);
            }
        }
        replace(copy, fresh);
        return report;
    }

    /** Renames {@code fresh} to {@code copy}; the previous copy is set aside first and put back if that fails. */
    private static void replace(Path copy, Path fresh) throws IOException {
        Path previous = copy.resolveSibling(copy.getFileName() + ".old");
        deleteRecursively(previous);
        boolean hadCopy = Files.exists(copy);
        if (hadCopy) {
            Files.move(copy, previous);
        }
        try {
            Files.move(fresh, copy);
        } catch (IOException e) {
            if (hadCopy) {
                Files.move(previous, copy);
            }
            throw e;
        }
        deleteRecursively(previous);
    }

    /** The classes the problems name when all of them were woven for release before; else the exception. */
    private static List<String> releaseWovenOnly(WeaveException failure) throws WeaveException {
        if (!failure.problems().stream().allMatch(problem -> problem.message().startsWith(RELEASE_WOVEN))) {
            throw failure;
        }
        return failure.problems().stream().map(WeaveProblem::className).collect(Collectors.toList());
    }

    /** The classes directory, each class woven for release replaced by its previous debug version. */
    private static void stage(Path classes, Path copy, List<String> releaseWoven, Path staging)
            throws IOException, WeaveException {
        deleteRecursively(staging);
        copyTree(classes, staging);
        for (String name : releaseWoven) {
            String file = name.replace('.', '/') + ".class";
            Path previous = copy.resolve(file);
            if (!Files.isRegularFile(previous)) {
                throw new WeaveException(List.of(new WeaveProblem(name, null, null, 0, "woven for release by an "
                        + "earlier build, and the debug copy " + copy + " of that build lacks it; run mvn clean")));
            }
            Files.copy(previous, staging.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static long classFiles(Path classes) throws IOException {
        try (Stream<Path> walk = Files.walk(classes)) {
            return walk.map(Path::toString).filter(name -> name.endsWith(".class")
                    && !name.endsWith("module-info.class") && !name.endsWith("package-info.class")).count();
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path path : walk.sorted().collect(Collectors.toList())) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(path);
            }
        }
    }
}
