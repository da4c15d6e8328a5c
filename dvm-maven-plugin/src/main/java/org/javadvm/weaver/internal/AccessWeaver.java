package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Reports a method's accesses to the debugger (dyn and debug modes): inserts a call of
 * {@code org.javadvm.debug.internal.Hook} before every array element access and checked field access,
 * after every array allocation, and routes {@code System.arraycopy} and {@code Arrays.fill} through the
 * hook. Each call gets its site number as {@code $dvm$sites + n}, {@code n} numbered in {@link SiteTable}.
 *
 * <p>Inserted code is straight-line and uses no locals (values are copied with stack instructions), so
 * frames stay valid. In a construct body it must run before {@link BodyWriter}: it sees the declared
 * private fields' instructions before they become locals and reports them as private accesses, and so the
 * scalar reduction variables' as reduction accesses.
 *
 * <p>A constructor may assign its own fields before it calls {@code super(...)} or {@code this(...)} (javac's
 * synthetic {@code this$0}, and since Java 25 any field, JEP 513). The receiver is then still
 * {@code uninitializedThis}, which the verifier lets no method receive; such writes get their site where
 * they are and are reported right after the constructor call, with {@code this} as receiver. The call is
 * told from the constructor calls of objects created in the prologue by counting {@code NEW}s.
 *
 * <p>In a construct body each exception handler's entry calls {@code handlerEntered} (site kind {@code EH}) before
 * the handler's first instruction, after its label and frame, the exception left on the stack: the checker then
 * knows that an update the body had begun was cut short and that the body goes on.
 *
 * <p>Call order: ASM's {@code MethodVisitor} order; {@link #visitLineNumber} sets the line of the sites
 * that follow.
 */
final class AccessWeaver extends MethodVisitor {
    static final String HOOK = "org/javadvm/debug/internal/Hook";
    static final String SITES_FIELD = "$dvm$sites";

    private final String owner;
    private final String method;
    private final SiteTable sites;
    private final FieldPolicy fields;
    /** Declared private fields of the construct whose body this is; empty elsewhere. */
    private final Set<String> privates;
    /** Scalar reduction variables of the construct whose body this is; empty elsewhere. */
    private final Set<String> reductions;
    /** All fields the body keeps in locals (reductions, locations, privates); empty elsewhere. */
    private final Set<String> redirected;
    private int line;
    /** In a constructor, until its {@code super(...)} or {@code this(...)} call. */
    private boolean beforeThisIsInitialized;
    /** {@code NEW}s of the prologue whose constructor call has not come yet. */
    private int pendingNews;
    /** Field writes of the prologue, reported after the constructor call. */
    private final List<EarlyWrite> earlyWrites = new ArrayList<>();
    /** Fields some construct keeps in block slots: outside its body their accesses are reported as bound. */
    private final BoundFields bound;
    /** Whether this is a construct's body, whose exception handlers report their entry. */
    private final boolean constructBody;
    /** The handler labels of the body's try blocks (visited before the labels themselves). */
    private final Set<Label> handlers = new HashSet<>();
    /** A handler's label was visited and its first instruction not yet: the entry is reported before it. */
    private boolean handlerEntry;

    AccessWeaver(MethodVisitor next, String owner, String method, SiteTable sites, FieldPolicy fields,
                 Set<String> privates, Set<String> redirected, BoundFields bound) {
        this(next, owner, method, sites, fields, privates, Set.of(), redirected, bound, false);
    }

    /** A construct's body: @param reductions the construct's scalar reduction variables (not locations), reported as such */
    AccessWeaver(MethodVisitor next, String owner, String method, SiteTable sites, FieldPolicy fields,
                 Set<String> privates, Set<String> reductions, Set<String> redirected, BoundFields bound) {
        this(next, owner, method, sites, fields, privates, reductions, redirected, bound, true);
    }

    private AccessWeaver(MethodVisitor next, String owner, String method, SiteTable sites, FieldPolicy fields,
                         Set<String> privates, Set<String> reductions, Set<String> redirected, BoundFields bound,
                         boolean constructBody) {
        super(Opcodes.ASM9, next);
        this.constructBody = constructBody;
        this.reductions = reductions;
        this.bound = bound;
        this.redirected = redirected;
        this.owner = owner;
        this.method = method;
        this.sites = sites;
        this.fields = fields;
        this.privates = privates;
        this.beforeThisIsInitialized = method.equals("<init>");
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        this.line = line;
        super.visitLineNumber(line, start);
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        if (constructBody) {
            handlers.add(handler);
        }
        super.visitTryCatchBlock(start, end, handler, type);
    }

    @Override
    public void visitLabel(Label label) {
        super.visitLabel(label);
        if (handlers.contains(label)) {
            handlerEntry = true;
        }
    }

    /** Before a handler's first instruction (its frame already written): {@code site; handlerEntered}. */
    private void reportHandlerEntry() {
        if (handlerEntry) {
            handlerEntry = false;
            call("EH", "", "handlerEntered", "(I)V");
        }
    }

    @Override
    public void visitVarInsn(int opcode, int varIndex) {
        reportHandlerEntry();
        super.visitVarInsn(opcode, varIndex);
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        reportHandlerEntry();
        super.visitJumpInsn(opcode, label);
    }

    @Override
    public void visitLdcInsn(Object value) {
        reportHandlerEntry();
        super.visitLdcInsn(value);
    }

    @Override
    public void visitIincInsn(int varIndex, int increment) {
        reportHandlerEntry();
        super.visitIincInsn(varIndex, increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
        reportHandlerEntry();
        super.visitTableSwitchInsn(min, max, dflt, labels);
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
        reportHandlerEntry();
        super.visitLookupSwitchInsn(dflt, keys, labels);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, net.bytebuddy.jar.asm.Handle bootstrap,
                                       Object... arguments) {
        reportHandlerEntry();
        super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
    }

    @Override
    public void visitInsn(int opcode) {
        reportHandlerEntry();
        switch (opcode) {
            case Opcodes.IALOAD: case Opcodes.LALOAD: case Opcodes.FALOAD: case Opcodes.DALOAD:
            case Opcodes.AALOAD: case Opcodes.BALOAD: case Opcodes.CALOAD: case Opcodes.SALOAD:
                super.visitInsn(Opcodes.DUP2);
                call("R", "", "read", "(Ljava/lang/Object;II)V");
                break;
            case Opcodes.LASTORE: case Opcodes.DASTORE:
                // [array, index, value2] -> [array, index, value2, array, index]
                super.visitInsn(Opcodes.DUP2_X2);
                super.visitInsn(Opcodes.POP2);
                super.visitInsn(Opcodes.DUP2_X2);
                call("W", "", "write", "(Ljava/lang/Object;II)V");
                break;
            case Opcodes.IASTORE: case Opcodes.FASTORE: case Opcodes.AASTORE: case Opcodes.BASTORE:
            case Opcodes.CASTORE: case Opcodes.SASTORE:
                // [array, index, value] -> [array, index, value, array, index]
                super.visitInsn(Opcodes.DUP_X2);
                super.visitInsn(Opcodes.POP);
                super.visitInsn(Opcodes.DUP2_X1);
                call("W", "", "write", "(Ljava/lang/Object;II)V");
                break;
            default:
                break;
        }
        super.visitInsn(opcode);
    }

    @Override
    public void visitFieldInsn(int opcode, String fieldOwner, String name, String descriptor) {
        reportHandlerEntry();
        boolean isStatic = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
        boolean read = opcode == Opcodes.GETFIELD || opcode == Opcodes.GETSTATIC;
        if (fieldOwner.equals(owner) && redirected.contains(name)) {
            String hook = privates.contains(name) ? (read ? "privateRead" : "privateWrite")
                    : reductions.contains(name) ? (read ? "reductionRead" : "reductionWrite") : null;
            reportRedirected(opcode, name, descriptor, read, hook);
            return;
        }
        String declaring = name.equals(SITES_FIELD) ? null : fields.declaringClass(fieldOwner, name);
        if (declaring == null) {
            super.visitFieldInsn(opcode, fieldOwner, name, descriptor);
            return;
        }
        String detail = declaring + '.' + name + ':' + descriptor;
        if (opcode == Opcodes.PUTFIELD && beforeThisIsInitialized) {
            int site = sites.add("PF", line, method, detail);
            earlyWrites.add(new EarlyWrite(fieldOwner, name, descriptor, site));
            super.visitFieldInsn(opcode, fieldOwner, name, descriptor);
            return;
        }
        boolean reference = descriptor.startsWith("L") || descriptor.startsWith("[");
        boolean wide = descriptor.equals("J") || descriptor.equals("D");
        boolean boundField = (isStatic || !method.equals("<init>")) && bound.keyOf(fieldOwner, name, descriptor) != null;
        if (boundField) {
            reportBound(opcode, detail, wide);
            super.visitFieldInsn(opcode, fieldOwner, name, descriptor);
            return;
        }
        switch (opcode) {
            case Opcodes.GETFIELD:
                super.visitInsn(Opcodes.DUP);
                call("GF", detail, "getField", "(Ljava/lang/Object;I)V");
                break;
            case Opcodes.GETSTATIC:
                call("GS", detail, "getStatic", "(I)V");
                break;
            case Opcodes.PUTSTATIC:
                if (reference) {
                    super.visitInsn(Opcodes.DUP);
                    call("PS", detail, "putRefStatic", "(Ljava/lang/Object;I)V");
                } else {
                    call("PS", detail, "putStatic", "(I)V");
                }
                break;
            default: // PUTFIELD: [receiver, value]
                if (reference) {
                    super.visitInsn(Opcodes.DUP2);
                    call("PF", detail, "putRefField", "(Ljava/lang/Object;Ljava/lang/Object;I)V");
                } else if (wide) {
                    super.visitInsn(Opcodes.DUP2_X1); // [value, receiver, value]
                    super.visitInsn(Opcodes.POP2); // [value, receiver]
                    super.visitInsn(Opcodes.DUP_X2); // [receiver, value, receiver]
                    call("PF", detail, "putField", "(Ljava/lang/Object;I)V");
                } else {
                    super.visitInsn(Opcodes.DUP2); // [receiver, value, receiver, value]
                    super.visitInsn(Opcodes.POP);
                    call("PF", detail, "putField", "(Ljava/lang/Object;I)V");
                }
                break;
        }
        super.visitFieldInsn(opcode, fieldOwner, name, descriptor);
    }

    /**
     * A private or reduction field of the construct whose body this is, which the body writer makes a local
     * ({@code hook} null: a location, not reported). A primitive value goes with the event, so that a trace
     * records it (the field itself is not what the body reads or writes): read, the hook follows the load and
     * gets a copy of the value loaded; written, it comes before the store with a copy of the value stored. A
     * reference field's event carries no value.
     */
    private void reportRedirected(int opcode, String name, String descriptor, boolean read, String hook) {
        String detail = owner + '.' + name + ':' + descriptor;
        String kind = read ? "PR" : "PW";
        char sort = descriptor.charAt(0);
        if (hook == null || sort == 'L' || sort == '[') {
            if (hook != null) {
                call(kind, detail, hook, "(I)V");
            }
            super.visitFieldInsn(opcode, owner, name, descriptor);
            return;
        }
        String valued = "(" + (sort == 'J' || sort == 'F' || sort == 'D' ? sort : 'I') + "I)V";
        int dup = sort == 'J' || sort == 'D' ? Opcodes.DUP2 : Opcodes.DUP;
        if (read) {
            super.visitFieldInsn(opcode, owner, name, descriptor); // the body writer makes it a local
            super.visitInsn(dup);
            call(kind, detail, hook, valued);
        } else {
            super.visitInsn(dup);
            call(kind, detail, hook, valued);
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }
    }

    /**
     * An access {@link BoundFieldWeaver} routes to a construct's copy while one binds the field: the checker
     * decides whether it reached the copy of a running construct or the field.
     */
    private void reportBound(int opcode, String detail, boolean wide) {
        switch (opcode) {
            case Opcodes.GETFIELD:
                super.visitInsn(Opcodes.DUP);
                call("GF", detail, "boundRead", "(Ljava/lang/Object;I)V");
                break;
            case Opcodes.GETSTATIC:
                super.visitInsn(Opcodes.ACONST_NULL);
                call("GS", detail, "boundRead", "(Ljava/lang/Object;I)V");
                break;
            case Opcodes.PUTSTATIC:
                super.visitInsn(Opcodes.ACONST_NULL);
                call("PS", detail, "boundWrite", "(Ljava/lang/Object;I)V");
                break;
            default: // PUTFIELD of a primitive: [receiver, value]
                if (wide) {
                    super.visitInsn(Opcodes.DUP2_X1);
                    super.visitInsn(Opcodes.POP2);
                    super.visitInsn(Opcodes.DUP_X2);
                } else {
                    super.visitInsn(Opcodes.DUP2);
                    super.visitInsn(Opcodes.POP);
                }
                call("PF", detail, "boundWrite", "(Ljava/lang/Object;I)V");
                break;
        }
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        reportHandlerEntry();
        super.visitIntInsn(opcode, operand);
        if (opcode == Opcodes.NEWARRAY) {
            allocated("[" + primitiveDescriptor(operand));
        }
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        reportHandlerEntry();
        super.visitTypeInsn(opcode, type);
        if (opcode == Opcodes.NEW && beforeThisIsInitialized) {
            pendingNews++;
        }
        if (opcode == Opcodes.ANEWARRAY) {
            allocated("[" + (type.startsWith("[") ? type : "L" + type + ";"));
        }
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
        reportHandlerEntry();
        super.visitMultiANewArrayInsn(descriptor, numDimensions);
        allocated(descriptor);
    }

    @Override
    public void visitMethodInsn(int opcode, String methodOwner, String name, String descriptor, boolean isInterface) {
        reportHandlerEntry();
        if (opcode == Opcodes.INVOKESTATIC && methodOwner.equals("java/lang/System") && name.equals("arraycopy")) {
            call("AC", "", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;III)V");
            return;
        }
        if (opcode == Opcodes.INVOKESTATIC && methodOwner.equals("java/util/Arrays") && name.equals("fill")) {
            call("FL", "", "fill", withSite(descriptor));
            return;
        }
        super.visitMethodInsn(opcode, methodOwner, name, descriptor, isInterface);
        if (beforeThisIsInitialized && opcode == Opcodes.INVOKESPECIAL && name.equals("<init>")) {
            if (pendingNews > 0) {
                pendingNews--;
            } else {
                beforeThisIsInitialized = false;
                reportEarlyWrites();
            }
        }
    }

    /** {@code this} is initialized now: each prologue write as {@code putField(this)} or {@code putRefField(this, f)}. */
    private void reportEarlyWrites() {
        for (EarlyWrite write : earlyWrites) {
            super.visitVarInsn(Opcodes.ALOAD, 0);
            boolean reference = write.descriptor().startsWith("L") || write.descriptor().startsWith("[");
            if (reference) {
                super.visitVarInsn(Opcodes.ALOAD, 0);
                super.visitFieldInsn(Opcodes.GETFIELD, write.owner(), write.name(), write.descriptor());
            }
            pushSite(write.site());
            super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOK, reference ? "putRefField" : "putField",
                    reference ? "(Ljava/lang/Object;Ljava/lang/Object;I)V" : "(Ljava/lang/Object;I)V", false);
        }
        earlyWrites.clear();
    }

    private void allocated(String descriptor) {
        super.visitInsn(Opcodes.DUP);
        call("NA", descriptor, "allocated", "(Ljava/lang/Object;I)V");
    }

    /** Pushes {@code $dvm$sites + n} for a new site and calls the hook. */
    private void call(String kind, String detail, String hook, String hookDescriptor) {
        pushSite(sites.add(kind, line, method, detail));
        super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOK, hook, hookDescriptor, false);
    }

    private void pushSite(int site) {
        super.visitFieldInsn(Opcodes.GETSTATIC, owner, SITES_FIELD, "I");
        Bytecode.pushInt(this.mv, site);
        super.visitInsn(Opcodes.IADD);
    }

    /** {@code (args)V} becomes {@code (args I)V}. */
    private static String withSite(String descriptor) {
        int close = descriptor.indexOf(')');
        return descriptor.substring(0, close) + "I" + descriptor.substring(close);
    }

    private static char primitiveDescriptor(int operand) {
        switch (operand) {
            case Opcodes.T_BOOLEAN: return 'Z';
            case Opcodes.T_CHAR: return 'C';
            case Opcodes.T_FLOAT: return 'F';
            case Opcodes.T_DOUBLE: return 'D';
            case Opcodes.T_BYTE: return 'B';
            case Opcodes.T_SHORT: return 'S';
            case Opcodes.T_INT: return 'I';
            default: return 'J';
        }
    }

    /** A checked field written in a constructor's prologue, and its site. */
    private record EarlyWrite(String owner, String name, String descriptor, int site) {
    }
}
