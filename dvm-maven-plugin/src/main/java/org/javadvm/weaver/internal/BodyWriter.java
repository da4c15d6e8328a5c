package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.jar.asm.TypePath;

/**
 * Turns a construct's original code into its body {@code m$dvm$body(..., Block)}.
 *
 * <p>The {@code Block} parameter takes the slot after the original parameters, followed by one local per
 * reduction, location or private field of the construct; every later local moves up (in instructions,
 * frames and debug tables). The body loads those locals from the block's slots on entry, uses them
 * wherever the original code read or wrote the field, and stores them back before returning. Keeping
 * them in locals rather than in the block's arrays matters: a {@code double[]} slot could alias the
 * program's own {@code double[]} rows, which would stop the JIT from keeping the value in a register.
 *
 * <p>Expects expanded frames ({@code ClassReader.EXPAND_FRAMES}); the added locals are defined by the
 * prologue, before any branch target, so every frame simply lists them.
 */
final class BodyWriter extends MethodVisitor {
    private final String owner;
    private final int blockSlot;
    private final Map<String, Redirect> redirects;
    private final Map<String, Integer> residentSlots = new LinkedHashMap<>();
    private final Object[] residentFrameTypes;
    private final int addedSlots;

    /**
     * @param blockSlot the first local slot after the original parameters (including {@code this})
     */
    BodyWriter(MethodVisitor body, String owner, int blockSlot, Map<String, Redirect> redirects) {
        super(Opcodes.ASM9, body);
        this.owner = owner;
        this.blockSlot = blockSlot;
        this.redirects = redirects;
        int next = blockSlot + 1;
        this.residentFrameTypes = new Object[redirects.size()];
        int index = 0;
        for (Redirect redirect : sorted(redirects)) {
            residentSlots.put(redirect.fieldName(), next);
            residentFrameTypes[index++] = frameType(redirect.slotSort());
            next += isWide(redirect.slotSort()) ? 2 : 1;
        }
        this.addedSlots = next - blockSlot;
    }

    /** A fixed order keeps the output deterministic whatever the map's iteration order. */
    private static List<Redirect> sorted(Map<String, Redirect> redirects) {
        List<Redirect> list = new ArrayList<>(redirects.values());
        list.sort(Comparator.comparing(Redirect::fieldName));
        return list;
    }

    private int shift(int slot) {
        return slot >= blockSlot ? slot + addedSlots : slot;
    }

    @Override
    public void visitCode() {
        super.visitCode();
        for (Redirect redirect : sorted(redirects)) {
            char sort = redirect.slotSort();
            loadSlotArray(sort, redirect.slot());
            super.visitInsn(arrayLoad(sort));
            super.visitVarInsn(Type.getType(String.valueOf(sort)).getOpcode(Opcodes.ISTORE),
                    residentSlots.get(redirect.fieldName()));
        }
    }

    @Override
    public void visitInsn(int opcode) {
        if (opcode == Opcodes.RETURN) {
            for (Redirect redirect : sorted(redirects)) {
                char sort = redirect.slotSort();
                loadSlotArray(sort, redirect.slot());
                super.visitVarInsn(Type.getType(String.valueOf(sort)).getOpcode(Opcodes.ILOAD),
                        residentSlots.get(redirect.fieldName()));
                super.visitInsn(arrayStore(sort));
            }
        }
        super.visitInsn(opcode);
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
        int added = 1 + residentFrameTypes.length;
        Object[] locals = new Object[numLocal + padding + added];
        System.arraycopy(local, 0, locals, 0, entry);
        Arrays.fill(locals, entry, entry + padding, Opcodes.TOP);
        locals[entry + padding] = Bytecode.BLOCK;
        System.arraycopy(residentFrameTypes, 0, locals, entry + padding + 1, residentFrameTypes.length);
        System.arraycopy(local, entry, locals, entry + padding + added, numLocal - entry);
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
        Type type = Type.getType(String.valueOf(redirect.slotSort()));
        int resident = residentSlots.get(name);
        switch (opcode) {
            case Opcodes.GETFIELD:
                super.visitInsn(Opcodes.POP); // the receiver
                super.visitVarInsn(type.getOpcode(Opcodes.ILOAD), resident);
                break;
            case Opcodes.GETSTATIC:
                super.visitVarInsn(type.getOpcode(Opcodes.ILOAD), resident);
                break;
            case Opcodes.PUTFIELD:
                narrow(descriptor);
                if (type.getSize() == 2) { // [receiver, value] -> [value]
                    super.visitInsn(Opcodes.DUP2_X1);
                    super.visitInsn(Opcodes.POP2);
                    super.visitInsn(Opcodes.POP);
                } else {
                    super.visitInsn(Opcodes.SWAP);
                    super.visitInsn(Opcodes.POP);
                }
                super.visitVarInsn(type.getOpcode(Opcodes.ISTORE), resident);
                break;
            default: // PUTSTATIC
                narrow(descriptor);
                super.visitVarInsn(type.getOpcode(Opcodes.ISTORE), resident);
                break;
        }
    }

    private static boolean isWide(char sort) {
        return sort == 'J' || sort == 'D';
    }

    private static Object frameType(char sort) {
        switch (sort) {
            case 'J':
                return Opcodes.LONG;
            case 'F':
                return Opcodes.FLOAT;
            case 'D':
                return Opcodes.DOUBLE;
            default:
                return Opcodes.INTEGER;
        }
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
        super.visitMaxs(maxStack + 4, maxLocals + addedSlots);
    }
}
