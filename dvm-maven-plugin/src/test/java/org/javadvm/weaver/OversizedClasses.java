package org.javadvm.weaver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.FieldVisitor;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Writes classes that are valid as compiled but whose woven form exceeds the class file's limits, as a
 * compiler would write them (source file, line numbers), so that no huge file needs to be kept in the tests.
 */
final class OversizedClasses {
    private static final String DISTRIBUTED = "Lorg/javadvm/Distributed;";
    private static final String PARALLEL_LOOP = "Lorg/javadvm/ParallelLoop;";

    private OversizedClasses() {
    }

    /**
     * {@code class <name> { @Distributed double[] a; @ParallelLoop(on = "a") void m<k>(int lo, int hi) {
     * for (i = lo; i < hi; i++) a[i] += k; } ... }} with {@code loops} loop methods, method {@code m<k>} on line
     * {@code 10 + k}.
     */
    static void manyLoops(Path classes, String name, int loops) throws IOException {
        ClassWriter writer = start(name);
        for (int k = 0; k < loops; k++) {
            MethodVisitor method = loopMethod(writer, "m" + k);
            Label line = new Label();
            method.visitLabel(line);
            method.visitLineNumber(10 + k, line);
            loopOverA(method, name, k);
            finish(method);
        }
        write(classes, name, writer);
    }

    /**
     * One loop method {@code m} (line 10), {@code for (i = lo; i < hi; i++)} whose body repeats {@code a[i] += k}
     * {@code statements} times, each statement on its own line: it fits a method as compiled, but not once every
     * access reports itself.
     */
    static void longLoop(Path classes, String name, int statements) throws IOException {
        ClassWriter writer = start(name);
        MethodVisitor method = loopMethod(writer, "m");
        Label test = new Label();
        Label body = new Label();
        Label first = new Label();
        method.visitLabel(first);
        method.visitLineNumber(10, first);
        method.visitVarInsn(Opcodes.ILOAD, 1);
        method.visitVarInsn(Opcodes.ISTORE, 3);
        method.visitJumpInsn(Opcodes.GOTO, test);
        method.visitLabel(body);
        for (int k = 0; k < statements; k++) {
            Label line = new Label();
            method.visitLabel(line);
            method.visitLineNumber(10 + k, line);
            method.visitVarInsn(Opcodes.ALOAD, 0);
            method.visitFieldInsn(Opcodes.GETFIELD, name, "a", "[D");
            method.visitVarInsn(Opcodes.ILOAD, 3);
            method.visitInsn(Opcodes.DUP2);
            method.visitInsn(Opcodes.DALOAD);
            method.visitLdcInsn((double) k);
            method.visitInsn(Opcodes.DADD);
            method.visitInsn(Opcodes.DASTORE);
        }
        method.visitIincInsn(3, 1);
        method.visitLabel(test);
        method.visitVarInsn(Opcodes.ILOAD, 3);
        method.visitVarInsn(Opcodes.ILOAD, 2);
        method.visitJumpInsn(Opcodes.IF_ICMPLT, body);
        finish(method);
        write(classes, name, writer);
    }

    private static ClassWriter start(String name) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        writer.visitSource(name.substring(name.lastIndexOf('/') + 1) + ".java", null);
        FieldVisitor field = writer.visitField(0, "a", "[D", null, null);
        field.visitAnnotation(DISTRIBUTED, true).visitEnd();
        field.visitEnd();
        MethodVisitor constructor = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        constructor.visitCode();
        constructor.visitVarInsn(Opcodes.ALOAD, 0);
        constructor.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        constructor.visitVarInsn(Opcodes.ALOAD, 0);
        constructor.visitIntInsn(Opcodes.BIPUSH, 10);
        constructor.visitIntInsn(Opcodes.NEWARRAY, Opcodes.T_DOUBLE);
        constructor.visitFieldInsn(Opcodes.PUTFIELD, name, "a", "[D");
        constructor.visitInsn(Opcodes.RETURN);
        constructor.visitMaxs(0, 0);
        constructor.visitEnd();
        return writer;
    }

    private static MethodVisitor loopMethod(ClassWriter writer, String methodName) {
        MethodVisitor method = writer.visitMethod(0, methodName, "(II)V", null, null);
        AnnotationVisitor loop = method.visitAnnotation(PARALLEL_LOOP, true);
        loop.visit("on", "a");
        loop.visitEnd();
        method.visitCode();
        return method;
    }

    /** {@code for (int i = lo; i < hi; i++) a[i] += k;} with i in local 3. */
    private static void loopOverA(MethodVisitor method, String owner, int k) {
        Label test = new Label();
        Label body = new Label();
        method.visitVarInsn(Opcodes.ILOAD, 1);
        method.visitVarInsn(Opcodes.ISTORE, 3);
        method.visitJumpInsn(Opcodes.GOTO, test);
        method.visitLabel(body);
        method.visitVarInsn(Opcodes.ALOAD, 0);
        method.visitFieldInsn(Opcodes.GETFIELD, owner, "a", "[D");
        method.visitVarInsn(Opcodes.ILOAD, 3);
        method.visitInsn(Opcodes.DUP2);
        method.visitInsn(Opcodes.DALOAD);
        method.visitLdcInsn((double) k);
        method.visitInsn(Opcodes.DADD);
        method.visitInsn(Opcodes.DASTORE);
        method.visitIincInsn(3, 1);
        method.visitLabel(test);
        method.visitVarInsn(Opcodes.ILOAD, 3);
        method.visitVarInsn(Opcodes.ILOAD, 2);
        method.visitJumpInsn(Opcodes.IF_ICMPLT, body);
    }

    private static void finish(MethodVisitor method) {
        method.visitInsn(Opcodes.RETURN);
        method.visitMaxs(0, 0);
        method.visitEnd();
    }

    private static void write(Path classes, String name, ClassWriter writer) throws IOException {
        writer.visitEnd();
        Path file = classes.resolve(name + ".class");
        Files.createDirectories(file.getParent());
        Files.write(file, writer.toByteArray());
    }
}
