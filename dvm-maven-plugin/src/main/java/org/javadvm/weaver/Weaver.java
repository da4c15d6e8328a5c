package org.javadvm.weaver;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.javadvm.weaver.internal.WeavingEngine;

/**
 * Weaves compiled classes for one {@link WeaveMode}. Immutable; one instance may weave many directories.
 *
 * <p>Every {@code @ParallelLoop} or {@code @TaskRegion} method becomes a dispatcher into the run-time
 * while its original code is kept as the body the run-time calls per block. All classes are checked
 * before anything is written: a {@link WeaveException} lists every annotation that does not fit, every
 * file that is not a readable class file of a supported version and every class Byte Buddy could not
 * write (too large once woven), and leaves the output untouched. The output is written all or nothing.
 * Output is deterministic: the same input gives the same bytes.
 */
public final class Weaver {
    private final WeaveMode mode;
    private final List<Path> classPath;

    /** A weaver for classes that extend only JDK classes and each other. */
    public Weaver(WeaveMode mode) {
        this(mode, List.of());
    }

    /**
     * @param classPath the directories and jars the woven classes' superclasses and interfaces may come from
     *                  (the project's compile class path)
     */
    public Weaver(WeaveMode mode, List<Path> classPath) {
        this.mode = mode;
        this.classPath = List.copyOf(classPath);
    }

    public WeaveMode mode() {
        return mode;
    }

    /**
     * Weaves every class under {@code classesDirectory} that declares a parallel construct into
     * {@code outputDirectory}, which may be the same directory; when they differ, the other files are
     * copied unchanged. Classes already woven for this mode are left as they are; classes woven for
     * another mode are refused.
     *
     * @throws IOException when reading or writing fails; the output is then as it was, unless the message
     *                     says that restoring it failed too
     * @throws IllegalArgumentException when {@code outputDirectory} lies inside {@code classesDirectory}
     */
    public WeaveReport weave(Path classesDirectory, Path outputDirectory) throws WeaveException, IOException {
        return WeavingEngine.weave(mode, classesDirectory, outputDirectory, classPath);
    }
}
