package example;

import org.javadvm.*;

/** The fix of TransposeOnSource: mapped on the written array, the source elements read as remote. */
public class FixedTranspose {
    @Distributed
    double[][] s = new double[4][4];
    @Distributed(alignWith = "s")
    double[][] t = new double[4][4];

    @ParallelLoop(on = "t", remoteAccess = "s")
    void transpose(int j0, int j1, int i0, int i1) {
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                t[j][i] = s[i][j];
            }
        }
    }

    static void run() {
        FixedTranspose x = new FixedTranspose();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                x.s[i][j] = 10 * i + j;
            }
        }
        x.transpose(0, 4, 0, 4);
    }
}
