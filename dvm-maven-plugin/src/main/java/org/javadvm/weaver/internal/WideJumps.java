package org.javadvm.weaver.internal;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.TypePath;

/**
 * Gives the code of a method whose jumps javac wrote wide the short form the weaver's readers know. When a
 * method's code exceeds 32 KiB, javac writes every jump as {@code goto_w} and every conditional jump as the
 * opposite condition jumping over a {@code goto_w}: {@code if (i < hi) skip; goto_w exit; skip:} for
 * {@code if (i >= hi) exit}. The class reader passes {@code goto_w} on as {@code GOTO}; this adapter turns
 * {@code IFxx skip; GOTO target; skip:} (no label between the two jumps, so nothing else reaches the
 * {@code GOTO}) back into {@code IF!xx target; skip:}, which runs the same. The loops' shapes (their tests,
 * where an iteration begins) are then read as in a small method, and the class writer widens the jumps again
 * where the offsets need it.
 *
 * <p>Call order: ASM's {@code MethodVisitor} order; a conditional jump, and a {@code GOTO} after it, are held
 * until the next event shows whether they are the wide pair.
 */
final class WideJumps extends MethodVisitor {
    private int heldCondition = -1;
    private Label heldConditionTarget;
    private Label heldGotoTarget;

    WideJumps(MethodVisitor next) {
        super(Opcodes.ASM9, next);
    }

    /** The opposite of a conditional jump: taken exactly when {@code opcode} is not. */
    static int opposite(int opcode) {
        if (opcode == Opcodes.IFNULL || opcode == Opcodes.IFNONNULL) {
            return opcode == Opcodes.IFNULL ? Opcodes.IFNONNULL : Opcodes.IFNULL;
        }
        return Opcodes.IFEQ + ((opcode - Opcodes.IFEQ) ^ 1); // IFEQ/IFNE ... IF_ACMPEQ/IF_ACMPNE come in pairs
    }

    private static boolean isConditional(int opcode) {
        return (opcode >= Opcodes.IFEQ && opcode <= Opcodes.IF_ACMPNE) || opcode == Opcodes.IFNULL
                || opcode == Opcodes.IFNONNULL;
    }

    /** Writes what is held as it came. */
    private void release() {
        if (heldCondition >= 0) {
            super.visitJumpInsn(heldCondition, heldConditionTarget);
            heldCondition = -1;
        }
        if (heldGotoTarget != null) {
            super.visitJumpInsn(Opcodes.GOTO, heldGotoTarget);
            heldGotoTarget = null;
        }
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        if (heldCondition >= 0 && heldGotoTarget == null && opcode == Opcodes.GOTO) {
            heldGotoTarget = label;
            return;
        }
        release();
        if (isConditional(opcode)) {
            heldCondition = opcode;
            heldConditionTarget = label;
            return;
        }
        super.visitJumpInsn(opcode, label);
    }

    @Override
    public void visitLabel(Label label) {
        if (heldGotoTarget != null && label == heldConditionTarget) {
            super.visitJumpInsn(opposite(heldCondition), heldGotoTarget);
            heldCondition = -1;
            heldGotoTarget = null;
        }
        release();
        super.visitLabel(label);
    }

    @Override
    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
        release();
        super.visitFrame(type, numLocal, local, numStack, stack);
    }

    @Override
    public void visitInsn(int opcode) {
        release();
        super.visitInsn(opcode);
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        release();
        super.visitIntInsn(opcode, operand);
    }

    @Override
    public void visitVarInsn(int opcode, int varIndex) {
        release();
        super.visitVarInsn(opcode, varIndex);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        release();
        super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        release();
        super.visitFieldInsn(opcode, owner, name, descriptor);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        release();
        super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
        release();
        super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
    }

    @Override
    public void visitLdcInsn(Object value) {
        release();
        super.visitLdcInsn(value);
    }

    @Override
    public void visitIincInsn(int varIndex, int increment) {
        release();
        super.visitIincInsn(varIndex, increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
        release();
        super.visitTableSwitchInsn(min, max, dflt, labels);
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
        release();
        super.visitLookupSwitchInsn(dflt, keys, labels);
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
        release();
        super.visitMultiANewArrayInsn(descriptor, numDimensions);
    }

    @Override
    public AnnotationVisitor visitInsnAnnotation(int typeRef, TypePath typePath, String descriptor, boolean visible) {
        release();
        return super.visitInsnAnnotation(typeRef, typePath, descriptor, visible);
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        release();
        super.visitTryCatchBlock(start, end, handler, type);
    }

    @Override
    public void visitLocalVariable(String name, String descriptor, String signature, Label start, Label end,
                                   int index) {
        release();
        super.visitLocalVariable(name, descriptor, signature, start, end, index);
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        release();
        super.visitLineNumber(line, start);
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        release();
        super.visitMaxs(maxStack, maxLocals);
    }

    @Override
    public void visitEnd() {
        release();
        super.visitEnd();
    }
}
