package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A loop nest whose body is over 32 KiB of bytecode: javac then writes every jump of the method as
 * {@code goto_w}, each conditional one as the opposite condition over a {@code goto_w}. The weaver reads that
 * code as the short form, so the nest is the loop it is: woven for release it gives the plain results on every
 * grid (a MAXLOC's guard read in the wide code too), and woven for dyn it runs without a diagnostic with the
 * plain results.
 */
class WideJumpWeavingTest {
    private static final String CLASS = "org.javadvm.samples.wide.Wide";
    /** Statements of the inner body: about 11 bytes each, well over 32 KiB. */
    private static final int STATEMENTS = 3600;

    @TempDir
    static Path work;
    private static Path plain;

    @BeforeAll
    static void compile() throws Exception {
        Path sources = work.resolve("src/org/javadvm/samples/wide");
        Files.createDirectories(sources);
        StringBuilder text = new StringBuilder("package org.javadvm.samples.wide;\n\n"
                + "import static org.javadvm.Format.BLOCK;\n\n"
                + "import org.javadvm.Distributed;\nimport org.javadvm.ParallelLoop;\nimport org.javadvm.Reduction;\n"
                + "import org.javadvm.ReductionOp;\n\n"
                + "public class Wide {\n"
                + "    @Distributed(format = {BLOCK, BLOCK})\n    double[][] a;\n    double largest;\n"
                + "    int li;\n    int lj;\n\n"
                + "    @ParallelLoop(on = \"a\")\n"
                + "    @Reduction(var = \"largest\", op = ReductionOp.MAXLOC, loc = {\"li\", \"lj\"})\n"
                + "    void smooth(int i0, int i1, int j0, int j1) {\n"
                + "        for (int i = i0; i < i1; i++) {\n"
                + "            for (int j = j0; j < j1; j++) {\n"
                + "                double x = a[i][j];\n"
                + "                if (x > 0.5) {\n                    x = x * 0.75;\n                }\n");
        for (int k = 0; k < STATEMENTS; k++) {
            text.append("                x = x * 0.999 + ").append(k % 7).append(".0e-4;\n");
        }
        text.append("                a[i][j] = x;\n                if (x > largest) {\n"
                + "                    largest = x;\n                    li = i;\n                    lj = j;\n"
                + "                }\n"
                + "            }\n        }\n    }\n\n"
                + "    public static String run() {\n"
                + "        Wide w = new Wide();\n        w.a = new double[13][11];\n"
                + "        for (int i = 0; i < 13; i++) {\n            for (int j = 0; j < 11; j++) {\n"
                + "                w.a[i][j] = Math.sin(0.3 * i + 0.7 * j);\n            }\n        }\n"
                + "        w.largest = Double.NEGATIVE_INFINITY;\n"
                + "        for (int step = 0; step < 3; step++) {\n            w.smooth(0, 13, 0, 11);\n        }\n"
                + "        long bits = 0;\n        for (double[] row : w.a) {\n            for (double v : row) {\n"
                + "                bits = bits * 31 + Double.doubleToLongBits(v);\n            }\n        }\n"
                + "        return \"largest=\" + w.largest + \" at \" + w.li + \",\" + w.lj + \"\\nbits=\" + bits"
                + " + \"\\n\";\n    }\n}\n");
        Files.write(sources.resolve("Wide.java"), text.toString().getBytes(StandardCharsets.UTF_8));
        plain = work.resolve("plain");
        SampleCompiler.compile(work.resolve("src"), 17, plain);
    }

    @Test
    void theSampleIsCompiledWithWideJumps() {
        java.io.StringWriter listing = new java.io.StringWriter();
        java.util.spi.ToolProvider.findFirst("javap").orElseThrow().run(new java.io.PrintWriter(listing),
                new java.io.PrintWriter(new java.io.StringWriter()), "-c", "-p",
                plain.resolve("org/javadvm/samples/wide/Wide.class").toString());
        assertThat("javac must write goto_w, else the body is too small to test anything", listing.toString(),
                containsString("goto_w"));
    }

    @Test
    void aNestWithWideJumpsIsWovenAndGivesThePlainResultsOnEveryGrid() throws Exception {
        Path woven = work.resolve("release");
        assertEquals(1, new Weaver(WeaveMode.RELEASE).weave(plain, woven).classesWoven());
        String expected = SampleRunner.run(plain, CLASS, "1");
        for (String grid : new String[] {"1", "2", "3", "4", "2x2"}) {
            assertEquals(expected, SampleRunner.run(woven, CLASS, grid), "Wide on grid " + grid);
        }
    }

    @Test
    void aNestWithWideJumpsRunsUnderDynamicControlWithoutDiagnostics() throws Exception {
        Path dyn = work.resolve("dyn");
        new Weaver(WeaveMode.DYN).weave(plain, dyn);
        List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java")
                .toString(), "-DDebugOptions.SarifFile=", "-DDebugOptions.ErrorFile=" + work.resolve("errors.txt"),
                "-cp", dyn + File.pathSeparator + System.getProperty("java.class.path"),
                DynSampleMain.class.getName(), CLASS));
        Process process = new ProcessBuilder(command).start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String errors = new String(err, StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), out + errors);
        assertEquals(SampleRunner.run(plain, CLASS, "1"), out);
        assertThat(errors, containsString("Java-DVM dynamic control: no errors"));
    }
}
