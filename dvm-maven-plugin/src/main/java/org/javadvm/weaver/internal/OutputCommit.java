package org.javadvm.weaver.internal;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves the files of a scratch directory into the output directory, all or none. Each file a move would
 * replace is first set aside; when any move fails, the files moved so far are taken out again, the set-aside
 * files are put back and the directories made for the new files are removed, so the output is as it was.
 * Every step is a rename within one file system: nothing is copied, and a failure half-way through a file
 * cannot happen.
 */
final class OutputCommit {
    /** One rename; the weave's tests put failures in. */
    interface Mover {
        void move(Path from, Path to) throws IOException;
    }

    /** {@link Files#move}, atomic where the file system allows. */
    static final Mover RENAME = (from, to) -> {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    };

    private final Mover mover;

    OutputCommit(Mover mover) {
        this.mover = mover;
    }

    /**
     * Moves {@code files} (relative to {@code scratch}) into {@code output}, setting the files they replace
     * aside under {@code setAside} (an empty directory on the same file system). On failure the output is
     * restored and the failure thrown; if even that fails, the exception says which files are left changed.
     */
    void commit(Path scratch, List<Path> files, Path output, Path setAside) throws IOException {
        List<Path> replaced = new ArrayList<>();
        List<Path> moved = new ArrayList<>();
        List<Path> madeDirectories = new ArrayList<>();
        try {
            for (Path file : files) {
                Path target = output.resolve(file.toString());
                makeDirectories(target.getParent(), madeDirectories);
                if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
                    throw new FileAlreadyExistsException(target.toString(), null,
                            "a directory is where the woven file must go");
                }
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    Path aside = setAside.resolve(file.toString());
                    Files.createDirectories(aside.getParent());
                    mover.move(target, aside);
                    replaced.add(file);
                }
                mover.move(scratch.resolve(file.toString()), target);
                moved.add(file);
            }
        } catch (IOException | RuntimeException failure) {
            restore(failure, scratch, output, setAside, moved, replaced, madeDirectories);
            throw failure;
        }
    }

    private void restore(Exception failure, Path scratch, Path output, Path setAside, List<Path> moved,
                         List<Path> replaced, List<Path> madeDirectories) throws IOException {
        List<Path> leftChanged = new ArrayList<>();
        for (Path file : moved) {
            try {
                mover.move(output.resolve(file.toString()), scratch.resolve(file.toString()));
            } catch (IOException | RuntimeException e) {
                suppress(failure, e);
                leftChanged.add(output.resolve(file.toString()));
            }
        }
        for (Path file : replaced) {
            Path target = output.resolve(file.toString());
            if (leftChanged.contains(target)) {
                continue; // the woven file could not be taken out; keep the original aside, not lost
            }
            try {
                mover.move(setAside.resolve(file.toString()), target);
            } catch (IOException | RuntimeException e) {
                suppress(failure, e);
                leftChanged.add(target);
            }
        }
        for (int d = madeDirectories.size() - 1; d >= 0; d--) {
            try {
                Files.deleteIfExists(madeDirectories.get(d));
            } catch (IOException e) {
                // not empty because a file could not be taken out: already reported
            }
        }
        if (!leftChanged.isEmpty()) {
            throw new RestoreFailed(failure.getMessage() + "; restoring the output failed too, so " + leftChanged
                    + " may be woven or missing while the others are as they were (the replaced originals are in "
                    + setAside + "): run mvn clean and build again", failure);
        }
    }

    /** The output could not be restored; the set-aside originals must be kept. */
    static final class RestoreFailed extends IOException {
        private static final long serialVersionUID = 1L;

        RestoreFailed(String message, Exception cause) {
            super(message, cause);
        }
    }

    private static void suppress(Exception failure, Exception another) {
        if (another != failure) {
            failure.addSuppressed(another);
        }
    }

    /** Creates the missing directories of {@code directory}, outermost first, and records them. */
    private static void makeDirectories(Path directory, List<Path> made) throws IOException {
        if (directory == null || Files.isDirectory(directory)) {
            return;
        }
        makeDirectories(directory.getParent(), made);
        Files.createDirectory(directory);
        made.add(directory);
    }
}
