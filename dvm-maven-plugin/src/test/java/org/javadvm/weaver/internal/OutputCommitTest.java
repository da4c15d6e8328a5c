package org.javadvm.weaver.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.javadvm.weaver.SampleCompiler;
import org.javadvm.weaver.WeaveMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A weave whose output cannot be written completely leaves the output as it was. */
class OutputCommitTest {
    @TempDir
    Path work;

    @Test
    void aWeaveInPlaceInterruptedByAnIoErrorLeavesEveryClassAsCompiled() throws Exception {
        Path classes = work.resolve("classes");
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, classes);
        Map<String, String> compiled = snapshot(classes);
        IOException diskFull = new IOException("No space left on device");
        // the third woven class cannot be moved in: two are in place by then
        OutputCommit.Mover failing = failingOn("Passthrough.class", diskFull);
        IOException failure = assertThrows(IOException.class,
                () -> WeavingEngine.weave(WeaveMode.RELEASE, classes, classes, failing));
        assertSame(diskFull, failure.getCause());
        assertThat(failure.getMessage(), containsString("nothing in " + classes + " was changed"));
        assertEquals(compiled, snapshot(classes));
        assertEquals(1, list(work), "no scratch directory is left");
    }

    @Test
    void aWeaveIntoANewDirectoryInterruptedByAnIoErrorCreatesNothing() throws Exception {
        Path classes = work.resolve("classes");
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, classes);
        Path output = work.resolve("woven");
        assertThrows(IOException.class, () -> WeavingEngine.weave(WeaveMode.DYN, classes, output,
                failingOn("Tasks.class", new IOException("Input/output error"))));
        assertEquals(1, list(work), "neither the output directory nor a scratch directory exists");
    }

    @Test
    void whenTheOutputCannotBeRestoredTheFailureSaysWhatToDoAndKeepsTheOriginals() throws Exception {
        Path scratch = Files.createDirectories(work.resolve("scratch"));
        Path output = Files.createDirectories(work.resolve("output"));
        Path aside = work.resolve("aside");
        for (String name : new String[] {"A.class", "B.class"}) {
            Files.writeString(scratch.resolve(name), "woven " + name);
            Files.writeString(output.resolve(name), "compiled " + name);
        }
        int[] moves = new int[1];
        OutputCommit.Mover breaksAfterTwoMoves = (from, to) -> {
            if (++moves[0] > 2) {
                throw new IOException("Read-only file system");
            }
            OutputCommit.RENAME.move(from, to);
        };
        IOException failure = assertThrows(OutputCommit.RestoreFailed.class, () -> new OutputCommit(breaksAfterTwoMoves)
                .commit(scratch, java.util.List.of(Path.of("A.class"), Path.of("B.class")), output, aside));
        assertThat(failure.getMessage(), containsString("restoring the output failed too"));
        assertThat(failure.getMessage(), containsString("run mvn clean"));
        assertEquals("woven A.class", Files.readString(output.resolve("A.class")));
        assertEquals("compiled A.class", Files.readString(aside.resolve("A.class")), "the original is kept aside");
    }

    /** Renames, except that moving a file of that name out of the scratch directory fails, once. */
    private static OutputCommit.Mover failingOn(String fileName, IOException failure) {
        boolean[] failed = new boolean[1];
        return (from, to) -> {
            if (!failed[0] && to.getFileName().toString().equals(fileName) && from.toString().contains(".dvm-weave-")
                    && !to.toString().contains(".dvm-weave-")) {
                failed[0] = true;
                throw failure;
            }
            OutputCommit.RENAME.move(from, to);
        };
    }

    private static Map<String, String> snapshot(Path directory) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : (Iterable<Path>) walk::iterator) {
                files.put(directory.relativize(path).toString(), Files.isDirectory(path) ? "/"
                        : new String(Files.readAllBytes(path), StandardCharsets.ISO_8859_1));
            }
        }
        return files;
    }

    private static long list(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.count();
        }
    }
}
