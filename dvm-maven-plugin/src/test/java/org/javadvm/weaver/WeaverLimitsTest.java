package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class whose woven form does not fit the class file format fails the weave, naming the class, the member,
 * the size and what to do, and nothing is written; the summary counts only what was written.
 */
class WeaverLimitsTest {
    @TempDir
    Path work;

    @Test
    void aClassWithTooManyConstructsToWeaveFailsTheWeaveAndIsNotWritten() throws Exception {
        Path classes = work.resolve("classes");
        OversizedClasses.manyLoops(classes, "big/Many", 6000);
        OversizedClasses.manyLoops(classes, "big/Small", 2);
        byte[] plain = Files.readAllBytes(classes.resolve("big/Many.class"));
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(classes, classes));
        assertEquals(1, failure.problems().size(), failure.getMessage());
        assertThat(failure.problems().get(0).toString(), matchesPattern("Many\\.java: big\\.Many: woven, the class "
                + "would need \\d+ constant pool entries, more than the 65535 a class file may have \\(its 6000 "
                + "parallel constructs .*\\); split the class into smaller classes"));
        assertArrayEquals(plain, Files.readAllBytes(classes.resolve("big/Many.class")), "left as compiled");
        assertEquals(0, wovenClasses(classes).size(), "big.Small is not woven either: nothing is written");
        assertEquals(List.of("classes"), list(work), "no scratch directory is left behind");
    }

    @Test
    void aConstructTooLargeOnceInstrumentedFailsTheDynWeaveNamingTheMethodAndItsLine() throws Exception {
        Path classes = work.resolve("classes");
        OversizedClasses.longLoop(classes, "big/Long", 2600);
        Path dyn = work.resolve("dyn");
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.DYN).weave(classes, dyn));
        assertThat(failure.getMessage(), matchesPattern("(?s).*Long\\.java:10: big\\.Long\\.m: woven, the method "
                + "m\\$dvm\\$body would have \\d+ bytes of code, more than the 65535 a method may have \\(weaving "
                + "for dyn and debug adds a call before every array and field access\\); split m into smaller "
                + "methods"));
        assertFalse(Files.exists(dyn));

        WeaveReport release = new Weaver(WeaveMode.RELEASE).weave(classes, work.resolve("release"));
        assertEquals(List.of("big.Long"), release.wovenClassNames(), "release weaving adds no code per access");
    }

    @Test
    void theSummaryCountsTheClassesAndConstructsWrittenToDisk() throws Exception {
        Path classes = work.resolve("classes");
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, classes);
        OversizedClasses.manyLoops(classes, "big/Several", 7);
        for (WeaveMode mode : WeaveMode.values()) {
            Path woven = work.resolve(mode.id());
            WeaveReport report = new Weaver(mode).weave(classes, woven);
            List<Path> marked = wovenClasses(woven);
            assertEquals(report.classesWoven(), marked.size(), mode.id() + ": classes with the @WovenClass marker");
            int entries = 0;
            for (Path file : marked) {
                entries += constructEntries(Files.readAllBytes(file));
            }
            assertEquals(report.constructsWoven(), entries, mode.id() + ": constructs with an entry bridge");
            assertThat(mode.id(), report.constructsWoven(), org.hamcrest.Matchers.greaterThan(7));
        }
    }

    /** The class files under {@code directory} that carry {@code @WovenClass}. */
    static List<Path> wovenClasses(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(file -> file.toString().endsWith(".class")).filter(WeaverLimitsTest::isMarked)
                    .collect(Collectors.toList());
        }
    }

    private static boolean isMarked(Path classFile) {
        boolean[] marked = new boolean[1];
        try {
            new ClassReader(Files.readAllBytes(classFile)).accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
                    marked[0] |= descriptor.equals("Lorg/javadvm/internal/WovenClass;");
                    return null;
                }
            }, ClassReader.SKIP_CODE);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return marked[0];
    }

    /** The {@code m$dvm$entry} bridges, one per woven construct. */
    private static int constructEntries(byte[] classFile) {
        int[] entries = new int[1];
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                if (name.endsWith("$dvm$entry")) {
                    entries[0]++;
                }
                return null;
            }
        }, ClassReader.SKIP_CODE);
        return entries[0];
    }

    private static List<String> list(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }
}
