package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** {@link NarrowElements}' neighbour count without shadowRenew: it reads shadow copies of alive that are stale. */
public class NarrowElementsWithoutRenewal {
    @Distributed(shadow = {1})
    boolean[] alive = new boolean[NarrowElements.N];
    @Distributed(alignWith = "alive")
    byte[] neighbours = new byte[NarrowElements.N];

    @ParallelLoop(on = "alive")
    void seed(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            alive[i] = i % 3 == 0;
        }
    }

    @ParallelLoop(on = "neighbours")
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            neighbours[i] = (byte) ((alive[i - 1] ? 1 : 0) + (alive[i + 1] ? 1 : 0));
        }
    }

    public static String run() {
        NarrowElementsWithoutRenewal life = new NarrowElementsWithoutRenewal();
        life.seed(0, NarrowElements.N);
        life.count(1, NarrowElements.N - 1);
        int sum = 0;
        for (byte n : life.neighbours) {
            sum += n;
        }
        return "sum=" + sum + "\n";
    }
}
