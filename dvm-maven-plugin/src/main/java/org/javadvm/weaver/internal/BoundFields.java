package org.javadvm.weaver.internal;

import java.util.HashMap;
import java.util.Map;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * The fields some construct of the woven directory keeps in block slots (reduction variables, locations,
 * declared privates): woven code outside that construct's own body reaches them through the run-time's
 * {@code Bound} facade. An instruction may name a subclass of the declaring class, so superclasses within
 * the directory are searched too.
 */
final class BoundFields {
    /** {@code <declaring class>.<name>} to the field's descriptor. */
    private final Map<String, String> descriptors = new HashMap<>();
    private final Map<String, String> superclasses = new HashMap<>();

    void bind(String declaringClass, String name, String descriptor) {
        descriptors.put(declaringClass + '.' + name, descriptor);
    }

    void superclass(String internalName, String superName) {
        superclasses.put(internalName, superName);
    }

    boolean isEmpty() {
        return descriptors.isEmpty();
    }

    /** Whether some method of the class reads or writes a bound field as {@link BoundFieldWeaver} rewrites it. */
    boolean accessedIn(byte[] classFile) {
        boolean[] found = {false};
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                boolean constructor = name.equals("<init>");
                return found[0] ? null : new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitFieldInsn(int opcode, String owner, String field, String type) {
                        boolean isStatic = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
                        found[0] |= (isStatic || !constructor) && keyOf(owner, field, type) != null;
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return found[0];
    }

    /** The run-time key {@code <declaring class>.<name>} of a bound field, or {@code null} if it is not bound. */
    String keyOf(String owner, String name, String descriptor) {
        for (String current = owner; current != null; current = superclasses.get(current)) {
            String key = current + '.' + name;
            String bound = descriptors.get(key);
            if (bound != null) {
                return bound.equals(descriptor) ? key : null;
            }
        }
        return null;
    }
}
