package org.javadvm.weaver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What release on one processor costs rests on the shape of the woven body (issue 11 section 2): a loop without
 * reductions or privates runs as its body {@code m$dvm$body(..., Block)} the original method's instructions, one for
 * one, with only the locals after the parameters moved up by the block's slot; bounds stay the body's parameters
 * and nothing inside the loop calls the run-time or reads the block. The JIT then sees the plain method's loops
 * (range-check elimination, unrolling, vectorisation apply as they do un-woven). A change of the weaver that puts
 * anything into such a body fails here.
 */
class ReleaseBodyShapeTest {
    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        SampleWeaving.compileAndWeave("samples", 17, plain, woven);
    }

    @Test
    void aLoopWithoutSlotsRunsTheOriginalInstructionsAsItsBody() throws Exception {
        int compared = compareWithPlain((sample, original, name, body) -> {
            if (!name.contains("$dvm$body(") || body.readsBlock) {
                return false;
            }
            String plainName = name.substring(0, name.indexOf("$dvm$body")) + "("
                    + name.substring(name.indexOf('(') + 1, name.indexOf(")")).replace("Lorg/javadvm/internal/Block;", "")
                    + ")V";
            Code before = original.get(plainName);
            assertTrue(before != null, sample + ": no plain method " + plainName + " for " + name);
            assertEquals(before.shifted(body.blockSlot), body.instructions, sample + "." + name);
            return true;
        });
        assertTrue(compared >= 3, "loops compared: " + compared); // Jacobi's init and relax, GaussSeidel's sweep
    }

    @Test
    void theSequentialCopyIsTheOriginalCodeInstructionForInstruction() throws Exception {
        int compared = compareWithPlain((sample, original, name, copy) -> {
            if (!name.contains("$dvm$sequential(")) {
                return false;
            }
            Code before = original.get(name.replace("$dvm$sequential(", "("));
            assertTrue(before != null, sample + ": no plain method for " + name);
            assertEquals(before.instructions, copy.instructions, sample + "." + name);
            return true;
        });
        assertEquals(11, compared, "copies compared: every construct of the samples but the one with a group");
    }

    /** Compares one woven method with the plain class's methods; false when it is not one to compare. */
    private interface MethodCheck {
        boolean compare(String sample, Map<String, Code> original, String name, Code woven);
    }

    /** Runs {@code check} on every method of every woven sample; returns how many it compared. */
    private static int compareWithPlain(MethodCheck check) throws Exception {
        int compared = 0;
        for (String sample : WeaverSamplesTest.SAMPLES) {
            String file = "org/javadvm/samples/" + sample + ".class";
            Map<String, Code> original = methods(Files.readAllBytes(plain.resolve(file)));
            for (Map.Entry<String, Code> method : methods(Files.readAllBytes(woven.resolve(file))).entrySet()) {
                if (check.compare(sample, original, method.getKey(), method.getValue())) {
                    compared++;
                }
            }
        }
        return compared;
    }

    /** One method's instructions as text, labels numbered in order of appearance; line numbers and frames left out. */
    private static final class Code {
        final List<String> instructions = new ArrayList<>();
        /** Instruction index -> the local slot it uses (the instruction's last word), for {@link #shifted}. */
        final Map<Integer, Integer> slots = new LinkedHashMap<>();
        boolean readsBlock;
        int blockSlot = -1;

        /** The instructions with every local at or above {@code from} one slot higher. */
        List<String> shifted(int from) {
            List<String> result = new ArrayList<>(instructions);
            for (Map.Entry<Integer, Integer> use : slots.entrySet()) {
                int slot = use.getValue();
                if (slot >= from) {
                    String text = result.get(use.getKey());
                    result.set(use.getKey(), text.substring(0, text.lastIndexOf(' ') + 1) + (slot + 1));
                }
            }
            return result;
        }
    }

    private static Map<String, Code> methods(byte[] classFile) {
        Map<String, Code> methods = new LinkedHashMap<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                Code code = new Code();
                methods.put(name + descriptor, code);
                Type[] arguments = Type.getArgumentTypes(descriptor);
                int slot = (access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
                for (Type argument : arguments) {
                    if (argument.getDescriptor().equals("Lorg/javadvm/internal/Block;")) {
                        code.blockSlot = slot;
                    }
                    slot += argument.getSize();
                }
                return new Recorder(code);
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return methods;
    }

    private static final class Recorder extends MethodVisitor {
        private final Code code;
        private final Map<Label, Integer> labels = new IdentityHashMap<>();

        Recorder(Code code) {
            super(Opcodes.ASM9);
            this.code = code;
        }

        private String label(Label label) {
            return "L" + labels.computeIfAbsent(label, l -> labels.size());
        }

        private void add(String text) {
            code.instructions.add(text);
        }

        @Override
        public void visitLabel(Label label) {
            add(label(label) + ":");
        }

        @Override
        public void visitInsn(int opcode) {
            add("op " + opcode);
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            add("int " + opcode + " " + operand);
        }

        @Override
        public void visitVarInsn(int opcode, int var) {
            if (var == code.blockSlot) {
                code.readsBlock = true;
            }
            code.slots.put(code.instructions.size(), var);
            add("var " + opcode + " " + var);
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            code.slots.put(code.instructions.size(), var);
            add("iinc " + increment + " " + var);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            add("type " + opcode + " " + type);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            add("field " + opcode + " " + owner + "." + name);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            add("call " + owner + "." + name + descriptor);
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
            add("indy " + name + descriptor);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            add("jump " + opcode + " " + label(label));
        }

        @Override
        public void visitLdcInsn(Object value) {
            add("ldc " + value);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... targets) {
            StringBuilder text = new StringBuilder("table " + min + " " + max + " " + label(dflt));
            for (Label target : targets) {
                text.append(' ').append(label(target));
            }
            add(text.toString());
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] targets) {
            StringBuilder text = new StringBuilder("lookup " + label(dflt));
            for (int k = 0; k < keys.length; k++) {
                text.append(' ').append(keys[k]).append(':').append(label(targets[k]));
            }
            add(text.toString());
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
            add("multi " + descriptor + " " + dimensions);
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            add("try " + label(start) + " " + label(end) + " " + label(handler) + " " + type);
        }
    }
}
