package org.javadvm.weaver.internal;

import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * Starts a {@code @Redistribute} method with {@code Woven.redistribute(spec, Owner.class, this)} ({@code null}
 * for a static method): four instructions before the method's own code, which is left as it is.
 */
final class RedistributionEntry extends MethodVisitor {
    private final String owner;
    private final boolean isStatic;
    private final String spec;

    RedistributionEntry(MethodVisitor next, String owner, boolean isStatic, String spec) {
        super(Opcodes.ASM9, next);
        this.owner = owner;
        this.isStatic = isStatic;
        this.spec = spec;
    }

    @Override
    public void visitCode() {
        super.visitCode();
        super.visitLdcInsn(spec);
        super.visitLdcInsn(Type.getObjectType(owner));
        if (isStatic) {
            super.visitInsn(Opcodes.ACONST_NULL);
        } else {
            super.visitVarInsn(Opcodes.ALOAD, 0);
        }
        super.visitMethodInsn(Opcodes.INVOKESTATIC, Bytecode.WOVEN, "redistribute",
                "(Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)V", false);
    }
}
