package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.javadvm.debug.report.Diagnostic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Locality of arrays of another template than the loop's: silent when the two templates are distributed
 * alike (the release run-time gives them the same blocks on every grid), reported when extents, formats or
 * alignments make the owners differ.
 */
class OwnerMapTest {
    private static final int N = 8;
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int BASE = Sites.register(Twins.class, "Twins.java\ndyn\nR;20;body;\nW;21;body;");

    static final class Twins {
        @Distributed(format = {BLOCK, WHOLE})
        double[][] a = new double[N][3];
        @Distributed(format = BLOCK)
        double[] y = new double[N];
        @Distributed(format = BLOCK)
        double[] longer = new double[N + 1];
        @Distributed(format = {BLOCK, BLOCK})
        double[][] blocks = new double[N][N];
        @Distributed(format = {WHOLE, BLOCK})
        double[][] columns = new double[3][N];
        @Distributed(alignWith = "a", alignOffset = {1, 0})
        double[][] shifted = new double[N][3];

        @ParallelLoop(on = "y")
        void onY(int lo, int hi) {
        }

        @ParallelLoop(on = "longer")
        void onLonger(int lo, int hi) {
        }

        @ParallelLoop(on = "blocks", rank = 1)
        void onBlockRows(int lo, int hi) {
        }
    }

    private final List<Diagnostic> found = new ArrayList<>();
    private DynControl dyn;
    private Twins twins;

    @BeforeEach
    void install() {
        dyn = new DynControl(new Lifecycle(), Checks.all(), found::add);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        twins = new Twins();
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, String template, String format, LoopBody body) {
        String spec = "kind=loop;name=" + Twins.class.getName() + "." + method + ";src=Twins.java:10;rank=1;tmpl="
                + template + ";fmt=" + format + ";off=0;across=0;slots=0,0,0,0";
        Woven.loop(spec, Twins.class, twins, body, new int[] {0, N});
    }

    /** Distinct diagnostics: rule, element, access and detail of the first occurrence. */
    private List<String> reported() {
        java.util.Map<String, Diagnostic> distinct = new java.util.LinkedHashMap<>();
        found.forEach(d -> distinct.putIfAbsent(d.key(), d));
        return distinct.values().stream().map(d -> d.errorClass.ruleId() + " " + d.element + " " + d.access + ": "
                + d.detail).collect(Collectors.toList());
    }

    @Test
    void rowsOfATwinTemplateAreTheIterationsOwn() {
        for (int pass = 0; pass < 2; pass++) { // the second pass takes the cached windows
            loop("onY", "y", "B", block -> {
                int i = block.lo[0];
                for (int j = 0; j < 3; j++) {
                    dyn.arrayRead(twins.a[i], j, BASE + READ);
                    dyn.arrayWrite(twins.a[i], j, BASE + WRITE);
                }
                dyn.arrayWrite(twins.y, i, BASE + WRITE);
            });
        }
        assertThat(reported(), empty());
    }

    @Test
    void aTwinAlongAnotherDimensionOfItsTemplate() {
        loop("onY", "y", "B", block -> {
            int i = block.lo[0];
            for (int k = 0; k < 3; k++) {
                dyn.arrayRead(twins.columns[k], i, BASE + READ);
            }
        });
        assertThat(reported(), empty());
        loop("onY", "y", "B", block -> dyn.arrayRead(twins.columns[0], (block.lo[0] + 2) % N, BASE + READ));
        assertThat(reported(), contains("DVM06 columns[0][2] read: the element is neither the iteration's own element "
                + "nor within columns's shadow widths [0, 0] of it; declare remoteAccess or widen the shadow"));
    }

    @Test
    void anotherExtentIsAnotherDistribution() {
        loop("onLonger", "longer", "B", block -> {
            if (block.lo[0] < N) {
                dyn.arrayRead(twins.y, block.lo[0], BASE + READ);
            }
        });
        assertThat(reported(), contains("DVM06 y[0] read: the element belongs to template y, another than the loop's "
                + "(longer), whose BLOCK dimension 1 has extent 8 against 9 in dimension 1 of longer; declare "
                + "remoteAccess or widen the shadow"));
    }

    @Test
    void anotherNumberOfBlockDimensionsIsAnotherDistribution() {
        loop("onBlockRows", "blocks", "BB", block -> dyn.arrayWrite(twins.y, block.lo[0], BASE + WRITE));
        assertThat(reported(), contains("DVM06 y[0] write: the element belongs to template y, another than the loop's "
                + "(blocks), distributed in 1 BLOCK dimension(s) against 2"));
    }

    @Test
    void anAlignmentOffsetMovesTheOwners() {
        loop("onY", "y", "B", block -> {
            int i = block.lo[0];
            if (i > 0) {
                dyn.arrayRead(twins.shifted[i - 1], 0, BASE + READ); // lives with a[i], the iteration's own
            }
            dyn.arrayRead(twins.shifted[i], 0, BASE + READ);
        });
        assertThat(reported(), contains("DVM06 shifted[0][0] read: the element is neither the iteration's own element "
                + "nor within shifted's shadow widths [0, 0] of it; declare remoteAccess or widen the shadow"));
    }
}
