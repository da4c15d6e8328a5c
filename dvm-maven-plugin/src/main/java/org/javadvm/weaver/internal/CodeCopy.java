package org.javadvm.weaver.internal;

import java.util.IdentityHashMap;
import java.util.Map;

import net.bytebuddy.jar.asm.Attribute;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Sends one method's code to two visitors: the first (this visitor's delegate) gets it as read, the second
 * ({@code copy}) gets the same events with labels of its own, since a label belongs to the one method
 * writer that places it. Used to write a construct's code twice in dyn and debug: the checked body and the
 * plain one. Type annotations in the code (instructions, locals, try-catch blocks) go to the first only;
 * so do the method's own annotations, which the caller handles before {@code visitCode}.
 *
 * <p>Call order: ASM's {@code MethodVisitor} order, from {@code visitCode} to {@code visitEnd}.
 */
final class CodeCopy extends MethodVisitor {
    private final MethodVisitor copy;
    private final Map<Label, Label> labels = new IdentityHashMap<>();

    CodeCopy(MethodVisitor first, MethodVisitor copy) {
        super(Opcodes.ASM9, first);
        this.copy = copy;
    }

    private Label label(Label label) {
        return labels.computeIfAbsent(label, original -> new Label());
    }

    private Label[] labels(Label[] original) {
        Label[] mapped = new Label[original.length];
        for (int i = 0; i < original.length; i++) {
            mapped[i] = label(original[i]);
        }
        return mapped;
    }

    /** Frame entries: an uninitialized type is the label of its {@code NEW}. */
    private Object[] frameTypes(int count, Object[] types) {
        if (types == null) {
            return null;
        }
        Object[] mapped = types.clone();
        for (int i = 0; i < count && i < mapped.length; i++) {
            if (mapped[i] instanceof Label) {
                mapped[i] = label((Label) mapped[i]);
            }
        }
        return mapped;
    }

    @Override
    public void visitCode() {
        super.visitCode();
        copy.visitCode();
    }

    @Override
    public void visitAttribute(Attribute attribute) {
        super.visitAttribute(attribute);
        copy.visitAttribute(attribute);
    }

    @Override
    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
        super.visitFrame(type, numLocal, local, numStack, stack);
        copy.visitFrame(type, numLocal, frameTypes(numLocal, local), numStack, frameTypes(numStack, stack));
    }

    @Override
    public void visitInsn(int opcode) {
        super.visitInsn(opcode);
        copy.visitInsn(opcode);
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        super.visitIntInsn(opcode, operand);
        copy.visitIntInsn(opcode, operand);
    }

    @Override
    public void visitVarInsn(int opcode, int varIndex) {
        super.visitVarInsn(opcode, varIndex);
        copy.visitVarInsn(opcode, varIndex);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        super.visitTypeInsn(opcode, type);
        copy.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        super.visitFieldInsn(opcode, owner, name, descriptor);
        copy.visitFieldInsn(opcode, owner, name, descriptor);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        copy.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrapMethodHandle,
                                       Object... bootstrapMethodArguments) {
        super.visitInvokeDynamicInsn(name, descriptor, bootstrapMethodHandle, bootstrapMethodArguments);
        copy.visitInvokeDynamicInsn(name, descriptor, bootstrapMethodHandle, bootstrapMethodArguments);
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        super.visitJumpInsn(opcode, label);
        copy.visitJumpInsn(opcode, label(label));
    }

    @Override
    public void visitLabel(Label label) {
        super.visitLabel(label);
        copy.visitLabel(label(label));
    }

    @Override
    public void visitLdcInsn(Object value) {
        super.visitLdcInsn(value);
        copy.visitLdcInsn(value);
    }

    @Override
    public void visitIincInsn(int varIndex, int increment) {
        super.visitIincInsn(varIndex, increment);
        copy.visitIincInsn(varIndex, increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... targets) {
        super.visitTableSwitchInsn(min, max, dflt, targets);
        copy.visitTableSwitchInsn(min, max, label(dflt), labels(targets));
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] targets) {
        super.visitLookupSwitchInsn(dflt, keys, targets);
        copy.visitLookupSwitchInsn(label(dflt), keys, labels(targets));
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
        super.visitMultiANewArrayInsn(descriptor, numDimensions);
        copy.visitMultiANewArrayInsn(descriptor, numDimensions);
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        super.visitTryCatchBlock(start, end, handler, type);
        copy.visitTryCatchBlock(label(start), label(end), label(handler), type);
    }

    @Override
    public void visitLocalVariable(String name, String descriptor, String signature, Label start, Label end,
                                   int index) {
        super.visitLocalVariable(name, descriptor, signature, start, end, index);
        copy.visitLocalVariable(name, descriptor, signature, label(start), label(end), index);
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        super.visitLineNumber(line, start);
        copy.visitLineNumber(line, label(start));
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        super.visitMaxs(maxStack, maxLocals);
        copy.visitMaxs(maxStack, maxLocals);
    }

    @Override
    public void visitEnd() {
        super.visitEnd();
        copy.visitEnd();
    }
}
