package example;

import org.javadvm.*;

/**
 * Missed under the strict reading (CheckDisArrInitialization=2): c[7] is never written, but once interior
 * iterations ran unchecked a read of something never written may have been written there, so never-written
 * reads are not reported any more. (By default Java's zero in c[7] counts as written: nothing to miss.)
 */
public class HoleInTheInterior {
    @Distributed
    int[] c = new int[16];

    @ParallelLoop(on = "c")
    void fill(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (i != 7) {
                c[i] = i;
            }
        }
    }

    static String run() {
        HoleInTheInterior h = new HoleInTheInterior();
        h.fill(0, 16);
        int sum = 0;
        for (int i = 0; i < 16; i++) {
            sum += h.c[i]; // full DVM02 read c[7] distributed-element
        }
        return String.valueOf(sum);
    }
}
