package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.javadvm.internal.Team;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A floating-point PRODUCT whose factors overflow and underflow depends on their order, which a grid changes: the
 * sequential -Infinity becomes NaN on two processors. The run-time names such a combination once per construct.
 */
class ProductCombinationTest {
    private static final String SAMPLE = "org.javadvm.samples.failures.Products";

    @TempDir
    Path work;

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    @Test
    void aProductWhosePartialsHoldZeroAndAnInfinityIsNamed() throws Exception {
        Path plain = work.resolve("plain");
        Path woven = work.resolve("woven");
        SampleWeaving.compileAndWeave("samples-failures", 17, plain, woven);

        assertEquals("-Infinity -Infinity 1.0 -Infinity", SampleRunner.run(plain, SAMPLE, "1", "overflowThenUnderflow"));
        String[] inRange = new String[1];
        String quiet = stderr(() -> inRange[0] = SampleRunner.run(woven, SAMPLE, "3", "inRange"));
        assertEquals(SampleRunner.run(plain, SAMPLE, "1", "inRange"), inRange[0]);
        assertThat("factors in range: no notice", quiet, not(containsString("PRODUCT")));

        String[] onTwo = new String[1];
        String notices = stderr(() -> onTwo[0] = SampleRunner.run(woven, SAMPLE, "2", "overflowThenUnderflow"));
        assertEquals("NaN NaN 1.0 NaN", onTwo[0], "the grid's own result");
        assertThat(notices, containsString("Java-DVM: " + SAMPLE + ".multiply (Products.java:27) combined the partial"
                + " products of its PRODUCT reduction of product into NaN: processor 1 holds -0.0 and processor 0 holds"
                + " Infinity; the sequential loop multiplies the same factors in another order and may give an"
                + " infinity, 0 or NaN (see runtime.md, \"What a grid can change in a PRODUCT\")"));
        assertThat(notices, containsString("PRODUCT reduction of floatProduct into NaN: processor 1 holds -0.0 and"
                + " processor 0 holds Infinity"));
        assertThat(notices, containsString("PRODUCT reduction of columns[1] into NaN: processor 1 holds -0.0 and"
                + " processor 0 holds Infinity"));

        String[] halves = new String[1];
        String overflow = stderr(() -> halves[0] = SampleRunner.run(woven, SAMPLE, "2", "overflowOfTheHalves"));
        assertEquals(SampleRunner.run(plain, SAMPLE, "1", "overflowOfTheHalves"), halves[0]);
        assertThat(overflow, containsString("combined finite partial products of its PRODUCT reduction of product"
                + " into -Infinity (overflow in the combination)"));
    }

    private static String stderr(Callable<?> run) throws Exception {
        PrintStream before = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            run.call();
        } finally {
            System.setErr(before);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
