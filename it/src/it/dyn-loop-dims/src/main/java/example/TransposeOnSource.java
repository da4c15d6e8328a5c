package example;

import org.javadvm.*;

/**
 * A transpose t = s^T mapped on the source, column by column: iteration (j, i) runs with s[i][j] and writes
 * t[j][i], which lives with s[j][i] on another processor.
 */
public class TransposeOnSource {
    @Distributed
    double[][] s = new double[4][4];
    @Distributed(alignWith = "s")
    double[][] t = new double[4][4];

    @ParallelLoop(on = "s", dims = {1, 0})
    void transpose(int j0, int j1, int i0, int i1) {
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                t[j][i] = s[i][j]; // expect DVM06 write t[0][1] at=(0,1)
            }
        }
    }

    static void run() {
        TransposeOnSource x = new TransposeOnSource();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                x.s[i][j] = 10 * i + j;
            }
        }
        x.transpose(0, 4, 0, 4);
    }
}
