package example;

import org.javadvm.*;

/**
 * Gauss-Seidel on nine points: the new a[i-1][j+1] lies before the element in the sequential order but not in
 * the wavefront's (distance (1, -1)): the wavefront may run (i, j) before (i-1, j+1).
 */
public class NinePointSweep {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[6][6];

    @ParallelLoop(on = "a", across = "a")
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double diagonal = a[i - 1][j + 1]; // expect DVM01 read a[1][2] across-flow at=(2,1) related=write:19@(1,2)
                double old = a[i + 1][j - 1];
                a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1] + diagonal + old) / 6;
            }
        }
    }

    static String run() {
        NinePointSweep s = new NinePointSweep();
        for (int i = 0; i < 6; i++) {
            s.a[i][0] = 1;
        }
        s.sweep(1, 5, 1, 5);
        return Double.toString(s.a[4][4]);
    }
}
