package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.Attribute;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Handle;
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
 * The class gets the {@code @WovenClass} marker. All added code is straight-line, so no frames are needed.
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

    private final Map<String, Construct> constructs;
    private final String mode;
    private final String version;
    private final List<Construct> visited = new ArrayList<>();
    private String owner;

    /**
     * @param constructs by method name + descriptor
     */
    ConstructWeaver(ClassVisitor next, Map<String, Construct> constructs, String mode, String version) {
        super(Opcodes.ASM9, next);
        this.constructs = constructs;
        this.mode = mode;
        this.version = version;
    }

    @Override
    public void visit(int classVersion, int access, String name, String signature, String superName,
                      String[] interfaces) {
        owner = name;
        super.visit(classVersion, access, name, signature, superName, interfaces);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                     String[] exceptions) {
        Construct construct = constructs.get(name + descriptor);
        if (construct == null) {
            return super.visitMethod(access, name, descriptor, signature, exceptions);
        }
        visited.add(construct);
        MethodVisitor dispatcher = super.visitMethod(access, name, descriptor, signature, exceptions);
        int bodyAccess = (access & (Opcodes.ACC_STATIC | Opcodes.ACC_STRICT)) | Opcodes.ACC_PRIVATE
                | Opcodes.ACC_SYNTHETIC;
        MethodVisitor body = super.visitMethod(bodyAccess, construct.bodyName(),
                Bytecode.withBlockParameter(descriptor), null, exceptions);
        int blockSlot = (construct.isStatic() ? 0 : 1) + (Type.getArgumentsAndReturnSizes(descriptor) >> 2) - 1;
        return new Splitter(dispatcher, new BodyWriter(body, owner, blockSlot, construct.redirects()), construct);
    }

    @Override
    public void visitEnd() {
        for (Construct construct : visited) {
            writeEntry(construct);
        }
        AnnotationVisitor marker = super.visitAnnotation(Bytecode.WOVEN_CLASS_DESCRIPTOR, true);
        marker.visit("mode", mode);
        marker.visit("version", version);
        marker.visitEnd();
        super.visitEnd();
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

    /** {@code m}: spec, owner, receiver, lambda, bounds -> {@code Woven.loop}. */
    private void writeDispatcher(MethodVisitor mv, Construct construct) {
        Type[] parameters = parameters(construct);
        int firstParameter = construct.isStatic() ? 0 : 1;
        int bounds = 2 * construct.rank();
        mv.visitCode();
        mv.visitLdcInsn(construct.spec());
        mv.visitLdcInsn(Type.getObjectType(owner));
        if (construct.isStatic()) {
            mv.visitInsn(Opcodes.ACONST_NULL);
        } else {
            mv.visitVarInsn(Opcodes.ALOAD, 0); // the receiver for the run-time
            mv.visitVarInsn(Opcodes.ALOAD, 0); // and for the lambda
        }
        int extrasSlot = firstParameter;
        for (int p = 0; p < bounds; p++) {
            extrasSlot += parameters[p].getSize();
        }
        Bytecode.loadAll(mv, parameters, bounds, parameters.length, extrasSlot);
        String captures = entryDescriptor(construct);
        mv.visitInvokeDynamicInsn("run", captures + "L" + Bytecode.LOOP_BODY + ";", LAMBDA_METAFACTORY,
                RUN_TYPE, new Handle(Opcodes.H_INVOKESTATIC, owner, construct.entryName(),
                        captures.substring(0, captures.length() - 1) + Bytecode.BLOCK_DESCRIPTOR + ")V", false),
                RUN_TYPE);
        Bytecode.pushInt(mv, bounds);
        mv.visitIntInsn(Opcodes.NEWARRAY, Opcodes.T_INT);
        for (int p = 0; p < bounds; p++) {
            mv.visitInsn(Opcodes.DUP);
            Bytecode.pushInt(mv, p);
            mv.visitVarInsn(Opcodes.ILOAD, firstParameter + p);
            mv.visitInsn(Opcodes.IASTORE);
        }
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, Bytecode.WOVEN, "loop",
                "(Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;L" + Bytecode.LOOP_BODY + ";[I)V", false);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code m$dvm$entry(self, extras..., block)}: bounds from the block, then the body. */
    private void writeEntry(Construct construct) {
        String captures = entryDescriptor(construct);
        String descriptor = captures.substring(0, captures.length() - 1) + Bytecode.BLOCK_DESCRIPTOR + ")V";
        MethodVisitor mv = super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                construct.entryName(), descriptor, null, null);
        Type[] entryParameters = Type.getArgumentTypes(descriptor);
        int blockSlot = (Type.getArgumentsAndReturnSizes(descriptor) >> 2) - 2;
        mv.visitCode();
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
                construct.bodyName(), Bytecode.withBlockParameter(construct.methodDescriptor()), false);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
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
        public void visitEnd() {
            super.visitEnd();
            writeDispatcher(dispatcher, construct);
        }
    }
}
