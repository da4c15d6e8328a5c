package org.javadvm.weaver.internal;

import java.util.HashMap;
import java.util.Map;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/** The source file and the first line of each method, read from a class file's debug attributes. */
final class SourceInfo {
    private final String sourceFile;
    private final Map<String, Integer> firstLines;
    private final int classFileVersion;

    private SourceInfo(String sourceFile, Map<String, Integer> firstLines, int classFileVersion) {
        this.sourceFile = sourceFile;
        this.firstLines = firstLines;
        this.classFileVersion = classFileVersion;
    }

    static SourceInfo read(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        Map<String, Integer> lines = new HashMap<>();
        String[] source = new String[1];
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public void visitSource(String file, String debug) {
                source[0] = file;
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                String key = name + descriptor;
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitLineNumber(int line, Label start) {
                        lines.merge(key, line, Math::min);
                    }
                };
            }
        }, ClassReader.SKIP_FRAMES);
        int version = reader.readUnsignedShort(6);
        return new SourceInfo(source[0], lines, version);
    }

    /** May be {@code null}. */
    String sourceFile() {
        return sourceFile;
    }

    /** First line of the method, 0 when the class has no line numbers. */
    int firstLine(String name, String descriptor) {
        return firstLines.getOrDefault(name + descriptor, 0);
    }

    /** The major version, e.g. 52 for Java 8. */
    int classFileVersion() {
        return classFileVersion;
    }
}
