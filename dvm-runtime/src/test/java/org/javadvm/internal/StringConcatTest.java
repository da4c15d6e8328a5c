package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The run-time's classes concatenate strings without {@code invokedynamic}: the first execution of each such
 * concatenation in a JVM bootstraps {@code StringConcatFactory}, which spins method handles for 10 to 15 ms, and
 * the run-time executes some (a reduction's binding key) at a construct's first call, inside the user's program
 * (the compiler option is in this module's pom).
 */
class StringConcatTest {
    private static final String BOOTSTRAP = "makeConcatWithConstants";

    @Test
    void noClassOfTheRunTimeBootstrapsAStringConcatenation() throws IOException, URISyntaxException {
        Path classes = Paths.get(Block.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
        }
        assertTrue(files.size() > 40, "the run-time's classes under " + classes + ": " + files.size());
        List<String> concatenating = files.stream().filter(StringConcatTest::usesIndyConcat)
                .map(p -> classes.relativize(p).toString()).collect(Collectors.toList());
        assertEquals(List.of(), concatenating);
    }

    /** Whether the class file names the concatenation bootstrap (in its constant pool, once used). */
    private static boolean usesIndyConcat(Path classFile) {
        try {
            // one byte per char: the constant pool's ASCII names survive, whatever the other bytes are
            return new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1).contains(BOOTSTRAP);
        } catch (IOException e) {
            throw new IllegalStateException(classFile.toString(), e);
        }
    }
}
