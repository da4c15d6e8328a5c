package example;

import org.javadvm.*;

/**
 * An upper triangular sweep (downward in both dimensions) that also takes the new a[i+1][j-1]: counted
 * downward its distance is (1, -1), which the wavefront from the high corner does not carry.
 */
public class UpperSweepAgainstTheGrain {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[6][6];

    @ParallelLoop(on = "a", across = "a", descending = {0, 1})
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i1 - 1; i >= i0; i--) {
            for (int j = j1 - 1; j >= j0; j--) {
                double diagonal = a[i + 1][j - 1]; // expect DVM01 read a[4][3] across-flow at=(3,4) related=write:18@(4,3)
                a[i][j] = (a[i + 1][j] + a[i][j + 1] + diagonal) / 3;
            }
        }
    }

    static String run() {
        UpperSweepAgainstTheGrain s = new UpperSweepAgainstTheGrain();
        for (int i = 0; i < 6; i++) {
            s.a[i][5] = 1;
            s.a[5][i] = 2;
        }
        s.sweep(1, 5, 1, 5);
        return Double.toString(s.a[1][1]);
    }
}
