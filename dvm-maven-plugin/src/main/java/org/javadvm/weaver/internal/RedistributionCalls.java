package org.javadvm.weaver.internal;

import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.javadvm.weaver.WeaveProblem;

/**
 * Finds calls of a class's {@code @Redistribute} methods in the code of its parallel constructs: a distribution
 * changes between constructs, never inside one. Each call is a problem naming the construct, the line and the
 * method called. Calls through helpers or from other classes are left to the run-time, which refuses them.
 */
final class RedistributionCalls {
    private RedistributionCalls() {
    }

    /**
     * @param constructs    the class's constructs by method name + descriptor
     * @param redistributions the class's {@code @Redistribute} specs by method name + descriptor
     */
    static void check(byte[] classFile, String className, String sourceFile, Map<String, Construct> constructs,
                      Map<String, String> redistributions, List<WeaveProblem> problems) {
        String owner = className.replace('.', '/');
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                if (!constructs.containsKey(name + descriptor)) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    private int line;

                    @Override
                    public void visitLineNumber(int number, Label start) {
                        line = number;
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String calledOwner, String calledName,
                                                String calledDescriptor, boolean isInterface) {
                        if (calledOwner.equals(owner) && redistributions.containsKey(calledName + calledDescriptor)) {
                            problems.add(new WeaveProblem(className, name, sourceFile, line, "the parallel construct "
                                    + name + " calls the @Redistribute method " + calledName + ": a distribution "
                                    + "changes between constructs, never inside one; call it before the construct"));
                        }
                    }
                };
            }
        }, ClassReader.SKIP_FRAMES);
    }
}
