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
 * <p>Code the body calls reaches the same fields through the block ({@link BoundFieldWeaver}, the run-time's
 * {@code Bound}): before a call that may run woven code the locals are stored into their slots, and loaded
 * again after it returns. Calls that cannot reach the program's code keep the values in registers: static
 * and constructor calls of JDK classes taking only primitives, strings and primitive arrays (such as
 * {@code Math}), and the run-time's own hooks.
 *
 * <p>When the body ends by an exception the block still receives the fields' values, so the run-time can
 * combine what each processor accumulated: a handler covering the whole body (after the program's own
 * handlers) stores the locals and rethrows; an exception out of a call goes to a handler that rethrows at
 * once, since the callee's changes are in the block and the locals are stale. Within the program's own
 * try ranges the block is kept current (the locals are stored on entry to a range and with every write
 * in it) and each of its handlers loads them back, so a caught exception loses nothing either.
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
    /** Around the whole body after the prologue, to its handler storing the locals; set on the first instruction. */
    private Label bodyStart;
    private Label bodyEnd;
    /** Start and end of each call that may change the fields through the block. */
    private final List<Label[]> calls = new ArrayList<>();
    /** The program's try ranges: how many start and end at a label, and its handlers. */
    private final Map<Label, Integer> rangeStarts = new java.util.HashMap<>();
    private final Map<Label, Integer> rangeEnds = new java.util.HashMap<>();
    private final java.util.Set<Label> handlers = new java.util.HashSet<>();
    private int openRanges;
    /** A handler or a range start was passed: load or store the fields before the next instruction. */
    private boolean reloadOnEntry;
    private final Map<String, LocationTies.Positions> ties;
    /** Per location reduction variable, the writes of it seen so far. */
    private final Map<String, Integer> writesSeen = new java.util.HashMap<>();
    private boolean syncOnEntry;

    /**
     * @param blockSlot the first local slot after the original parameters (including {@code this})
     */
    BodyWriter(MethodVisitor body, String owner, int blockSlot, Map<String, Redirect> redirects) {
        this(body, owner, blockSlot, redirects, Map.of());
    }

    /**
     * @param ties by location reduction variable, the iteration each write of it records in the block
     *             ({@link LocationTies})
     */
    BodyWriter(MethodVisitor body, String owner, int blockSlot, Map<String, Redirect> redirects,
               Map<String, LocationTies.Positions> ties) {
        super(Opcodes.ASM9, body);
        this.owner = owner;
        this.blockSlot = blockSlot;
        this.redirects = redirects;
        this.ties = ties;
        int next = blockSlot + 1;
        this.residentFrameTypes = new Object[redirects.size()];
        int index = 0;
        for (Redirect redirect : sorted(redirects)) {
            residentSlots.put(redirect.fieldName(), next);
            residentFrameTypes[index++] = Bytecode.frameType(localType(redirect));
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
        if (redirects.isEmpty()) {
            prologue();
        }
    }

    /** Loads the locals; with fields, waits for the first instruction, after the program's handlers. */
    private void prologue() {
        if (bodyStart != null) {
            return;
        }
        bodyStart = new Label();
        loadLocals();
        super.visitLabel(bodyStart);
    }

    private void loadLocals() {
        for (Redirect redirect : sorted(redirects)) {
            char sort = redirect.slotSort();
            loadSlotArray(sort, redirect.slot());
            super.visitInsn(arrayLoad(sort));
            if (sort == 'A') {
                super.visitTypeInsn(Opcodes.CHECKCAST, redirect.fieldDescriptor());
            }
            super.visitVarInsn(localType(redirect).getOpcode(Opcodes.ISTORE),
                    residentSlots.get(redirect.fieldName()));
        }
    }

    private void storeLocals() {
        for (Redirect redirect : sorted(redirects)) {
            char sort = redirect.slotSort();
            loadSlotArray(sort, redirect.slot());
            super.visitVarInsn(localType(redirect).getOpcode(Opcodes.ILOAD),
                    residentSlots.get(redirect.fieldName()));
            super.visitInsn(arrayStore(sort));
        }
    }

    @Override
    public void visitLabel(Label label) {
        prologue();
        super.visitLabel(label);
        if (!redirects.isEmpty()) {
            Integer starts = rangeStarts.get(label);
            Integer ends = rangeEnds.get(label);
            openRanges += (starts == null ? 0 : starts) - (ends == null ? 0 : ends);
            syncOnEntry |= starts != null;
            reloadOnEntry |= handlers.contains(label);
        }
    }

    /**
     * The program's own handlers: while one of their ranges is open the block always holds the fields'
     * values (stored on entry to the range and with every write), so a handler can load them back whether
     * the exception came from the body or from a callee that changed them.
     */
    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        if (!redirects.isEmpty()) {
            rangeStarts.merge(start, 1, Integer::sum);
            rangeEnds.merge(end, 1, Integer::sum);
            handlers.add(handler);
        }
        super.visitTryCatchBlock(start, end, handler, type);
    }

    /** Before each instruction: the prologue, and at a handler or range start (after its frame) the syncing. */
    private void beforeInstruction() {
        prologue();
        if (reloadOnEntry) {
            reloadOnEntry = false;
            loadLocals();
        }
        if (syncOnEntry) {
            syncOnEntry = false;
            storeLocals();
        }
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        prologue(); // not yet the pending syncing: a frame may follow
        super.visitLineNumber(line, start);
    }

    @Override
    public void visitInsn(int opcode) {
        beforeInstruction();
        if (opcode == Opcodes.RETURN) {
            storeLocals();
        }
        super.visitInsn(opcode);
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        beforeInstruction();
        super.visitIntInsn(opcode, operand);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        beforeInstruction();
        super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        beforeInstruction();
        super.visitJumpInsn(opcode, label);
    }

    @Override
    public void visitLdcInsn(Object value) {
        beforeInstruction();
        super.visitLdcInsn(value);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
        beforeInstruction();
        super.visitTableSwitchInsn(min, max, dflt, labels);
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
        beforeInstruction();
        super.visitLookupSwitchInsn(dflt, keys, labels);
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
        beforeInstruction();
        super.visitMultiANewArrayInsn(descriptor, numDimensions);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        beforeInstruction();
        if (redirects.isEmpty() || !mayReachProgram(opcode, owner, descriptor)) {
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            return;
        }
        call(() -> super.visitMethodInsn(opcode, owner, name, descriptor, isInterface));
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, net.bytebuddy.jar.asm.Handle bootstrap,
                                       Object... arguments) {
        beforeInstruction();
        if (redirects.isEmpty() || bootstrap.getOwner().equals("java/lang/invoke/LambdaMetafactory")) {
            super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments); // creates a lambda, runs none
            return;
        }
        call(() -> super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments));
    }

    /** Stores the locals, makes the call, loads them back; the call is covered by the rethrowing handler. */
    private void call(Runnable invoke) {
        storeLocals();
        Label start = new Label();
        Label end = new Label();
        super.visitLabel(start);
        invoke.run();
        super.visitLabel(end);
        calls.add(new Label[] {start, end});
        loadLocals();
    }

    /**
     * Whether a call may run the program's code: all but static and constructor calls of JDK classes whose
     * arguments cannot carry the program's objects, and the run-time's own calls.
     */
    static boolean mayReachProgram(int opcode, String owner, String descriptor) {
        if (owner.startsWith("org/javadvm/internal/") || owner.equals(AccessWeaver.HOOK)) {
            return false;
        }
        boolean jdk = owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/");
        if (!jdk || (opcode != Opcodes.INVOKESTATIC && opcode != Opcodes.INVOKESPECIAL)) {
            return true;
        }
        for (Type argument : Type.getArgumentTypes(descriptor)) {
            boolean inert = argument.getSort() <= Type.DOUBLE
                    || (argument.getSort() == Type.ARRAY && argument.getElementType().getSort() <= Type.DOUBLE)
                    || argument.getDescriptor().equals("Ljava/lang/String;");
            if (!inert) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void visitVarInsn(int opcode, int slot) {
        beforeInstruction();
        super.visitVarInsn(opcode, shift(slot));
    }

    @Override
    public void visitIincInsn(int slot, int increment) {
        beforeInstruction();
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
        prologue();
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
        beforeInstruction();
        Redirect redirect = fieldOwner.equals(owner) ? redirects.get(name) : null;
        boolean staticAccess = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
        if (redirect == null || !redirect.fieldDescriptor().equals(descriptor) || redirect.isStatic() != staticAccess) {
            super.visitFieldInsn(opcode, fieldOwner, name, descriptor);
            return;
        }
        Type type = localType(redirect);
        int resident = residentSlots.get(name);
        if (redirect.slotSort() == 'A' && (opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC)) {
            replaceArray(opcode, redirect, resident);
            return;
        }
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
        if (openRanges > 0 && (opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC)) {
            char sort = redirect.slotSort();
            loadSlotArray(sort, redirect.slot());
            super.visitVarInsn(type.getOpcode(Opcodes.ILOAD), resident);
            super.visitInsn(arrayStore(sort));
        }
        LocationTies.Positions positions = ties.get(name);
        if (positions != null && (opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC)) {
            recordPosition(name, positions);
        }
    }

    /** The iteration this write of a location reduction's variable happens in, into the block's position slots. */
    private void recordPosition(String name, LocationTies.Positions positions) {
        int write = writesSeen.merge(name, 1, Integer::sum) - 1;
        if (write >= positions.writes().size()) {
            throw new IllegalStateException("the body of " + owner + " writes " + name + " more often than its check read");
        }
        LocationTies.Level[] levels = positions.writes().get(write);
        for (int level = 0; level < levels.length; level++) {
            loadSlotArray('I', positions.slot() + level);
            if (levels[level].variable() < 0) {
                Bytecode.pushInt(mv, levels[level].constant());
            } else {
                super.visitVarInsn(Opcodes.ILOAD, shift(levels[level].variable()));
                if (levels[level].descending()) {
                    super.visitInsn(Opcodes.INEG);
                }
            }
            super.visitInsn(Opcodes.IASTORE);
        }
    }

    /** The type of the local holding the field: its slot sort's, the field's own array type for a reduction array. */
    private static Type localType(Redirect redirect) {
        return redirect.slotSort() == 'A' ? Type.getType(redirect.fieldDescriptor())
                : Type.getType(String.valueOf(redirect.slotSort()));
    }

    /**
     * An assignment to a reduction array in its own body: the run-time's {@code Bound.putA} refuses it with a
     * message naming the field (the construct binds it while the body runs).
     */
    private void replaceArray(int opcode, Redirect redirect, int resident) {
        String key = owner + '.' + redirect.fieldName();
        if (opcode == Opcodes.PUTFIELD) { // [self, value] -> putA(self, value, null, key)
            super.visitInsn(Opcodes.ACONST_NULL);
            super.visitLdcInsn(key);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, BoundFieldWeaver.FACADE, "putA",
                    "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;", false);
        } else {
            super.visitInsn(Opcodes.ACONST_NULL);
            super.visitLdcInsn(key);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, BoundFieldWeaver.FACADE, "putStaticA",
                    "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;", false);
        }
        super.visitTypeInsn(Opcodes.CHECKCAST, redirect.fieldDescriptor());
        super.visitVarInsn(Opcodes.ASTORE, resident);
    }

    private static boolean isWide(char sort) {
        return sort == 'J' || sort == 'D';
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
        super.visitFieldInsn(Opcodes.GETFIELD, Bytecode.BLOCK, Bytecode.slotArray(sort), Bytecode.slotArrayDescriptor(sort));
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
            case 'A':
                return Opcodes.AALOAD;
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
            case 'A':
                return Opcodes.AASTORE;
            default:
                return Opcodes.IASTORE;
        }
    }

    /**
     * After all code (which cannot fall through its end): the handlers, listed after the program's own so
     * that those still catch first. They are outside every range, so their rethrow leaves the body.
     */
    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        if (!redirects.isEmpty() && bodyStart != null) {
            bodyEnd = new Label();
            super.visitLabel(bodyEnd);
            Object[] throwable = {"java/lang/Throwable"};
            if (!calls.isEmpty()) {
                Label rethrow = new Label();
                for (Label[] call : calls) {
                    super.visitTryCatchBlock(call[0], call[1], rethrow, null);
                }
                super.visitLabel(rethrow);
                super.visitFrame(Opcodes.F_NEW, 0, new Object[0], 1, throwable);
                super.visitInsn(Opcodes.ATHROW);
            }
            Label store = new Label();
            super.visitTryCatchBlock(bodyStart, bodyEnd, store, null);
            super.visitLabel(store);
            Object[] locals = new Object[blockSlot + 1 + residentFrameTypes.length];
            Arrays.fill(locals, 0, blockSlot, Opcodes.TOP);
            locals[blockSlot] = Bytecode.BLOCK;
            System.arraycopy(residentFrameTypes, 0, locals, blockSlot + 1, residentFrameTypes.length);
            super.visitFrame(Opcodes.F_NEW, locals.length, locals, 1, throwable);
            storeLocals();
            super.visitInsn(Opcodes.ATHROW);
        }
        super.visitMaxs(maxStack + 4, maxLocals + addedSlots);
    }
}
