package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.instanceOf;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.internal.LoopBody;
import org.javadvm.debug.internal.Hook;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The façade as woven code calls it: the checker it starts with the default parameters (dynamic control on,
 * each new error printed as it is found) sees every access the calls report, and prints what is wrong with
 * them. The printed lines are captured from the stream the checker was given when it started.
 */
class HookTest {
    private static final ByteArrayOutputStream SCREEN = new ByteArrayOutputStream();
    /** The checker {@link Hook} started. */
    private static final DynControl DYN = start();
    /** The life cycle {@link Hook} installed, delivering to {@link #DYN}. */
    private static final Lifecycle LIFECYCLE = DYN.lifecycle();
    private static final String OWNER = Tank.class.getName().replace('.', '/');
    /** Site lines of each test's table start here, so that no two tests report the same error. */
    private static int nextLine = 1000;

    static final class Tank {
        @Distributed(format = Format.BLOCK)
        double[] a;
        double[] data;
        double s;
        static double total;
        static int[] counts;
        double t;

        @ParallelLoop(on = "a")
        void scan(int lo, int hi) {
        }

        @ParallelLoop(on = "a", privates = "t")
        void scratch(int lo, int hi) {
        }
    }

    /** Starts the hook's checker with its reports printed into {@link #SCREEN} and no report files. */
    private static DynControl start() {
        PrintStream err = System.err;
        System.setErr(new PrintStream(SCREEN, true, StandardCharsets.UTF_8));
        System.setProperty("DebugOptions.ErrorFile", "");
        System.setProperty("DebugOptions.SarifFile", "");
        try {
            Monitor.install(null);
            Hook.register(Tank.class, "Tank.java\ndyn");
            return (DynControl) ((Lifecycle) ((org.javadvm.debug.internal.FollowedThread) Monitor.installed()).lifecycle())
                    .deliversTo();
        } finally {
            System.clearProperty("DebugOptions.ErrorFile");
            System.clearProperty("DebugOptions.SarifFile");
            System.setErr(err);
        }
    }

    private Tank tank;
    /** Base of this test's sites; see {@link #table}. */
    private int base;
    private int line0;

    @BeforeEach
    void install() {
        Monitor.install(LIFECYCLE);
        tank = new Tank();
        line0 = nextLine;
        nextLine += 100;
        base = Hook.register(Tank.class, table(line0));
        synchronized (SCREEN) {
            SCREEN.reset();
        }
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    /** Local site k is on line {@code line0 + k}. */
    private static String table(int line0) {
        String[] sites = {
            "R;%d;scan;", "W;%d;scan;", "PF;%d;init;" + OWNER + ".a:[D", "PF;%d;init;" + OWNER + ".data:[D",
            "GF;%d;scan;" + OWNER + ".s:D", "PF;%d;scan;" + OWNER + ".s:D", "GS;%d;scan;" + OWNER + ".total:D",
            "PS;%d;scan;" + OWNER + ".total:D", "PS;%d;init;" + OWNER + ".counts:[I",
            "PR;%d;scratch;" + OWNER + ".t:D", "PW;%d;scratch;" + OWNER + ".t:D", "NA;%d;init;[D", "AC;%d;copy;",
            "FL;%d;fill;"};
        StringBuilder text = new StringBuilder("Tank.java\ndyn");
        for (int k = 0; k < sites.length; k++) {
            text.append('\n').append(String.format(sites[k], line0 + k));
        }
        return text.toString();
    }

    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int PUT_A = 2;
    private static final int PUT_DATA = 3;
    private static final int GET_S = 4;
    private static final int PUT_S = 5;
    private static final int GET_TOTAL = 6;
    private static final int PUT_TOTAL = 7;
    private static final int PUT_COUNTS = 8;
    private static final int PRIVATE_READ = 9;
    private static final int PRIVATE_WRITE = 10;
    private static final int NEW_ARRAY = 11;
    private static final int COPY = 12;
    private static final int FILL = 13;

    private void loop(String method, int lo, int hi, LoopBody body) {
        Woven.loop("kind=loop;name=" + Tank.class.getName() + "." + method + ";src=Tank.java:" + line0
                + ";rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,0", Tank.class, tank, body, new int[] {lo, hi});
    }

    /** The error lines printed since the test started. */
    private static List<String> printed() {
        synchronized (SCREEN) {
            return Arrays.asList(SCREEN.toString(StandardCharsets.UTF_8).split("\\R"));
        }
    }

    private static String at(int line) {
        return "Tank.java:" + line + " (" + Tank.class.getName() + ")";
    }

    /** A distributed array of n elements stored in {@code tank.a} through the hook, every element written. */
    private double[] distributed(int n) {
        double[] a = new double[n];
        Hook.allocated(a, base + NEW_ARRAY);
        Hook.putRefField(tank, a, base + PUT_A);
        tank.a = a;
        for (int i = 0; i < n; i++) {
            Hook.write(a, i, base + WRITE);
        }
        return a;
    }

    @Test
    void theDefaultParametersStartDynamicControl() {
        assertThat(DYN, instanceOf(DynControl.class));
        assertThat(DYN.boundaryIterations() == null, equalTo(true));
    }

    @Test
    void elementReadsAndWritesAreCheckedAndCounted() {
        double[] a = distributed(6);
        long before = DYN.accesses;
        loop("scan", 1, 4, block -> {
            int i = block.lo[0];
            Hook.read(a, i - 1, base + READ);
            Hook.write(a, i, base + WRITE);
        });
        assertThat(DYN.accesses - before, equalTo(6L));
        assertThat(printed(), hasItem(containsString("DVM01 data-dependence (flow): read of a[1] at "
                + at(line0 + READ))));
        assertThat(printed(), hasItem(containsString("written by iteration (1) at Tank.java:" + (line0 + WRITE))));
    }

    @Test
    void anElementBeyondTheBoundsIsReportedWithItsIndex() {
        double[] a = distributed(4);
        Hook.read(a, 4, base + READ);
        Hook.write(a, -1, base + WRITE);
        assertThat(printed(), hasItem(containsString("DVM05 out-of-bounds: read of a[4] at " + at(line0 + READ))));
        assertThat(printed(), hasItem(containsString("DVM05 out-of-bounds: write of a[-1] at " + at(line0 + WRITE))));
    }

    @Test
    void fieldAccessesOfEveryKindReachTheChecker() {
        distributed(4);
        Hook.putField(tank, base + PUT_S);
        Hook.putStatic(base + PUT_TOTAL);
        long before = DYN.accesses;
        loop("scan", 0, 2, block -> {
            Hook.getField(tank, base + GET_S);
            Hook.putField(tank, base + PUT_S);
            Hook.getStatic(base + GET_TOTAL);
            Hook.putStatic(base + PUT_TOTAL);
        });
        assertThat(DYN.accesses - before, equalTo(8L));
        List<String> lines = printed();
        assertThat(lines, hasItem(containsString("DVM03 undeclared-modification (undeclared-private): read of s at "
                + at(line0 + GET_S))));
        assertThat(lines, hasItem(containsString("write of s at " + at(line0 + PUT_S))));
        assertThat(lines, hasItem(containsString("read of total at " + at(line0 + GET_TOTAL))));
        assertThat(lines, hasItem(containsString("write of total at " + at(line0 + PUT_TOTAL))));
    }

    @Test
    void referencesStoredInFieldsNameTheirArrays() {
        distributed(4);
        double[] data = new double[3];
        Hook.allocated(data, base + NEW_ARRAY);
        Hook.putRefField(tank, data, base + PUT_DATA);
        int[] counts = new int[3];
        Hook.allocated(counts, base + NEW_ARRAY);
        Hook.putRefStatic(counts, base + PUT_COUNTS);
        Hook.write(data, 0, base + WRITE);
        Hook.write(counts, 0, base + WRITE);
        loop("scan", 0, 2, block -> {
            Hook.write(data, 0, base + WRITE);
            Hook.write(counts, 1, base + WRITE);
        });
        List<String> lines = printed();
        assertThat(lines, hasItem(containsString("write of data[0] at " + at(line0 + WRITE))));
        assertThat(lines, hasItem(containsString("write of counts[1] at " + at(line0 + WRITE))));
    }

    @Test
    void anArrayMadeByWovenCodeIsNamedAfterWhereItWasMade() {
        distributed(4);
        int tracked = DYN.trackedArrays();
        double[] made = new double[2];
        Hook.allocated(made, base + NEW_ARRAY);
        assertThat(DYN.trackedArrays(), equalTo(tracked + 1));
        Hook.write(made, 0, base + WRITE);
        loop("scan", 0, 2, block -> Hook.write(made, 0, base + WRITE));
        assertThat(printed(), hasItem(containsString("write of array made at Tank.java:" + (line0 + NEW_ARRAY)
                + "[0] at " + at(line0 + WRITE))));
    }

    @Test
    void aDeclaredPrivateReadBeforeItsWriteInAnIteration() {
        distributed(4);
        loop("scratch", 0, 2, block -> {
            Hook.privateWrite(base + PRIVATE_WRITE);
            Hook.privateRead(base + PRIVATE_READ);
        });
        assertThat("written first, then read", printed(), not(hasItem(containsString("private-read-before-write"))));
        loop("scratch", 0, 2, block -> {
            if (block.lo[0] == 1) {
                Hook.privateWrite(base + PRIVATE_WRITE);
            }
            Hook.privateRead(base + PRIVATE_READ);
        });
        List<String> lines = printed();
        assertThat(lines, hasItem(containsString("(private-read-before-write): read of t at "
                + at(line0 + PRIVATE_READ) + " in loop")));
        assertThat(lines, hasItem(containsString("iteration (0)")));
        assertThat(lines, not(hasItem(containsString("iteration (1)"))));
    }

    @Test
    void arraycopyChecksTheSourceReadAndTheDestinationWrittenThenCopies() {
        double[] a = distributed(8);
        double[] src = {1, 2, 3, 4, 5};
        long before = DYN.accesses;
        Hook.arraycopy(src, 1, a, 2, 3, base + COPY);
        assertThat(DYN.accesses - before, equalTo(6L));
        assertArrayEquals(new double[] {0, 0, 2, 3, 4, 0, 0, 0}, a);
        before = DYN.accesses;
        Hook.arraycopy(src, 0, a, 0, 0, base + COPY);
        assertThat("nothing copied, nothing checked", DYN.accesses - before, equalTo(0L));
        assertThrows(IndexOutOfBoundsException.class, () -> Hook.arraycopy(src, 6, a, 0, 0, base + COPY));
        assertThat("nothing copied, nothing checked", DYN.accesses - before, equalTo(0L));
        assertThrows(NullPointerException.class, () -> Hook.arraycopy(null, 0, a, 0, 1, base + COPY));
        assertThat(DYN.accesses - before, equalTo(0L));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> Hook.arraycopy(src, 0, a, 6, 3, base + COPY));
        assertThat(printed(), hasItem(containsString("DVM05 out-of-bounds: write of a[8] at " + at(line0 + COPY))));
        assertThat("the elements inside the bounds are checked", DYN.accesses - before, equalTo(3L + 1 + 2));
    }

    @Test
    void arraycopyOfNoElementsChecksNothingAndCopiesNothing() {
        double[] a = distributed(4);
        long before = DYN.accesses;
        Hook.arraycopy(new double[] {9}, 0, a, 0, 0, base + COPY);
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> Hook.arraycopy(new double[] {9}, 0, a, 0, -1, base + COPY));
        assertThat(DYN.accesses - before, equalTo(0L));
        assertThat(a[0], equalTo(0.0));
    }

    @Test
    void everyFillChecksTheElementsItWritesThenFills() {
        distributed(4);
        int site = base + FILL;
        long before = DYN.accesses;
        boolean[] z = new boolean[5];
        Hook.fill(z, true, site);
        Hook.fill(z, 1, 3, false, site);
        assertArrayEquals(new boolean[] {true, false, false, true, true}, z);
        byte[] b = new byte[5];
        Hook.fill(b, (byte) 1, site);
        Hook.fill(b, 1, 3, (byte) 2, site);
        assertArrayEquals(new byte[] {1, 2, 2, 1, 1}, b);
        char[] c = new char[5];
        Hook.fill(c, 'a', site);
        Hook.fill(c, 1, 3, 'b', site);
        assertArrayEquals("abbaa".toCharArray(), c);
        short[] s = new short[5];
        Hook.fill(s, (short) 1, site);
        Hook.fill(s, 1, 3, (short) 2, site);
        assertArrayEquals(new short[] {1, 2, 2, 1, 1}, s);
        int[] i = new int[5];
        Hook.fill(i, 1, site);
        Hook.fill(i, 1, 3, 2, site);
        assertArrayEquals(new int[] {1, 2, 2, 1, 1}, i);
        long[] j = new long[5];
        Hook.fill(j, 1L, site);
        Hook.fill(j, 1, 3, 2L, site);
        assertArrayEquals(new long[] {1, 2, 2, 1, 1}, j);
        float[] f = new float[5];
        Hook.fill(f, 1f, site);
        Hook.fill(f, 1, 3, 2f, site);
        assertArrayEquals(new float[] {1, 2, 2, 1, 1}, f);
        double[] d = new double[5];
        Hook.fill(d, 1.0, site);
        Hook.fill(d, 1, 3, 2.0, site);
        assertArrayEquals(new double[] {1, 2, 2, 1, 1}, d);
        String[] o = new String[5];
        Hook.fill(o, "x", site);
        Hook.fill(o, 1, 3, "y", site);
        assertArrayEquals(new String[] {"x", "y", "y", "x", "x"}, o);
        assertThat("5 + 2 elements written per array type", DYN.accesses - before, equalTo(9L * 7));
    }

    @Test
    void eachFillChecksItsOwnRange() {
        double[] a = distributed(4);
        long before = DYN.accesses;
        Hook.fill(a, 1, 3, 7.0, base + FILL);
        assertThat(DYN.accesses - before, equalTo(2L));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> Hook.fill(a, 2, 5, 1.0, base + FILL));
        assertThat(printed(), hasItem(containsString("DVM05 out-of-bounds: write of a[4] at " + at(line0 + FILL))));
    }
}
