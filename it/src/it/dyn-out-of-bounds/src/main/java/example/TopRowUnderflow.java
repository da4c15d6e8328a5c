package example;

import org.javadvm.*;

/** A vertical difference whose loop starts at row 0, so the first iteration reaches for row -1. */
public class TopRowUnderflow {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[6][6];
    @Distributed(alignWith = "a")
    double[][] dy = new double[6][6];

    @ParallelLoop(on = "dy", shadowRenew = "a")
    void difference(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                dy[i][j] = a[i][j] - a[i - 1][j]; // expect DVM05 read a[-1] at=(0,0)
            }
        }
    }

    static void run() {
        TopRowUnderflow t = new TopRowUnderflow();
        for (int i = 0; i < 6; i++) {
            java.util.Arrays.fill(t.a[i], i);
        }
        t.difference(0, 6, 0, 6);
    }
}
