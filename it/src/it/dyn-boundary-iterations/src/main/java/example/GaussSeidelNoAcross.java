package example;

/**
 * Found: Gauss-Seidel in place without across. The dependence along the rows shows in the first row, the
 * one along the columns in the first column: both are faces, so every pair is found as in a full check.
 */
public class GaussSeidelNoAcross {
    @org.javadvm.Distributed(shadow = {1, 1})
    double[][] a = new double[12][12];

    @org.javadvm.ParallelLoop(on = "a", shadowRenew = "a")
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double up = a[i - 1][j]; // expect DVM01 read a[1][1] flow at=(2,1) related=write:19@(1,1)
                double left = a[i][j - 1]; // expect DVM01 read a[1][1] flow at=(1,2) related=write:19@(1,1)
                double down = a[i + 1][j];
                double right = a[i][j + 1];
                a[i][j] = (up + left + down + right) / 4; // expect DVM01 write a[1][2] anti at=(1,2) related=read:18@(1,1) expect DVM01 write a[2][1] anti at=(2,1) related=read:17@(1,1)
            }
        }
    }

    static String run() {
        GaussSeidelNoAcross g = new GaussSeidelNoAcross();
        for (int i = 0; i < 12; i++) {
            for (int j = 0; j < 12; j++) {
                g.a[i][j] = i + j;
            }
        }
        g.sweep(1, 11, 1, 11);
        return String.valueOf(g.a[10][10]);
    }
}
