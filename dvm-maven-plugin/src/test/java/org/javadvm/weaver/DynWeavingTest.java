package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sample, compiled for every supported --release and woven for dyn, runs under dynamic control
 * (in a JVM of its own) with the plain classes' results and without a diagnostic: the access hooks keep
 * the code valid and the samples' declarations are right.
 */
class DynWeavingTest {
    private static final String[] SAMPLES = WeaverSamplesTest.SAMPLES;

    @TempDir
    static Path work;

    private static final Map<Integer, Path> PLAIN = new LinkedHashMap<>();
    private static final Map<Integer, Path> DYN = new LinkedHashMap<>();

    @BeforeAll
    static void compileAndWeave() throws Exception {
        WeaverSamplesTest.compileAndWeave(work, WeaveMode.DYN, PLAIN, DYN);
    }

    static Stream<Arguments> cases() {
        return WeaverSamplesTest.cases();
    }

    @ParameterizedTest(name = "{0} --release {1}")
    @MethodSource("cases")
    void checkedRunEqualsPlainRunWithoutDiagnostics(String sample, int release) throws Exception {
        String className = "org.javadvm.samples." + sample;
        String expected = SampleRunner.run(PLAIN.get(release), className, "1");
        String[] run = runChecked(DYN.get(release), className);
        WeaverSamplesTest.assertSameResults(expected, run[0], sample + " under dynamic control");
        assertThat(run[1], containsString("Java-DVM dynamic control: no errors"));
    }

    @Test
    void everyClassRegistersItsSitesAndCarriesTheMarker() throws Exception {
        String text = new String(Files.readAllBytes(DYN.get(17).resolve("org/javadvm/samples/Jacobi.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(text, containsString("$dvm$sites"));
        assertThat(text, containsString("$dvm$register"));
        assertThat(text, containsString("org/javadvm/debug/internal/Hook"));
        assertThat(text, containsString("relax$dvm$body"));
        assertThat(text, containsString("Jacobi.java\ndyn\n"));
        String plain = new String(Files.readAllBytes(PLAIN.get(17).resolve("org/javadvm/samples/Jacobi.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(plain, not(containsString("Hook")));
    }

    @Test
    void theSiteTableNamesEveryAccessWithItsLineMethodAndField() throws Exception {
        List<String> sites = siteTable(DYN.get(17).resolve("org/javadvm/samples/Jacobi.class"));
        assertEquals("Jacobi.java", sites.get(0));
        assertEquals("dyn", sites.get(1));
        List<String> line40 = new ArrayList<>();
        for (String site : sites.subList(2, sites.size())) {
            if (site.contains(";40;")) {
                line40.add(site);
            }
        }
        // b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4 in relax's body
        assertEquals(5, line40.stream().filter(s -> s.startsWith("GF;40;relax;")).count(), line40.toString());
        assertEquals(9, line40.stream().filter(s -> s.equals("R;40;relax;")).count(), line40.toString());
        assertEquals(1, line40.stream().filter(s -> s.equals("W;40;relax;")).count(), line40.toString());
        assertThat(sites, org.hamcrest.Matchers.hasItem("GF;40;relax;org/javadvm/samples/Jacobi.a:[[D"));
        assertThat(sites, org.hamcrest.Matchers.hasItem("NA;21;<init>;[[D"));
        assertThat(sites, org.hamcrest.Matchers.hasItem("PF;21;<init>;org/javadvm/samples/Jacobi.a:[[D"));
        assertThat("the reduction variable is kept in a local by the body", sites,
                not(org.hamcrest.Matchers.hasItem(org.hamcrest.Matchers.startsWith("GF;50;update;org/javadvm/samples/Jacobi.eps"))));
        assertThat("final fields are not checked", sites,
                not(org.hamcrest.Matchers.hasItem(org.hamcrest.Matchers.containsString("Jacobi.n:I"))));
    }

    /** The lines of the table a woven class registers, read from its {@code $dvm$register} method. */
    private static List<String> siteTable(Path classFile) throws Exception {
        StringBuilder table = new StringBuilder();
        new net.bytebuddy.jar.asm.ClassReader(Files.readAllBytes(classFile)).accept(
                new net.bytebuddy.jar.asm.ClassVisitor(net.bytebuddy.jar.asm.Opcodes.ASM9) {
                    @Override
                    public net.bytebuddy.jar.asm.MethodVisitor visitMethod(int access, String name, String descriptor,
                                                                           String signature, String[] exceptions) {
                        if (!name.equals("$dvm$register")) {
                            return null;
                        }
                        return new net.bytebuddy.jar.asm.MethodVisitor(net.bytebuddy.jar.asm.Opcodes.ASM9) {
                            @Override
                            public void visitLdcInsn(Object value) {
                                if (value instanceof String) {
                                    table.append((String) value);
                                }
                            }
                        };
                    }
                }, 0);
        return java.util.Arrays.asList(table.toString().split("\n", -1));
    }

    @Test
    void dynWeavingIsDeterministicAndRefusesReleaseClasses() throws Exception {
        Path again = work.resolve("dyn-again");
        new Weaver(WeaveMode.DYN).weave(PLAIN.get(11), again);
        for (String sample : SAMPLES) {
            String file = "org/javadvm/samples/" + sample + ".class";
            assertArrayEquals(Files.readAllBytes(DYN.get(11).resolve(file)), Files.readAllBytes(again.resolve(file)),
                    file);
        }
        Path release = work.resolve("release-then-dyn");
        new Weaver(WeaveMode.RELEASE).weave(PLAIN.get(17), release);
        WeaveException refused = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.DYN).weave(release, work.resolve("never")));
        assertThat(refused.getMessage(), containsString("already woven for release by an earlier build"));
    }

    @Test
    void enableDynControlZeroRunsTheHooksWithoutCheckingAndBadParametersStopTheRun() throws Exception {
        String className = "org.javadvm.samples.Jacobi";
        String expected = SampleRunner.run(PLAIN.get(17), className, "1");
        String[] unchecked = runChecked(DYN.get(17), className, "-DEnableDynControl=0");
        WeaverSamplesTest.assertSameResults(expected, unchecked[0], "Jacobi with dynamic control off");
        assertThat(unchecked[1], not(containsString("Java-DVM dynamic control")));
        Process bad = new ProcessBuilder(command(DYN.get(17), className, "-DDebugOptions.MaxErrorz=3")).start();
        String errors = new String(bad.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertNotEquals(0, bad.waitFor(), "a bad parameter stops the run");
        assertThat(errors, containsString("system property -DDebugOptions.MaxErrorz=3: unknown parameter"));
    }

    @Test
    void aSiteTableLongerThanAConstantStringIsSplitAndJoinedAgain() throws Exception {
        Path sources = work.resolve("big-src/org/javadvm/samples");
        java.nio.file.Files.createDirectories(sources);
        StringBuilder body = new StringBuilder("package org.javadvm.samples;\npublic class Big {\n"
                + "    public static String run() {\n        int[] a = {0, 0, 0, 0};\n");
        for (int i = 0; i < 1500; i++) {
            body.append("        a[").append(i % 4).append("] = a[").append((i + 1) % 4).append("] + 1;\n");
        }
        body.append("        return \"a0=\" + a[0] + \"\\n\";\n    }\n}\n");
        java.nio.file.Files.write(sources.resolve("Big.java"), body.toString().getBytes(StandardCharsets.UTF_8));
        Path plain = work.resolve("big-plain");
        Path dyn = work.resolve("big-dyn");
        SampleCompiler.compile(work.resolve("big-src"), 17, plain);
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        String text = new String(Files.readAllBytes(dyn.resolve("org/javadvm/samples/Big.class")),
                StandardCharsets.ISO_8859_1);
        assertThat("the table takes several constant strings", text, containsString("concat"));
        String[] run = runChecked(dyn, "org.javadvm.samples.Big");
        assertEquals(SampleRunner.run(plain, "org.javadvm.samples.Big", "1"), run[0]);
        assertThat(run[1], containsString("Java-DVM dynamic control: no errors"));
    }

    @Test
    void withoutTheDebuggerOnTheClassPathTheRunSaysWhatIsMissing() throws Exception {
        List<String> command = command(DYN.get(17), "org.javadvm.samples.Jacobi");
        int classPath = command.indexOf("-cp") + 1;
        String withoutDebugger = java.util.Arrays.stream(command.get(classPath).split(File.pathSeparator))
                .filter(entry -> !entry.contains("dvm-debug-core")).collect(java.util.stream.Collectors.joining(
                        File.pathSeparator));
        org.junit.jupiter.api.Assertions.assertNotEquals(command.get(classPath), withoutDebugger);
        command.set(classPath, withoutDebugger);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertNotEquals(0, process.waitFor(), output);
        assertThat(output, containsString("java.lang.NoClassDefFoundError: Java-DVM: org.javadvm.samples.Jacobi was "
                + "woven for dyn and reports every access to the debugger, but the debugger is not on the class path: "
                + "add org.javadvm:dvm-debug-core:" + org.javadvm.weaver.internal.WeavingEngine.VERSION
                + " to it"));
    }

    /** The sample's output and the JVM's standard error. */
    private static String[] runChecked(Path classes, String className, String... options) throws Exception {
        Process process = new ProcessBuilder(command(classes, className, options)).start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String errors = new String(err, StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), className + " failed:\n" + out + errors);
        return new String[] {out, errors};
    }

    private static List<String> command(Path classes, String className, String... options) {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(java.util.Arrays.asList(options));
        command.add("-DDebugOptions.SarifFile=");
        command.add("-DDebugOptions.ErrorFile=" + work.resolve("errors-" + className + ".txt"));
        command.add("-cp");
        command.add(classes + File.pathSeparator + System.getProperty("java.class.path"));
        command.add(DynSampleMain.class.getName());
        command.add(className);
        return command;
    }
}
