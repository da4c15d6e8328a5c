package example;

import org.javadvm.*;

/** Found: without shadowRenew the first boundary iteration already reads a stale shadow copy. */
public class MissingRenewal {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[12][12];
    @Distributed(alignWith = "a")
    double[][] b = new double[12][12];

    @ParallelLoop(on = "b")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4; // expect DVM08 read a[0][1] not-renewed at=(1,1)
            }
        }
    }

    static String run() {
        MissingRenewal m = new MissingRenewal();
        for (double[] row : m.a) {
            java.util.Arrays.fill(row, 1);
        }
        m.relax(1, 11, 1, 11);
        return String.valueOf(m.b[5][5]);
    }
}
