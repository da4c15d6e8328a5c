package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @Distributed(alignStride)}: the composed stride and offset of the ON array reach the spec, loops ON
 * arrays aligned with a stride give the plain results on every grid and run each iteration on the owner of its
 * template element, and every misuse is named with its field.
 */
class StrideWeavingTest {
    private static final String[] GRIDS = {"1", "2", "3", "4"};
    private static final String CLASS = "org.javadvm.samples.stride.Coarsen";

    @TempDir
    static Path work;
    private static Path plain;
    private static Path woven;
    private static List<String> problems;

    @BeforeAll
    static void weave() throws Exception {
        plain = work.resolve("plain");
        woven = work.resolve("woven");
        assertEquals(1, SampleWeaving.compileAndWeave("samples-stride", 11, plain, woven).classesWoven());
        problems = SampleWeaving.problemsOf("samples-stride-bad", 17, work);
    }

    @Test
    void theSpecCarriesTheComposedStrideAndOffset() throws Exception {
        String text = new String(Files.readAllBytes(woven.resolve("org/javadvm/samples/stride/Coarsen.class")),
                StandardCharsets.ISO_8859_1);
        assertThat(text, containsString("Coarsen.initialise;src=Coarsen.java:27;rank=1;tmpl=fine;fmt=BW;off=0;across=0;"));
        assertThat(text, containsString("Coarsen.restrict;src=Coarsen.java:36;rank=1;tmpl=fine;fmt=BW;off=0;stride=2;across=0;"));
        // iteration i is coarser(i + 1) = coarse(3i + 4) = fine(6i + 8)
        assertThat(text, containsString("Coarsen.sample;src=Coarsen.java:46;rank=1;tmpl=fine;fmt=BW;off=8;stride=6;across=0;"));
    }

    @Test
    void loopsOnStridedArraysGiveThePlainResultsOnTheOwnersOfTheirTemplateElements() throws Exception {
        String expected = withoutOwners(SampleRunner.run(plain, CLASS, "1"));
        for (String grid : GRIDS) {
            String output = SampleRunner.run(woven, CLASS, grid);
            WeaverSamplesTest.assertSameResults(expected, withoutOwners(output), "Coarsen on grid " + grid);
            int processors = Integer.parseInt(grid);
            for (int i = 1; i < 24; i++) {
                int owner = blockOwner(2 * i, 50, processors);
                String thread = owner == 0 ? Thread.currentThread().getName() : "dvm-processor-" + owner;
                assertThat("coarse iteration " + i + " on grid " + grid, output,
                        containsString("ranBy" + i + "=" + thread + "\n"));
            }
        }
    }

    private static int blockOwner(int element, int extent, int processors) {
        for (int c = 0; c < processors - 1; c++) {
            if (element < (c + 1) * extent / processors) {
                return c;
            }
        }
        return processors - 1;
    }

    private static String withoutOwners(String output) {
        return Arrays.stream(output.split("\n")).filter(line -> !line.startsWith("ranBy"))
                .collect(Collectors.joining("\n", "", "\n"));
    }

    @Test
    void everyMisuseOfAlignStrideIsNamedWithItsField() {
        String at = "StrideMisfits.java:";
        assertThat(problems, hasItem(containsString(at + "9: org.javadvm.bad.stride.StrideMisfits.withoutAlignWith: "
                + "@Distributed alignStride needs alignWith")));
        assertThat(problems, hasItem(containsString(at + "11: org.javadvm.bad.stride.StrideMisfits.oneStrideForTwoDimensions: "
                + "@Distributed alignStride has 1 entries for an array of rank 2")));
        assertThat(problems, hasItem(containsString(at + "13: org.javadvm.bad.stride.StrideMisfits.zeroStride: "
                + "@Distributed alignStride must be at least 1 in every dimension: [2, 0]")));
        assertThat(problems, hasItem(containsString(at + "15: org.javadvm.bad.stride.StrideMisfits.negativeStride: "
                + "@Distributed alignStride must be at least 1 in every dimension: [-2, 1]")));
        assertEquals(4, problems.size(), String.join("\n", problems));
    }
}
