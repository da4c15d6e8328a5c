package org.javadvm.weaver.internal;

import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/** Names of the run-time contract and small emitting helpers shared by the writers. */
final class Bytecode {
    static final String BLOCK = "org/javadvm/internal/Block";
    static final String BLOCK_DESCRIPTOR = "L" + BLOCK + ";";
    static final String LOOP_BODY = "org/javadvm/internal/LoopBody";
    static final String WOVEN = "org/javadvm/internal/Woven";
    static final String WOVEN_CLASS_DESCRIPTOR = "Lorg/javadvm/internal/WovenClass;";

    private Bytecode() {
    }

    /** The descriptor with a trailing {@code Block} parameter. */
    static String withBlockParameter(String descriptor) {
        int close = descriptor.indexOf(')');
        return descriptor.substring(0, close) + BLOCK_DESCRIPTOR + descriptor.substring(close);
    }

    /** The {@code Block} field holding slots of the given sort (I, J, F, D or A). */
    static String slotArray(char sort) {
        switch (sort) {
            case 'A':
                return "objects";
            case 'J':
                return "longs";
            case 'F':
                return "floats";
            case 'D':
                return "doubles";
            default:
                return "ints";
        }
    }

    /** The descriptor of the {@code Block} field {@link #slotArray} names. */
    static String slotArrayDescriptor(char sort) {
        return sort == 'A' ? "[Ljava/lang/Object;" : "[" + sort;
    }

    static void pushInt(MethodVisitor mv, int value) {
        if (value >= -1 && value <= 5) {
            mv.visitInsn(Opcodes.ICONST_0 + value);
        } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            mv.visitIntInsn(Opcodes.BIPUSH, value);
        } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            mv.visitIntInsn(Opcodes.SIPUSH, value);
        } else {
            mv.visitLdcInsn(value);
        }
    }

    /** Loads each parameter type from consecutive local slots starting at {@code slot}; returns the next slot. */
    static int loadAll(MethodVisitor mv, Type[] types, int from, int to, int slot) {
        for (int p = from; p < to; p++) {
            mv.visitVarInsn(types[p].getOpcode(Opcodes.ILOAD), slot);
            slot += types[p].getSize();
        }
        return slot;
    }

    /** A parameter's type as an expanded frame names it. */
    static Object frameType(Type type) {
        switch (type.getSort()) {
            case Type.BOOLEAN:
            case Type.BYTE:
            case Type.CHAR:
            case Type.SHORT:
            case Type.INT:
                return Opcodes.INTEGER;
            case Type.LONG:
                return Opcodes.LONG;
            case Type.FLOAT:
                return Opcodes.FLOAT;
            case Type.DOUBLE:
                return Opcodes.DOUBLE;
            default:
                return type.getInternalName();
        }
    }
}
