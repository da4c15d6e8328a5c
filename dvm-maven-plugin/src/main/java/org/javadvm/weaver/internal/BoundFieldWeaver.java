package org.javadvm.weaver.internal;

import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Routes every access to a bound field (see {@link BoundFields}) through the run-time's {@code Bound}
 * facade, so that while a construct running on the thread binds the field of that receiver the access
 * reaches the processor's copy. The inserted code is straight-line stack shuffling and one static call
 * (documented on {@code org.javadvm.internal.Bound}). A construct's own body reaches its own fields through
 * locals ({@link BodyWriter}, placed before this visitor) and is not rewritten here.
 *
 * <p>Instance fields are left alone in constructors: the receiver may still be uninitialised there, and a
 * construct can bind only fields of objects that exist when it starts.
 */
final class BoundFieldWeaver extends MethodVisitor {
    static final String FACADE = "org/javadvm/internal/Bound";

    private final BoundFields bound;
    private final boolean constructor;

    BoundFieldWeaver(MethodVisitor next, BoundFields bound, String method) {
        super(Opcodes.ASM9, next);
        this.bound = bound;
        this.constructor = method.equals("<init>");
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        boolean isStatic = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
        String key = isStatic || !constructor ? bound.keyOf(owner, name, descriptor) : null;
        if (key == null) {
            super.visitFieldInsn(opcode, owner, name, descriptor);
            return;
        }
        char sort = Redirect.slotSort(descriptor);
        boolean wide = sort == 'J' || sort == 'D';
        String value = sort == 'A' ? "Ljava/lang/Object;" : String.valueOf(sort);
        switch (opcode) {
            case Opcodes.GETFIELD: // [self] -> [self, self] -> [self, value]
                super.visitInsn(Opcodes.DUP);
                super.visitFieldInsn(opcode, owner, name, descriptor);
                facade("get" + sort, "(Ljava/lang/Object;" + value + "Ljava/lang/String;)" + value, key);
                castBack(sort, descriptor);
                break;
            case Opcodes.GETSTATIC:
                super.visitFieldInsn(opcode, owner, name, descriptor);
                facade("getStatic" + sort, "(" + value + "Ljava/lang/String;)" + value, key);
                castBack(sort, descriptor);
                break;
            case Opcodes.PUTSTATIC: // [value] -> [value, old] -> [stored]
                super.visitFieldInsn(Opcodes.GETSTATIC, owner, name, descriptor);
                facade("putStatic" + sort, "(" + value + value + "Ljava/lang/String;)" + value, key);
                castBack(sort, descriptor);
                super.visitFieldInsn(opcode, owner, name, descriptor);
                break;
            default: // PUTFIELD: [self, value] -> [self, self, value, old] -> [self, stored]
                if (wide) {
                    super.visitInsn(Opcodes.DUP2_X1); // [value, self, value]
                    super.visitInsn(Opcodes.POP2); // [value, self]
                    super.visitInsn(Opcodes.DUP_X2); // [self, value, self]
                    super.visitInsn(Opcodes.DUP_X2); // [self, self, value, self]
                } else {
                    super.visitInsn(Opcodes.SWAP); // [value, self]
                    super.visitInsn(Opcodes.DUP_X1); // [self, value, self]
                    super.visitInsn(Opcodes.DUP_X1); // [self, self, value, self]
                }
                super.visitFieldInsn(Opcodes.GETFIELD, owner, name, descriptor);
                facade("put" + sort, "(Ljava/lang/Object;" + value + value + "Ljava/lang/String;)" + value, key);
                castBack(sort, descriptor);
                super.visitFieldInsn(opcode, owner, name, descriptor);
                break;
        }
    }

    /** A reduction array travels through the facade as an Object. */
    private void castBack(char sort, String descriptor) {
        if (sort == 'A') {
            super.visitTypeInsn(Opcodes.CHECKCAST, descriptor);
        }
    }

    private void facade(String method, String descriptor, String key) {
        super.visitLdcInsn(key);
        super.visitMethodInsn(Opcodes.INVOKESTATIC, FACADE, method, descriptor, false);
    }
}
