package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.debug.internal.Sites;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Locality of arrays aligned with a stride (DVM's ALIGN c(i) WITH f(2*i)): coarse element i lives with fine
 * element 2 * i, its shadow widths count coarse elements, a fine point between two coarse ones owns none of them
 * and reads both through the shadow edge, and a loop ON the coarse grid owns template element 2 * i. Access
 * events are sent by hand, as woven code sends them.
 */
class StrideControlTest {
    private static final int READ_F = 0;
    private static final int WRITE_F = 1;
    private static final int READ_C = 2;
    private static final int WRITE_C = 3;
    private static final String TABLE = "Grids.java\ndyn\nR;40;body;\nW;41;body;\nR;42;body;\nW;43;body;";
    private static final int BASE = Sites.register(Grids.class, TABLE);

    static final class Grids {
        @Distributed(format = {Format.BLOCK, Format.BLOCK}, shadow = {1, 1})
        double[][] f = new double[18][18];
        @Distributed(alignWith = "f", alignStride = {2, 2}, shadow = {1, 1})
        double[][] c = new double[10][10];

        @ParallelLoop(on = "f", shadowRenew = "c", corner = true)
        void interp(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "f")
        void interpUnrenewed(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "c", shadowRenew = "f", corner = true)
        void restrict(int i0, int i1, int j0, int j1) {
        }
    }

    private final List<Diagnostic> found = new ArrayList<>();
    private DynControl dyn;
    private Grids data;

    @BeforeEach
    void install() {
        dyn = new DynControl(new Lifecycle(), Checks.all(), diagnostic -> found.add(diagnostic));
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        data = new Grids();
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, String stride, LoopBody body, int... bounds) {
        String spec = "kind=loop;name=" + Grids.class.getName() + "." + method + ";src=Grids.java:30;rank=2;tmpl=f;"
                + "fmt=BB;off=0,0" + (stride.isEmpty() ? "" : ";stride=" + stride) + ";across=0;slots=0,0,0,0";
        Woven.loop(spec, Grids.class, data, body, bounds);
    }

    private List<String> rules() {
        java.util.Map<String, Diagnostic> distinct = new java.util.LinkedHashMap<>();
        found.forEach(d -> distinct.putIfAbsent(d.key(), d));
        return distinct.values().stream().map(d -> d.errorClass.ruleId() + " " + d.kind + " " + d.element + " "
                + d.access + " " + d.line + " at " + d.iteration).collect(Collectors.toList());
    }

    /** Every fine point reads the coarse points around it: its own (even, even) one and the shadow for odd ones. */
    private void interpolate(String method, int reach) {
        loop(method, "", block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            for (int ci = i / 2; ci <= (i + reach) / 2; ci++) {
                for (int cj = j / 2; cj <= (j + 1) / 2; cj++) {
                    dyn.arrayRead(data.c[ci], cj, BASE + READ_C);
                }
            }
            dyn.arrayWrite(data.f[i], j, BASE + WRITE_F);
        }, 1, 17, 1, 17);
    }

    @Test
    void anInterpolationReadingTheCoarsePointsAroundEachFinePointThroughTheRenewedShadowIsClean() {
        interpolate("interp", 1);
        assertThat(rules(), empty());
    }

    /** Fine point 3 lies between coarse points 1 and 2; coarse point 3 is a second coarse element away. */
    @Test
    void aCoarseElementBeyondTheShadowWidthIsNonLocal() {
        interpolate("interp", 3);
        assertThat(rules(), contains("DVM06  c[2][0] read 42 at (1, 1)"));
    }

    @Test
    void theCoarseShadowMustBeRenewedBeforeAnOddFinePointReadsIt() {
        interpolate("interpUnrenewed", 1);
        assertThat(rules(), contains("DVM08 not-renewed c[0][0] read 42 at (1, 1)"));
    }

    /** A loop ON the coarse grid: iteration (i, j) owns c[i][j] and template element (2i, 2j), fine points around it are shadow. */
    @Test
    void aLoopOnTheCoarseGridOwnsItsElementAndReadsTheFinePointsAroundItsTemplateElement() {
        loop("restrict", "2,2", block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            for (int fi = 2 * i - 1; fi <= 2 * i + 1; fi++) {
                dyn.arrayRead(data.f[fi], 2 * j - 1, BASE + READ_F);
                dyn.arrayRead(data.f[fi], 2 * j + 1, BASE + READ_F);
            }
            dyn.arrayWrite(data.c[i], j, BASE + WRITE_C);
            if (i == 4 && j == 4) {
                dyn.arrayWrite(data.f[2 * i], 2 * j + 2, BASE + WRITE_F);
            }
            if (i == 4 && j == 8) {
                dyn.arrayWrite(data.c[i], j + 1, BASE + WRITE_C); // no iteration owns c[4][9]
            }
        }, 1, 9, 1, 9);
        assertThat(rules(), contains("DVM06  f[8][10] write 41 at (4, 4)", "DVM07  c[4][9] write 43 at (4, 8)"));
    }
}
