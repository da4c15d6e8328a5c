package org.javadvm.maven;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.javadvm.internal.WovenClass;

/**
 * How many classes of a directory carry the weaver's {@code @WovenClass} marker, per mode, and how many are
 * plain: the run goal refuses to run a program none of whose classes would report to dynamic control.
 */
final class WovenModes {
    /** The mode of the key {@code plain} counts the classes without the marker. */
    static final String PLAIN = "plain";

    private static final String MARKER = "L" + WovenClass.class.getName().replace('.', '/') + ";";

    private WovenModes() {
    }

    /** Classes per mode (sorted by mode), {@link #PLAIN} for those the weaver did not write. */
    static Map<String, Integer> count(Path classes) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(file -> file.toString().endsWith(".class") && Files.isRegularFile(file))
                    .collect(Collectors.toList());
        }
        Map<String, Integer> counts = new TreeMap<>();
        for (Path file : files) {
            counts.merge(mode(file), 1, Integer::sum);
        }
        return counts;
    }

    private static String mode(Path file) throws IOException {
        String[] mode = {PLAIN};
        ClassReader reader;
        try {
            reader = new ClassReader(Files.readAllBytes(file));
        } catch (RuntimeException e) {
            throw new IOException(file + " is not a readable class file: " + e, e);
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
