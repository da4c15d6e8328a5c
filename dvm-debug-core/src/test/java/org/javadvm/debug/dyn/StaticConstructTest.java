package org.javadvm.debug.dyn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A static construct of a class that also has instance distributed arrays, which it cannot name. */
class StaticConstructTest {
    static final class Mixed {
        @Distributed
        double[] perObject = new double[8];
        @Distributed
        static double[] shared = new double[8];

        @ParallelLoop(on = "shared")
        static void fill(int lo, int hi) {
        }
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    @Test
    void runsCheckedWithoutLookingAtTheInstanceArrays() {
        List<Diagnostic> found = new ArrayList<>();
        DynControl dyn = new DynControl(new Lifecycle(), Checks.all(), found::add);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        String spec = "kind=loop;name=" + Mixed.class.getName() + ".fill;src=Mixed.java:10;rank=1;tmpl=shared;"
                + "fmt=B;off=0;across=0;slots=0,0,0,0";
        int[] ran = new int[1];
        Woven.loop(spec, Mixed.class, null, block -> ran[0] += block.hi[0] - block.lo[0], new int[] {0, 8});
        assertEquals(8, ran[0]);
        assertEquals(List.of(), found);
    }
}
