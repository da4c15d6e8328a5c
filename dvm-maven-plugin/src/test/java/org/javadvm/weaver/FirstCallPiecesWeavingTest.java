package org.javadvm.weaver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The weaver marks a parallel loop whose first call may run each block as several consecutive calls ({@code split=}
 * in its spec, the dimension of its outermost loop) only when nothing outside its nest would differ in a second call
 * and no value runs from one iteration into the next; and the loops of the sample, each called twice (the first call
 * in pieces where marked), give on every grid the bits of the later calls, on one processor the plain program's.
 */
class FirstCallPiecesWeavingTest {
    private static final String[] GRIDS = {"1", "2", "3", "4", "2x2"};
    private static final String SAMPLE = "org.javadvm.samples.pieces.Pieces";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-pieces", 17, plain, woven).classesWoven());
    }

    /** Each construct's split= part, "-" for none, by method name. */
    private static Map<String, String> splits() throws Exception {
        Map<String, String> found = new TreeMap<>();
        byte[] bytes = Files.readAllBytes(woven.resolve(SAMPLE.replace('.', '/') + ".class"));
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitLdcInsn(Object value) {
                        if (value instanceof String && ((String) value).startsWith("kind=loop;")) {
                            String spec = (String) value;
                            String method = spec.substring(spec.indexOf("name=") + 5, spec.indexOf(';', 10));
                            method = method.substring(method.lastIndexOf('.') + 1);
                            int at = spec.indexOf(";split=");
                            found.put(method, at < 0 ? "-" : spec.substring(at + 7, spec.indexOf(';', at + 1)));
                        }
                    }
                };
            }
        }, 0);
        return found;
    }

    @Test
    void onlyBodiesWithNothingToRepeatOutsideTheirNestAreMarked() throws Exception {
        Map<String, String> expected = new TreeMap<>();
        expected.put("scratchFirst", "0"); // allocates and calls Math before its nest
        expected.put("firstTie", "0");
        expected.put("columnsOutside", "1"); // its outermost loop runs along dimension 1
        expected.put("lastTieDownward", "-"); // pieces run upward
        expected.put("writesFirst", "-"); // a field store outside the nest
        expected.put("callsFirst", "-"); // a call outside the nest
        expected.put("runningValue", "-"); // a value carried from iteration to iteration
        assertEquals(expected, splits());
    }

    /**
     * On each grid the first call (in pieces where marked) gives the bits of the second (one call per block), and on
     * one processor the plain program's.
     */
    @Test
    void theFirstCallGivesTheBitsOfTheSecondOnEveryGrid() throws Exception {
        String expected = SampleRunner.run(plain, SAMPLE, "1");
        String[] plainCalls = expected.split("\n");
        assertEquals(plainCalls[0], plainCalls[1]);
        assertEquals(expected, SampleRunner.run(woven, SAMPLE, "1"), "one processor");
        for (String grid : GRIDS) {
            String[] calls = SampleRunner.run(woven, SAMPLE, grid).split("\n");
            assertEquals(calls[1], calls[0], "grid " + grid);
        }
    }
}
