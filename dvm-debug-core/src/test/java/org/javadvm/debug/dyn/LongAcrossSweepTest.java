package org.javadvm.debug.dyn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An ACROSS sweep of more iterations than the checker first keeps room for (it records the walk's index vectors
 * to name the other iteration of a dependence): past the 64th iteration the diagnostics still name both.
 */
class LongAcrossSweepTest {
    private static final int READ = 0;
    private static final int WRITE = 1;
    private static final int BASE = Sites.register(Plate.class, "Plate.java\ndyn\nR;20;sweep;\nW;21;sweep;");

    static final class Plate {
        @Distributed(format = {Format.BLOCK, Format.BLOCK}, shadow = {1, 1})
        double[][] u = new double[11][11];

        @ParallelLoop(on = "u", across = "u")
        void sweep(int i0, int i1, int j0, int j1) {
        }
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    @Test
    void aDependenceAgainstTheWavefrontNamesBothIterationsPastThe64th() {
        List<Diagnostic> found = new ArrayList<>();
        DynControl dyn = new DynControl(new Lifecycle(), Checks.all(), found::add);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        Plate plate = new Plate();
        // 9 x 9 iterations, each reading the new u[i-1][j+1]: the distance (1, -1) no wavefront carries
        Woven.loop("kind=loop;name=" + Plate.class.getName() + ".sweep;src=Plate.java:19;rank=2;tmpl=u;fmt=BB;"
                + "off=0,0;across=1;slots=0,0,0,0", Plate.class, plate, block -> {
                    int i = block.lo[0];
                    int j = block.lo[1];
                    dyn.arrayRead(plate.u[i - 1], j + 1, BASE + READ);
                    dyn.arrayWrite(plate.u[i], j, BASE + WRITE);
                }, new int[] {1, 10, 1, 10});
        assertEquals(8 * 8, found.size(), "every (i, j) with i >= 2 and j <= 8");
        Diagnostic last = found.get(found.size() - 1);
        assertEquals("u[8][9]", last.element);
        assertEquals("(9, 8)", last.iteration, "the 80th iteration");
        assertEquals("(8, 9)", last.relatedIteration, "the 72nd");
        assertEquals("across-flow", last.kind);
    }
}
