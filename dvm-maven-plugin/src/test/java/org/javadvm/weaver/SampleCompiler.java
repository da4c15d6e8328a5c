package org.javadvm.weaver;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.javadvm.ParallelLoop;

/** Compiles the sample programs of src/test/samples* for a given --release, against dvm-runtime. */
public final class SampleCompiler {
    private SampleCompiler() {
    }

    static Path runtimeClasses() {
        try {
            return Paths.get(ParallelLoop.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void compile(Path sources, int release, Path output) throws IOException {
        compile(sources, release, output, List.of());
    }

    /** With {@code classPath} after dvm-runtime on the compiler's class path. */
    public static void compile(Path sources, int release, Path output, List<Path> classPath) throws IOException {
        List<String> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(f -> f.toString().endsWith(".java")).map(Path::toString).sorted()
                    .collect(Collectors.toList());
        }
        Files.createDirectories(output);
        List<String> arguments = new ArrayList<>(List.of("--release", String.valueOf(release), "-g",
                "-Xlint:-options", "-cp", Stream.concat(Stream.of(runtimeClasses()), classPath.stream()).map(Path::toString)
                        .collect(Collectors.joining(java.io.File.pathSeparator)), "-d", output.toString()));
        arguments.addAll(files);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = new StringWriter();
        int status = compiler.run(null, null, null, arguments.toArray(new String[0]));
        if (status != 0) {
            throw new IllegalStateException("javac failed for " + sources + " --release " + release + messages);
        }
    }
}
