package org.javadvm.bound;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Real mistakes in helpers that dynamic control must still report. */
public class Misuse {
    @Distributed
    double[] data = new double[10];
    double scratch;
    double shared;

    @ParallelLoop(on = "data", privates = "scratch")
    void loop(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            readScratch(i);
        }
    }

    /** Reads the private before this iteration wrote it; adds to a field nobody declared. */
    private void readScratch(int i) {
        data[i] = scratch;
        scratch = i;
        shared += i;
    }

    public static String run() {
        Misuse m = new Misuse();
        m.scratch = 0;
        m.shared = 0;
        m.loop(0, 10);
        return "data9=" + m.data[9] + "\n";
    }
}
