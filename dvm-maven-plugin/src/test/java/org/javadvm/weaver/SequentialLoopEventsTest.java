package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.javadvm.debug.internal.LoopEventsMain;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sequential loop events of {@code src/test/samples-loops} woven for dyn: the exact sequence each loop
 * shape sends (start once per entry, iterations numbered from 0, one end whichever way the loop is left), in
 * a helper, a construct body (inside the construct's iterations) and across recursive calls; the woven code
 * verifies and computes what the plain code computes; release weaving adds no loop calls.
 */
class SequentialLoopEventsTest {
    private static final Path SOURCES = Paths.get("src/test/samples-loops");
    private static final Path SHAPES_SOURCE = SOURCES.resolve("org/javadvm/samples/loops/Shapes.java");
    private static final String SHAPES = "org.javadvm.samples.loops.Shapes";

    @TempDir
    static Path work;
    private static List<String> lines;

    @BeforeAll
    static void readSource() throws IOException {
        lines = Files.readAllLines(SHAPES_SOURCE);
    }

    /** {@code method:line} of the loop whose line carries {@code // loop:name}. */
    private static String loop(String method, String name) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).endsWith("// loop:" + name)) {
                return method + ":" + (i + 1);
            }
        }
        throw new AssertionError("no loop " + name);
    }

    private static List<String> once(String loop, int iterations) {
        List<String> events = new ArrayList<>();
        events.add("start " + loop);
        for (int k = 0; k < iterations; k++) {
            events.add("it " + loop + " #" + k);
        }
        events.add("end " + loop);
        return events;
    }

    private static List<String> recursive(int depth) {
        String loop = loop("recursive", "recursive");
        List<String> events = new ArrayList<>();
        events.add("start " + loop);
        for (int k = 0; k < 2 && depth > 0; k++) {
            events.add("it " + loop + " #" + k);
            events.addAll(recursive(depth - 1));
        }
        events.add("end " + loop);
        return events;
    }

    private static List<String> expected() {
        List<String> events = new ArrayList<>();
        events.add("PL start fill");
        String body = loop("fill", "body");
        String helper = loop("helper", "helper");
        for (int i = 0; i < 3; i++) {
            events.add("PL it [" + i + "]");
            events.addAll(once(body, i));
            events.addAll(once(helper, i));
        }
        events.add("PL end");
        events.add("PL start sumRows");
        String reduced = loop("sumRows", "reduced");
        for (int i = 0; i < 3; i++) {
            events.add("PL it [" + i + "]");
            events.add("start " + reduced);
            for (int k = 0; k <= Math.min(i, 1); k++) {
                events.add("it " + reduced + " #" + k);
                events.addAll(once(helper, k));
            }
            events.add("end " + reduced);
        }
        events.add("PL end");
        events.addAll(once(loop("forLoop", "for"), 2));
        events.addAll(once(loop("whileLoop", "while"), 2));
        events.addAll(once(loop("doWhile", "do"), 2));
        events.addAll(once(loop("eachOfArray", "eachArray"), 2));
        events.addAll(once(loop("eachOfIterable", "eachIterable"), 3));
        String outer = loop("nested", "outer");
        events.add("start " + outer);
        for (int i = 0; i < 3; i++) {
            events.add("it " + outer + " #" + i);
            events.addAll(once(loop("nested", "inner"), i));
        }
        events.add("end " + outer);
        events.addAll(once(loop("breaks", "breaks"), 3));
        String rows = loop("labelledContinue", "rows");
        String columns = loop("labelledContinue", "columns");
        events.addAll(List.of("start " + rows, "it " + rows + " #0", "start " + columns, "it " + columns + " #0",
                "it " + columns + " #1", "end " + columns, "it " + rows + " #1", "start " + columns,
                "it " + columns + " #0", "it " + columns + " #1", "end " + columns, "end " + rows));
        events.addAll(once(loop("returnInside", "search"), 2));
        events.addAll(once(loop("throwsFromLoop", "throwing"), 2));
        events.addAll(once(loop("caughtOutside", "caught"), 2));
        events.addAll(once(loop("caughtInside", "caughtInside"), 3));
        events.addAll(once(loop("leftByBreak", "infinite"), 3));
        events.addAll(recursive(2));
        return events;
    }

    @ParameterizedTest(name = "--release {0}")
    @ValueSource(ints = {8, 17})
    void everyShapeSendsItsExactEventSequence(int release) throws Exception {
        Path plain = work.resolve("plain" + release);
        Path dyn = work.resolve("dyn" + release);
        SampleCompiler.compile(SOURCES, release, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, work.resolve("reports" + release),
                List.of("-Xverify:all"), LoopEventsMain.class, SHAPES);
        String[] parts = run[0].split("\n" + LoopEventsMain.EVENTS + "\n", -1);
        assertEquals(SampleRunner.run(plain, SHAPES, "1"), parts[0], "the woven code computes what the plain code does");
        assertEquals(String.join("\n", expected()) + "\n", parts[1]);
    }

    /**
     * Code written without the loop events in mind (every reported instruction, lambdas, enums, inner classes,
     * try/finally, switches; the weaver's samples with reductions, task regions, ACROSS): the events nest (the
     * recording's {@code SequentialLoops} fails the run otherwise), none is left open, and the results are the
     * plain code's.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"samples-dyn:org.javadvm.samples.Everything", "samples:org.javadvm.samples.Jacobi",
            "samples:org.javadvm.samples.AllReductions", "samples:org.javadvm.samples.Passthrough",
            "samples:org.javadvm.samples.GaussSeidel", "samples:org.javadvm.samples.Tasks"})
    void otherProgramsEventsNest(String sample) throws Exception {
        String directory = sample.substring(0, sample.indexOf(':'));
        String className = sample.substring(sample.indexOf(':') + 1);
        Path plain = work.resolve("plain-" + directory);
        Path dyn = work.resolve("dyn-" + directory);
        if (!Files.isDirectory(dyn)) {
            SampleCompiler.compile(Paths.get("src/test/" + directory), 17, plain);
            new Weaver(WeaveMode.DYN).weave(plain, dyn);
        }
        String[] run = ForkedJvm.run(ForkedJvm.currentJava(), dyn, work.resolve("reports-" + directory),
                List.of("-Xverify:all"), LoopEventsMain.class, className);
        String[] parts = run[0].split("\n" + LoopEventsMain.EVENTS + "\n", -1);
        assertEquals(SampleRunner.run(plain, className, "1"), parts[0]);
        List<String> output = Arrays.asList(parts[1].split("\n"));
        assertThat(output.stream().filter(line -> line.startsWith("open")).collect(Collectors.toList()), empty());
        assertThat("the sample has sequential loops", output.stream().filter(line -> line.startsWith("start "))
                .count(), org.hamcrest.Matchers.greaterThan(0L));
    }

    @Test
    void releaseWeavingAddsNoLoopCalls() throws Exception {
        Path plain = work.resolve("plain-release");
        Path release = work.resolve("release");
        SampleCompiler.compile(SOURCES, 17, plain);
        new Weaver(WeaveMode.RELEASE).weave(plain, release);
        Path file = Paths.get(SHAPES.replace('.', '/') + ".class");
        Map<String, String> before = code(plain.resolve(file));
        Map<String, String> after = code(release.resolve(file));
        assertThat(after.values().stream().filter(c -> c.contains("org/javadvm/debug/internal/Hook"))
                .collect(Collectors.toList()), empty());
        for (String method : before.keySet()) {
            // constructs become dispatchers; run() reads the reduction field, routed through the run-time
            if (!method.startsWith("fill(") && !method.startsWith("sumRows(") && !method.startsWith("run(")) {
                assertEquals(before.get(method), after.get(method), method + " is unchanged");
            }
        }
        Path dyn = work.resolve("dyn-for-comparison");
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        assertThat("the dyn weave's plain body has no loop calls", code(dyn.resolve(file)).entrySet().stream()
                .filter(e -> e.getKey().contains("$dvm$plain(") && e.getValue().contains("Hook.loop"))
                .collect(Collectors.toList()), empty());
    }

    @Test
    void typeAnnotationsInTheCodeOfAMethodWithLoopsAreKept() throws Exception {
        Path plain = work.resolve("plain-tagged");
        Path dyn = work.resolve("dyn-tagged");
        SampleCompiler.compile(SOURCES, 17, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        Path file = Paths.get("org/javadvm/samples/loops/Tagged.class");
        List<String> before = codeAnnotations(plain.resolve(file));
        assertEquals(List.of("try-catch Tag catch", "insn Tag cast", "local Tag local"), before);
        assertEquals(before, codeAnnotations(dyn.resolve(file)));
    }

    /** The type annotations of method {@code count}'s code: where, the annotation's simple name and value. */
    private static List<String> codeAnnotations(Path classFile) throws IOException {
        List<String> found = new ArrayList<>();
        new ClassReader(Files.readAllBytes(classFile)).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                if (!name.equals("count")) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    private net.bytebuddy.jar.asm.AnnotationVisitor record(String where, String type) {
                        return new net.bytebuddy.jar.asm.AnnotationVisitor(Opcodes.ASM9) {
                            @Override
                            public void visit(String key, Object value) {
                                found.add(where + " " + type.substring(type.lastIndexOf('$') + 1, type.length() - 1)
                                        + " " + value);
                            }
                        };
                    }

                    @Override
                    public net.bytebuddy.jar.asm.AnnotationVisitor visitInsnAnnotation(int typeRef,
                            net.bytebuddy.jar.asm.TypePath typePath, String type, boolean visible) {
                        return record("insn", type);
                    }

                    @Override
                    public net.bytebuddy.jar.asm.AnnotationVisitor visitTryCatchAnnotation(int typeRef,
                            net.bytebuddy.jar.asm.TypePath typePath, String type, boolean visible) {
                        return record("try-catch", type);
                    }

                    @Override
                    public net.bytebuddy.jar.asm.AnnotationVisitor visitLocalVariableAnnotation(int typeRef,
                            net.bytebuddy.jar.asm.TypePath typePath, net.bytebuddy.jar.asm.Label[] start,
                            net.bytebuddy.jar.asm.Label[] end, int[] index, String type, boolean visible) {
                        return record("local", type);
                    }
                };
            }
        }, 0);
        return found;
    }

    /** Each method's instructions (opcodes and method calls) as text, by name + descriptor. */
    private static Map<String, String> code(Path classFile) throws IOException {
        Map<String, String> methods = new LinkedHashMap<>();
        new ClassReader(Files.readAllBytes(classFile)).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                StringBuilder code = new StringBuilder();
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInsn(int opcode) {
                        code.append(opcode).append(' ');
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String desc, boolean itf) {
                        code.append(owner).append('.').append(method).append(' ');
                    }

                    @Override
                    public void visitJumpInsn(int opcode, net.bytebuddy.jar.asm.Label label) {
                        code.append(opcode).append(' ');
                    }

                    @Override
                    public void visitEnd() {
                        methods.put(name + descriptor, code.toString());
                    }
                };
            }
        }, 0);
        return methods;
    }
}
