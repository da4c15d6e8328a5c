package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Locality under {@code @ParallelLoop(dims)}: an iteration's own element is found along the template dimension
 * each loop dimension runs along, dimensions the loop does not map are {@code *} (every index local), and the
 * cached locality windows agree with the full check. Access events are sent by hand, as woven code sends them.
 */
class LoopDimsControlTest {
    private static final int READ_C = 0;
    private static final int WRITE_C = 1;
    private static final int READ_M = 2;
    private static final int WRITE_M = 3;
    private static final String TABLE = "Coefficients.java\ndyn\nR;40;body;\nW;41;body;\nR;42;body;\nW;43;body;";
    private static final int BASE = Sites.register(Coefficients.class, TABLE);

    static final class Coefficients {
        /** Two rows of coefficients, distributed by columns. */
        @Distributed(format = {Format.WHOLE, Format.BLOCK}, shadow = {0, 1})
        double[][] c = new double[2][12];
        @Distributed(alignWith = "c", shadow = {0, 1})
        double[][] d = new double[2][12];
        @Distributed(format = {Format.BLOCK, Format.BLOCK})
        double[][] m = new double[6][8];

        @ParallelLoop(on = "c", dims = 1, shadowRenew = "c")
        void columns(int k0, int k1) {
        }

        @ParallelLoop(on = "c", dims = 1)
        void unrenewed(int k0, int k1) {
        }

        @ParallelLoop(on = "m", dims = 1)
        void columnsOfM(int k0, int k1) {
        }

        @ParallelLoop(on = "m", dims = {1, 0})
        void transposed(int j0, int j1, int i0, int i1) {
        }
    }

    private final List<Diagnostic> found = new ArrayList<>();
    private DynControl dyn;
    private Coefficients data;

    @BeforeEach
    void install() {
        dyn = new DynControl(new Lifecycle(), Checks.all(), diagnostic -> found.add(diagnostic));
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        data = new Coefficients();
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, String template, String format, String offsets, String dims, LoopBody body,
                      int... bounds) {
        String spec = "kind=loop;name=" + Coefficients.class.getName() + "." + method + ";src=Coefficients.java:30;"
                + "rank=" + bounds.length / 2 + ";tmpl=" + template + ";fmt=" + format + ";off=" + offsets + ";dims="
                + dims + ";across=0;slots=0,0,0,0";
        Woven.loop(spec, Coefficients.class, data, body, bounds);
    }

    private void columns(String method, LoopBody body) {
        loop(method, "c", "WB", "0", "1", body, 1, 11);
    }

    private List<String> rules() {
        java.util.Map<String, Diagnostic> distinct = new java.util.LinkedHashMap<>();
        found.forEach(d -> distinct.putIfAbsent(d.key(), d));
        return distinct.values().stream().map(d -> d.errorClass.ruleId() + " " + d.kind + " " + d.element + " "
                + d.access + " " + d.line + " at " + d.iteration).collect(Collectors.toList());
    }

    @Test
    void aColumnLoopTouchingEveryRowOfItsColumnAndTheRenewedShadowIsClean() {
        columns("columns", block -> {
            int k = block.lo[0];
            for (int r = 0; r < 2; r++) {
                dyn.arrayRead(data.c[r], k - 1, BASE + READ_C);
                dyn.arrayRead(data.c[r], k + 1, BASE + READ_C);
                dyn.arrayWrite(data.d[r], k, BASE + WRITE_C);
            }
        });
        assertThat(rules(), empty());
    }

    /** Along dimension 1 the element two columns on is another processor's, whichever row it is in. */
    @Test
    void aWriteToTheNextColumnButOneIsNonLocal() {
        loop("columns", "c", "WB", "0", "1", block -> {
            int k = block.lo[0];
            dyn.arrayWrite(data.c[1], k + 2, BASE + WRITE_C);
        }, 1, 10);
        assertThat(rules(), contains("DVM06  c[1][3] write 41 at (1)"));
    }

    /** The same site is quiet for nine iterations (its cached window) before it goes astray once. */
    @Test
    void aStrayAccessAfterQuietIterationsAtTheSameSiteIsFound() {
        columns("columns", block -> {
            int k = block.lo[0];
            dyn.arrayRead(data.c[0], k == 9 ? k - 2 : k - 1, BASE + READ_C);
            dyn.arrayWrite(data.d[1], k == 10 ? k + 1 : k, BASE + WRITE_C);
        });
        assertThat(rules(), contains("DVM06  c[0][7] read 40 at (9)", "DVM07  d[1][11] write 41 at (10)"));
    }

    @Test
    void theShadowAlongTheMappedDimensionMustBeRenewed() {
        columns("unrenewed", block -> {
            int k = block.lo[0];
            dyn.arrayRead(data.c[0], k - 1, BASE + READ_C);
            dyn.arrayWrite(data.c[1], k, BASE + WRITE_C);
        });
        assertThat(rules(), contains("DVM08 not-renewed c[0][0] read 40 at (1)"));
    }

    /** m is {BLOCK, BLOCK}; the loop maps dimension 1 only: every row of the column is local, not the next column. */
    @Test
    void theDimensionTheLoopDoesNotMapIsLocalThroughout() {
        loop("columnsOfM", "m", "BB", "0", "1", block -> {
            int k = block.lo[0];
            for (int i = 0; i < 6; i++) {
                dyn.arrayRead(data.m[i], k, BASE + READ_M);
                dyn.arrayWrite(data.m[i], k, BASE + WRITE_M);
            }
            if (k == 6) {
                dyn.arrayRead(data.m[5], k + 1, BASE + READ_M); // column 7: no iteration writes it
            }
        }, 0, 7);
        assertThat(rules(), contains("DVM06  m[5][7] read 42 at (6)"));
    }

    /** Iteration (j, i) of dims = {1, 0} owns m[i][j]; writing m[j][i] instead is found at the first j != i. */
    @Test
    void aTransposedLoopOwnsTheElementItsMappingNames() {
        loop("transposed", "m", "BB", "0,0", "1,0", block -> {
            int j = block.lo[0];
            int i = block.lo[1];
            dyn.arrayWrite(data.m[i], j, BASE + WRITE_M);
        }, 0, 8, 0, 6);
        assertThat(rules(), empty());
        loop("transposed", "m", "BB", "0,0", "1,0", block -> {
            int j = block.lo[0];
            int i = block.lo[1];
            if (j < 6 && i < 6) {
                dyn.arrayRead(data.m[j], i, BASE + READ_M);
            }
        }, 0, 8, 0, 6);
        assertThat(rules(), contains("DVM06  m[0][1] read 42 at (0, 1)"));
        assertThat(found.get(0).construct, equalTo("loop 1 LoopDimsControlTest$Coefficients.transposed (Coefficients.java:30)"));
    }
}
