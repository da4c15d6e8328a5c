package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class extending a class of the project's dependencies: Byte Buddy must see the dependency to weave it.
 * With the class path it is woven; without, the weave fails naming the missing class, never writing the
 * plain class as if it were woven.
 */
class WeaverDependenciesTest {
    private static final String APP = "app/Scaled.class";

    @TempDir
    static Path work;
    private static Path library;
    private static Path classes;

    @BeforeAll
    static void compile() throws Exception {
        Path librarySources = write("lib-src/lib/Base.java", "package lib;\npublic class Base {\n"
                + "    protected int calls;\n    public void called() { calls++; }\n}\n");
        library = work.resolve("lib");
        SampleCompiler.compile(librarySources, 17, library);
        Path appSources = write("app-src/app/Scaled.java", "package app;\nimport org.javadvm.*;\n"
                + "public class Scaled extends lib.Base {\n    @Distributed double[] a = new double[8];\n"
                + "    @ParallelLoop(on = \"a\")\n    void scale(int lo, int hi) {\n"
                + "        for (int i = lo; i < hi; i++) a[i] *= 2;\n    }\n}\n");
        classes = work.resolve("classes");
        SampleCompiler.compile(appSources, 17, classes, List.of(library));
    }

    private static Path write(String file, String text) throws Exception {
        Path path = work.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, text);
        return work.resolve(file.substring(0, file.indexOf('/')));
    }

    @Test
    void withTheProjectsClassPathASubclassOfALibraryClassIsWovenForEveryMode() throws Exception {
        for (WeaveMode mode : WeaveMode.values()) {
            Path output = work.resolve("woven-" + mode.id());
            WeaveReport report = new Weaver(mode, List.of(library)).weave(classes, output);
            assertEquals(List.of("app.Scaled"), report.wovenClassNames(), mode.id());
            String woven = new String(Files.readAllBytes(output.resolve(APP)), StandardCharsets.ISO_8859_1);
            assertThat(mode.id(), woven, containsString("scale$dvm$body"));
        }
    }

    @Test
    void withoutItTheWeaveFailsNamingTheMissingClass() {
        WeaveException release = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(classes, work.resolve("never-release")));
        assertThat(release.getMessage(), containsString("Scaled.java: app.Scaled: Byte Buddy cannot find lib.Base, "
                + "which the class extends or refers to: it is neither in the classes directory nor on the project's "
                + "class path"));
        WeaveException dyn = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.DYN).weave(classes, work.resolve("never-dyn")));
        assertThat(dyn.getMessage(), containsString("app.Scaled: its superclass lib.Base is neither in the classes "
                + "directory nor on the project's class path"));
    }
}
