package org.javadvm.maven;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.javadvm.internal.WovenClass;

/**
 * How many classes of a directory carry the weaver's {@code @WovenClass} marker, per mode, and how many are
 * plain: the run goal refuses to run a program none of whose classes, its own or a dependency's, would report to
 * dynamic control.
 */
final class WovenModes {
    /** The mode of the key {@code plain} counts the classes without the marker. */
    static final String PLAIN = "plain";

    private static final String MARKER = "L" + WovenClass.class.getName().replace('.', '/') + ";";

    private WovenModes() {
    }

    /**
     * Classes per mode (sorted by mode), {@link #PLAIN} for those the weaver did not write, of a directory of classes
     * or of a jar (a dependency on the class path, such as a library's {@code -debug} jar); none for anything else.
     */
    static Map<String, Integer> count(Path classes) throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        if (Files.isRegularFile(classes) && classes.toString().endsWith(".jar")) {
            try (JarFile jar = new JarFile(classes.toFile())) {
                for (JarEntry entry : java.util.Collections.list(jar.entries())) {
                    if (entry.getName().endsWith(".class") && !entry.getName().endsWith("module-info.class")) {
                        try (InputStream in = jar.getInputStream(entry)) {
                            counts.merge(mode(in.readAllBytes(), classes + "!/" + entry.getName()), 1, Integer::sum);
                        }
                    }
                }
            }
            return counts;
        }
        if (!Files.isDirectory(classes)) {
            return counts;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(file -> file.toString().endsWith(".class") && Files.isRegularFile(file))
                    .collect(Collectors.toList());
        }
        for (Path file : files) {
            counts.merge(mode(Files.readAllBytes(file), file.toString()), 1, Integer::sum);
        }
        return counts;
    }

    /** Whether the counts hold classes that report to dynamic control: woven for dyn or for debug. */
    static boolean checked(Map<String, Integer> counts) {
        return counts.containsKey("dyn") || counts.containsKey("debug");
    }

    /** The counts as a message shows them: {@code 2 plain, 1 release}, or {@code no classes}. */
    static String describe(Map<String, Integer> counts) {
        return counts.isEmpty() ? "no classes" : counts.entrySet().stream()
                .map(mode -> mode.getValue() + " " + mode.getKey()).collect(Collectors.joining(", "));
    }

    private static String mode(byte[] bytes, String where) throws IOException {
        String[] mode = {PLAIN};
        ClassReader reader;
        try {
            reader = new ClassReader(bytes);
        } catch (RuntimeException e) {
            throw new IOException(where + " is not a readable class file: " + e, e);
        }
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
                if (!MARKER.equals(descriptor)) {
                    return null;
                }
                return new AnnotationVisitor(Opcodes.ASM9) {
                    @Override
                    public void visit(String name, Object value) {
                        if (name.equals("mode")) {
                            mode[0] = String.valueOf(value);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return mode[0];
    }
}
