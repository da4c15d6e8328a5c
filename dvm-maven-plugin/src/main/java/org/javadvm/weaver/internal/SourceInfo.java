package org.javadvm.weaver.internal;

import java.util.HashMap;
import java.util.Map;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * The source file, the first line of each method and the line of each field, read from a class file's debug
 * attributes. A field has no line of its own in a class file: its line is that of its first assignment in a
 * constructor or static initializer, which is the declaration's line when the field has an initializer.
 */
final class SourceInfo {
    private final String sourceFile;
    private final Map<String, Integer> firstLines;
    private final Map<String, Integer> fieldLines;
    private final boolean hasLines;
    private final int classFileVersion;

    private SourceInfo(String sourceFile, Map<String, Integer> firstLines, Map<String, Integer> fieldLines,
                       int classFileVersion) {
        this.sourceFile = sourceFile;
        this.firstLines = firstLines;
        this.fieldLines = fieldLines;
        this.hasLines = !firstLines.isEmpty();
        this.classFileVersion = classFileVersion;
    }

    static SourceInfo read(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        String owner = reader.getClassName();
        Map<String, Integer> lines = new HashMap<>();
        Map<String, Integer> fieldLines = new HashMap<>();
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
                boolean initializer = name.equals("<init>") || name.equals("<clinit>");
                return new MethodVisitor(Opcodes.ASM9) {
                    private int line;

                    @Override
                    public void visitLineNumber(int line, Label start) {
                        this.line = line;
                        lines.merge(key, line, Math::min);
                    }

                    @Override
                    public void visitFieldInsn(int opcode, String fieldOwner, String field, String fieldDescriptor) {
                        boolean assigns = opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
                        if (initializer && assigns && line > 0 && fieldOwner.equals(owner)) {
                            fieldLines.merge(field, line, Math::min);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_FRAMES);
        int version = reader.readUnsignedShort(6);
        return new SourceInfo(source[0], lines, fieldLines, version);
    }

    /** The line of the field's first assignment in a constructor or static initializer, 0 when it has none. */
    int fieldLine(String name) {
        return fieldLines.getOrDefault(name, 0);
    }

    /** Why a field has no line: said in its problems, so that the reader does not look for one. */
    String whyNoFieldLine() {
        return hasLines ? "the class assigns the field in no constructor or initializer"
                : "the class file has no line numbers";
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
