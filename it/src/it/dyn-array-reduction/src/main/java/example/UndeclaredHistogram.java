package example;

import org.javadvm.*;

/** EP's annulus counts without their declaration: every processor would update the one shared array. */
public class UndeclaredHistogram {
    @Distributed
    int[] keys = new int[12];
    int[] counts = new int[4];

    @ParallelLoop(on = "keys")
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            counts[keys[i] % 4]++; // expect DVM03 read counts[0] undeclared-private at=(4) related=write:14@(0) expect DVM03 write counts[0] undeclared-private at=(4) related=write:14@(0)
        }
    }

    static String run() {
        UndeclaredHistogram h = new UndeclaredHistogram();
        for (int i = 0; i < h.keys.length; i++) {
            h.keys[i] = i * 5;
        }
        h.count(0, h.keys.length);
        return java.util.Arrays.toString(h.counts);
    }
}
