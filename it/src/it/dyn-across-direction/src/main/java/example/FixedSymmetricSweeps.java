package example;

import org.javadvm.*;

/** Symmetric Gauss-Seidel as ACROSS allows it: the lower sweep upward, the upper one downward (descending). */
public class FixedSymmetricSweeps {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[6][6];

    @ParallelLoop(on = "a", across = "a")
    void lower(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]) / 4;
            }
        }
    }

    @ParallelLoop(on = "a", across = "a", descending = {0, 1})
    void upper(int i0, int i1, int j0, int j1) {
        for (int i = i1 - 1; i >= i0; i--) {
            for (int j = j1 - 1; j >= j0; j--) {
                a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]) / 4;
            }
        }
    }

    static String run() {
        FixedSymmetricSweeps s = new FixedSymmetricSweeps();
        for (int i = 0; i < 6; i++) {
            s.a[i][0] = 1;
            s.a[0][i] = 3;
        }
        s.lower(1, 5, 1, 5);
        s.upper(1, 5, 1, 5);
        return Double.toString(s.a[2][3]);
    }
}
