package org.javadvm.debug.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourcePathsTest {
    @TempDir
    Path base;

    private void touch(String path) throws IOException {
        Path file = base.resolve(path);
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[0]);
    }

    @Test
    void findsTheSourceUnderAnySourceRootOrFallsBackToThePackagePath() throws IOException {
        touch("src/main/java/example/Jacobi.java");
        touch("src/test/java/example/JacobiTest.java");
        touch("src/bench/java/example/Bench.java");
        SourcePaths paths = new SourcePaths(base);
        assertEquals("src/main/java/example/Jacobi.java", paths.uri("example.Jacobi", "Jacobi.java"));
        assertEquals("src/main/java/example/Jacobi.java", paths.uri("example.Jacobi$Inner", "Jacobi.java"));
        assertEquals("src/test/java/example/JacobiTest.java", paths.uri("example.JacobiTest", "JacobiTest.java"));
        assertEquals("src/bench/java/example/Bench.java", paths.uri("example.Bench", "Bench.java"));
        assertEquals("example/Gone.java", paths.uri("example.Gone", "Gone.java"));
        assertEquals("Top.java", paths.uri("Top", ""));
    }

    @Test
    void aFileKnownByItsNameOnlyIsFoundWhenItIsTheOnlyOneOfThatName() throws IOException {
        touch("src/main/java/example/Extremes.java");
        touch("src/main/java/a/Twice.java");
        touch("src/main/java/b/Twice.java");
        SourcePaths paths = new SourcePaths(base);
        assertEquals("src/main/java/example/Extremes.java", paths.uri("", "Extremes.java"));
        assertEquals("Twice.java", paths.uri("", "Twice.java"));
        assertEquals("Gone.java", paths.uri("", "Gone.java"));
        assertEquals("(no source)", paths.uri("", ""));
    }
}
