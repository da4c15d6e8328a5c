package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.Attribute;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.jar.asm.TypePath;

/**
 * Rewrites each construct method {@code m} of one class into three methods:
 * <ul>
 * <li>{@code m} itself, same signature and annotations, becomes the dispatcher: it hands the run-time
 * ({@code Woven.loop}) the construct's spec, the receiver, a {@code LoopBody} lambda and the bounds;</li>
 * <li>{@code m$dvm$body(..., Block)}: the original code, see {@link BodyWriter};</li>
 * <li>{@code m$dvm$entry(self, extras..., Block)}: the static lambda target that reads the block's bounds
 * and calls the body.</li>
 * </ul>
 * In dyn and debug the original code is written twice: {@code m$dvm$body} reports every access, and
 * {@code m$dvm$plain} (with its entry {@code m$dvm$plainEntry}) is the release body; the dispatcher passes
 * both, and the run-time runs the plain one for unchecked iterations and when nothing is checked.
 * In release, the original code is also written unchanged as {@code m$dvm$sequential}, same descriptor, unless a
 * reduction names a group: the dispatcher calls it instead of the run-time when the run-time says constructs run as
 * written ({@code Woven.sequential()}: one processor, and no construct keeps fields in block slots, so that the
 * code's field accesses need no redirection).
 * The class gets the {@code @WovenClass} marker. All added code is straight-line but for the dispatcher's branch to
 * the run-time, whose frame (the method's entry) the dispatcher writes.
 * For dyn and debug, every method (the original code of constructs included) also goes through an
 * {@link AccessWeaver} and, last before the writer, a {@link LoopWeaver} (not the plain bodies), and the class
 * registers its site table from its static initializer.
 *
 * <p>Call order: ASM's {@code ClassVisitor} order; methods of constructs are split as they are visited,
 * entries and the marker are added in {@link #visitEnd()}.
 */
final class ConstructWeaver extends ClassVisitor {
    private static final Handle LAMBDA_METAFACTORY = new Handle(Opcodes.H_INVOKESTATIC,
            "java/lang/invoke/LambdaMetafactory", "metafactory",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
                    + "Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)"
                    + "Ljava/lang/invoke/CallSite;", false);
    private static final Type RUN_TYPE = Type.getMethodType("(" + Bytecode.BLOCK_DESCRIPTOR + ")V");
    static final String REGISTER_METHOD = "$dvm$register";

    private final Map<String, Construct> constructs;
    /** {@code @Redistribute} methods' specs by name + descriptor: each method starts with {@code Woven.redistribute}. */
    private final Map<String, String> redistributions;
    private final String mode;
    private final String version;
    /** The sites of access reporting (dyn, debug); {@code null} in release. */
    private final SiteTable sites;
    private final FieldPolicy fields;
    private final BoundFields bound;
    private final List<Construct> visited = new ArrayList<>();
    /**
     * Per construct, the first line of its original code: the dispatcher and the entries, code of the weaver's own,
     * carry it, so that a stack trace through them names the construct's line instead of none.
     */
    private final Map<Construct, Integer> firstLines = new java.util.HashMap<>();
    private String owner;
    private boolean isInterface;
    private String sourceFile;
    private boolean hasStaticInitializer;

    /**
     * @param constructs by method name + descriptor
     * @param redistributions the specs of the {@code @Redistribute} methods by method name + descriptor
     * @param fields the checked fields when every access is reported (dyn, debug); {@code null} in release
     * @param bound the fields constructs of the directory keep in block slots, reached through the run-time's
     *              facade from any method of the class other than the construct's own body
     */
    ConstructWeaver(ClassVisitor next, Map<String, Construct> constructs, Map<String, String> redistributions,
                    String mode, String version, FieldPolicy fields, BoundFields bound) {
        super(Opcodes.ASM9, next);
        this.redistributions = redistributions;
        this.bound = bound;
        this.constructs = constructs;
        this.mode = mode;
        this.version = version;
        this.fields = fields;
        this.sites = fields == null ? null : new SiteTable();
    }

    /** The constructs rewritten so far: all of the class's once its end was visited. */
    int constructsWoven() {
        return visited.size();
    }

    @Override
    public void visit(int classVersion, int access, String name, String signature, String superName,
                      String[] interfaces) {
        owner = name;
        isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
        super.visit(classVersion, access, name, signature, superName, interfaces);
    }

    @Override
    public void visitSource(String source, String debug) {
        sourceFile = source;
        super.visitSource(source, debug);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                     String[] exceptions) {
        MethodVisitor method = weaving(access, name, descriptor, signature, exceptions);
        return method == null ? null : new WideJumps(method); // the readers below know javac's short jumps only
    }

    private MethodVisitor weaving(int access, String name, String descriptor, String signature, String[] exceptions) {
        Construct construct = constructs.get(name + descriptor);
        if (construct == null) {
            MethodVisitor written = super.visitMethod(access, name, descriptor, signature, exceptions);
            String redistribution = redistributions.get(name + descriptor);
            if (redistribution != null && written != null) {
                written = new RedistributionEntry(written, owner, (access & Opcodes.ACC_STATIC) != 0, redistribution);
            }
            if (sites != null && written != null) {
                written = new LoopWeaver(written, owner, name, sites, null);
            }
            MethodVisitor method = boundFields(written, name);
            if (sites == null) {
                return method;
            }
            if (name.equals("<clinit>")) {
                hasStaticInitializer = true;
                method = new RegisteringInitializer(method);
            }
            return new AccessWeaver(method, owner, name, sites, fields, java.util.Set.of(), java.util.Set.of(), bound);
        }
        visited.add(construct);
        MethodVisitor dispatcher = super.visitMethod(access, name, descriptor, signature, exceptions);
        int bodyAccess = (access & (Opcodes.ACC_STATIC | Opcodes.ACC_STRICT)) | Opcodes.ACC_PRIVATE
                | Opcodes.ACC_SYNTHETIC;
        MethodVisitor bodyWritten = super.visitMethod(bodyAccess, construct.bodyName(),
                Bytecode.withBlockParameter(descriptor), null, exceptions);
        int firstBound = construct.isStatic() ? 0 : 1;
        if (sites != null) {
            int bounds = 2 * construct.rank();
            bodyWritten = new LoopWeaver(bodyWritten, owner, name, sites,
                    slot -> slot >= firstBound && slot < firstBound + bounds);
        }
        MethodVisitor body = boundFields(bodyWritten, name);
        int blockSlot = (construct.isStatic() ? 0 : 1) + (Type.getArgumentsAndReturnSizes(descriptor) >> 2) - 1;
        MethodVisitor original = new BodyWriter(body, owner, blockSlot, construct.redirects(), construct.ties());
        if (sites != null) {
            original = new AccessWeaver(original, owner, name, sites, fields, construct.privates(),
                    construct.scalarReductions(),
                    construct.redirects().keySet(), bound);
            MethodVisitor plain = boundFields(super.visitMethod(bodyAccess, construct.plainBodyName(),
                    Bytecode.withBlockParameter(descriptor), null, exceptions), name);
            original = new CodeCopy(original, new BodyWriter(plain, owner, blockSlot, construct.redirects(),
                    construct.ties()));
        } else if (construct.hasSequentialCopy()) {
            original = new CodeCopy(original, super.visitMethod(bodyAccess, construct.sequentialName(), descriptor,
                    signature, exceptions));
        }
        return new Splitter(dispatcher, original, construct);
    }

    /** Bound fields reached through the run-time's facade; the method as it is when nothing is bound. */
    private MethodVisitor boundFields(MethodVisitor method, String name) {
        return bound.isEmpty() || method == null ? method : new BoundFieldWeaver(method, bound, name);
    }

    @Override
    public void visitEnd() {
        for (Construct construct : visited) {
            writeEntry(construct, construct.entryName(), construct.bodyName());
            if (sites != null) {
                writeEntry(construct, construct.plainEntryName(), construct.plainBodyName());
            }
        }
        if (sites != null) {
            writeSiteRegistration();
        }
        AnnotationVisitor marker = super.visitAnnotation(Bytecode.WOVEN_CLASS_DESCRIPTOR, true);
        marker.visit("mode", mode);
        marker.visit("version", version);
        marker.visitEnd();
        super.visitEnd();
    }

    /**
     * The field {@code $dvm$sites}, the method {@code $dvm$register()} that checks that the debugger is on the
     * class path ({@code Woven.requireDebugger}) and registers the complete site table (it is known only now,
     * after every method was visited) and, if the class had none, a static initializer that calls it.
     */
    private void writeSiteRegistration() {
        int fieldAccess = Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC
                | (isInterface ? Opcodes.ACC_PUBLIC : Opcodes.ACC_PRIVATE);
        super.visitField(fieldAccess, AccessWeaver.SITES_FIELD, "I", null, null).visitEnd();
        MethodVisitor register = super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                REGISTER_METHOD, "()I", null, null);
        register.visitCode();
        register.visitLdcInsn(Type.getObjectType(owner));
        register.visitMethodInsn(Opcodes.INVOKESTATIC, Bytecode.WOVEN, "requireDebugger", "(Ljava/lang/Class;)V",
                false);
        register.visitLdcInsn(Type.getObjectType(owner));
        List<String> chunks = sites.chunks(sourceFile, mode);
        register.visitLdcInsn(chunks.get(0));
        for (String chunk : chunks.subList(1, chunks.size())) {
            register.visitLdcInsn(chunk);
            register.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/String", "concat",
                    "(Ljava/lang/String;)Ljava/lang/String;", false);
        }
        register.visitMethodInsn(Opcodes.INVOKESTATIC, AccessWeaver.HOOK, "register",
                "(Ljava/lang/Class;Ljava/lang/String;)I", false);
        register.visitInsn(Opcodes.IRETURN);
        register.visitMaxs(0, 0);
        register.visitEnd();
        if (!hasStaticInitializer) {
            MethodVisitor initializer = new RegisteringInitializer(super.visitMethod(Opcodes.ACC_STATIC, "<clinit>",
                    "()V", null, null));
            initializer.visitCode();
            initializer.visitInsn(Opcodes.RETURN);
            initializer.visitMaxs(0, 0);
            initializer.visitEnd();
        }
    }

    /** Starts the static initializer with {@code $dvm$sites = $dvm$register()}, before any reported access. */
    private final class RegisteringInitializer extends MethodVisitor {
        RegisteringInitializer(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            super.visitMethodInsn(Opcodes.INVOKESTATIC, owner, REGISTER_METHOD, "()I", isInterface);
            super.visitFieldInsn(Opcodes.PUTSTATIC, owner, AccessWeaver.SITES_FIELD, "I");
        }
    }

    /** Parameters after the bounds, passed through the lambda's captured arguments. */
    private static Type[] parameters(Construct construct) {
        return Type.getArgumentTypes(construct.methodDescriptor());
    }

    private String entryDescriptor(Construct construct) {
        Type[] parameters = parameters(construct);
        StringBuilder descriptor = new StringBuilder("(");
        if (!construct.isStatic()) {
            descriptor.append('L').append(owner).append(';');
        }
        for (int p = 2 * construct.rank(); p < parameters.length; p++) {
            descriptor.append(parameters[p].getDescriptor());
        }
        return descriptor.append(')').toString();
    }

    /**
     * {@code m}: spec, owner, receiver, lambda (dyn, debug: checked and plain), bounds -> {@code Woven.loop}; in
     * release first {@link #writeSequentialCall the call of its own code} when constructs run as written.
     */
    private void writeDispatcher(MethodVisitor mv, Construct construct) {
        int firstParameter = construct.isStatic() ? 0 : 1;
        int bounds = 2 * construct.rank();
        mv.visitCode();
        markFirstLine(mv, construct);
        if (sites == null && construct.hasSequentialCopy()) {
            writeSequentialCall(mv, construct);
        }
        mv.visitLdcInsn(construct.spec());
        mv.visitLdcInsn(Type.getObjectType(owner));
        if (construct.isStatic()) {
            mv.visitInsn(Opcodes.ACONST_NULL);
        } else {
            mv.visitVarInsn(Opcodes.ALOAD, 0); // the receiver for the run-time
        }
        writeLambda(mv, construct, construct.entryName());
        if (sites != null) {
            writeLambda(mv, construct, construct.plainEntryName());
        }
        Bytecode.pushInt(mv, bounds);
        mv.visitIntInsn(Opcodes.NEWARRAY, Opcodes.T_INT);
        for (int p = 0; p < bounds; p++) {
            mv.visitInsn(Opcodes.DUP);
            Bytecode.pushInt(mv, p);
            mv.visitVarInsn(Opcodes.ILOAD, firstParameter + p);
            mv.visitInsn(Opcodes.IASTORE);
        }
        String body = "L" + Bytecode.LOOP_BODY + ";";
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, Bytecode.WOVEN, "loop", "(Ljava/lang/String;Ljava/lang/Class;"
                + "Ljava/lang/Object;" + body + (sites != null ? body : "") + "[I)V", false);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * {@code if (Woven.sequential() && <template> != null) { m$dvm$sequential(...); return; }}, then the frame of
     * the method's entry for the run-time's path. A null template goes to the run-time, which reports it as on a
     * grid.
     */
    private void writeSequentialCall(MethodVisitor mv, Construct construct) {
        Label grid = new Label();
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, Bytecode.WOVEN, "sequential", "()Z", false);
        mv.visitJumpInsn(Opcodes.IFEQ, grid);
        Construct.Template template = construct.template();
        if (template != null) {
            if (template.isStatic()) {
                mv.visitFieldInsn(Opcodes.GETSTATIC, owner, template.name(), template.descriptor());
            } else {
                mv.visitVarInsn(Opcodes.ALOAD, 0);
                mv.visitFieldInsn(Opcodes.GETFIELD, owner, template.name(), template.descriptor());
            }
            mv.visitJumpInsn(Opcodes.IFNULL, grid);
        }
        Type[] parameters = parameters(construct);
        if (!construct.isStatic()) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
        }
        Bytecode.loadAll(mv, parameters, 0, parameters.length, construct.isStatic() ? 0 : 1);
        mv.visitMethodInsn(construct.isStatic() ? Opcodes.INVOKESTATIC : Opcodes.INVOKESPECIAL, owner,
                construct.sequentialName(), construct.methodDescriptor(), isInterface);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitLabel(grid);
        Object[] locals = new Object[parameters.length + (construct.isStatic() ? 0 : 1)];
        int local = 0;
        if (!construct.isStatic()) {
            locals[local++] = owner;
        }
        for (Type parameter : parameters) {
            locals[local++] = Bytecode.frameType(parameter);
        }
        mv.visitFrame(Opcodes.F_NEW, locals.length, locals, 0, new Object[0]);
    }

    /** A {@code LoopBody} over {@code entry}, capturing the receiver and the parameters after the bounds. */
    private void writeLambda(MethodVisitor mv, Construct construct, String entry) {
        Type[] parameters = parameters(construct);
        int firstParameter = construct.isStatic() ? 0 : 1;
        if (!construct.isStatic()) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
        }
        int extrasSlot = firstParameter;
        for (int p = 0; p < 2 * construct.rank(); p++) {
            extrasSlot += parameters[p].getSize();
        }
        Bytecode.loadAll(mv, parameters, 2 * construct.rank(), parameters.length, extrasSlot);
        String captures = entryDescriptor(construct);
        mv.visitInvokeDynamicInsn("run", captures + "L" + Bytecode.LOOP_BODY + ";", LAMBDA_METAFACTORY,
                RUN_TYPE, new Handle(Opcodes.H_INVOKESTATIC, owner, entry,
                        captures.substring(0, captures.length() - 1) + Bytecode.BLOCK_DESCRIPTOR + ")V", false),
                RUN_TYPE);
    }

    /** {@code m$dvm$entry(self, extras..., block)}: bounds from the block, then the body. */
    private void writeEntry(Construct construct, String entryName, String bodyName) {
        String captures = entryDescriptor(construct);
        String descriptor = captures.substring(0, captures.length() - 1) + Bytecode.BLOCK_DESCRIPTOR + ")V";
        MethodVisitor mv = super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                entryName, descriptor, null, null);
        Type[] entryParameters = Type.getArgumentTypes(descriptor);
        int blockSlot = (Type.getArgumentsAndReturnSizes(descriptor) >> 2) - 2;
        mv.visitCode();
        markFirstLine(mv, construct);
        int slot = 0;
        if (!construct.isStatic()) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            slot = 1;
        }
        for (int d = 0; d < construct.rank(); d++) {
            for (String bound : new String[] {"lo", "hi"}) {
                mv.visitVarInsn(Opcodes.ALOAD, blockSlot);
                mv.visitFieldInsn(Opcodes.GETFIELD, Bytecode.BLOCK, bound, "[I");
                Bytecode.pushInt(mv, d);
                mv.visitInsn(Opcodes.IALOAD);
            }
        }
        Bytecode.loadAll(mv, entryParameters, slot, entryParameters.length - 1, slot);
        mv.visitVarInsn(Opcodes.ALOAD, blockSlot);
        mv.visitMethodInsn(construct.isStatic() ? Opcodes.INVOKESTATIC : Opcodes.INVOKESPECIAL, owner,
                bodyName, Bytecode.withBlockParameter(construct.methodDescriptor()), false);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** The construct's first line for the code that follows, when the class has line numbers. */
    private void markFirstLine(MethodVisitor mv, Construct construct) {
        Integer line = firstLines.get(construct);
        if (line != null) {
            Label start = new Label();
            mv.visitLabel(start);
            mv.visitLineNumber(line, start);
        }
    }

    /**
     * Sends the method's annotations and attributes to the dispatcher and its code to the body; writes
     * the dispatcher's code when the method ends.
     */
    private final class Splitter extends MethodVisitor {
        private final MethodVisitor dispatcher;
        private final Construct construct;

        Splitter(MethodVisitor dispatcher, MethodVisitor body, Construct construct) {
            super(Opcodes.ASM9, body);
            this.dispatcher = dispatcher;
            this.construct = construct;
        }

        @Override
        public void visitParameter(String name, int access) {
            dispatcher.visitParameter(name, access);
        }

        @Override
        public AnnotationVisitor visitAnnotationDefault() {
            return dispatcher.visitAnnotationDefault();
        }

        @Override
        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
            return dispatcher.visitAnnotation(descriptor, visible);
        }

        @Override
        public AnnotationVisitor visitTypeAnnotation(int typeRef, TypePath typePath, String descriptor,
                                                     boolean visible) {
            return dispatcher.visitTypeAnnotation(typeRef, typePath, descriptor, visible);
        }

        @Override
        public void visitAnnotableParameterCount(int parameterCount, boolean visible) {
            dispatcher.visitAnnotableParameterCount(parameterCount, visible);
        }

        @Override
        public AnnotationVisitor visitParameterAnnotation(int parameter, String descriptor, boolean visible) {
            return dispatcher.visitParameterAnnotation(parameter, descriptor, visible);
        }

        @Override
        public void visitAttribute(Attribute attribute) {
            dispatcher.visitAttribute(attribute);
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            firstLines.putIfAbsent(construct, line);
            super.visitLineNumber(line, start);
        }

        @Override
        public void visitEnd() {
            super.visitEnd();
            writeDispatcher(dispatcher, construct);
        }
    }
}
