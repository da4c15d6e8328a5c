package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A construct called from a static initializer: on a grid of several processors a block running code of the
 * class being initialised would wait for the initialisation, which waits for the block. The call runs on the
 * calling thread alone, gives the sequential answer and says so once; later calls from ordinary code use the grid.
 */
class ClassInitializerTest {
    private static final Duration HANG = Duration.ofSeconds(20);
    static final Set<String> THREADS = ConcurrentHashMap.newKeySet();

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    /** What a woven class filling a table of its own when first used looks like to the run-time. */
    static final class Squares {
        static final double[] TABLE = new double[1000];

        static {
            fill();
        }

        /** The loop; its body (a lambda: a static method of this class) writes the class's static table. */
        static void fill() {
            Woven.loop(TeamFixture.loopSpec("TABLE", "B", "0", false, "0,0,0,0").replace("test.Fixture.loop",
                    "test.Squares.fill"), Squares.class, null, block -> {
                        THREADS.add(Thread.currentThread().getName());
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            TABLE[i] = (double) i * i;
                        }
                    }, new int[] {0, TABLE.length});
        }
    }

    @Test
    void aLoopCalledFromItsClassesStaticInitializerRunsOnTheCallerWithTheSequentialAnswer() {
        Team.configure("2");
        THREADS.clear();
        String warning = TeamFixture.capturingStandardError(() -> assertTimeoutPreemptively(HANG, () -> Squares.TABLE.clone()));
        double sum = 0;
        for (double x : Squares.TABLE) {
            sum += x;
        }
        assertEquals(999.0 * 1000 * 1999 / 6, sum);
        assertEquals(1, THREADS.size(), "one thread ran every block: " + THREADS);
        assertFalse(THREADS.contains("dvm-processor-1"), THREADS.toString());
        assertThat(warning, containsString("Java-DVM: test.Squares.fill (Fixture.java:1) was called from a static"
                + " initializer; it runs on the calling thread alone"));

        THREADS.clear();
        Squares.fill();
        assertThat("a call from ordinary code, once the class is initialised, uses the grid", THREADS,
                hasItem("dvm-processor-1"));
        assertFalse(ClassInitializer.running(), "a test method is no static initializer");
    }
    /** A table whose loop reads another class's factor once told to; that class's initializer fills the table. */
    static final class Table {
        static final double[] VALUES = new double[1000];
        static volatile boolean scaled;

        static void fill() {
            Woven.loop(TeamFixture.loopSpec("VALUES", "B", "0", false, "0,0,0,0").replace("test.Fixture.loop",
                    "test.Table.fill"), Table.class, null, block -> {
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            VALUES[i] = scaled ? Scale.factor * i : i;
                        }
                    }, new int[] {0, VALUES.length});
        }
    }

    static final class Scale {
        static double factor = 2;

        static {
            Table.fill(); // the loop's second call: its first came from ordinary code
        }

        static void touch() {
        }
    }

    @Test
    void aLoopCalledFromAStaticInitializerAfterAnOrdinaryCallFailsNamingTheClassInsteadOfHanging() {
        Team.configure("2");
        Table.fill(); // from ordinary code: the construct's later calls are not looked at
        Table.scaled = true;
        Throwable failure = assertTimeoutPreemptively(HANG, () -> org.junit.jupiter.api.Assertions.assertThrows(
                ExceptionInInitializerError.class, Scale::touch));
        Throwable cause = failure.getCause();
        assertThat(String.valueOf(cause), cause.getMessage(), containsString("dvm-processor-1 stands still in "
                + ClassInitializerTest.class.getName()));
        assertThat(cause.getMessage(), containsString("runs the static initializer of " + Scale.class.getName()
                + " and waits for it to finish its part of the construct"));
    }
}
