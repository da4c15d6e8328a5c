package org.javadvm.weaver.internal;

import java.util.Arrays;
import java.util.Map;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.TypePath;

/**
 * Turns a construct's original code into its body {@code m$dvm$body(..., Block)}: the {@code Block}
 * parameter takes the slot after the original parameters, so every later local moves up by one (in
 * instructions, frames and debug tables); and every access to a reduction, location or private field of
 * the construct's class reads or writes that field's slot in the block instead.
 *
 * <p>Expects expanded frames ({@code ClassReader.EXPAND_FRAMES}). The redirections only add straight-line
 * code, so no frame changes beyond the inserted local are needed.
 */
final class BodyWriter extends MethodVisitor {
    private final String owner;
    private final int blockSlot;
    private final Map<String, Redirect> redirects;

    /**
     * @param blockSlot the first local slot after the original parameters (including {@code this})
     */
    BodyWriter(MethodVisitor body, String owner, int blockSlot, Map<String, Redirect> redirects) {
        super(Opcodes.ASM9, body);
        this.owner = owner;
        this.blockSlot = blockSlot;
        this.redirects = redirects;
    }

    private int shift(int slot) {
        return slot >= blockSlot ? slot + 1 : slot;
    }

    @Override
    public void visitVarInsn(int opcode, int slot) {
        super.visitVarInsn(opcode, shift(slot));
    }

    @Override
    public void visitIincInsn(int slot, int increment) {
        super.visitIincInsn(shift(slot), increment);
    }

    @Override
    public void visitLocalVariable(String name, String descriptor, String signature, Label start, Label end,
                                   int index) {
        super.visitLocalVariable(name, descriptor, signature, start, end, shift(index));
    }

    @Override
    public net.bytebuddy.jar.asm.AnnotationVisitor visitLocalVariableAnnotation(int typeRef, TypePath typePath,
            Label[] start, Label[] end, int[] index, String descriptor, boolean visible) {
        int[] shifted = Arrays.stream(index).map(this::shift).toArray();
        return super.visitLocalVariableAnnotation(typeRef, typePath, start, end, shifted, descriptor, visible);
    }

    @Override
    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
        if (type != Opcodes.F_NEW) {
            throw new IllegalStateException("expected expanded frames");
        }
        // Find the entry at which the locals reach the Block's slot; pad with TOP if the frame is shorter.
        int entry = 0;
        int slot = 0;
        while (slot < blockSlot && entry < numLocal) {
            slot += local[entry] == Opcodes.LONG || local[entry] == Opcodes.DOUBLE ? 2 : 1;
            entry++;
        }
        int padding = blockSlot - slot;
        Object[] locals = new Object[numLocal + padding + 1];
        System.arraycopy(local, 0, locals, 0, entry);
        Arrays.fill(locals, entry, entry + padding, Opcodes.TOP);
        locals[entry + padding] = Bytecode.BLOCK;
        System.arraycopy(local, entry, locals, entry + padding + 1, numLocal - entry);
        super.visitFrame(type, locals.length, locals, numStack, stack);
    }

    @Override
    public void visitFieldInsn(int opcode, String fieldOwner, String name, String descriptor) {
        Redirect redirect = fieldOwner.equals(owner) ? redirects.get(name) : null;
        boolean staticAccess = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
        if (redirect == null || !redirect.fieldDescriptor().equals(descriptor) || redirect.isStatic() != staticAccess) {
            super.visitFieldInsn(opcode, fieldOwner, name, descriptor);
            return;
        }
        char sort = redirect.slotSort();
        boolean wide = sort == 'J' || sort == 'D';
        if (opcode == Opcodes.GETFIELD || opcode == Opcodes.GETSTATIC) {
            if (opcode == Opcodes.GETFIELD) {
                super.visitInsn(Opcodes.POP); // the receiver
            }
            loadSlotArray(sort, redirect.slot());
            super.visitInsn(arrayLoad(sort));
            return;
        }
        narrow(descriptor);
        if (wide) {
            if (opcode == Opcodes.PUTFIELD) { // [receiver, value] -> [value]
                super.visitInsn(Opcodes.DUP2_X1);
                super.visitInsn(Opcodes.POP2);
                super.visitInsn(Opcodes.POP);
            }
            loadSlotArray(sort, redirect.slot()); // [value, array, slot]
            super.visitInsn(Opcodes.DUP2_X2);
            super.visitInsn(Opcodes.POP2);        // [array, slot, value]
        } else {
            if (opcode == Opcodes.PUTFIELD) {
                super.visitInsn(Opcodes.SWAP);
                super.visitInsn(Opcodes.POP);
            }
            super.visitVarInsn(Opcodes.ALOAD, blockSlot);
            super.visitFieldInsn(Opcodes.GETFIELD, Bytecode.BLOCK, Bytecode.slotArray(sort), "[" + sort);
            super.visitInsn(Opcodes.SWAP);        // [array, value]
            Bytecode.pushInt(mv, redirect.slot());
            super.visitInsn(Opcodes.SWAP);        // [array, slot, value]
        }
        super.visitInsn(arrayStore(sort));
    }

    /** Keeps the field's own value range for the narrow types stored in int slots. */
    private void narrow(String descriptor) {
        switch (descriptor) {
            case "Z":
                super.visitInsn(Opcodes.ICONST_1);
                super.visitInsn(Opcodes.IAND);
                break;
            case "B":
                super.visitInsn(Opcodes.I2B);
                break;
            case "S":
                super.visitInsn(Opcodes.I2S);
                break;
            case "C":
                super.visitInsn(Opcodes.I2C);
                break;
            default:
                break;
        }
    }

    private void loadSlotArray(char sort, int slot) {
        super.visitVarInsn(Opcodes.ALOAD, blockSlot);
        super.visitFieldInsn(Opcodes.GETFIELD, Bytecode.BLOCK, Bytecode.slotArray(sort), "[" + sort);
        Bytecode.pushInt(mv, slot);
    }

    private static int arrayLoad(char sort) {
        switch (sort) {
            case 'J':
                return Opcodes.LALOAD;
            case 'F':
                return Opcodes.FALOAD;
            case 'D':
                return Opcodes.DALOAD;
            default:
                return Opcodes.IALOAD;
        }
    }

    private static int arrayStore(char sort) {
        switch (sort) {
            case 'J':
                return Opcodes.LASTORE;
            case 'F':
                return Opcodes.FASTORE;
            case 'D':
                return Opcodes.DASTORE;
            default:
                return Opcodes.IASTORE;
        }
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        super.visitMaxs(maxStack + 4, maxLocals + 1);
    }
}
