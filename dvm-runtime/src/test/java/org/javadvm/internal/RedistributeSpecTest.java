package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How a {@code @Redistribute} spec is read. Every spec here is new (its line number counts up): a spec is parsed
 * once per class and kept, and the tests are about the parsing.
 */
class RedistributeSpecTest {
    private static final AtomicInteger LINE = new AtomicInteger(1000);
    /** private, as a user's field usually is: the run-time must reach it all the same */
    private static double[][] grid;

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    private static String spec(String fmt) {
        return "array=grid;fmt=" + fmt + ";name=test.Fixture.reshape;src=Fixture.java:" + LINE.incrementAndGet();
    }

    @Test
    void eachLetterOfTheFormatIsBlockOrWhole() {
        assertArrayEquals(new boolean[] {true, false}, RedistributeSpec.of(spec("BW"), RedistributeSpecTest.class).format);
        assertArrayEquals(new boolean[] {false, true}, RedistributeSpec.of(spec("WB"), RedistributeSpecTest.class).format);
        assertArrayEquals(new boolean[] {true, true}, RedistributeSpec.of(spec("BB"), RedistributeSpecTest.class).format);
    }

    @Test
    void theSpecNamesTheMethodAndItsSource() {
        String text = spec("WW");
        RedistributeSpec parsed = RedistributeSpec.of(text, RedistributeSpecTest.class);
        assertEquals("test.Fixture.reshape", parsed.name);
        assertEquals("Fixture.java:" + LINE.get(), parsed.source);
        assertEquals("grid", parsed.array.getName());
        assertSame(parsed, RedistributeSpec.of(text, RedistributeSpecTest.class), "parsed once");
    }

    @Test
    void aLetterOtherThanBOrWIsMalformed() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> RedistributeSpec.of(spec("BX"), RedistributeSpecTest.class));
        assertThat(refused.getMessage(), containsString("fmt has 'X', expected B or W"));
        refused = assertThrows(IllegalStateException.class,
                () -> RedistributeSpec.of(spec("wB"), RedistributeSpecTest.class));
        assertThat(refused.getMessage(), containsString("fmt has 'w', expected B or W"));
    }

    @Test
    void aPrivateFieldIsRedistributed() {
        grid = new double[4][2];
        RedistributeSpec.of(spec("WB"), RedistributeSpecTest.class).apply(null);
        assertArrayEquals(new boolean[] {false, true}, Distributions.of(grid, new boolean[] {true, false}));
    }

    @Test
    void insideAConstructTheRefusalSaysWhichMethodToCallFromTheSequentialPart() {
        Team.configure("2");
        RedistributeTest.table = new double[RedistributeTest.ROWS][RedistributeTest.COLUMNS];
        grid = new double[4][2];
        String text = spec("WB");
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Woven.loop(
                RedistributeTest.ROW_LOOP, RedistributeTest.class, null,
                block -> Woven.redistribute(text, RedistributeSpecTest.class, null), new int[] {0, RedistributeTest.ROWS}));
        assertThat(refused.getMessage(), containsString("test.Fixture.reshape (Fixture.java:" + LINE.get()
                + ") redistributes grid inside a parallel construct; DVM changes a distribution only between constructs: "
                + "call reshape from the sequential part"));
    }
}
