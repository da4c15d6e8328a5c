package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
import java.util.stream.Stream;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.FieldVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The dyn weaver's instrumentation outside the parallel constructs, over {@code src/test/samples-dyn}
 * (every kind of reported instruction, in classes, interfaces, an enum, lambdas and inner classes) and, where
 * a JDK 25 is installed, {@code src/test/samples-jdk25} (fields assigned before {@code super(...)}): the
 * woven classes verify and compute what the plain ones compute, every class carries the marker and its
 * {@code $dvm$sites}, and the sites the debugger holds at run time name the right kind, line, method and
 * field. Verdicts of the checker are not looked at; {@link DynWeavingTest} does that for the samples.
 */
class DynInstrumentationTest {
    private static final Path SOURCES = Paths.get("src/test/samples-dyn");
    private static final Path EVERYTHING_SOURCE = SOURCES.resolve("org/javadvm/samples/Everything.java");
    private static final String EVERYTHING = "org.javadvm.samples.Everything";
    /** A JDK 25 for the constructor-prologue sample; {@code -Djdk25.home=...} points elsewhere. */
    private static final Path JDK25 = Paths.get(System.getProperty("jdk25.home", "/usr/lib/jvm/temurin-25-jdk-amd64"));

    @TempDir
    static Path work;

    private static final Map<Integer, Path> PLAIN = new LinkedHashMap<>();
    private static final Map<Integer, Path> DYN = new LinkedHashMap<>();

    @BeforeAll
    static void compileAndWeave() throws Exception {
        for (int release : WeaverSamplesTest.RELEASES) {
            Path plain = work.resolve("plain" + release);
            Path dyn = work.resolve("dyn" + release);
            SampleCompiler.compile(SOURCES, release, plain);
            WeaveReport report = new Weaver(WeaveMode.DYN).weave(plain, dyn);
            assertEquals(classFiles(plain).size(), report.classesWoven(), "every class is woven, --release " + release);
            assertEquals(0, report.constructsWoven());
            PLAIN.put(release, plain);
            DYN.put(release, dyn);
        }
    }

    @ParameterizedTest(name = "--release {0}")
    @ValueSource(ints = {8, 11, 17})
    void everyReportedInstructionKeepsTheCodeValidAndItsResults(int release) throws Exception {
        String expected = SampleRunner.run(PLAIN.get(release), EVERYTHING, "1");
        Path reports = work.resolve("reports-" + release);
        String checked = ForkedJvm.run(ForkedJvm.currentJava(), DYN.get(release), reports, List.of(),
                DynSampleMain.class, EVERYTHING)[0];
        assertEquals(expected, checked, "under dynamic control");
        String hooksOnly = ForkedJvm.run(ForkedJvm.currentJava(), DYN.get(release), reports,
                List.of("-DEnableDynControl=0", "-Xverify:all"), DynSampleMain.class, EVERYTHING)[0];
        assertEquals(expected, hooksOnly, "with dynamic control off");
    }

    @Test
    void everyClassCarriesTheMarkerAndItsSitesField() throws Exception {
        for (Path file : classFiles(DYN.get(8))) {
            Map<String, String> facts = facts(file);
            assertEquals("dyn", facts.get("mode"), file.toString());
            String expectedAccess = facts.containsKey("interface") ? "public static final synthetic"
                    : "private static final synthetic";
            assertEquals(expectedAccess, facts.get("$dvm$sites"), file.toString());
        }
    }

    @Test
    void theSitesTheDebuggerHoldsNameKindLineMethodAndField() throws Exception {
        List<String> sites = dump(DYN.get(17), EVERYTHING, EVERYTHING + "$Shape", EVERYTHING + "$Square",
                EVERYTHING + "$Kind", EVERYTHING + "$Counter");
        String file = ";Everything.java";
        String samples = "org/javadvm/samples/";
        assertThat(sites, hasItems("class " + EVERYTHING + " private static final synthetic",
                "class " + EVERYTHING + "$Shape public static final synthetic"));
        int copy = lineOf("System.arraycopy(from, 1, to, 2, 3);");
        assertEquals(2, count(sites, "AC;" + copy + ";copiesAndFills;" + file)
                + count(sites, "AC;" + (copy + 1) + ";copiesAndFills;" + file));
        assertEquals(18, sites.stream().filter(s -> s.startsWith("FL;") && s.contains(";copiesAndFills;")).count());
        int cube = lineOf("long[][][] cube = new long[2][2][];");
        assertThat(sites, hasItems("NA;" + cube + ";arrays;[[[J" + file,
                "NA;" + lineOf("int[][] m = new int[3][4];") + ";arrays;[[I" + file,
                "NA;" + lineOf("String[] a = new String[3];") + ";arrays;[Ljava/lang/String;" + file));
        int compound = lineOf("j[2] += j[1];");
        assertEquals(2, count(sites, "R;" + compound + ";arrays;" + file), "j[2] and j[1] are read");
        assertEquals(1, count(sites, "W;" + compound + ";arrays;" + file));
        int statics = lineOf("wideStatic += shared[1];");
        assertThat(sites, hasItems("GS;" + statics + ";fields;" + samples + "Everything.wideStatic:J" + file,
                "PS;" + statics + ";fields;" + samples + "Everything.wideStatic:J" + file,
                "PS;" + lineOf("shared = new int[] {5, 6};") + ";fields;" + samples + "Everything.shared:[I" + file,
                "GF;" + lineOf("IntSupplier lambda") + ";lambda$fields$0;" + samples + "Everything.plain:I" + file,
                "PF;" + lineOf("plain += 2;") + ";next;" + samples + "Everything.plain:I" + file,
                "GF;" + lineOf("count++;") + ";sides;" + samples + "Everything$Base.count:J" + file,
                "PS;" + lineOf("last = this;") + ";sides;" + samples + "Everything$Base.last:Ljava/lang/Object;" + file,
                "PF;" + lineOf("Kind.SQUARE.uses += 3;") + ";fields;" + samples + "Everything$Kind.uses:I" + file,
                "W;" + lineOf("twice[1] = twice[0];") + ";doubled;" + file,
                "NA;" + lineOf("int[] CORNERS") + ";<clinit>;[I" + file,
                "W;" + lineOf("int[] CORNERS") + ";<clinit>;" + file));
        assertThat("constants and other final fields are not checked", sites,
                not(hasItem(org.hamcrest.Matchers.containsString("CORNERS"))));
        assertThat("library fields are not checked", sites.stream().filter(s -> s.matches("[GP][FS];.*"))
                .map(s -> s.split(";")[3]).filter(f -> !f.startsWith(samples)).collect(Collectors.toList()), empty());
    }

    @Test
    void aConstructBodyReportsItsPrivatesButNotItsReduction() throws Exception {
        Path plain = work.resolve("samples-plain17");
        Path dyn = work.resolve("samples-dyn17");
        SampleCompiler.compile(Paths.get("src/test/samples"), 17, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        List<String> sites = dump(dyn, "org.javadvm.samples.Passthrough");
        String field = ";fill;org/javadvm/samples/Passthrough.";
        assertThat(sites, hasItems("PW;28" + field + "scratchByte:B;Passthrough.java",
                "PW;29" + field + "scratchFlag:Z;Passthrough.java", "PR;37" + field + "scratch:D;Passthrough.java",
                "PR;37" + field + "scratchByte:B;Passthrough.java", "GF;47" + field + "grid:[[J;Passthrough.java",
                "W;47;fill;;Passthrough.java", "PF;62;run;org/javadvm/samples/Passthrough.total:J;Passthrough.java"));
        assertThat(sites, not(hasItem(startsWith("GF;48;fill"))));
        assertThat(sites, not(hasItem(startsWith("PF;48;fill"))));
    }

    @Test
    void eachConstructAlsoGetsAPlainBodyThatIsTheReleaseBody() throws Exception {
        Path plain = work.resolve("samples-plain11");
        Path dyn = work.resolve("samples-dyn11");
        Path release = work.resolve("samples-release11");
        SampleCompiler.compile(Paths.get("src/test/samples"), 11, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        new Weaver(WeaveMode.RELEASE).weave(plain, release);
        int constructs = 0;
        int checked = 0;
        for (Path file : classFiles(release)) {
            Path relative = release.relativize(file);
            Map<String, List<String>> releaseCode = code(file);
            Map<String, List<String>> dynCode = code(dyn.resolve(relative));
            for (String method : releaseCode.keySet()) {
                if (!method.contains("$dvm$body(")) {
                    continue;
                }
                constructs++;
                String plainBody = method.replace("$dvm$body(", "$dvm$plain(");
                assertEquals(releaseCode.get(method), dynCode.get(plainBody), relative + " " + plainBody);
                if (String.join("\n", dynCode.get(method)).contains("org/javadvm/debug/internal/Hook.")) {
                    checked++;
                }
                assertThat(dynCode.keySet(), hasItem(method.replace("$dvm$body(", "$dvm$plainEntry(")
                        .replaceFirst("\\(.*", "(")));
            }
            assertThat("release classes have one body per construct", releaseCode.keySet().stream()
                    .filter(m -> m.contains("$dvm$plain")).collect(Collectors.toList()), empty());
        }
        assertThat(constructs, org.hamcrest.Matchers.greaterThan(5));
        assertThat("most checked bodies report accesses", checked, org.hamcrest.Matchers.greaterThan(constructs / 2));
    }

    /** Each method's instructions as text (labels numbered in order of appearance), by name + descriptor. */
    private static Map<String, List<String>> code(Path classFile) throws IOException {
        Map<String, List<String>> methods = new LinkedHashMap<>();
        new ClassReader(Files.readAllBytes(classFile)).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public net.bytebuddy.jar.asm.MethodVisitor visitMethod(int access, String name, String descriptor,
                                                                   String signature, String[] exceptions) {
                List<String> code = new ArrayList<>();
                methods.put(name + descriptor, code);
                methods.put(name + "(", code); // by name alone as well
                Map<net.bytebuddy.jar.asm.Label, Integer> labels = new java.util.IdentityHashMap<>();
                java.util.function.Function<net.bytebuddy.jar.asm.Label, String> label =
                        l -> "L" + labels.computeIfAbsent(l, k -> labels.size());
                return new net.bytebuddy.jar.asm.MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInsn(int opcode) {
                        code.add(String.valueOf(opcode));
                    }

                    @Override
                    public void visitIntInsn(int opcode, int operand) {
                        code.add(opcode + " " + operand);
                    }

                    @Override
                    public void visitVarInsn(int opcode, int var) {
                        code.add(opcode + " " + var);
                    }

                    @Override
                    public void visitTypeInsn(int opcode, String type) {
                        code.add(opcode + " " + type);
                    }

                    @Override
                    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
                        code.add(opcode + " " + owner + "." + name + descriptor);
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String name, String descriptor,
                                                boolean isInterface) {
                        code.add(opcode + " " + owner + "." + name + descriptor);
                    }

                    @Override
                    public void visitJumpInsn(int opcode, net.bytebuddy.jar.asm.Label target) {
                        code.add(opcode + " " + label.apply(target));
                    }

                    @Override
                    public void visitLabel(net.bytebuddy.jar.asm.Label l) {
                        code.add(label.apply(l) + ":");
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        code.add("ldc " + value);
                    }

                    @Override
                    public void visitIincInsn(int var, int increment) {
                        code.add("iinc " + var + " " + increment);
                    }

                    @Override
                    public void visitLineNumber(int line, net.bytebuddy.jar.asm.Label start) {
                        code.add("line " + line + " " + label.apply(start));
                    }

                    @Override
                    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
                        code.add("frame " + type + " " + numLocal + " " + numStack);
                    }
                };
            }
        }, 0);
        return methods;
    }

    @Test
    void fieldsAssignedBeforeSuperAreReportedAfterIt() throws Exception {
        assumeTrue(Files.isExecutable(JDK25.resolve("bin/javac")), "no JDK 25 at " + JDK25);
        Path sources = Paths.get("src/test/samples-jdk25");
        Path plain = work.resolve("plain25");
        Path dyn = work.resolve("dyn25");
        javac25(sources, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        Path java = ForkedJvm.java(JDK25);
        String name = "org.javadvm.samples.EarlyFields";
        String expected = ForkedJvm.run(java, plain, work.resolve("reports25"), List.of(), DynSampleMain.class,
                name)[0];
        String checked = ForkedJvm.run(java, dyn, work.resolve("reports25"), List.of("-Xverify:all"),
                DynSampleMain.class, name)[0];
        assertEquals(expected, checked);
        List<String> sites = dump(java, dyn, name + "$Early");
        String early = ";<init>;org/javadvm/samples/EarlyFields$Early.";
        Path source = sources.resolve("org/javadvm/samples/EarlyFields.java");
        assertThat(sites, hasItems("PF;" + lineOf(source, "this.count = count;") + early + "count:I;EarlyFields.java",
                "PF;" + lineOf(source, "big = count * 3L;") + early + "big:J;EarlyFields.java",
                "PF;" + lineOf(source, "cells = made;") + early + "cells:[I;EarlyFields.java",
                "W;" + lineOf(source, "made[1] += 1;") + ";<init>;;EarlyFields.java",
                "SL;" + lineOf(source, "// reported") + ";<init>;;EarlyFields.java"));
        assertThat("a loop before super(...) is not reported", sites,
                not(hasItem("SL;" + lineOf(source, "// a loop while this is uninitialized") + ";<init>;;EarlyFields.java")));
    }

    /** Compiles with the JDK 25's javac (the tests' own compiler may be older). */
    private static void javac25(Path sources, Path output) throws Exception {
        List<String> command = new ArrayList<>(List.of(JDK25.resolve("bin/javac").toString(), "--release", "25", "-g",
                "-d", output.toString()));
        try (Stream<Path> walk = Files.walk(sources)) {
            walk.filter(f -> f.toString().endsWith(".java")).map(Path::toString).sorted().forEach(command::add);
        }
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
        String messages = new String(javac.getInputStream().readAllBytes());
        assertEquals(0, javac.waitFor(), messages);
    }

    private static List<String> dump(Path classes, String... classNames) throws Exception {
        return dump(ForkedJvm.currentJava(), classes, classNames);
    }

    /** The lines of {@link SiteDumpMain} for the classes, dynamic control off. */
    private static List<String> dump(Path java, Path classes, String... classNames) throws Exception {
        String out = ForkedJvm.run(java, classes, work.resolve("dump"), List.of("-DEnableDynControl=0"),
                SiteDumpMain.class, classNames)[0];
        return Arrays.asList(out.split("\n"));
    }

    private static long count(List<String> sites, String site) {
        return sites.stream().filter(site::equals).count();
    }

    private static int lineOf(String text) throws IOException {
        return lineOf(EVERYTHING_SOURCE, text);
    }

    /** The 1-based line of the source that holds the text; there must be exactly one. */
    private static int lineOf(Path source, String text) throws IOException {
        List<String> lines = Files.readAllLines(source);
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                found.add(i + 1);
            }
        }
        assertEquals(1, found.size(), "lines with '" + text + "' in " + source + ": " + found);
        return found.get(0);
    }

    private static List<Path> classFiles(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(f -> f.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
    }

    /** The {@code @WovenClass} mode, the modifiers of {@code $dvm$sites}, and whether the class is an interface. */
    static Map<String, String> facts(Path classFile) throws IOException {
        Map<String, String> facts = new LinkedHashMap<>();
        new ClassReader(Files.readAllBytes(classFile)).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                              String[] interfaces) {
                if ((access & Opcodes.ACC_INTERFACE) != 0) {
                    facts.put("interface", "yes");
                }
            }

            @Override
            public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
                if (!descriptor.equals("Lorg/javadvm/internal/WovenClass;")) {
                    return null;
                }
                return new AnnotationVisitor(Opcodes.ASM9) {
                    @Override
                    public void visit(String name, Object value) {
                        facts.put(name, String.valueOf(value));
                    }
                };
            }

            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
                if (name.equals("$dvm$sites")) {
                    facts.put(name, java.lang.reflect.Modifier.toString(access & ~Opcodes.ACC_SYNTHETIC)
                            + ((access & Opcodes.ACC_SYNTHETIC) != 0 ? " synthetic" : ""));
                }
                return null;
            }
        }, ClassReader.SKIP_CODE);
        return facts;
    }
}
